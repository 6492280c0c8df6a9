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

function table(block: TableBlock): string {
  let html = "<table>";
  if (block.caption) html += `<caption>${inlinesToXhtml(block.caption)}</caption>`;
  html += "<tbody>";
  for (const row of block.rows) {
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
        const items = block.items.map((item) => `<li>${blocksToXhtml(item, images)}</li>`).join("");
        if (items) html += `<${tag}>${items}</${tag}>`;
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
