import { attribute, type HtmlElement } from "./html-tree.ts";

// E-mail templates name their chrome: Mailchimp's templateFooter and mcnFollowBlock, Substack's
// footer, post-cta and subscribe-widget, HubSpot's hs_cos_wrapper_footer, Ghost's footer,
// the vCard address block of several ESPs. A class or id made of these words marks the
// container's blocks as probable chrome; the words of the blocks still have to agree.

const CHROME_WORDS = new Set([
  "footer",
  "unsubscribe",
  "unsub",
  "legal",
  "disclaimer",
  "imprint",
  "impressum",
  "copyright",
  "vcard",
  "adr",
  "social",
  "share",
  "follow",
  "referral",
  "ufi",
  "cta",
  "subscribe",
  "subscription",
  "powered",
  "preferences",
  "permission",
  "reminder",
]);

function words(value: string): string[] {
  return value
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Words of a name past which it is a title's slug, not a template's name: beehiiv gives each
 * section the id of its heading ("ask-for-advice-not-permission"), whose words are the author's.
 */
const SLUG_WORDS = 5;

export function isChromeContainer(element: HtmlElement): boolean {
  for (const name of ["class", "id"]) {
    const value = attribute(element, name);
    if (!value) continue;
    for (const token of value.split(/\s+/)) {
      const tokenWords = words(token);
      if (tokenWords.length < SLUG_WORDS && tokenWords.some((word) => CHROME_WORDS.has(word))) return true;
    }
  }
  return false;
}
