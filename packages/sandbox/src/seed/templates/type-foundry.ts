/** An HTML-only newsletter (no text alternative) with WebP and GIF specimens and a web version. */
import type { Block } from "../content-blocks.ts";
import { blocksToHtml } from "../content-blocks.ts";
import { listHeaders, newsletterHtml, themeFor, webVersionUrl } from "../newsletter-shell.ts";
import type { IssueContext, NewsletterDraft } from "../publication.ts";

const LETTERS = [
  {
    title: "Why the lowercase g has two storeys",
    preheader: "A short history of the double-storey g, with specimens.",
    paragraphs: [
      "Look closely at the letter g in this sentence. Depending on the typeface, it may have one bowl with a hooked tail, or two bowls stacked on top of each other like a pair of spectacles. The second kind, the double-storey g, descends from the handwriting of medieval scribes.",
      "Type designers still argue about which is more legible. The double-storey form is distinctive at small sizes, which helps readers tell it apart from q and 9. The single-storey form is simpler and friendlier, and children learn to write it first.",
    ],
  },
  {
    title: "Tracking, kerning and the space between",
    preheader: "The invisible decisions that make text easy to read.",
    paragraphs: [
      "Kerning adjusts the space between particular pairs of letters, such as the awkward gap between a capital A and a V. Tracking adjusts spacing evenly across a whole word or line. Both are invisible when done well and painfully obvious when done badly.",
      "A good rule for headlines set in capitals is to open the tracking slightly. For long passages of body text, leave it alone: the designer of the typeface has already spent months getting it right.",
    ],
  },
];

export function typeFoundryLetter(ctx: IssueContext): NewsletterDraft {
  const letter = LETTERS[(ctx.issue - 1) % LETTERS.length]!;
  const blocks: Block[] = [
    { kind: "heading", text: letter.title, level: 2 },
    { kind: "paragraph", text: letter.paragraphs[0]! },
    {
      kind: "image",
      src: ctx.image(`specimen-glyphs-${ctx.issue}`, 1000, 420, "webp"),
      alt: "Type specimen",
      width: 536,
      height: 225,
      caption: "Specimen sheet, enlarged.",
    },
    { kind: "paragraph", text: letter.paragraphs[1]! },
    {
      kind: "image",
      src: ctx.image(`specimen-animation-${ctx.issue}`, 480, 200, "gif"),
      alt: "Letterforms changing weight",
      width: 480,
      height: 200,
    },
    { kind: "button", label: "Browse the specimen library", url: "https://typefoundry.example/specimens" },
  ];
  const html = newsletterHtml(ctx, {
    title: letter.title,
    preheader: letter.preheader,
    contentHtml: blocksToHtml(blocks, themeFor(ctx, "letters")),
    viewInBrowserUrl: webVersionUrl(ctx, `letters-${ctx.issue}`),
  });
  return {
    subject: `Type Foundry Letters: ${letter.title}`,
    body: { kind: "text", subtype: "html", text: html, encoding: "quoted-printable" },
    extraHeaders: listHeaders(ctx),
  };
}
