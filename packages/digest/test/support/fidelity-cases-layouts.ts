import { type FidelityCase, html, message } from "./synthetic-message.ts";

// Layouts the usual cleaning reads badly: a newsletter set with line breaks alone (one long run of
// text with its footer at the end). Every text here was written for these cases.

const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`;

function htmlCase(name: string, body: string, must: string[], mustNot: string[]): FidelityCase {
  return {
    name,
    raw: message({ subject: name, ...html(page(body), "utf-8") }),
    language: "en",
    must,
    mustNot,
  };
}

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

export function layoutCases(): FidelityCase[] {
  return [lineBreakLayout()];
}
