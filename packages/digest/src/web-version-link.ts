import { PHRASE_PATTERNS } from "./boilerplate/boilerplate-phrases.ts";

// "View in browser" and its translations: the link that leads to the newsletter's web version,
// which becomes the chapter's "Read the original" link.

const webVersion = PHRASE_PATTERNS.find(([category]) => category === "webVersion")![1];

export const WEB_VERSION_LINK_TEXT = new RegExp(webVersion.source, "iu");
