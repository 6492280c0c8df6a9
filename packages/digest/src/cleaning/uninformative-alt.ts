import { isSocialAccountLink } from "./images.ts";

// An image that is not in the book (it failed, was not fetched, or was left out) leaves its alt
// text as a line of its own. Many alt texts tell a reader nothing there: a generic word ("image",
// "Foto"), a file name, an icon's two letters, a social network's name, a logo's or an avatar's
// label, the label of a banner advertisement. Such an image is treated as decorative and leaves
// nothing; the image itself stays, so it still shows when it can be had and still counts in the
// digest's report when it cannot. This file judges an image on its own; redundant-alts.ts judges
// it among its neighbours.

/** Words that name an image rather than say what it shows, in the languages Folio reads. */
const GENERIC_WORDS = new Set([
  // English
  "image",
  "images",
  "img",
  "picture",
  "pic",
  "photo",
  "photograph",
  "graphic",
  "illustration",
  "illustr",
  "thumbnail",
  "placeholder",
  "screenshot",
  "screen",
  "shot",
  "at",
  "untitled",
  "blank",
  "header",
  "footer",
  "hero",
  "divider",
  "separator",
  "button",
  "btn",
  "dsc",
  "dscn",
  "pxl",
  // an e-mail builder's default alts: "Newsletter graphic", "Article 1 large feature image"
  "newsletter",
  "email",
  "article",
  "primary",
  "secondary",
  "main",
  "feature",
  "featured",
  "large",
  "small",
  "section",
  // German, French, Spanish, Italian, Dutch, Portuguese
  "bild",
  "foto",
  "grafik",
  "abbildung",
  "imagen",
  "ilustración",
  "immagine",
  "afbeelding",
  "plaatje",
  "imagem",
]);

/** Words by which an alt text says the image is a logo, an icon or the like, not a picture of something. */
const DECORATION_WORDS = new Set([
  "logo",
  "logos",
  "logotipo",
  "logotype",
  "icon",
  "icons",
  "icône",
  "icono",
  "icona",
  "icoon",
  "avatar",
  "banner",
  "bannière",
  "badge",
  "spacer",
  "pixel",
  "profilbild",
]);
/** An alt this short that says "logo" or "avatar" is a label; a longer one may describe a picture of one. */
const DECORATION_LABEL_WORDS = 5;

// Names and the usual two-letter abbreviations of social networks (icons in follow rows).
const SOCIAL_WORDS = new Set([
  "facebook",
  "twitter",
  "instagram",
  "linkedin",
  "youtube",
  "tiktok",
  "pinterest",
  "bluesky",
  "mastodon",
  "whatsapp",
  "telegram",
  "snapchat",
  "reddit",
  "xing",
  "vimeo",
  "flickr",
  "tumblr",
  "discord",
  "tw",
  "fb",
  "ig",
  "yt",
  "tk",
]);
const GOOGLE_PLUS = /google\s*(\+|plus)/i;
/** A short alt naming a network is an icon's label ("Follow us on Instagram"), not a description. */
const SOCIAL_LABEL_WORDS = 4;
/** A linked image at most this wide that names a network is a follow icon, whatever else its alt says. */
const SOCIAL_ICON_WIDTH = 64;

const SHARE_LINK = /sharer|share\.php|\/intent\/(tweet|post)|addtoany|[?&]share=|\/share(\/|\?|$)/i;
const FILE_NAME = /\.(png|jpe?g|gif|webp|svg|bmp|tiff?|heic|avif)$/i;
// Scripts in which one to three characters make a whole word: the short-alt rule is not for them.
const LOGOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Icons and badges; a thin strip with a label may be a heading, so one small side alone does not count. */
const ICON_SIZE = 32;

// The standard sizes of banner advertisements (IAB units): a linked image of one of these sizes is an ad.
const BANNER_SIZES: [number, number][] = [
  [468, 60],
  [728, 90],
  [234, 60],
  [120, 60],
  [120, 90],
  [88, 31],
  [125, 125],
  [120, 240],
  [120, 600],
  [160, 600],
  [300, 250],
  [336, 280],
  [300, 600],
  [320, 50],
  [970, 90],
  [970, 250],
];

/**
 * A figure set as a picture ("9" beside "Million", "50%", "+50", "$5", "10K+"): a statistic's very
 * point, not an icon's label.
 */
const FIGURE = /^\s*[+\-−~≈<>]?\s*\p{Sc}?\s*\d[\d.,]*\s*(%|\p{Sc}|[kmb]|x)?\s*\+?\s*$/iu;

export function isFigure(alt: string): boolean {
  return FIGURE.test(alt);
}

/** The words of a text, lower case, letters only ("b’day" gives "b" and "day"). */
export function letterWords(text: string): string[] {
  return (
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/\p{L}+/gu) ?? []
  );
}

/** True when the alt text alone shows that it tells a reader nothing. */
export function altSaysNothing(alt: string): boolean {
  const words = letterWords(alt);
  if (!LOGOGRAPHIC.test(alt) && words.join("").length <= 3) return !isFigure(alt);
  if (FILE_NAME.test(alt.trim())) return true;
  if (words.every((word) => GENERIC_WORDS.has(word))) return true;
  if (words.length <= DECORATION_LABEL_WORDS && words.some((word) => DECORATION_WORDS.has(word))) return true;
  return words.length <= SOCIAL_LABEL_WORDS && namesSocialNetwork(alt, words);
}

function namesSocialNetwork(alt: string, words: string[]): boolean {
  return words.some((word) => SOCIAL_WORDS.has(word)) || GOOGLE_PLUS.test(alt);
}

export interface ImageFacts {
  alt: string;
  /** CSS pixels, as the newsletter sized the image. */
  width?: number;
  height?: number;
  /** Where the image links to. */
  href?: string;
}

/** True when an image's alt text should not stand in for it: decorative by its words, size or link. */
export function isDecorativeImage(image: ImageFacts): boolean {
  if (altSaysNothing(image.alt)) return true;
  const { width, height, href } = image;
  const sides = [width, height].filter((side) => side !== undefined);
  if (sides.length > 0 && Math.max(...sides) <= ICON_SIZE) return true;
  if (!href) return false;
  if (isSocialAccountLink(href) || SHARE_LINK.test(href)) return true;
  if (width !== undefined && height !== undefined && isBannerSize(width, height)) return true;
  const small = width !== undefined && width <= SOCIAL_ICON_WIDTH;
  return small && namesSocialNetwork(image.alt, letterWords(image.alt));
}

/** Icons of a follow row are set at most this large; a picture of a network's page is larger. */
const FOLLOW_ICON_SIDE = 100;
const FOLLOW_ALT_WORDS = 8;

/**
 * A follow icon: linked, no larger than icons are set, its alt naming a network ("Facebook",
 * "Suivez-nous sur Twitter", "Partagez vos photos avec nous sur Instagram"). Behind the sender's
 * click tracker, and with a file named by a hash, only its alt still says what it is.
 */
export function isFollowIcon(image: ImageFacts): boolean {
  if (!image.href) return false;
  const sides = [image.width, image.height].filter((side) => side !== undefined);
  if (sides.length > 0 && Math.max(...sides) > FOLLOW_ICON_SIDE) return false;
  const words = letterWords(image.alt);
  return words.length <= FOLLOW_ALT_WORDS && namesSocialNetwork(image.alt, words);
}

function isBannerSize(width: number, height: number): boolean {
  return BANNER_SIZES.some(([w, h]) => Math.abs(width - w) <= 1 && Math.abs(height - h) <= 1);
}
