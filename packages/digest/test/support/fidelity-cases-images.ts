import { article, type FidelityCase, html, message, PROSE_EN, page } from "./synthetic-message.ts";

// Images whose alt text tells a reader nothing once the image is missing (the bench fetches no
// image, so every one is missing): a banner advertisement, a tweet's avatar, a camera file name,
// a row of partner logos, social icons, generic words. Beside them, pictures whose alt text
// describes them, which must still stand in for them. Every text here was written for these cases.

const image = (name: string, alt: string, size: string) =>
  `<img src="https://cdn.example.org/${name}" ${size} alt="${alt}">`;
const linked = (href: string, img: string) => `<a href="${href}">${img}</a>`;

function englishCase(): FidelityCase {
  const described = [
    "Chart: rents rose 12% in Lisbon since 2020",
    "The rebuilt ferry landing under a grey morning sky",
  ];
  const silent = [
    "Spring sale on sea kayaks",
    "Twitter avatar for @maraquill",
    "IMG_2041.JPG",
    "Kelpworks",
    "Tidewater Cooperative",
    "NORDA",
    "Instagram",
    "Mastodon",
  ];
  const quote = "Every harbour keeps its own tide table, and most of them are older than the town hall.";
  const body = `${linked("https://ads.example.net/c/3", image("kayaks.gif", silent[0]!, 'width="728" height="90"'))}
<h2>Rents in the old town</h2>${image("rents.png", described[0]!, 'width="600" height="320"')}
${article(PROSE_EN)}
${image("landing.jpg", described[1]!, 'width="600" height="400"')}
<div>${image("avatar.jpg", silent[1]!, 'width="48" height="48"')}<p>Mara Quill @maraquill</p><p>${quote}</p></div>
${image("camera.jpg", silent[2]!, 'width="600"')}
${article([PROSE_EN[1]!])}
<p>Our partners this season:</p>${image("kelp.png", silent[3]!, "")}${image("tide.png", silent[4]!, "")}${image("n.png", silent[5]!, "")}
${article([PROSE_EN[2]!])}
<p>${linked("https://t.example.net/c/9", image("ig.png", silent[6]!, 'width="22"'))} ${linked("https://t.example.net/c/10", image("md.png", silent[7]!, 'width="22"'))}</p>`;
  return {
    name: "missing-image-alts-en",
    raw: message({ subject: "Rents and ferries", ...html(page(body), "utf-8") }),
    language: "en",
    must: [...described, ...PROSE_EN, quote],
    mustNot: silent,
  };
}

function germanCase(): FidelityCase {
  const prose = [
    "Unsere neue Werkbank aus Eichenholz ist ab sofort in drei Längen erhältlich und wird in der eigenen Schreinerei gefertigt.",
    "Die Platte ist vier Zentimeter stark, geölt und trägt ohne Mühe auch schwere Schraubstöcke und Maschinen.",
  ];
  const described = "Die neue Werkbank im Licht der Werkstattfenster";
  const silent = ["Bild", "Foto", "Auf Facebook teilen"];
  const body = `${image("top.jpg", silent[0]!, 'width="600"')}
<h2>Die Werkbank ist da</h2>${article(prose)}${image("bank.jpg", described, 'width="600" height="400"')}
${image("detail.jpg", silent[1]!, 'width="600" height="400"')}
<p>${linked("https://holz.example/share?id=4", image("teilen.png", silent[2]!, 'width="40" height="40"'))}</p>`;
  return {
    name: "missing-image-alts-de",
    raw: message({ subject: "Die Werkbank ist da", ...html(page(body), "utf-8") }),
    language: "de",
    must: [described, ...prose],
    mustNot: silent,
  };
}

/**
 * An article's embeds link to one video or post on a network (youtube.com/watch, x.com/…/status/…,
 * instagram.com/p/…): the thumbnail, its alt text and the short linked title are the article's.
 * The follow links under the letter go to the sender's accounts and go with the footer.
 */
function embedsInAnArticle(): FidelityCase {
  const body = `<h1>The ferry at dawn</h1>${article([PROSE_EN[0]!])}
<p>${linked("https://www.youtube.com/watch?v=fErRy42", image("ferry-thumb.jpg", "Video: the first crossing at dawn", 'width="560" height="315"'))}</p>
<p><a href="https://www.youtube.com/watch?v=fErRy42">The first crossing</a></p>
${article([PROSE_EN[1]!])}
<p><a href="https://www.instagram.com/p/Cq7ferry/">The pilot's photo</a></p>
${article([PROSE_EN[2]!])}
<p><a href="https://twitter.com/harbournotes">Twitter</a> · <a href="https://www.instagram.com/harbournotes/">Instagram</a> · <a href="https://www.youtube.com/@harbournotes">YouTube</a></p>
<p style="font-size:11px"><a href="https://harbour.example/unsubscribe">Unsubscribe</a></p>`;
  return {
    name: "embeds-in-an-article-en",
    raw: message({ subject: "The ferry at dawn", ...html(page(body), "utf-8") }),
    language: "en",
    must: [...PROSE_EN, "Video: the first crossing at dawn", "The first crossing", "The pilot's photo"],
    mustNot: ["Twitter · Instagram"],
  };
}

/**
 * A shop's letter told in pictures, each offer an image with its words in the alt text, under a
 * "View as a web page" bar: the bar and the footer go, the pictures stay. (The bar had started the
 * footer: pictures weighed nothing against it.) The second letter keeps no words at all, only its
 * pictures, and is no empty reading to fall back from.
 */
function offersInPictures(shopBar: string): FidelityCase {
  const offers = [
    "Winter tool sale: 30% off cordless drills",
    "Space heaters from $49 this week",
    "Holiday lights, two boxes for one",
  ];
  const body = `<table width="600"><tr><td><a href="https://shop.example/deals">${shopBar}</a></td>
<td align="right"><a href="https://shop.example/web">View as a web page</a></td></tr></table>
${offers.map((alt, index) => `<table><tr><td>${linked(`https://shop.example/offer/${index}`, image(`offer-${index}.jpg`, alt, 'width="600"'))}</td></tr></table>`).join("\n")}
<p style="font-size:11px">Prices valid through 12/18. To unsubscribe from future emails, <a href="https://shop.example/unsub">click here</a>.</p>`;
  const name = `offers-in-pictures-${shopBar.split(" ")[0]!.toLowerCase()}`;
  return {
    name,
    raw: message({ subject: name, ...html(page(body), "utf-8") }),
    language: "en",
    must: offers,
    mustNot: ["View as a web page", "To unsubscribe from future emails"],
  };
}

/**
 * A follow row of icons named only by the network's short name ("fb.png", "ig.png") behind opaque
 * tracked links: the row goes, and the footer's menu under it with it.
 */
function followRowOfShortNames(): FidelityCase {
  const icons = ["fb", "tw", "ig", "yt"]
    .map((name, index) =>
      linked(`https://click.shop.example/?qs=f${index}`, image(`${name}.png`, "", 'width="32"')),
    )
    .join(" ");
  const body = `<table width="600"><tr><td><h2>Stretch with us on Monday</h2>${article(PROSE_EN)}</td></tr>
<tr><td align="center">${icons}</td></tr>
<tr><td><a href="https://click.shop.example/?qs=n1">Find a Harbour Club</a></td><td><a href="https://click.shop.example/?qs=n2">About Us</a></td></tr>
<tr><td style="font-size:11px"><a href="https://click.shop.example/?qs=u1">Unsubscribe</a></td></tr></table>`;
  return {
    name: "follow-row-of-short-names-en",
    raw: message({ subject: "follow-row-of-short-names-en", ...html(page(body), "utf-8") }),
    language: "en",
    must: ["Stretch with us on Monday", ...PROSE_EN],
    mustNot: ["Find a Harbour Club", "Unsubscribe"],
  };
}

export function imageAltCases(): FidelityCase[] {
  return [
    englishCase(),
    germanCase(),
    embedsInAnArticle(),
    offersInPictures("Appliance week at the harbour store"),
    offersInPictures("Free delivery on orders over $99"),
    followRowOfShortNames(),
  ];
}
