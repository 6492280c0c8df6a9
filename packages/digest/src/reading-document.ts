// The calm, renderer-neutral shape a newsletter is reduced to. Both the PDF and the EPUB
// renderer read only this, so neither ever sees raw newsletter HTML.

export interface TextRun {
  text: string;
  bold?: true;
  italic?: true;
  code?: true;
  strike?: true;
  underline?: true;
  sup?: true;
  sub?: true;
  href?: string;
  /** The words linked to a place in the newsletter itself (#anchor); the book keeps no such link. */
  pageLink?: true;
}

export interface LineBreak {
  lineBreak: true;
}

export type Inline = TextRun | LineBreak;

export interface HeadingBlock {
  type: "heading";
  level: 2 | 3 | 4;
  inlines: Inline[];
}

export interface ParagraphBlock {
  type: "paragraph";
  inlines: Inline[];
}

export interface ImageBlock {
  type: "image";
  /** Absolute http(s) URL, `cid:` reference or `data:` URL, as found in the newsletter. */
  src: string;
  alt: string;
  /** Width the newsletter asked for, in CSS pixels. */
  width?: number;
  href?: string;
}

export interface ListBlock {
  type: "list";
  ordered: boolean;
  items: Block[][];
}

export interface QuoteBlock {
  type: "quote";
  blocks: Block[];
}

export interface PreformattedBlock {
  type: "preformatted";
  text: string;
}

export interface RuleBlock {
  type: "rule";
}

export interface TableCell {
  inlines: Inline[];
  header: boolean;
  colspan?: number;
}

export interface TableBlock {
  type: "table";
  caption?: Inline[];
  rows: TableCell[][];
}

export type Block =
  | HeadingBlock
  | ParagraphBlock
  | ImageBlock
  | ListBlock
  | QuoteBlock
  | PreformattedBlock
  | RuleBlock
  | TableBlock;

/** A forwarded newsletter's own subject and sender, as the forward header at its top gave them. */
export interface ForwardedMessage {
  subject?: string;
  from?: string;
}

export interface ReadingDocument {
  blocks: Block[];
  /** The newsletter's own "view in browser" link, when it had one. */
  webVersionUrl?: string;
  /** Words the source shows and words the reading kept, to prove nothing was lost. */
  words?: { source: number; kept: number };
  /** Set when the full cleaning kept too little and a gentler reading was used instead. */
  fallback?: "gentle" | "plain-text" | "whole-text";
  /** Set when the newsletter was over a size limit: why the rest of it is not in the book. */
  leftOut?: string;
  /** Set when the newsletter came forwarded: the forward header was removed, this is what it said. */
  forwarded?: ForwardedMessage;
}

export function isLineBreak(inline: Inline): inline is LineBreak {
  return "lineBreak" in inline;
}

export function inlineText(inlines: Inline[]): string {
  let text = "";
  for (const inline of inlines) text += isLineBreak(inline) ? "\n" : inline.text;
  return text;
}

/** Whether a paragraph or heading links anywhere. */
export function holdsLink(block: ParagraphBlock | HeadingBlock): boolean {
  return block.inlines.some((inline) => !isLineBreak(inline) && Boolean(inline.href));
}

/** Visible text of a block tree, used for boilerplate detection and size estimates. */
export function blockText(block: Block): string {
  switch (block.type) {
    case "heading":
    case "paragraph":
      return inlineText(block.inlines);
    case "image":
      return "";
    case "list":
      return block.items.map((item) => item.map(blockText).join("\n")).join("\n");
    case "quote":
      return block.blocks.map(blockText).join("\n");
    case "preformatted":
      return block.text;
    case "rule":
      return "";
    case "table":
      return block.rows.map((row) => row.map((cell) => inlineText(cell.inlines)).join(" ")).join("\n");
  }
}

export function forEachImage(blocks: Block[], visit: (image: ImageBlock) => void): void {
  for (const block of blocks) {
    if (block.type === "image") visit(block);
    else if (block.type === "list") for (const item of block.items) forEachImage(item, visit);
    else if (block.type === "quote") forEachImage(block.blocks, visit);
  }
}
