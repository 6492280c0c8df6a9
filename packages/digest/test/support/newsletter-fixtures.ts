import type { DigestSource } from "../../src/build-digest.ts";
import { buildNewsletterMessage } from "./mime-builder.ts";

// Newsletters as they really arrive, one quirk each. Subjects are unique so tests can find
// every chapter in the rendered files.

export const SUBJECTS = {
  textOnly: "Plain Text Weekly",
  accents: "Café Crème Notes",
  encodedSubject: "Ünïcödé Subject → Encoded",
  cidImage: "Inline Picture Post",
  promo: "Big Spring Promo",
  dataTable: "Quarterly Numbers",
  tracking: "Tracked Links Digest",
  cjk: "東京 Tokyo Letter",
} as const;

export interface FixtureImages {
  photo: string;
  webp: string;
  pixel: string;
  logo: string;
}

export function layoutTablePromo(images: FixtureImages): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Promo</title>
<style>
  .preheader { display:none !important; }
  body { background:#eee; }
  @media only screen and (max-width: 600px) { .desktop-only { display:none !important; } }
</style>
<script>alert("x")</script></head>
<body onload="track()">
<span class="preheader" style="display:none;font-size:1px;max-height:0;opacity:0">Hidden preheader text you should never read &zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
  <table role="presentation" width="600"><tr><td style="font-size:12px"><a href="https://news.example.com/web/123">View this email in your browser</a></td></tr>
  <tr><td><img src="${images.logo}" width="180" height="60" alt="Example Shop"></td></tr>
  <tr><td><h1 style="font-family:Arial">Spring is here</h1>
    <p style="font-size:16px;line-height:24px">Our biggest sale of the season starts today. Every plant, pot and watering can is up to <strong>40% off</strong> until Sunday night.</p>
    <img src="${images.photo}" width="600" alt="A greenhouse full of plants" onclick="steal()">
    <table role="presentation"><tr>
      <td width="50%"><p>Monstera deliciosa, the Swiss cheese plant, grows happily in bright indirect light.</p></td>
      <td width="50%"><p>Calathea orbifolia wants humidity and a little patience from its owner.</p></td>
    </tr></table>
    <p><a href="https://click.example.com/track?url=https%3A%2F%2Fshop.example.com%2Fsale%3Futm_source%3Dnewsletter%26utm_medium%3Demail%26ref%3Dspring" style="background:#080;color:#fff;padding:10px">Shop the sale →</a></p>
    <form action="https://evil.example.com"><input name="q"><button>Go</button></form>
    <iframe src="https://evil.example.com/frame"></iframe>
    <img src="${images.pixel}" width="1" height="1" alt="">
    <img src="https://open.example.com/open.gif?id=42" alt="">
  </td></tr>
  <tr><td style="font-size:11px;color:#888">You are receiving this email because you signed up at example.com. <a href="https://example.com/unsubscribe?u=1">Unsubscribe</a> · <a href="https://example.com/prefs">Update your preferences</a></td></tr>
  <tr><td style="font-size:11px;color:#888">Example Shop, 1 Garden Lane, Springfield</td></tr>
  </table>
</td></tr></table>
</body></html>`;
}

export const DATA_TABLE_HTML = `<html><body>
<p>Here are this quarter's results for the three regions we track.</p>
<table border="1"><caption>Revenue by region</caption>
<thead><tr><th>Region</th><th>Q1</th><th>Q2</th><th>Change</th></tr></thead>
<tbody><tr><td>North</td><td>1,200</td><td>1,450</td><td>+21%</td></tr>
<tr><td>South</td><td>980</td><td>1,010</td><td>+3%</td></tr>
<tr><td>West</td><td>1,730</td><td>1,690</td><td>−2%</td></tr></tbody></table>
<p>North had a great quarter thanks to the new warehouse opening in March.</p>
</body></html>`;

export function trackingLinksHtml(images: FixtureImages): string {
  return `<html><body>
<p>Three stories worth your time this week.</p>
<p>1. <a href="https://links.example.net/ls/click?redirect=https%3A%2F%2Fwww.nature.example%2Farticles%2Fcoral%3Futm_campaign%3Dx%26mc_cid%3Dabc">Coral reefs are recovering</a></p>
<p>2. <a href="https://abc123.r.us-east-1.awstrack.me/L0/https:%2F%2Fblog.example.org%2Fpost%2F42%3Futm_source%3Dses/1/0100018c/xyz=">A post about compilers</a></p>
<p>3. <a href="https://www.google.com/url?q=https://research.example.edu/paper.pdf&amp;sa=D&amp;utm_medium=email">The paper itself</a></p>
<p><img data-src="${images.webp}" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Lazy loaded chart" width="500"></p>
<p>Thanks for reading! Forward this to a friend who would enjoy it.</p>
</body></html>`;
}

export const CJK_HTML = `<html><body>
<h2>東京の秋 → Autumn in Tokyo</h2>
<p>紅葉が始まりました。京都と東京の庭園は今週末が見頃です。 The leaves are turning → red and gold.</p>
<p>한국어 문장도 있습니다. Emoji survive too: 🍁 🎉 👍🏽 ❤️ and arrows ← ↑ → ↓ ⇒.</p>
<p>Ελληνικά, Русский, Čeština, Français: déjà vu, naïve, Œuvre, ß.</p>
</body></html>`;

export const TEXT_ONLY = `Hello reader,

This is a plain text newsletter. It is hard-wrapped at seventy-two columns
the way text newsletters used to be, so the digest should reflow it into
a single paragraph rather than keep every line break.

Links worth your time:
- https://example.org/first-article?utm_source=newsletter
- https://example.org/second-article

See you next week!

-- 
Unsubscribe: https://example.org/unsubscribe
`;

export function accentsHtml(): string {
  return `<html><body><p>Crème brûlée, café au lait, naïveté, Ångström, Ærø, façade — à bientôt!</p><p>Zürich, «guillemets» and résumé; £5 or ¥500, 25°C, ½ price.</p></body></html>`;
}

export function cidImageHtml(): string {
  return `<html><body><p>An image carried inside the message:</p><img src="cid:chart-01@example.com" alt="Embedded chart" width="400"><p>And text after it.</p></body></html>`;
}

export interface FixtureSet {
  sources: DigestSource[];
  expectedSubjects: string[];
}

/** The standard mix used by the end-to-end digest tests. */
export function standardFixtures(images: FixtureImages, cidImage: Buffer): FixtureSet {
  const sources: DigestSource[] = [
    {
      id: "text-only",
      raw: buildNewsletterMessage({
        subject: SUBJECTS.textOnly,
        text: TEXT_ONLY,
        from: '"Plain Writer" <plain@example.org>',
      }),
    },
    {
      id: "accents",
      raw: buildNewsletterMessage({
        subject: SUBJECTS.accents,
        html: accentsHtml(),
        charset: "iso-8859-1",
        encoding: "quoted-printable",
        from: "=?ISO-8859-1?Q?Fran=E7ois_Caf=E9?= <francois@example.fr>",
      }),
    },
    {
      id: "encoded-subject",
      raw: buildNewsletterMessage({
        rawSubject: "=?UTF-8?B?w5xuw69jw7Zkw6kgU3ViamVjdA==?= =?UTF-8?Q?_=E2=86=92_Encoded?=",
        html: "<p>The subject of this one arrived as RFC 2047 encoded words.</p>",
      }),
    },
    {
      id: "cid-image",
      raw: buildNewsletterMessage({
        subject: SUBJECTS.cidImage,
        html: cidImageHtml(),
        related: [{ contentId: "chart-01@example.com", contentType: "image/png", data: cidImage }],
      }),
    },
    {
      id: "promo",
      raw: buildNewsletterMessage({
        subject: SUBJECTS.promo,
        html: layoutTablePromo(images),
        encoding: "base64",
      }),
    },
    { id: "data-table", raw: buildNewsletterMessage({ subject: SUBJECTS.dataTable, html: DATA_TABLE_HTML }) },
    {
      id: "tracking",
      raw: buildNewsletterMessage({ subject: SUBJECTS.tracking, html: trackingLinksHtml(images) }),
    },
    { id: "cjk", raw: buildNewsletterMessage({ subject: SUBJECTS.cjk, html: CJK_HTML, encoding: "base64" }) },
  ];
  return { sources, expectedSubjects: Object.values(SUBJECTS) };
}

/** Messages that must never break a digest. */
export function malformedSources(): DigestSource[] {
  let nested = "Content-Type: text/plain\r\n\r\nbottom\r\n";
  for (let depth = 0; depth < 300; depth++) {
    const boundary = `b${depth}`;
    nested = `Content-Type: multipart/mixed; boundary="${boundary}"\r\n\r\n--${boundary}\r\n${nested}\r\n--${boundary}--\r\n`;
  }
  return [
    { id: "empty", raw: Buffer.alloc(0) },
    { id: "garbage", raw: Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x02, 0x1b, 0x5b, 0x33, 0x00]) },
    {
      id: "broken-multipart",
      raw: 'From: a@b.c\r\nSubject: Broken multipart\r\nContent-Type: multipart/alternative; boundary="nope"\r\n\r\nno parts here at all\r\n',
    },
    {
      id: "bad-charset",
      raw: "From: x@example.com\r\nSubject: Bad charset\r\nContent-Type: text/html; charset=x-no-such-charset\r\nContent-Transfer-Encoding: 8bit\r\n\r\n<p>Body with \xe9\xe8 bytes</p>\r\n",
    },
    {
      id: "deep-nesting",
      raw: `From: deep@example.com\r\nSubject: Deeply nested\r\nMIME-Version: 1.0\r\n${nested}`,
    },
  ];
}
