import type PostalMime from "postal-mime";
import { decodeTextBytes } from "./text/decode-charset.ts";

// postal-mime splits the MIME tree and undoes the transfer encodings reliably, but decodes text
// with TextDecoder, which on Node 20 loses windows-1252's bytes 0x80–0x9F and knows nothing of
// mislabelled parts. So the text parts are read again from its tree, from their bytes, with our
// own charset rules; the choice of parts follows postal-mime's (one representation of each
// multipart/alternative, every other inline text part in order).

interface MimeTreeNode {
  contentType?: { parsed?: { value?: string; params?: Record<string, string> }; multipart?: string | false };
  contentDisposition?: { parsed?: { value?: string } };
  content?: ArrayBuffer | Uint8Array | null;
  childNodes?: MimeTreeNode[];
  decodeFlowedText?(text: string, delSp: boolean): string;
}

export interface MimeText {
  html?: string;
  text?: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Plain text as HTML that keeps its line breaks. */
export function plainAsHtml(text: string): string {
  return `<div>${escapeHtml(text).replace(/\r?\n/g, "<br>")}</div>`;
}

function partText(node: MimeTreeNode, kind: "html" | "plain", headerCharset?: string): string {
  const content = node.content;
  if (!content) return "";
  const bytes = content instanceof Uint8Array ? content : new Uint8Array(content);
  const params = node.contentType?.parsed?.params ?? {};
  let text = decodeTextBytes(bytes, params.charset, kind, headerCharset);
  if (kind === "plain" && /^flowed$/i.test(params.format ?? "") && node.decodeFlowedText) {
    text = node.decodeFlowedText(text, /^yes$/i.test(params.delsp ?? ""));
  }
  return text;
}

/**
 * The HTML and plain-text bodies of a message postal-mime has parsed, decoded from their bytes.
 * Undefined when the tree is not the shape this code knows (then postal-mime's own text is used)
 * or when the message embeds another message, which postal-mime reads with a parser of its own.
 * `headerCharset` is the charset the message's headers were encoded in: an unlabelled part's guess.
 */
export function readMimeText(parser: PostalMime, headerCharset?: string): MimeText | undefined {
  const root = (parser as unknown as { root?: MimeTreeNode }).root;
  if (!root?.contentType?.parsed || !Array.isArray(root.childNodes)) return undefined;

  const entries = new Map<MimeTreeNode, { html: string[]; plain: string[] }>();
  let embedsMessage = false;
  const visit = (node: MimeTreeNode, alternative: MimeTreeNode | undefined, depth: number) => {
    if (depth > 64) return;
    // A multipart in which no delimiter line was found, not even a bare one (see raw-mime), has
    // all of the message in its own body: read as text, the letter still reaches the reader.
    const undivided =
      Boolean(node.contentType?.multipart) && !node.childNodes?.length && !!node.content?.byteLength;
    const type = undivided ? "text/plain" : (node.contentType?.parsed?.value?.toLowerCase() ?? "text/plain");
    const attachment = node.contentDisposition?.parsed?.value?.toLowerCase() === "attachment";
    if (!node.contentType?.multipart || undivided) {
      if (type === "message/rfc822" && !attachment) embedsMessage = true;
      else if (!attachment && (type === "text/html" || type === "text/plain")) {
        const key = alternative ?? node;
        let entry = entries.get(key);
        if (!entry) {
          entry = { html: [], plain: [] };
          entries.set(key, entry);
        }
        const kind = type === "text/html" ? "html" : "plain";
        entry[kind].push(partText(node, kind, headerCharset));
      }
    } else if (node.contentType.multipart === "alternative") {
      alternative = node;
    }
    for (const child of node.childNodes ?? []) visit(child, alternative, depth + 1);
  };
  visit(root, undefined, 0);
  if (embedsMessage) return undefined;

  const all = [...entries.values()];
  const result: MimeText = {};
  if (all.some((entry) => entry.html.length > 0)) {
    result.html = all
      .map((entry) => (entry.html.length > 0 ? entry.html.join("\n") : plainAsHtml(entry.plain.join("\n"))))
      .join("\n");
  }
  const plain = all.filter((entry) => entry.plain.length > 0).map((entry) => entry.plain.join("\n"));
  if (plain.length > 0) result.text = plain.join("\n");
  return result;
}
