// Newsletters wrap every link in a click tracker. When the real destination is carried in the
// URL itself we recover it: the reader goes straight there, and the PDF stays small.

const TARGET_PARAMS = [
  "url",
  "u",
  "q",
  "redirect",
  "redirect_url",
  "redirect_to",
  "redirecturl",
  "redir",
  "target",
  "dest",
  "destination",
  "link",
  "to",
  "goto",
  "out",
  "href",
  "uddg",
  "l",
  "r",
];

const TRACKING_PARAMS = new Set([
  "mc_cid",
  "mc_eid",
  "_hsenc",
  "_hsmi",
  "__hssc",
  "__hstc",
  "__hsfp",
  "hsctatracking",
  "mkt_tok",
  "vero_id",
  "vero_conv",
  "oly_anon_id",
  "oly_enc_id",
  "rb_clickid",
  "s_cid",
  "ml_subscriber",
  "ml_subscriber_hash",
  "fbclid",
  "gclid",
  "dclid",
  "msclkid",
  "yclid",
  "igshid",
  "_bta_tid",
  "_bta_c",
  "ck_subscriber_id",
  "ss_source",
  "ss_campaign_id",
  "ss_campaign_name",
  "ss_campaign_sent_date",
  "sc_campaign",
  "sc_channel",
  "trk",
  "trkcampaign",
  "mbid",
  "cmpid",
  "wt_mc",
  "wt_zmc",
  "ncid",
  "sr_share",
  "ref_src",
  "ref_url",
  "_kx",
  "__s",
  "lctg",
  "spm",
  "email_hash",
  "subscriber_id",
  "e_id",
]);

const MAX_UNWRAP_DEPTH = 5;

function parseHttpUrl(candidate: string): URL | undefined {
  if (!/^https?:\/\//i.test(candidate)) return undefined;
  try {
    const url = new URL(candidate);
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A base64/base64url token that decodes to a URL, or to JSON carrying one (Substack, Beehiiv…). */
function urlFromBase64(token: string): URL | undefined {
  if (token.length < 16 || !/^[A-Za-z0-9_\-+/]+=*$/.test(token)) return undefined;
  let decoded: string;
  try {
    decoded = Buffer.from(token.replace(/-/g, "+").replace(/_/g, "/"), "base64").toString("utf8");
  } catch {
    return undefined;
  }
  const direct = parseHttpUrl(decoded.trim());
  if (direct) return direct;
  if (!decoded.startsWith("{")) return undefined;
  try {
    const parsed: unknown = JSON.parse(decoded);
    if (parsed && typeof parsed === "object") {
      for (const value of Object.values(parsed as Record<string, unknown>)) {
        if (typeof value === "string") {
          const url = parseHttpUrl(value);
          if (url) return url;
        }
      }
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * Proofpoint's URL Defense, which a company's mail gateway puts round every link of a forwarded
 * newsletter. v2 writes the target in its `u` parameter with "-XX" for "%XX" and "_" for "/"; v3
 * between "__" marks, each "*" standing for the next character of the base64 token after ";".
 */
function urlDefenseTarget(url: URL): URL | undefined {
  if (!/(^|\.)urldefense(\.proofpoint)?\.com$/i.test(url.hostname)) return undefined;
  if (url.pathname.startsWith("/v2/")) {
    const encoded = url.searchParams.get("u");
    return encoded
      ? parseHttpUrl(safeDecode(encoded.replace(/-([0-9A-F]{2})/gi, "%$1").replace(/_/g, "/")))
      : undefined;
  }
  const v3 = /^\/v3\/__(.+?)__;([A-Za-z0-9+/=_-]*)/.exec(url.pathname + url.search + url.hash);
  if (!v3) return undefined;
  const [, target, token] = v3;
  if (target!.includes("**")) return undefined;
  const replacements = [...Buffer.from(token!, "base64").toString("utf8")];
  let next = 0;
  return parseHttpUrl(target!.replace(/\*/g, () => replacements[next++] ?? "*"));
}

/**
 * A network's share form carries the page it shares ("facebook.com/sharer.php?u=…",
 * "twitter.com/intent/tweet?url=…"): it is no redirect, and unwrapped it would pass a share button
 * off as a link to the article.
 */
const SHARE_FORM =
  /(?:^|\.)(?:facebook\.com\/sharer|twitter\.com\/(?:intent|share)|x\.com\/intent|linkedin\.com\/(?:shareArticle|sharing)|pinterest\.[a-z.]+\/pin\/create|reddit\.com\/submit|api\.whatsapp\.com\/send|wa\.me\/\?|t\.me\/share|telegram\.me\/share|bsky\.app\/intent|addtoany\.com\/share)/i;

function embeddedTarget(url: URL): URL | undefined {
  if (SHARE_FORM.test(`${url.hostname}${url.pathname}${url.search ? "?" : ""}`)) return undefined;
  const defended = urlDefenseTarget(url);
  if (defended) return defended;
  // The query's values by lower-cased name, read once; the names are tried in TARGET_PARAMS' order.
  const values = new Map<string, string[]>();
  for (const [key, value] of url.searchParams) {
    const name = key.toLowerCase();
    const list = values.get(name);
    if (list) list.push(value);
    else values.set(name, [value]);
  }
  if (values.size > 0) {
    for (const name of TARGET_PARAMS) {
      for (const value of values.get(name) ?? []) {
        const target = parseHttpUrl(value) ?? parseHttpUrl(safeDecode(value)) ?? urlFromBase64(value);
        if (target) return target;
      }
    }
  }

  // A destination carried in the path: /click/https://example.com/a or /L0/https:%2F%2Fexample.com%2Fa/1/…
  const rawPath = url.pathname;
  const encoded = /\/(https?(?::|%3A)(?:%2F|\/){2}[^/]+)/i.exec(rawPath);
  if (encoded?.[1]?.includes("%2F") || encoded?.[1]?.includes("%2f")) {
    const target = parseHttpUrl(safeDecode(encoded[1]));
    if (target) return target;
  }
  const plain = /\/(https?:\/\/?.+)$/i.exec(rawPath);
  if (plain?.[1]) {
    const target = parseHttpUrl(plain[1].replace(/^(https?:)\/(?!\/)/i, "$1//") + url.search);
    if (target) return target;
  }

  for (const segment of rawPath.split("/")) {
    const token = segment.split(".")[0] ?? "";
    const target = urlFromBase64(token);
    if (target) return target;
  }
  return undefined;
}

function stripTrackingParams(url: URL): void {
  const drop: string[] = [];
  for (const key of url.searchParams.keys()) {
    const lower = key.toLowerCase();
    if (lower.startsWith("utm_") || TRACKING_PARAMS.has(lower)) drop.push(key);
  }
  for (const key of drop) url.searchParams.delete(key);
}

/**
 * The link a reader should follow: the tracker's embedded destination when there is one, with
 * campaign parameters (utm_*, mc_cid, _hsenc…) removed. Returns undefined for links that
 * cannot work in a document (javascript:, relative, empty).
 */
export function unwrapTrackingLink(href: string): string | undefined {
  const trimmed = href.trim();
  if (/^mailto:/i.test(trimmed)) return trimmed;
  let url = parseHttpUrl(trimmed);
  if (!url) return undefined;
  for (let depth = 0; depth < MAX_UNWRAP_DEPTH; depth++) {
    const target = embeddedTarget(url);
    if (!target || target.href === url.href) break;
    url = target;
  }
  stripTrackingParams(url);
  let result = url.href;
  if (url.search === "" && result.endsWith("?")) result = result.slice(0, -1);
  return result;
}
