import { type FidelityCase, htmlCase } from "./synthetic-message.ts";

// Shop letters that set their products side by side as one layout table whose rows are the
// products' parts: titles, pictures, blurbs, order numbers and prices. Each product must read
// whole, so some phrases here run from one of a product's parts into the next (a blurb into its
// own order number): read row by row, the blurb runs into the next product's blurb instead.
// Every text here was written for these cases.

interface GridProduct {
  title: string;
  number: string;
  blurb: string;
  was: string;
  price: string;
}

const LAMPS: GridProduct[] = [
  {
    title: "Leselampe Kiel mit Klemme",
    number: "LK-2101",
    blurb: "Warmes Licht fürs Bett und den Sessel, dreifach dimmbar.",
    was: "34,90",
    price: "14,90",
  },
  {
    title: "Stehleuchte Husum aus Eiche",
    number: "SH-2202",
    blurb: "Schlanker Fuß aus geölter Eiche, Schirm aus Leinen.",
    was: "129,00",
    price: "79,00",
  },
  {
    title: "Nachtlicht Sylt für die Steckdose",
    number: "NS-2303",
    blurb: "Schaltet sich bei Dämmerung ein und verbraucht kaum Strom.",
    was: "12,90",
    price: "6,90",
  },
];

/** Grey spacer cells between the products, as the shop's template sets them. */
const gap = `<td width="8" bgcolor="#eeeeee">&nbsp;</td>`;
const row = (cells: string[]) => `<tr>${cells.map((cell) => `${gap}${cell}${gap}`).join("")}</tr>`;

function priceBox(product: GridProduct): string {
  return `<td width="180" valign="top"><table bgcolor="#777777"><tr><td><font size="1" color="#ffffff"><b>Bestell-Nr.<br>${product.number}</b></font></td>
  <td><img width="1" height="1" src="https://lampen.example/px.gif"></td>
  <td><table bgcolor="#cc0000"><tr><td><font size="2">statt &nbsp;€&nbsp;<s>${product.was}</s></font></td></tr>
  <tr><td><font size="5"><b>€ ${product.price}</b></font></td></tr></table></td></tr></table></td>`;
}

/** Three lamps side by side under a banner across the table, each with its delivery line. */
function threeLampsSideBySide(): FidelityCase {
  const intro =
    "Die Tage werden kürzer, und wer abends noch lesen will, braucht gutes Licht. Drei Leuchten aus unserer Werkstatt in Flensburg sind diese Woche deutlich reduziert.";
  const outro =
    "Alle Leuchten werden in Flensburg von Hand montiert und kommen mit einer Glühbirne, die viele Jahre hält.";
  const table = `<table width="600">
  <tr><td colspan="9"><img width="600" height="80" alt="Herbstlicht" src="https://lampen.example/banner.jpg"></td></tr>
  ${row(LAMPS.map((lamp, index) => `<td width="180" valign="top"><a href="https://lampen.example/p/${index}"><b>${lamp.title}</b></a></td>`))}
  ${row(LAMPS.map((_, index) => `<td width="180"><a href="https://lampen.example/p/${index}"><img width="160" height="120" alt="" src="https://lampen.example/p/${index}.jpg"></a></td>`))}
  ${row(LAMPS.map((lamp) => `<td width="180" valign="top"><font size="2">${lamp.blurb}</font></td>`))}
  ${row(LAMPS.map(priceBox))}
  ${row(LAMPS.map(() => `<td width="180"><font size="1"><b>Sofort lieferbar!</b></font></td>`))}
</table>`;
  return htmlCase(
    "product-grid-three-lamps-de",
    `<p style="font-size:16px">${intro}</p>${table}<p style="font-size:16px">${outro}</p>`,
    [
      intro,
      outro,
      ...LAMPS.flatMap((lamp) => [lamp.title, lamp.blurb, `€ ${lamp.price}`]),
      // Each blurb runs into its own order number, each delivery line into the next lamp's title.
      ...LAMPS.map((lamp) => `${lamp.blurb} Bestell-Nr. ${lamp.number}`),
      `Sofort lieferbar! ${LAMPS[1]!.title}`,
      `Sofort lieferbar! ${LAMPS[2]!.title}`,
    ],
    [],
    "de",
  );
}

/**
 * Two lanterns in a table of four narrow columns: title and specifications span two each, and
 * under each lantern its price sits beside an order button.
 */
function twoLanternsWithSpecificationsAndButtons(): FidelityCase {
  const lanterns = [
    {
      title: "Trail Lantern 300",
      code: "TL-300/EU",
      lumens: "300",
      hours: "40",
      item: "4471",
      price: "49.90",
    },
    {
      title: "Trail Lantern 500",
      code: "TL-500/EU",
      lumens: "500",
      hours: "25",
      item: "4472",
      price: "69.90",
    },
  ];
  const specs = (lantern: (typeof lanterns)[number]) =>
    [
      `• ${lantern.lumens} lumens on the brightest setting`,
      `• Up to ${lantern.hours} hours on one charge`,
      "• Charges over USB-C in about three hours",
      "• Survives rain and a drop from two metres",
      "• Red light that keeps your night vision",
      "• Hook and magnet for tent and car",
      "• Weighs less than a full water bottle",
      `Item no.: ${lantern.item}`,
    ].join("<br>");
  const intro =
    "Autumn is the best time to camp: the crowds have gone home and the nights are clear. Our two new lanterns light up a whole tent and last a long weekend without a charge.";
  const table = `<table width="600">
  <tr>${lanterns.map((lantern) => `<td colspan="2"><b>${lantern.title}</b><br>${lantern.code}</td>`).join("")}</tr>
  <tr>${lanterns.map((lantern) => `<td colspan="2">${specs(lantern)}</td>`).join("")}</tr>
  <tr>${lanterns
    .map(
      (lantern) =>
        `<td>${lantern.price} (incl. VAT)</td><td><a href="https://camp.example/order/${lantern.item}"><img width="100" height="40" alt="" src="https://camp.example/order.png"></a></td>`,
    )
    .join("")}</tr>
</table>`;
  return htmlCase(
    "product-grid-two-lanterns-en",
    `<p style="font-size:16px">${intro}</p><table width="100%"><tr><td><img width="280" height="175" alt="" src="https://camp.example/300.jpg"></td><td><img width="280" height="175" alt="" src="https://camp.example/500.jpg"></td></tr></table>${table}`,
    [
      intro,
      // Each lantern's title runs into its own specifications, and those into its own price.
      ...lanterns.map((lantern) => `${lantern.code} • ${lantern.lumens} lumens on the brightest setting`),
      ...lanterns.map((lantern) => `Item no.: ${lantern.item} ${lantern.price} (incl. VAT)`),
    ],
    [],
  );
}

export function productGridCases(): FidelityCase[] {
  return [threeLampsSideBySide(), twoLanternsWithSpecificationsAndButtons()];
}
