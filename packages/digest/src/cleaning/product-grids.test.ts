import { describe, expect, it } from "vitest";
import { cleanNewsletterHtml } from "../clean-newsletter-html.ts";
import { blockText } from "../reading-document.ts";

// The order a book reads a layout table in: products set side by side read one whole product
// after the other; tables whose rows are the items read row by row as before.

const LETTER =
  "<p>Liebe Leserin, lieber Leser, diese Woche haben wir für Sie einige Dinge für den Herbst ausgesucht, die wir selbst gern benutzen.</p>";

/** The blocks in reading order: a picture by its file, text as it reads (breaks as " / "). */
function readingOrder(table: string): string[] {
  const { blocks } = cleanNewsletterHtml(`<body>${LETTER}${table}</body>`);
  return blocks
    .slice(1)
    .map((block) =>
      block.type === "image" ? `[${block.src.split("/").pop()}]` : blockText(block).replace(/\n/g, " / "),
    );
}

const img = (file: string, width = 160, height = 120) =>
  `<img width="${width}" height="${height}" alt="" src="https://laden.example/${file}">`;

describe("product grids", () => {
  it("reads products set side by side column by column, each product whole", () => {
    const gap = `<td width="6">&nbsp;</td>`;
    const order = readingOrder(`<table width="600">
      <tr><td colspan="5">${img("banner.jpg", 600, 80)}</td></tr>
      <tr>${gap}<td><b>Wasserkocher Tide</b></td>${gap}<td><b>Teekanne Ebbe</b></td>${gap}</tr>
      <tr>${gap}<td>${img("a.jpg")}</td>${gap}<td>${img("b.jpg")}</td>${gap}</tr>
      <tr>${gap}<td>Kocht einen Liter in drei Minuten.</td>${gap}<td>Hält den Tee eine Stunde warm.</td>${gap}</tr>
      <tr>${gap}<td>Bestell-Nr. WT-1<br><b>24,90 €</b>${img("px.gif", 1, 1)}</td>${gap}<td>Bestell-Nr. TE-2<br><b>19,90 €</b></td>${gap}</tr>
    </table>`);
    expect(order).toEqual([
      "[banner.jpg]",
      "Wasserkocher Tide",
      "[a.jpg]",
      "Kocht einen Liter in drei Minuten.",
      "Bestell-Nr. WT-1 / 24,90 €",
      "Teekanne Ebbe",
      "[b.jpg]",
      "Hält den Tee eine Stunde warm.",
      "Bestell-Nr. TE-2 / 19,90 €",
    ]);
  });

  it("keeps a product's parts together where its title spans its price and order button", () => {
    const lines = (name: string) =>
      [`• ${name} hält zwei Tage`, "• wiegt 300 Gramm", "• wasserdicht", "• mit Karabiner"].join("<br>");
    const order = readingOrder(`<table width="600">
      <tr><td colspan="2"><b>Stirnlampe Nord</b></td><td colspan="2"><b>Stirnlampe Süd</b></td></tr>
      <tr><td colspan="2">${lines("Nord")}</td><td colspan="2">${lines("Süd")}</td></tr>
      <tr><td>39,- €</td><td>${img("kaufen.png", 100, 40)}</td><td>49,- €</td><td>${img("kaufen2.png", 100, 40)}</td></tr>
    </table>`);
    expect(order).toEqual([
      "Stirnlampe Nord",
      "• Nord hält zwei Tage / • wiegt 300 Gramm / • wasserdicht / • mit Karabiner",
      "39,- €",
      "[kaufen.png]",
      "Stirnlampe Süd",
      "• Süd hält zwei Tage / • wiegt 300 Gramm / • wasserdicht / • mit Karabiner",
      "49,- €",
      "[kaufen2.png]",
    ]);
  });

  it("reads rows that are items row by row: a picture beside its text", () => {
    const order = readingOrder(`<table width="600">
      <tr><td>${img("a.jpg")}</td><td><b>Wasserkocher Tide</b><br>Kocht einen Liter in drei Minuten.</td></tr>
      <tr><td>${img("b.jpg")}</td><td><b>Teekanne Ebbe</b><br>Hält den Tee eine Stunde warm.</td></tr>
    </table>`);
    expect(order).toEqual([
      "[a.jpg]",
      "Wasserkocher Tide / Kocht einen Liter in drei Minuten.",
      "[b.jpg]",
      "Teekanne Ebbe / Hält den Tee eine Stunde warm.",
    ]);
  });

  it("reads a grid of whole cards row by row", () => {
    const card = (file: string, name: string) => `<td>${img(file)}<p><b>${name}</b></p></td>`;
    const order = readingOrder(`<table width="600">
      <tr>${card("a.jpg", "Wasserkocher Tide")}${card("b.jpg", "Teekanne Ebbe")}</tr>
      <tr>${card("c.jpg", "Tasse Flut")}${card("d.jpg", "Untersetzer Welle")}</tr>
    </table>`);
    expect(order).toEqual([
      "[a.jpg]",
      "Wasserkocher Tide",
      "[b.jpg]",
      "Teekanne Ebbe",
      "[c.jpg]",
      "Tasse Flut",
      "[d.jpg]",
      "Untersetzer Welle",
    ]);
  });

  it("reads a comparison with a column of labels row by row", () => {
    const order = readingOrder(`<table width="600">
      <tr><td></td><td>${img("a.jpg")}</td><td>${img("b.jpg")}</td></tr>
      <tr><td>Inhalt</td><td>1,0 Liter</td><td>1,7 Liter</td></tr>
      <tr><td>Leistung</td><td>1800 Watt</td><td>2200 Watt</td></tr>
    </table>`);
    expect(order).toEqual([
      "[a.jpg]",
      "[b.jpg]",
      "Inhalt",
      "1,0 Liter",
      "1,7 Liter",
      "Leistung",
      "1800 Watt",
      "2200 Watt",
    ]);
  });

  it("reads a picture sliced in two over a letter in two columns row by row", () => {
    const prose =
      "Seit dem Frühjahr bauen wir die alte Werkstatt am Hafen um, und inzwischen stehen die ersten Maschinen wieder an ihrem Platz. Wer uns besuchen will, findet uns ab Oktober jeden Samstag dort, mit Kaffee, Kuchen und einer Führung durch die neuen Räume, in denen bald wieder gearbeitet wird. Die Stadt hat uns dafür die alte Halle am Kai für zehn Jahre überlassen.";
    const order = readingOrder(`<table width="600">
      <tr><td>${img("kopf-links.jpg", 300, 90)}</td><td>${img("kopf-rechts.jpg", 300, 90)}</td></tr>
      <tr><td>${prose}</td><td>Termine: Samstag, 10 bis 16 Uhr.</td></tr>
    </table>`);
    expect(order).toEqual([
      "[kopf-links.jpg]",
      "[kopf-rechts.jpg]",
      prose,
      "Termine: Samstag, 10 bis 16 Uhr.",
    ]);
  });

  it("keeps a table of data a table", () => {
    const { blocks } = cleanNewsletterHtml(`<body>${LETTER}<table>
      <tr><th>Artikel</th><th>Preis</th></tr><tr><td>Wasserkocher</td><td>24,90 €</td></tr><tr><td>Teekanne</td><td>19,90 €</td></tr>
    </table></body>`);
    expect(blocks.map((block) => block.type)).toEqual(["paragraph", "table"]);
  });
});
