import { type FidelityCase, html, htmlCase, message } from "./synthetic-message.ts";

// Layouts the usual cleaning reads badly: a newsletter set with line breaks alone (one long run of
// text with its footer at the end), and a short shop offer under a menu of departments and a long
// legal footer, where the usual footer reaches over the offer and the lighter reading takes over.
// Every text here was written for these cases.

const BAKERY = [
  "The bakery on Mill Lane lights its second oven this week, so the morning queue should finally move faster.",
  // Prose that names the footer's word once: it stays.
  "One reader wrote that she nearly pressed unsubscribe when we skipped a week in August, so this issue comes a day early and a little longer.",
  "We asked the baker how she plans the dough for two ovens at once; her answer and a recipe for rye rolls follow.",
  "Mix the flour with warm water and salt, let it rest overnight in a cool room, then shape twelve rolls.",
  "See you at the counter!",
];

const BAKERY_FOOTER = [
  "To unsubscribe, please visit:",
  "To change your e-mail address or your profile, please visit:",
  "Send your comments about this letter to:",
];

function lineBreakLayout(): FidelityCase {
  const stars = "*".repeat(40);
  const link = (href: string) => `<font color="#0000FF"><u><a href="${href}">${href}</a></u></font>`;
  const body = `<font face="Arial" size=2><b>Mill Lane Letter</b><br>
${BAKERY.join("<br>\n<br>\n")}<br>
<br>
${stars}<br>
${BAKERY_FOOTER[0]}<br>
${link("https://mill.example/leave")}<br>
${BAKERY_FOOTER[1]}<br>
${link("https://mill.example/profile")}<br>
${BAKERY_FOOTER[2]} <a href="mailto:letters@mill.example">letters@mill.example</a><br>
${stars}<br>
</font>`;
  return htmlCase("line-break-layout", body, BAKERY, BAKERY_FOOTER);
}

// A shop's mailing: a one-line offer (its "while stocks last" reads as fine print), a menu of
// departments and a long legal footer in one block of small print. The usual footer reaches back
// over the menu to the offer; the lighter reading keeps the offer and still drops menu and footer.
const SHOP_OFFER = [
  "Winter sale: garden tools and lamps at up to half price, while stocks last.",
  "Browse thousands of items",
];

const SHOP_MENU = [
  "Books",
  "Music",
  "Garden",
  "Kitchen",
  "Lamps",
  "Tools",
  "Toys",
  "Shoes",
  "Watches",
  "Pet supplies",
];

const SHOP_FOOTER = [
  "Click here if you no longer wish to receive messages like this one from us.",
  "Please do not reply to this e-mail; use the contact form on our website instead.",
  "All prices shown include the sales tax of the country the order is shipped to.",
  "Reduced items are sold as seen; the comparison prices refer to the price at which we last sold the same item before the sale began.",
  "The offers in this message apply only to items sold by the shop itself and not to items sold by other traders on our marketplace pages.",
  "© 2026 Lantern Goods Ltd. All rights reserved.",
];

function shopMenu(): string {
  return SHOP_MENU.map(
    (item) =>
      `<tr><td style="font-size:11px"><a href="https://shop.example/${encodeURIComponent(item)}">${item}</a></td></tr>`,
  ).join("\n");
}

function offerUnderMenuAndLegalFooter(): FidelityCase {
  const footer = SHOP_FOOTER.map((line, index) =>
    index === 0 ? `<a href="https://shop.example/mail-settings?u=7">${line}</a>` : line,
  ).join("<br><br>\n");
  const body = `<table role="presentation">
<tr><td style="font-size:14px">${SHOP_OFFER[0]}</td></tr>
<tr><td style="font-size:14px"><b>${SHOP_OFFER[1]}</b></td></tr>
${shopMenu()}
</table>
<p style="font-size:10px;color:#666">${footer}</p>`;
  return htmlCase("offer-under-menu-and-legal-footer", body, SHOP_OFFER, [
    SHOP_FOOTER[0]!,
    SHOP_FOOTER[1]!,
    SHOP_FOOTER[3]!,
    SHOP_MENU[9]!,
  ]);
}

const WORKSHOP = [
  "Our pottery workshop moves to the old school hall in March, with twice the wheels and a kiln of its own.",
  "Evening classes start on the first Tuesday; beginners throw bowls, the advanced group tries lidded jars.",
  "Bring an apron and short nails, and leave rings at home: the clay will thank you for it.",
];

/** A stylesheet that hides the newsletter's column sends it to the lighter reading, which still cleans. */
function hiddenColumnWithMenuAndFooter(): FidelityCase {
  const prose = WORKSHOP.map((line) => `<p>${line}</p>`)
    .join("\n")
    .repeat(3);
  const body = `<div class="column">${prose}</div>
<table role="presentation">${shopMenu()}</table>
<p style="font-size:11px">You receive this letter because you signed up at the workshop. <a href="https://clay.example/unsubscribe">Unsubscribe</a></p>`;
  const raw = message({
    subject: "hidden-column-with-menu-and-footer",
    ...html(
      `<!DOCTYPE html><html><head><meta charset="utf-8"><style>.column { display: none }</style></head><body>${body}</body></html>`,
      "utf-8",
    ),
  });
  return {
    name: "hidden-column-with-menu-and-footer",
    raw,
    language: "en",
    must: WORKSHOP,
    mustNot: ["You receive this letter because", SHOP_MENU[9]!],
  };
}

export function layoutCases(): FidelityCase[] {
  return [lineBreakLayout(), offerUnderMenuAndLegalFooter(), hiddenColumnWithMenuAndFooter()];
}
