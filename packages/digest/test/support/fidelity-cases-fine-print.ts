import { article, type FidelityCase, htmlCase, PROSE_DE, PROSE_EN, plainCase } from "./synthetic-message.ts";

// A short offer over terms and conditions several times its length (the fine print is chrome, and
// the offer alone is what a reader keeps, not a gentler reading that brings the footer back); a
// feedback prompt over a scale of stars above the authors' farewell; a referral prompt set as a
// shout; and a mailing list's last words on confirming the reader's removal. Every text here was
// written for these cases.

const OFFER = [
  "Your Harbour Card now gives you and one companion a free first checked bag on every ferry crossing.",
  "Show the card at the quay and the crew will wave your bags through, summer and winter alike.",
];
const TERMS = Array.from(
  { length: 12 },
  (_, index) =>
    `Terms and conditions apply (${index + 1}): offers are subject to change and availability, and Harbour Card accepts no liability for delays, losses or damage caused by weather, strikes or errors and omissions in this notice.`,
).join(" ");

export function finePrintCases(): FidelityCase[] {
  return [
    // A letter for managing directors says "Geschäftsführer" in its first lines; only the
    // imprint's "Geschäftsführer: …" is fine print.
    htmlCase(
      "managing-director-in-the-text-de",
      `<p>GmbH/Recht: Geschäftsführer muss die AGB der GmbH einhalten + Offenlegung kostet jährlich Millionen</p>
      <p>Sehr geehrte Geschäftsführer-Kollegin, sehr geehrter Kollege,</p>${article(PROSE_DE)}
      <p style="font-size:11px">Hafenpost GmbH, Geschäftsführer: Max Muster, Amtsgericht Kiel HRB 1234</p>`,
      [
        "Geschäftsführer muss die AGB der GmbH einhalten",
        "Sehr geehrte Geschäftsführer-Kollegin",
        ...PROSE_DE,
      ],
      ["Geschäftsführer: Max Muster"],
      "de",
    ),
    // A company's mail system appends its legal notice under its heading.
    plainCase(
      "email-disclaimer-plain",
      [
        PROSE_EN.join(" "),
        "",
        "----------------------------------------------------------",
        "E-MAIL DISCLAIMER",
        "",
        "This e-mail and any files and attachments transmitted with it are confidential and may be legally privileged. They are intended solely for the use of the intended recipient.",
        "",
        "If you are not the intended recipient of this e-mail, you are hereby notified that any dissemination of it is prohibited.",
        "",
      ].join("\n"),
      [PROSE_EN[0]!],
      [
        "E-MAIL DISCLAIMER",
        "any files and attachments transmitted with it",
        "If you are not the intended recipient",
      ],
    ),
    htmlCase(
      "short-offer-long-terms-en",
      `<p style="font-size:11px">To ensure delivery to your inbox, please add offers@harbourcard.example to your address book.</p>
      <h2>A free checked bag for you and a companion</h2>
      ${article(OFFER)}
      <p style="font-size:10px">${TERMS}</p>
      <p style="font-size:10px">You have received this email because it includes important information about your Harbour Card account. Please do not reply to this email.</p>`,
      ["A free checked bag for you and a companion", ...OFFER],
      [
        "To ensure delivery to your inbox",
        "Terms and conditions apply",
        "You have received this email because",
      ],
    ),
    htmlCase(
      "feedback-stars-over-farewell-en",
      `${article(PROSE_EN)}
      <p>That's it for today!</p>
      <p>Before you go, we'd love to know what you thought of today's newsletter, so we can make the next one better.</p>
      <p><a href="https://harbour.example/poll?v=5">⭐️⭐️⭐️⭐️⭐️ Loved it</a></p>
      <p><a href="https://harbour.example/poll?v=3">⭐️⭐️⭐️ It was fine</a></p>
      <p><a href="https://harbour.example/poll?v=1">⭐️ Not for me</a></p>
      <p>See you tomorrow,</p>
      <p>Mara and Teo, the two people behind Harbour Digest</p>
      <p><strong>INVITE FRIENDS, GET REWARDS</strong></p>`,
      [...PROSE_EN, "See you tomorrow,", "Mara and Teo, the two people behind Harbour Digest"],
      ["what you thought of today's newsletter", "Loved it", "Not for me", "INVITE FRIENDS, GET REWARDS"],
    ),
    plainCase(
      "removal-confirmation-plain",
      [
        "HARBOUR NOTES",
        "",
        PROSE_EN[0],
        "",
        PROSE_EN[1],
        "",
        PROSE_EN[2],
        "",
        "To unsubscribe from Harbour Notes, send a blank message to:",
        "harbour-notes-leave@lists.harbour.example",
        "",
        "You will be e-mailed a confirmation message. Follow the instructions in it to confirm your removal from the list.",
      ].join("\n"),
      ["HARBOUR NOTES", ...PROSE_EN],
      ["To unsubscribe from Harbour Notes", "confirm your removal from the list"],
    ),
  ];
}
