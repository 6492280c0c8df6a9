import { attribute, type HtmlElement } from "./html-tree.ts";

// Which image an <img> stands for: the best source for an e-reader, never an open-tracking
// pixel or a lazy-loading placeholder.

const SOCIAL_HOSTS =
  /(^|\.)(facebook\.com|fb\.com|twitter\.com|x\.com|instagram\.com|linkedin\.com|youtube\.com|tiktok\.com|pinterest\.[a-z.]+|threads\.net|bsky\.app|t\.me|whatsapp\.com|wa\.me|reddit\.com|snapchat\.com|mastodon\.social|discord\.gg|discord\.com|xing\.com|vimeo\.com|flickr\.com|tumblr\.com|plus\.google\.com|medium\.com)$/i;

// A link to one post, video or photo on a network, as an article embeds it ("youtube.com/watch?v=…",
// "x.com/ana/status/…", "instagram.com/p/…"), rather than to the sender's account there.
const SOCIAL_ITEM_PATH =
  /^\/(watch\b|shorts\/|live\/|embed\/|p\/|reel\/|tv\/|pin\/|posts\/|pulse\/|feed\/update\/)|\/(status|statuses|posts?|videos?|photos?|reel|comments|post)\/[\w-]+|^\/@[\w.-]+\/(video\/)?\d{5,}|^\/\d{6,}/i;

/** True when the link goes to an account or page on a social network: a follow link. */
export function isSocialAccountLink(href: string | undefined): boolean {
  if (!href) return false;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (!SOCIAL_HOSTS.test(url.hostname) || SOCIAL_ITEM_PATH.test(url.pathname)) return false;
  // On Medium a story sits under its author ("/@ana/the-crossing-1a2b3c"): only "/@ana" is the account.
  return !/(^|\.)medium\.com$/i.test(url.hostname) || url.pathname.split("/").filter(Boolean).length <= 1;
}

const TRACKER_HOSTS =
  /(^|\.)(google-analytics\.com|doubleclick\.net|emltrk\.com|mailtrack\.io|sidekickopen\d*\.com|returnpath\.net|bat\.bing\.com|pixel\.wp\.com|eotrx\.substackcdn\.com|ct\.sendgrid\.net|mandrillapp\.com|open\.convertkit-mail\d*\.com|mixpanel\.com|analytics\.twitter\.com|facebook\.com|app\.hubspot\.com|track\.hubspot\.com|list-manage\.com\/track)$/i;
const TRACKER_PATH =
  /(^|\/)(open|opened|pixel|beacon|tracking[-_]?pixel|spacer|blank|transparent|clear|1x1|track\/open|wf\/open|e\/o|o\.gif)(\.(gif|png|php|aspx|jpg))?(\/|$)|\/open\.(gif|png|php)|[?&](open|pixel)=/i;

export function isTrackingPixelUrl(src: string): boolean {
  if (!/^https?:/i.test(src)) return false;
  try {
    const url = new URL(src);
    if (TRACKER_HOSTS.test(url.hostname)) return true;
    if (url.hostname.endsWith("list-manage.com") && url.pathname.startsWith("/track/")) return true;
    return TRACKER_PATH.test(url.pathname + url.search);
  } catch {
    return true;
  }
}

interface SrcsetCandidate {
  url: string;
  width?: number;
  density?: number;
}

function parseSrcset(srcset: string): SrcsetCandidate[] {
  const candidates: SrcsetCandidate[] = [];
  for (const part of srcset.split(/,\s+(?=\S)/)) {
    const [url, descriptor] = part.trim().split(/\s+/);
    if (!url) continue;
    const candidate: SrcsetCandidate = { url };
    if (descriptor?.endsWith("w")) candidate.width = Number.parseFloat(descriptor);
    else if (descriptor?.endsWith("x")) candidate.density = Number.parseFloat(descriptor);
    candidates.push(candidate);
  }
  return candidates;
}

/** The best source for an e-reader: around 1200 px wide, never a lazy-loading placeholder. */
function pickFromSrcset(srcset: string): string | undefined {
  const candidates = parseSrcset(srcset);
  if (candidates.length === 0) return undefined;
  const widths = candidates.filter((c) => c.width !== undefined && Number.isFinite(c.width));
  if (widths.length > 0) {
    widths.sort((a, b) => a.width! - b.width!);
    const fitting = widths.filter((c) => c.width! <= 1600);
    return (fitting[fitting.length - 1] ?? widths[0])!.url;
  }
  const densities = [...candidates].sort((a, b) => (a.density ?? 1) - (b.density ?? 1));
  const upTo2x = densities.filter((c) => (c.density ?? 1) <= 2);
  return (upTo2x[upTo2x.length - 1] ?? densities[0])!.url;
}

function isPlaceholderSource(src: string): boolean {
  return src.startsWith("data:") && src.length < 400;
}

export function pickImageSource(element: HtmlElement): string | undefined {
  const lazy =
    attribute(element, "data-src") ??
    attribute(element, "data-lazy-src") ??
    attribute(element, "data-original") ??
    attribute(element, "data-url");
  const lazySet = attribute(element, "data-srcset") ?? attribute(element, "data-lazy-srcset");
  const srcset = attribute(element, "srcset");
  const src = attribute(element, "src")?.trim();
  const fromSets = (lazySet && pickFromSrcset(lazySet)) || (srcset && pickFromSrcset(srcset)) || undefined;
  if (lazy?.trim()) return lazy.trim();
  if (fromSets) return fromSets;
  if (src && !(isPlaceholderSource(src) && (lazy || lazySet))) return src;
  return undefined;
}

export function resolveUrl(src: string, baseHref: string | undefined): string | undefined {
  if (/^(cid:|data:image\/)/i.test(src)) return src;
  if (src.startsWith("//")) return `https:${src}`;
  if (/^https?:\/\//i.test(src)) return src;
  if (!baseHref) return undefined;
  try {
    const resolved = new URL(src, baseHref);
    return resolved.protocol === "http:" || resolved.protocol === "https:" ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}

/** The file an image's address names, without its query: "icon_link.png". */
export function fileName(src: string): string {
  return (
    src
      .replace(/[?#].*$/, "")
      .split("/")
      .pop() ?? ""
  );
}

export function hostOf(href: string | undefined): string {
  if (!href) return "";
  try {
    return new URL(href).hostname;
  } catch {
    return "";
  }
}

export const EMOJI_ALT =
  /^\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\u200D|\uFE0F|\p{Emoji_Modifier})*$/u;
