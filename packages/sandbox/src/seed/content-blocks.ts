/**
 * Newsletter bodies are written as blocks and rendered twice: to email HTML (inline styles, as
 * email clients need) and to the plain-text alternative. Inline markup is tiny: *em*, **strong**,
 * [text](url).
 */
import { escapeHtml } from "../html-escape.ts";

export type Block =
  | { kind: "heading"; text: string; level?: 2 | 3 }
  | { kind: "paragraph"; text: string }
  | { kind: "pullQuote"; text: string; cite?: string }
  | {
      kind: "image";
      src: string;
      alt: string;
      width: number;
      height: number;
      caption?: string;
      href?: string;
    }
  | { kind: "links"; items: { title: string; url: string; blurb: string; source?: string }[] }
  | { kind: "table"; caption: string; head: string[]; rows: string[][] }
  | { kind: "code"; text: string }
  | { kind: "button"; label: string; url: string }
  | { kind: "list"; items: string[] }
  | { kind: "divider" };

export interface Theme {
  accent: string;
  font: string;
  /** Rewrites every link (utm, click tracking) as the sender's ESP would. */
  link: (url: string) => string;
}

function inlineHtml(text: string, theme: Theme): string {
  return escapeHtml(text)
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, (_, label: string, url: string) => {
      const href = theme.link(url.replace(/&amp;/g, "&"));
      return `<a href="${escapeHtml(href)}" style="color:${theme.accent};text-decoration:underline;">${label}</a>`;
    })
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/\*([^*]+)\*/g, "<em>$1</em>");
}

function inlineText(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, "$1 ($2)")
    .replace(/\*\*([^*]+)\*\*/g, "$1")
    .replace(/\*([^*]+)\*/g, "$1");
}

const P = "margin:0 0 16px 0;font-size:17px;line-height:1.6;";

export function blocksToHtml(blocks: readonly Block[], theme: Theme): string {
  return blocks.map((b) => blockToHtml(b, theme)).join("\n");
}

function blockToHtml(b: Block, theme: Theme): string {
  switch (b.kind) {
    case "heading":
      return b.level === 3
        ? `<h3 style="margin:24px 0 8px 0;font-size:18px;font-family:${theme.font};">${inlineHtml(b.text, theme)}</h3>`
        : `<h2 style="margin:32px 0 12px 0;font-size:24px;line-height:1.25;font-family:${theme.font};color:#1b1b1b;">${inlineHtml(b.text, theme)}</h2>`;
    case "paragraph":
      return `<p style="${P}">${inlineHtml(b.text, theme)}</p>`;
    case "pullQuote":
      return `<blockquote style="margin:28px 0;padding:4px 0 4px 20px;border-left:4px solid ${theme.accent};font-size:22px;line-height:1.4;font-style:italic;color:#333;">${inlineHtml(b.text, theme)}${b.cite ? `<br><span style="font-size:14px;font-style:normal;color:#666;">— ${escapeHtml(b.cite)}</span>` : ""}</blockquote>`;
    case "image": {
      const img = `<img src="${escapeHtml(b.src)}" alt="${escapeHtml(b.alt)}" width="${b.width}" height="${b.height}" style="display:block;width:100%;max-width:${b.width}px;height:auto;border:0;">`;
      const linked = b.href ? `<a href="${escapeHtml(theme.link(b.href))}">${img}</a>` : img;
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px 0;"><tr><td align="center">${linked}${b.caption ? `<p style="margin:8px 0 0 0;font-size:13px;color:#666;">${inlineHtml(b.caption, theme)}</p>` : ""}</td></tr></table>`;
    }
    case "links":
      return b.items
        .map(
          (item) =>
            `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 18px 0;"><tr><td>` +
            `<a href="${escapeHtml(theme.link(item.url))}" style="font-size:18px;font-weight:bold;color:${theme.accent};text-decoration:none;">${escapeHtml(item.title)}</a>` +
            (item.source
              ? ` <span style="font-size:13px;color:#888;">${escapeHtml(item.source)}</span>`
              : "") +
            `<p style="margin:4px 0 0 0;font-size:16px;line-height:1.5;color:#333;">${inlineHtml(item.blurb, theme)}</p></td></tr></table>`,
        )
        .join("\n");
    case "table":
      return `<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;width:100%;margin:8px 0 20px 0;font-size:15px;border-color:#ddd;"><caption style="text-align:left;font-weight:bold;padding:0 0 6px 0;">${escapeHtml(b.caption)}</caption><thead><tr>${b.head.map((h) => `<th style="background:#f4f4f4;text-align:left;">${escapeHtml(h)}</th>`).join("")}</tr></thead><tbody>${b.rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join("")}</tr>`).join("")}</tbody></table>`;
    case "code":
      return `<pre style="margin:0 0 16px 0;padding:12px;background:#f6f8fa;border-radius:4px;font-size:14px;line-height:1.45;overflow:auto;"><code>${escapeHtml(b.text)}</code></pre>`;
    case "button":
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0;"><tr><td bgcolor="${theme.accent}" style="border-radius:4px;"><a href="${escapeHtml(theme.link(b.url))}" style="display:inline-block;padding:12px 22px;font-size:16px;color:#ffffff;text-decoration:none;font-weight:bold;">${escapeHtml(b.label)}</a></td></tr></table>`;
    case "list":
      return `<ul style="margin:0 0 16px 0;padding-left:22px;">${b.items.map((i) => `<li style="margin:0 0 6px 0;font-size:17px;line-height:1.5;">${inlineHtml(i, theme)}</li>`).join("")}</ul>`;
    case "divider":
      return `<hr style="border:0;border-top:1px solid #e5e5e5;margin:28px 0;">`;
  }
}

export function blocksToText(blocks: readonly Block[]): string {
  return blocks.map(blockToText).join("\n\n");
}

function blockToText(b: Block): string {
  switch (b.kind) {
    case "heading":
      return `${inlineText(b.text).toUpperCase()}\n`;
    case "paragraph":
      return wrap(inlineText(b.text));
    case "pullQuote":
      return wrap(`"${inlineText(b.text)}"${b.cite ? ` (${b.cite})` : ""}`, "    ");
    case "image":
      return b.caption ? `[Image: ${b.alt}] ${inlineText(b.caption)}` : `[Image: ${b.alt}]`;
    case "links":
      return b.items.map((i) => `* ${i.title}\n  ${i.url}\n${wrap(inlineText(i.blurb), "  ")}`).join("\n\n");
    case "table":
      return [b.caption, b.head.join(" | "), ...b.rows.map((r) => r.join(" | "))].join("\n");
    case "code":
      return b.text;
    case "button":
      return `${b.label}: ${b.url}`;
    case "list":
      return b.items.map((i) => `- ${inlineText(i)}`).join("\n");
    case "divider":
      return "------------------------------------------------------------";
  }
}

/** Wraps at 72 columns like a mail client's plain-text part. */
export function wrap(text: string, indent = ""): string {
  const lines: string[] = [];
  let line = indent;
  for (const word of text.split(/\s+/)) {
    if (line.trim() && line.length + word.length + 1 > 72) {
      lines.push(line.trimEnd());
      line = indent;
    }
    line += `${word} `;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines.join("\n");
}
