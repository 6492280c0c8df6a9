import { CLOSING_PROSE } from "./fidelity-cases-closing.ts";
import { article, type FidelityCase, htmlCase, plainCase } from "./synthetic-message.ts";

// What marketing mailers (Customer.io, MailerLite, retail senders) do to a letter: items set
// side by side in a font-size:0 cell, a text part that writes each link as "( https://… )" after
// its words and each picture's link before its title, the letter's last line glued to the
// footer's first, and footer lines in words not taught before ("Update your Marketing
// Preferences", "Can't see the pretty pictures?", "Follow us to discover new offers."). Every
// text here was written for these cases.

const TRACKED = (path: string) =>
  `https://lakeweekly.example/${path}?utm_source=mailer&utm_medium=email&utm_campaign=april-wrap-up&utm_content=${path}&utm_term=link`;

const TEXT_PART = [
  `( ${TRACKED("boats")} )`,
  "Lake Weekly now lists every boat for hire on the lake, so you can book a rowing boat from the ferry pier in two taps.",
  "",
  `Book a boat → ( ${TRACKED("boats")} )`,
  "",
  `( ${TRACKED("timetable")} )Read the new ferry timetable`,
  "",
  "The first ferry now leaves at six in the morning, and the last one waits for the evening concert to end.",
  "",
  `See the timetable → ( ${TRACKED("timetable")} )`,
].join("\n");

const GLUED_FOOTER = [
  "The boat fair opens on Saturday with sixty builders from around the lake.",
  "",
  "When? 15 and 16 May",
  "",
  "Who? Anyone who has ever wanted to build a boat",
  "You are receiving this email because you visited the boat fair last year.",
  "Unsubscribe",
].join("\n");

export function espSendCases(): FidelityCase[] {
  const prose = CLOSING_PROSE.en!;
  return [
    htmlCase(
      "items-side-by-side-in-a-font-size-zero-cell",
      `<h1>Lake notes</h1>${article(prose)}
      <div style="text-align:center;font-size:0">
      <span style="display:inline-block;font-size:14px;padding:10px">Wool hats</span>
      <span style="display:inline-block;font-size:14px;padding:10px">Rain jackets</span>
      <span style="display:inline-block;font-size:14px;padding:10px">Trail socks</span></div>`,
      [...prose, "Wool hats Rain jackets Trail socks"],
      [],
    ),
    plainCase(
      "text-part-links-after-and-before-their-words",
      TEXT_PART,
      [
        "Lake Weekly now lists every boat for hire on the lake",
        "Book a boat",
        "Read the new ferry timetable",
        "The first ferry now leaves at six",
      ],
      ["utm_source", "( https"],
    ),
    plainCase(
      "text-part-last-line-glued-to-the-footer",
      GLUED_FOOTER,
      [
        "The boat fair opens on Saturday",
        "When? 15 and 16 May",
        "Who? Anyone who has ever wanted to build a boat",
      ],
      ["You are receiving this email", "Unsubscribe"],
    ),
    htmlCase(
      "retail-footer-lines-in-other-words",
      `<p style="font-size:12px"><a href="https://lakeweekly.example/web">Can't see the pretty pictures? Click here</a></p>
      <h2>Who do you share your boat with?</h2>${article(prose)}
      <table><tr><td align="center"><p>Follow us to discover new offers.</p>
      <a href="https://www.instagram.com/lakeweekly"><img src="https://cdn.lakeweekly.example/ig.png" alt="Instagram" width="24"></a>
      <a href="https://www.facebook.com/lakeweekly"><img src="https://cdn.lakeweekly.example/fb.png" alt="Facebook" width="24"></a></td></tr></table>
      <p style="font-size:11px">Want to change what you receive from us? <a href="https://lakeweekly.example/prefs">Update your Marketing Preferences here.</a></p>`,
      prose,
      [
        "Can't see the pretty pictures",
        "Follow us to discover new offers",
        "Update your Marketing Preferences",
      ],
    ),
  ];
}
