import type { Block, Inline } from "../reading-document.ts";
import { isLineBreak } from "../reading-document.ts";
import { isBlankText } from "../reading-text.ts";
import { withoutMergeTags } from "../text/merge-tags.ts";
import { nonSpaceLength } from "../text/whitespace.ts";
import { makeRun, type RunStyle, sameRunStyle } from "./run-style.ts";

/** What the markup said about a block, for telling chrome from content later. */
export interface BlockNote {
  /** Font size of the block's text in px (character-weighted), when the newsletter set one. */
  fontSize?: number;
  /** The block sits in a container an e-mail template marks as chrome (footer, social, …). */
  chrome?: true;
  /** The layout tables around the block, outermost first (numbered in reading order). */
  boxes?: readonly number[];
  /** A heading only because its type is large, not because the markup said so. */
  sizedHeading?: true;
  /** An icon of a follow row, as its alt said ("Suivez-nous sur Twitter"). */
  followIcon?: true;
}

const HEADING_TEXT_LIMIT = 160;
/** What a browser sets text in when the newsletter names no size. */
export const DEFAULT_FONT_SIZE = 16;

/** Collects inline content into paragraphs and paragraphs into blocks, collapsing whitespace. */
export class BlockSink {
  readonly blocks: Block[] = [];
  readonly notes: BlockNote[] = [];
  /** Set by the reader while it is inside a chrome container. */
  chrome = false;
  private inlines: Inline[] = [];
  private pendingSpace = false;
  /** The last text was only an unfilled merge tag: punctuation after it closes up ("Hi <b>*|FNAME|*</b>,"). */
  private afterTag = false;
  private bigChars = 0;
  private normalChars = 0;
  private maxFontSize = 0;
  private sizedChars = 0;
  private sizeSum = 0;
  private unsizedChars = 0;
  private startedInChrome = false;
  private boxes: readonly number[] = [];
  private boxCount = 0;

  /** The blocks that follow sit in a new layout table, until closeBox. */
  openBox(): void {
    this.flush();
    this.boxes = [...this.boxes, this.boxCount++];
  }

  closeBox(): void {
    this.flush();
    this.boxes = this.boxes.slice(0, -1);
  }

  addText(raw: string, style: RunStyle): void {
    if (raw.length === 0) return;
    // Code shows template syntax as it is; prose loses the tags a mailer left unfilled.
    const untagged = style.code || style.preserveWhitespace ? raw : withoutMergeTags(raw);
    if (untagged.trim() === "" && raw.trim() !== "") {
      this.afterTag = true;
      return;
    }
    if (this.afterTag && /^[,;:.!?]/.test(untagged)) this.pendingSpace = false;
    this.afterTag = false;
    let text = style.preserveWhitespace ? untagged : untagged.replace(/[ \t\n\r\f]+/g, " ");
    text = text.replace(/[ \u00A0\u2007]{2,}/g, " ");
    if (text.startsWith(" ")) {
      this.pendingSpace = this.inlines.length > 0;
      text = text.slice(1);
    }
    if (text.length === 0) return;
    const endsWithSpace = text.endsWith(" ");
    if (endsWithSpace) text = text.slice(0, -1);
    if (text.length === 0) {
      this.pendingSpace = this.inlines.length > 0;
      return;
    }
    if (this.inlines.length === 0) this.startedInChrome = this.chrome;
    if (this.pendingSpace) {
      // Keep the space outside links and emphasis so it is not underlined or bolded.
      const previous = this.inlines[this.inlines.length - 1];
      if (previous && !isLineBreak(previous) && !previous.href && !previous.code) previous.text += " ";
      else text = ` ${text}`;
    }
    this.pendingSpace = endsWithSpace;

    const visible = nonSpaceLength(text);
    if (visible > 0) {
      const size = style.fontSize ?? 0;
      if (size >= 19 && !style.button) this.bigChars += visible;
      else this.normalChars += visible;
      if (size > this.maxFontSize) this.maxFontSize = size;
      if (style.fontSize !== undefined) {
        this.sizedChars += visible;
        this.sizeSum += visible * style.fontSize;
      } else this.unsizedChars += visible;
    }

    const last = this.inlines[this.inlines.length - 1];
    if (last && !isLineBreak(last) && sameRunStyle(last, style)) last.text += text;
    else this.inlines.push(makeRun(text, style));
  }

  addBreak(): void {
    if (this.inlines.length === 0) return;
    this.pendingSpace = false;
    this.inlines.push({ lineBreak: true });
  }

  flush(): void {
    const inlines = this.inlines;
    const { bigChars, normalChars, maxFontSize, sizedChars, sizeSum, unsizedChars } = this;
    const chrome = this.startedInChrome;
    this.inlines = [];
    this.pendingSpace = false;
    this.bigChars = 0;
    this.normalChars = 0;
    this.maxFontSize = 0;
    this.sizedChars = 0;
    this.sizeSum = 0;
    this.unsizedChars = 0;

    while (inlines.length > 0 && isLineBreak(inlines[inlines.length - 1]!)) inlines.pop();
    while (inlines.length > 0 && isLineBreak(inlines[0]!)) inlines.shift();
    // Collapse runs of empty lines that spacer <br>s leave behind.
    const compact: Inline[] = [];
    for (const inline of inlines) {
      const previous = compact[compact.length - 1];
      const beforePrevious = compact[compact.length - 2];
      if (
        isLineBreak(inline) &&
        previous &&
        isLineBreak(previous) &&
        beforePrevious &&
        isLineBreak(beforePrevious)
      )
        continue;
      compact.push(inline);
    }
    let text = "";
    for (const inline of compact) if (!isLineBreak(inline)) text += inline.text;
    if (isBlankText(text)) return;

    const lastRun = compact[compact.length - 1];
    if (lastRun && !isLineBreak(lastRun)) lastRun.text = lastRun.text.trimEnd();

    const note: BlockNote = {};
    if (sizedChars > 0)
      note.fontSize = (sizeSum + unsizedChars * DEFAULT_FONT_SIZE) / (sizedChars + unsizedChars);
    if (chrome) note.chrome = true;
    if (this.boxes.length > 0) note.boxes = this.boxes;
    const looksLikeHeading =
      bigChars > 0 &&
      normalChars === 0 &&
      text.length <= HEADING_TEXT_LIMIT &&
      // A post that answers someone ("@jd_pressman Jhana is …"), set large in an embed, is a quote.
      !/^\s*@[\p{L}\p{N}_]/u.test(text) &&
      !compact.some((inline) => isLineBreak(inline));
    if (looksLikeHeading) {
      note.sizedHeading = true;
      this.blocks.push({ type: "heading", level: maxFontSize >= 24 ? 2 : 3, inlines: compact });
    } else {
      this.blocks.push({ type: "paragraph", inlines: compact });
    }
    this.notes.push(note);
  }

  pushBlock(block: Block, note: BlockNote = {}): void {
    this.flush();
    if (this.chrome) note.chrome = true;
    if (this.boxes.length > 0) note.boxes = this.boxes;
    this.blocks.push(block);
    this.notes.push(note);
  }

  finish(): Block[] {
    this.flush();
    return this.blocks;
  }
}
