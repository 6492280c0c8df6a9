import { describe, expect, it } from "vitest";
import { cleanNewsletterHtml } from "./clean-newsletter-html.ts";
import { type Block, blockText, forEachImage, type ImageBlock } from "./reading-document.ts";

// What a missing image leaves in the book is its alt text, unless that text tells the reader
// nothing where the image stands. The image itself always stays in the reading, so it shows
// when it can be had and is counted in the digest's report when it cannot.

const PROSE = [
  "The ferry crossed the bay twice on Sunday, the first full day of the new summer timetable, and both crossings left on time.",
  "Pilots say the deeper channel saves ten minutes each way, even against the evening tide, and the fuel bill fell by a fifth.",
  "Next week we look at the island school, which reopened after a long winter of repairs to its roof and its old boiler.",
]
  .map((line) => `<p>${line}</p>`)
  .join("");

const SENDER = { name: "Harbour Notes", address: "post@harbour-notes.example" };

function images(blocks: Block[]): ImageBlock[] {
  const found: ImageBlock[] = [];
  forEachImage(blocks, (image) => found.push(image));
  return found;
}

/** Alt text of every image, in order ("" where a missing image leaves nothing). */
function alts(html: string): string[] {
  return images(cleanNewsletterHtml(html, { sender: SENDER }).blocks).map((image) => image.alt);
}

const img = (alt: string, attributes = 'width="600" height="300"', name = "picture") =>
  `<img src="https://cdn.example.org/${name}-${encodeURIComponent(alt)}.jpg" ${attributes} alt="${alt}">`;

describe("alt text of images that may be missing", () => {
  it("keeps a describing alt text, near-misses of every rule included", () => {
    const kept = [
      "Chart: rents rose 12% in Lisbon since 2020",
      "Photo of the new ferry landing at dawn",
      "The harbour's old logo and the new one, side by side on the quay wall",
      "Crowd at the festival, as posted on Instagram by the harbour master",
      "灯台",
      "Quiz answer: the lighthouse was built in 1871",
      "Main square of the old town on market day",
    ];
    const html = `<h2>Rents in Lisbon</h2>${img(kept[0]!)}${PROSE}${img(kept[1]!)}${PROSE}${img(kept[2]!)}${PROSE}
      ${img(kept[3]!)}${PROSE}${img(kept[4]!)}${PROSE}<h3>Quiz answer</h3>${img(kept[5]!)}${PROSE}${img(kept[6]!)}${PROSE}`;
    expect(alts(html)).toEqual(kept);
  });

  it("drops generic words and file names, in several languages", () => {
    const generic = [
      "image",
      "Image",
      "IMG_2041.JPG",
      "photo 3",
      "Bild",
      "Foto",
      "imagen",
      "immagine",
      "afbeelding",
      "imagem",
      "illustr1",
      "Pixel",
      "spacer.gif",
      "Newsletter graphic",
      "Article 1 large feature image",
      "Secondary article 2 image",
    ];
    const html = generic.map((alt) => `${PROSE}${img(alt)}`).join("");
    expect(alts(html)).toEqual(generic.map(() => ""));
  });

  it("drops the labels of logos, avatars, banners and social icons", () => {
    const labels = [
      "Twitter avatar for @quaykeeper",
      "Kelpworks logo",
      "Spring banner - 4 May 2026",
      "tw",
      "Follow us on Mastodon",
      "Rejoignez-nous sur Google +",
    ];
    const html = labels.map((alt) => `${PROSE}${img(alt, "")}`).join("");
    expect(alts(html)).toEqual(labels.map(() => ""));
  });

  it("drops the alt text of icons, follow links and banner advertisements by their size and link", () => {
    const html = `${PROSE}
      ${img("Download the tide app", 'width="24"')}
      <p>Read on.</p><a href="https://t.example.net/c/1"><img src="https://cdn.example.org/g.png" width="48" alt="Partagez vos photos avec nous sur Instagram"></a>
      <p>Read on.</p><a href="https://harbour-notes.example/share?post=12"><img src="https://cdn.example.org/s.png" width="200" alt="Pass this issue on to a friend"></a>
      <p>Read on.</p><a href="https://ads.example.net/c/7"><img src="https://cdn.example.org/ad.gif" width="468" height="60" alt="Spring sale on sea kayaks"></a>
      <p>Read on.</p><a href="https://ads.example.net/c/8"><img src="https://cdn.example.org/kayak.jpg" width="600" height="300" alt="Sea kayaks drawn up on the beach"></a>
      ${PROSE}`;
    // The follow icon behind the click tracker goes whole: its alt named the network.
    expect(alts(html)).toEqual(["", "", "", "Sea kayaks drawn up on the beach"]);
  });

  it("drops a follow row's icons set one to a cell behind a click tracker, by what their alt said", () => {
    const icon = (alt: string, index: number, size: string) =>
      `<td><a href="https://click.mail.example/?qs=${index}"><img src="https://img.mail.example/${index}a9f3.png" ${size} alt="${alt}"></a></td>`;
    const row = [
      icon("Facebook", 1, 'height="70"'),
      icon("Suivez-nous sur Twitter", 2, 'width="50"'),
      icon("Instagram", 3, ""),
    ].join("");
    const html = `<table><tr><td>${PROSE}</td></tr><tr><td><table><tr>${row}</tr></table></td></tr></table>`;
    expect(alts(html)).toEqual([]);
    // A picture from the network, larger than an icon, stays.
    const picture = `<a href="https://click.mail.example/?qs=4"><img src="https://img.mail.example/4.png" width="400" alt="Instagram"></a>`;
    expect(alts(`${PROSE}${picture}${PROSE}`)).toEqual([""]);
  });

  it("leaves out the slices of a drawn button, a badge's strip and an arrow icon in a link, and reads markup stored as an alt", () => {
    const slice = (name: string) =>
      `<img src="https://cdn.example.org/${name}.gif" width="318" height="18" alt="">`;
    const button = `${slice("top")}<p><a href="https://harbour.example/plan">Our plan for the harbour</a></p>${slice("bottom")}`;
    const badge = `<img src="https://cdn.example.org/badge.png" width="72" height="20" alt="N24">`;
    const strip = `<img src="https://cdn.example.org/strip.png" width="600" height="20" alt="Harbour news of the week">`;
    const arrow = `<p>Read our <a href="https://harbour.example/interview">interview with the harbour master <img src="https://cdn.example.org/icon_link.png"></a> before Sunday.</p>`;
    const markup = `<img src="https://cdn.example.org/welcome.jpg" width="600" alt="<h2 style='text-align:center'><strong>WELCOME TO THE HARBOUR</strong></h2>">`;
    const html = `${PROSE}${button}${badge}${strip}${arrow}${markup}${PROSE}`;
    expect(alts(html)).toEqual(["Harbour news of the week", "WELCOME TO THE HARBOUR"]);
    const { blocks } = cleanNewsletterHtml(html, { sender: SENDER });
    expect(blocks.map(blockText)).toContain("Read our interview with the harbour master before Sunday.");
  });

  it("leaves out an old layout's spacer given only its width, an advertiser's banner and an e-mail-a-friend button", () => {
    const spacer = `<img src="https://cdn.example.org/1p.gif" width="4" alt="">`;
    const advert = `<a href="https://ads.example.com/c/1"><img src="https://ads.example.com/b/931" width="234" height="60" alt="Click here to visit our advertiser."></a>`;
    const friend = `<a href="mailto:?subject=Harbour%20news&body=Worth%20reading"><img src="https://cdn.example.org/email2friend.gif" width="70" height="80" alt="E-mail this issue to a friend"></a>`;
    const photo = `<img src="https://cdn.example.org/quay.jpg" width="600" alt="The new quay at dawn">`;
    const html = `${PROSE}${spacer}${advert}${friend}${photo}${PROSE}`;
    expect(images(cleanNewsletterHtml(html, { sender: SENDER }).blocks).map((image) => image.src)).toEqual([
      "https://cdn.example.org/quay.jpg",
    ]);
  });

  it("leaves out a menu drawn as a row of linked picture buttons, but not a row of product pictures", () => {
    const button = (name: string, width: number) =>
      `<td><a href="https://shop.example/${name}"><img src="https://shop.example/b/${name}.jpg" width="${width}" height="31" alt="${name}"></a></td>`;
    const menu = `<table><tr>${button("Neu", 45)}${button("Bestseller", 71)}<td><img src="https://shop.example/1p.gif" width="4" height="1"></td>${button("Reduziert", 91)}</tr></table>`;
    const product = (name: string) =>
      `<td><a href="https://shop.example/p/${name}"><img src="https://shop.example/p/${name}.jpg" width="180" height="180" alt="${name}"></a></td>`;
    const products = `<table><tr>${product("Lantern")}${product("Kettle")}${product("Blanket")}</tr></table>`;
    const html = `<img src="https://shop.example/head.jpg" width="600" height="80" alt="Hafenladen">${menu}${PROSE}${products}${PROSE}`;
    expect(images(cleanNewsletterHtml(html).blocks).map((image) => image.src)).toEqual([
      "https://shop.example/head.jpg",
      "https://shop.example/p/Lantern.jpg",
      "https://shop.example/p/Kettle.jpg",
      "https://shop.example/p/Blanket.jpg",
    ]);
  });

  it("drops an alt text that repeats the heading, caption or line next to it", () => {
    const html = `${PROSE}<h2>10. You share your b'day with...</h2>${img("10. You share your b’day with…")}${PROSE}
      <p>Answer to the harbour quiz</p>${img("Answer to the harbour quiz")}${PROSE}
      ${img("Lantern Works GmbH", 'width="110" height="71"')}<p>Lantern Works GmbH</p>${PROSE}`;
    const { blocks } = cleanNewsletterHtml(html);
    expect(images(blocks).map((image) => image.alt)).toEqual(["", "", ""]);
    // Each image is still there: a missing one is reported, it just leaves no second copy of the words.
    expect(images(blocks)).toHaveLength(3);
  });

  it("drops a masthead logo that names the sender, but not the same words further down", () => {
    const html = `${img("Harbour Notes newsletter", 'width="300"', "masthead")}${img("H A R B O U R  N O T E S", 'width="300"', "lettering")}
      <h1>Sunday on the water</h1>${PROSE}${img("Harbour Notes", "", "photo")}${PROSE}`;
    expect(alts(html)).toEqual(["", "", "Harbour Notes"]);
    // Without knowing the sender, the masthead's alt text stays.
    const unknown = images(cleanNewsletterHtml(html).blocks).map((image) => image.alt);
    expect(unknown.slice(0, 2)).toEqual(["Harbour Notes newsletter", "H A R B O U R N O T E S"]);
  });

  it("drops the names in a row of partner logos and of small icons, not the captions of a gallery", () => {
    const partners = ["Kelpworks", "Tidewater Co", "NORDA"].map((alt) => img(alt, "")).join("");
    const icons = ["Handy Backup", "Secure your mail today with one click"]
      .map(
        (alt, index) =>
          `<a href="https://shop${index}.example/"><img src="https://cdn.example.org/i${index}.png" width="60" alt="${alt}"></a>`,
      )
      .join("");
    const gallery = ["Lisbon", "Porto", "Faro"].map((alt) => img(alt)).join("");
    const html = `${PROSE}${partners}${PROSE}${icons}${PROSE}${gallery}${PROSE}`;
    expect(alts(html)).toEqual(["", "", "", "", "", "Lisbon", "Porto", "Faro"]);
  });

  it("keeps the figures of a statistic set as pictures, and the words beside them", () => {
    const stat = (alts: [string, number][], caption: string) =>
      `${alts.map(([alt, width]) => img(alt, `width="${width}"`, "stat")).join("")}<p>${caption}</p>`;
    const html = `${PROSE}<h2>66,110</h2>${stat(
      [
        ["Crossings made", 200],
        ["9", 60],
        ["Million", 140],
      ],
      "Passengers carried across the bay",
    )}${stat([["50%", 120]], "Crossings that left early")}${stat(
      [
        ["+50", 80],
        ["Minutes", 100],
      ],
      "Saved each week on the deeper channel",
    )}${PROSE}`;
    expect(alts(html)).toEqual(["Crossings made", "9", "Million", "50%", "+50", "Minutes"]);
  });

  it("drops the alt text of images in a template's social or footer container", () => {
    const html = `${PROSE}${img("A ferry at the pier in the rain")}
      <div class="footer-social">${img("The harbour crew waving from the quay")}</div>`;
    expect(alts(html)).toEqual(["A ferry at the pier in the rain", ""]);
  });
});
