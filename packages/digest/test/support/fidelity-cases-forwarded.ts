import { type FidelityCase, html, message } from "./synthetic-message.ts";

// Newsletters the reader forwarded to Folio, with the mail program's forward header on top (twice
// when forwarded along a chain, once in French), and a newsletter that quotes an e-mail exchange in
// its own text, where the same lines are the author's. Every text here was written for these cases.

const TIDES = [
  "Spring tides peak on the twenty-second this month, and the harbour master expects the quay steps to flood twice.",
  "Moor small boats on the long lines by the lifeboat house until the weekend, when the water drops again.",
];

function forwardedTwiceHtml(): FidelityCase {
  const body = `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>
<div dir="ltr"><div class="gmail_quote"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: Ana Ribeiro &lt;ana@home.example&gt;<br>Date: Tue, 4 Apr 2023 at 10:02<br>Subject: Fwd: Tides in April<br>To: Ben &lt;ben@home.example&gt;<br></div><br><br>
<div class="gmail_quote"><div dir="ltr" class="gmail_attr">---------- Message transféré ---------<br>De : Bay Notes &lt;notes@bay.example&gt;<br>Date: mar. 4 avr. 2023 à 09:12<br>Subject: Tides in April<br>To: &lt;ana@home.example&gt;<br></div><br><br>
<h1>Tides in April</h1>${TIDES.map((line) => `<p>${line}</p>`).join("\n")}
</div></div></div></body></html>`;
  return {
    name: "forwarded-twice-html",
    raw: message({ subject: "Fwd: Fwd: Tides in April", ...html(body, "utf-8") }),
    language: "en",
    must: ["Tides in April", ...TIDES],
    mustNot: ["Forwarded message", "Message transféré", "ana@home.example", "ben@home.example", "Fwd:"],
  };
}

const ORCHARD = [
  "Die Apfelernte im Gemeinschaftsgarten fiel in diesem Jahr doppelt so groß aus wie im letzten Herbst.",
  "Am Samstag pressen wir gemeinsam Saft; bringt bitte saubere Flaschen und gute Laune mit.",
];

function forwardedApplePlainGerman(): FidelityCase {
  const text = [
    "Anfang der weitergeleiteten Nachricht:",
    "",
    "Von: Gartenbrief <post@garten.example>",
    "Betreff: Saftpressen am Samstag",
    "Datum: 6. Oktober 2023 um 08:15:00 MESZ",
    "An: lena@zuhause.example",
    "",
    ...ORCHARD.flatMap((line) => [line, ""]),
  ].join("\n");
  return {
    name: "forwarded-apple-plain-de",
    raw: message({
      subject: "WG: Saftpressen am Samstag",
      contentType: "text/plain; charset=utf-8",
      body: Buffer.from(text, "utf8"),
    }),
    language: "de",
    must: ORCHARD,
    mustNot: ["weitergeleiteten Nachricht", "lena@zuhause.example", "Von: Gartenbrief"],
  };
}

const LETTERS = [
  "Last month a reader asked the council why the ferry timetable changed without notice, and she shared the exchange with us.",
  "The answer came within a day, which is more than most of us get.",
  "-----Original Message-----",
  "From: Timetable Office",
  "Sent: Monday, 2 October",
  "Subject: Ferry times",
  "The winter timetable starts early this year because the second boat goes to the yard for repairs.",
  "We think the council could have said so on the pier as well.",
];

/** The same lines inside a newsletter's own text are the author's, and stay. */
function quotedExchangeInProse(): FidelityCase {
  const [intro, answer, marker, from, sent, subject, reply, comment] = LETTERS;
  const body = `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>
<h2>Letters</h2><p>${intro}</p><p>${answer}</p>
<blockquote><p>${marker}<br>${from}<br>${sent}<br>${subject}</p><p>${reply}</p></blockquote>
<p>${comment}</p></body></html>`;
  return {
    name: "quoted-exchange-in-prose",
    raw: message({ subject: "Letters to the Ferry Post", ...html(body, "utf-8") }),
    language: "en",
    must: LETTERS,
    mustNot: [],
  };
}

const QUAY = [
  "The new quay opens on the first of June, with berths for twelve fishing boats and a slipway for kayaks.",
  "Tickets for the opening sail go on sale next week; the harbour office keeps twenty for schoolchildren.",
];

/**
 * A newsletter forwarded from a work account (Outlook, no marker line): the forwarder's signature
 * above the header, and the warning the company's mail gateway adds to mail from outside, here at
 * the bottom. Neither is the newsletter's.
 */
function forwardedWithNoteAndGatewayWarning(): FidelityCase {
  const body = `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>
<p><b>NORTHWIND MARINE</b></p><p>Jo Park, Harbour Engineer</p><p>+44 1632 960 000</p><p>jo.park@northwind.example</p>
<hr><p><b>From:</b> Quay Notes &lt;news@quay.example&gt;<br><b>Sent:</b> Monday, June 3, 2024 9:00 AM<br>
<b>To:</b> Jo Park &lt;jo.park@northwind.example&gt;<br><b>Subject:</b> The new quay</p>
<h1>The new quay</h1>${QUAY.map((line) => `<p>${line}</p>`).join("\n")}
<p>[EXTERNAL] This message came from an external sender. Do not click links or open attachments unless you trust the sender.</p>
</body></html>`;
  return {
    name: "forwarded-with-note-and-gateway-warning",
    raw: message({ subject: "FW: The new quay", ...html(body, "utf-8") }),
    language: "en",
    must: ["The new quay", ...QUAY],
    mustNot: [
      "Jo Park, Harbour Engineer",
      "+44 1632 960 000",
      "Sent: Monday",
      "came from an external sender",
    ],
  };
}

export function forwardedCases(): FidelityCase[] {
  return [
    forwardedTwiceHtml(),
    forwardedApplePlainGerman(),
    quotedExchangeInProse(),
    forwardedWithNoteAndGatewayWarning(),
  ];
}
