import type { PreparedImage } from "../images/prepare-image.ts";
import { type Block, type Inline, isLineBreak, type TableBlock, type TextRun } from "../reading-document.ts";
import { escapeXml } from "./xml-text.ts";

/** An href epubcheck accepts: absolute http(s) or a mailto without whitespace. */
export function safeHref(href: string | undefined): string | undefined {
  if (!href) return undefined;
  if (/^mailto:[^\s<>"]+$/i.test(href)) return href;
  if (!/^https?:\/\//i.test(href)) return undefined;
  try {
    return new URL(href).href;
  } catch {
    return undefined;
  }
}

function run(inline: TextRun): string {
  let html = escapeXml(inline.text);
  if (inline.code) html = `<code>${html}</code>`;
  if (inline.bold) html = `<strong>${html}</strong>`;
  if (inline.italic) html = `<em>${html}</em>`;
  if (inline.strike) html = `<s>${html}</s>`;
  if (inline.underline && !inline.href) html = `<u>${html}</u>`;
  if (inline.sup) html = `<sup>${html}</sup>`;
  if (inline.sub) html = `<sub>${html}</sub>`;
  const href = safeHref(inline.href);
  if (href) html = `<a href="${escapeXml(href)}">${html}</a>`;
  return html;
}

export function inlinesToXhtml(inlines: Inline[]): string {
  let html = "";
  for (const inline of inlines) html += isLineBreak(inline) ? "<br/>" : run(inline);
  return html;
}

/**
 * Most children one element gets. The EPUB generator walks the markup with a library that passes an
 * element's children as function arguments, which overflows the stack past about 100,000: a very
 * long table gets a new <tbody>, a very long list or chapter is continued in the next group.
 */
export const MAX_CHILDREN = 1000;

function table(block: TableBlock): string {
  let html = "<table>";
  if (block.caption) html += `<caption>${inlinesToXhtml(block.caption)}</caption>`;
  html += "<tbody>";
  for (const [index, row] of block.rows.entries()) {
    if (index > 0 && index % MAX_CHILDREN === 0) html += "</tbody><tbody>";
    html += "<tr>";
    for (const cell of row) {
      const tag = cell.header ? "th" : "td";
      const span = cell.colspan && cell.colspan > 1 ? ` colspan="${cell.colspan}"` : "";
      html += `<${tag}${span}>${inlinesToXhtml(cell.inlines)}</${tag}>`;
    }
    html += "</tr>";
  }
  return `${html}</tbody></table>`;
}

/** Where a prepared image lives for the EPUB generator (a file:// URL in a temp directory). */
export type EpubImageSource = (src: string) => { url: string; image: PreparedImage } | undefined;

export function blocksToXhtml(blocks: Block[], images: EpubImageSource): string {
  if (blocks.length <= MAX_CHILDREN) return groupToXhtml(blocks, images);
  let html = "";
  for (let start = 0; start < blocks.length; start += MAX_CHILDREN)
    html += `<div>${groupToXhtml(blocks.slice(start, start + MAX_CHILDREN), images)}</div>`;
  return html;
}

function groupToXhtml(blocks: Block[], images: EpubImageSource): string {
  let html = "";
  for (const block of blocks) {
    switch (block.type) {
      case "paragraph":
        html += `<p>${inlinesToXhtml(block.inlines)}</p>`;
        break;
      case "heading":
        html += `<h${block.level}>${inlinesToXhtml(block.inlines)}</h${block.level}>`;
        break;
      case "image": {
        const found = images(block.src);
        if (!found) {
          // An image not in the book leaves its alt text, as in a browser; a decorative one, nothing.
          const alt = block.alt.replace(/\s+/g, " ").trim();
          const href = safeHref(block.href);
          if (alt)
            html += `<p class="image-alt">${href ? `<a href="${escapeXml(href)}">${escapeXml(alt)}</a>` : escapeXml(alt)}</p>`;
          break;
        }
        const cssWidth = Math.min(block.width ?? found.image.width, found.image.width);
        // Small images (logos, badges) keep their size; the rest fill the column.
        const size = cssWidth < 300 ? ` style="width: ${Math.max(1, Math.round(cssWidth))}px"` : "";
        let image = `<img src="${escapeXml(found.url)}" alt="${escapeXml(block.alt)}"${size}/>`;
        const href = safeHref(block.href);
        if (href) image = `<a href="${escapeXml(href)}">${image}</a>`;
        html += `<div class="figure">${image}</div>`;
        break;
      }
      case "list": {
        const tag = block.ordered ? "ol" : "ul";
        for (let start = 0; start < block.items.length; start += MAX_CHILDREN) {
          const items = block.items
            .slice(start, start + MAX_CHILDREN)
            .map((item) => `<li>${blocksToXhtml(item, images)}</li>`)
            .join("");
          // A continued ordered list goes on counting where the last group stopped.
          const counting = block.ordered && start > 0 ? ` start="${start + 1}"` : "";
          if (items) html += `<${tag}${counting}>${items}</${tag}>`;
        }
        break;
      }
      case "quote": {
        const inner = blocksToXhtml(block.blocks, images);
        if (inner) html += `<blockquote>${inner}</blockquote>`;
        break;
      }
      case "preformatted":
        html += `<pre>${escapeXml(block.text)}</pre>`;
        break;
      case "rule":
        html += "<hr/>";
        break;
      case "table":
        html += table(block);
        break;
    }
  }
  return html;
}
