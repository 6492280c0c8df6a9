/** The sixteen publications every seeded mailbox subscribes to, 44 issues in all. */

import { fieldNotesBirds } from "./content/field-notes-birds.ts";
import { ledgerLines } from "./content/ledger-lines.ts";
import { byteSizedItems, byteSizedSnippets, linkHarvestItems } from "./content/link-roundups.ts";
import { orbitNotes } from "./content/orbit-notes.ts";
import { slowGarden } from "./content/slow-garden.ts";
import type { Publication } from "./publication.ts";
import { cityBriefing } from "./templates/city-briefing.ts";
import { essayNewsletter, feeTable } from "./templates/essay.ts";
import { frenchLetter, germanLetter, japaneseLetter } from "./templates/foreign-language.ts";
import { plainTextLetter } from "./templates/plain-text-letter.ts";
import { outdoorPromotion } from "./templates/promotion.ts";
import { recipeWithInlineImages } from "./templates/recipe-with-inline-images.ts";
import { linkRoundup } from "./templates/roundup.ts";
import { runningCoach } from "./templates/running-coach.ts";
import { typeFoundryLetter } from "./templates/type-foundry.ts";
import { workbenchWithAttachment } from "./templates/workbench.ts";

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

export const PUBLICATIONS: readonly Publication[] = [
  {
    slug: "slow-garden",
    name: "The Slow Garden",
    from: "Maren Holt · The Slow Garden <letters@slowgarden.example>",
    domain: "slowgarden.example",
    accent: "#3d6b35",
    font: SERIF,
    issues: 4,
    write: essayNewsletter(slowGarden, {
      illustrations: "photos",
      signOff: "With muddy hands, Maren",
      viewInBrowser: true,
    }),
  },
  {
    slug: "orbit-notes",
    name: "Orbit Notes",
    from: "Orbit Notes <hello@orbitnotes.example>",
    domain: "orbitnotes.example",
    accent: "#27408b",
    font: SANS,
    issues: 3,
    write: essayNewsletter(orbitNotes, {
      illustrations: "photos",
      heroFormat: "webp",
      signOff: "Clear skies, Idris",
    }),
  },
  {
    slug: "field-notes-birds",
    name: "Field Notes on Birds",
    from: "Field Notes on Birds <notes@fieldnotes-birds.example>",
    domain: "fieldnotes-birds.example",
    accent: "#8a5a14",
    font: SERIF,
    issues: 3,
    write: essayNewsletter(fieldNotesBirds, {
      illustrations: "photos",
      heroFormat: "png",
      signOff: "Good birding, Ruth",
    }),
  },
  {
    slug: "ledger-lines",
    name: "Ledger Lines",
    from: "Ledger Lines <newsletter@ledgerlines.example>",
    domain: "ledgerlines.example",
    accent: "#0b6e6e",
    font: SANS,
    issues: 3,
    category: "CATEGORY_UPDATES",
    write: essayNewsletter(ledgerLines, {
      illustrations: "charts",
      signOff: "Sam at Ledger Lines",
      extra: feeTable,
    }),
  },
  {
    slug: "link-harvest",
    name: "Link Harvest",
    from: "Link Harvest <digest@linkharvest.example>",
    domain: "linkharvest.example",
    accent: "#c2410c",
    font: SANS,
    issues: 4,
    write: linkRoundup({
      items: linkHarvestItems,
      perIssue: 7,
      subject: (issue, lead) => `Link Harvest #${120 + issue}: ${lead.title}`,
      intro: () =>
        "Seven links from around the web, gathered by hand and read in full before they made the cut.",
    }),
  },
  {
    slug: "byte-sized-dev",
    name: "Byte-Sized Dev",
    from: "Byte-Sized Dev <team@bytesized.example>",
    domain: "bytesized.example",
    accent: "#6d28d9",
    font: SANS,
    issues: 3,
    write: linkRoundup({
      items: byteSizedItems,
      perIssue: 5,
      snippets: byteSizedSnippets,
      subject: (issue) => `Byte-Sized Dev ${issue}: retries, rate limits and honest names`,
      intro: (ctx) =>
        `Issue ${ctx.issue}. Five reads for working developers and one snippet you can paste today.`,
    }),
  },
  {
    slug: "northwind",
    name: "Northwind Outfitters",
    from: "Northwind Outfitters <deals@northwind-outfitters.example>",
    domain: "northwind-outfitters.example",
    accent: "#1f3b2d",
    font: SANS,
    issues: 3,
    category: "CATEGORY_PROMOTIONS",
    write: outdoorPromotion,
  },
  {
    slug: "copperpot",
    name: "Copperpot Kitchen",
    from: "Priya from Copperpot Kitchen <priya@copperpot.example>",
    domain: "copperpot.example",
    accent: "#b45309",
    font: SERIF,
    issues: 2,
    write: recipeWithInlineImages,
  },
  {
    slug: "plain-text-society",
    name: "The Plain Text Society",
    from: "Tomas Berg <tomas@plaintext.example>",
    domain: "plaintext.example",
    accent: "#000000",
    font: SANS,
    issues: 3,
    write: plainTextLetter,
  },
  {
    slug: "le-carnet",
    name: "Le Carnet du Dimanche",
    from: "Le Carnet du Dimanche <bonjour@lecarnet.example>",
    domain: "lecarnet.example",
    accent: "#9d174d",
    font: SERIF,
    issues: 2,
    write: frenchLetter,
  },
  {
    slug: "fahrrad-brief",
    name: "Der Fahrrad-Brief",
    from: "Jürgen vom Fahrrad-Brief <post@fahrradbrief.example>",
    domain: "fahrradbrief.example",
    accent: "#15803d",
    font: SANS,
    issues: 2,
    write: germanLetter,
  },
  {
    slug: "booknotes",
    name: "Tokyo Book Notes",
    from: "Tokyo Book Notes <hello@booknotes.example>",
    domain: "booknotes.example",
    accent: "#be123c",
    font: "'Hiragino Sans', 'Noto Sans JP', sans-serif",
    issues: 2,
    write: japaneseLetter,
  },
  {
    slug: "workbench",
    name: "The Workbench",
    from: "The Workbench <shop@theworkbench.example>",
    domain: "theworkbench.example",
    accent: "#92400e",
    font: SANS,
    issues: 2,
    write: workbenchWithAttachment,
  },
  {
    slug: "pace-and-path",
    name: "Pace & Path",
    from: "Coach Ade at Pace & Path <coach@paceandpath.example>",
    domain: "paceandpath.example",
    accent: "#0369a1",
    font: SANS,
    issues: 2,
    category: "CATEGORY_UPDATES",
    write: runningCoach,
  },
  {
    slug: "city-desk",
    name: "City Desk Briefing",
    from: "City Desk Briefing <morning@citydesk.example>",
    domain: "citydesk.example",
    accent: "#1e3a8a",
    font: SERIF,
    issues: 4,
    write: cityBriefing,
  },
  {
    slug: "type-foundry",
    name: "Type Foundry Letters",
    from: "Type Foundry Letters <letters@typefoundry.example>",
    domain: "typefoundry.example",
    accent: "#111827",
    font: SERIF,
    issues: 2,
    write: typeFoundryLetter,
  },
];

/**
 * Issues that arrive already labelled Read Later: one of each kind the digest must cope with
 * (essay, roundup, promotion, text-only, cid images, ISO-8859-1, CJK, attachment, HTML-only, broken image).
 */
export const READ_LATER_ISSUES = new Set([
  "slow-garden#1",
  "link-harvest#1",
  "northwind#1",
  "plain-text-society#1",
  "copperpot#1",
  "le-carnet#1",
  "booknotes#1",
  "workbench#1",
  "type-foundry#1",
  "city-desk#2",
]);

export const READ_LATER_LABEL = "Read Later";
