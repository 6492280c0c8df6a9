/** A finished e-mail: what a template returns and what OutgoingMail needs besides the recipient. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The pieces an e-mail body is made of; each renders to both HTML and plain text. */
export type EmailBlock =
  | { type: "paragraph"; text: string }
  | { type: "button"; label: string; url: string }
  /** The button's URL spelled out, for mail clients that hide or break buttons. */
  | { type: "fallbackLink"; intro: string; url: string }
  | { type: "list"; items: { title: string; detail?: string }[] }
  | { type: "note"; text: string };

export interface EmailLayout {
  /** The big serif heading, also the HTML document title. */
  heading: string;
  /** The preview line mail clients show next to the subject. */
  preheader: string;
  blocks: EmailBlock[];
  /** Small print under the card: why the reader got this e-mail. */
  footer: string;
}

// Folio's look (packages/web/src/styles.css), inlined because mail clients drop <style> and classes.
/** The line above a button's spelled-out URL. */
export const fallbackLinkIntro = "If the button does not work, copy this link into your browser:";

const colors = {
  paper: "#fbf8f2",
  surface: "#ffffff",
  line: "#e6dfd2",
  brand: "#1f3a5f",
  brandInk: "#f6f1e7",
  ink: "#1d2430",
  inkSoft: "#4a5568",
};
const serif = "'Iowan Old Style','Palatino Linotype',Palatino,Georgia,'Times New Roman',serif";
const sans = "-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Only web links may go into an e-mail; anything else (javascript:, data:) is a programming error. */
function assertWebUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError(`E-mail links must be absolute URLs, got "${url}".`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new TypeError(`E-mail links must use http or https, got "${parsed.protocol}".`);
  }
  return url;
}

function renderBlockHtml(block: EmailBlock): string {
  switch (block.type) {
    case "paragraph":
      return `<p style="margin:0 0 16px;font-family:${sans};font-size:16px;line-height:1.6;color:${colors.ink};">${escapeHtml(block.text)}</p>`;
    case "note":
      return `<p style="margin:16px 0 0;font-family:${sans};font-size:14px;line-height:1.5;color:${colors.inkSoft};">${escapeHtml(block.text)}</p>`;
    case "button": {
      const href = escapeHtml(assertWebUrl(block.url));
      return [
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;border-collapse:separate;">`,
        `<tr><td align="center" bgcolor="${colors.brand}" style="border-radius:10px;background-color:${colors.brand};">`,
        `<a href="${href}" target="_blank" rel="noopener" style="display:inline-block;padding:14px 26px;font-family:${sans};font-size:16px;font-weight:600;line-height:1.2;color:${colors.brandInk};text-decoration:none;border-radius:10px;border:1px solid ${colors.brand};">${escapeHtml(block.label)}</a>`,
        "</td></tr></table>",
      ].join("");
    }
    case "fallbackLink": {
      const href = escapeHtml(assertWebUrl(block.url));
      return `<p style="margin:0 0 16px;font-family:${sans};font-size:14px;line-height:1.5;color:${colors.inkSoft};">${escapeHtml(block.intro)}<br><a href="${href}" target="_blank" rel="noopener" style="color:${colors.brand};word-break:break-all;">${escapeHtml(block.url)}</a></p>`;
    }
    case "list": {
      const rows = block.items.map((item, index) => {
        const detail = item.detail
          ? `<br><span style="font-family:${sans};font-size:14px;color:${colors.inkSoft};">${escapeHtml(item.detail)}</span>`
          : "";
        return [
          `<tr>`,
          `<td valign="top" width="28" style="width:28px;padding:12px 8px 12px 0;border-top:1px solid ${colors.line};font-family:${serif};font-size:16px;line-height:1.4;color:${colors.brand};">${index + 1}.</td>`,
          // Long sender addresses must wrap on phones instead of widening the card.
          `<td valign="top" style="padding:12px 0;border-top:1px solid ${colors.line};font-family:${serif};font-size:17px;line-height:1.4;color:${colors.ink};word-break:break-word;overflow-wrap:anywhere;">${escapeHtml(item.title)}${detail}</td>`,
          `</tr>`,
        ].join("");
      });
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;border-bottom:1px solid ${colors.line};">${rows.join("")}</table>`;
    }
  }
}

function renderBlockText(block: EmailBlock): string {
  switch (block.type) {
    case "paragraph":
    case "note":
      return block.text;
    case "button":
      return `${block.label}:\n${assertWebUrl(block.url)}`;
    case "fallbackLink":
      // The button already printed the URL in the text version.
      return "";
    case "list":
      return block.items
        .map((item, index) => `${index + 1}. ${item.title}${item.detail ? `\n   ${item.detail}` : ""}`)
        .join("\n");
  }
}

/**
 * Folio's e-mail frame: a centred 560px card on paper, table-based with inline styles so it holds up in
 * Outlook and Gmail. Every string in `layout` is text and is escaped here; templates never write HTML.
 */
export function renderEmailLayout(layout: EmailLayout): { html: string; text: string } {
  const body = layout.blocks.map(renderBlockHtml).join("\n");
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(layout.heading)}</title>
</head>
<body style="margin:0;padding:0;background-color:${colors.paper};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(layout.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${colors.paper}" style="background-color:${colors.paper};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 4px 16px;font-family:${serif};font-size:22px;font-weight:700;color:${colors.brand};">Folio</td></tr>
<tr><td bgcolor="${colors.surface}" style="background-color:${colors.surface};border:1px solid ${colors.line};border-radius:12px;padding:32px 28px;">
<h1 style="margin:0 0 16px;font-family:${serif};font-size:26px;line-height:1.25;font-weight:700;color:${colors.ink};">${escapeHtml(layout.heading)}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 4px 0;font-family:${sans};font-size:13px;line-height:1.5;color:${colors.inkSoft};">${escapeHtml(layout.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    layout.heading,
    "",
    ...layout.blocks
      .map(renderBlockText)
      .filter((part) => part !== "")
      .flatMap((part) => [part, ""]),
    "-- ",
    layout.footer,
    "",
  ].join("\n");
  return { html, text };
}
