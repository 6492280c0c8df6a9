// Building blocks of the synthetic newsletters: a minimal MIME message around an HTML or text body,
// and a few paragraphs of plain English prose written for the cases.

/** A newsletter with the phrases a faithful book keeps ("must") and the chrome it drops ("mustNot"). */
export interface FidelityCase {
  name: string;
  raw: Buffer;
  language: string;
  must: string[];
  mustNot: string[];
}

interface MessageParts {
  subject?: string;
  /** Header lines added as they are. */
  headers?: string[];
  contentType: string;
  /** The body's bytes, sent 8bit. */
  body: Buffer;
}

export function message({
  subject = "Synthetic newsletter",
  headers = [],
  contentType,
  body,
}: MessageParts): Buffer {
  const head = [
    'From: "Folio Test Press" <news@example.org>',
    "To: reader@example.com",
    `Subject: ${subject}`,
    "Date: Fri, 20 Nov 2026 08:00:00 +0000",
    "MIME-Version: 1.0",
    ...headers,
    `Content-Type: ${contentType}`,
    "Content-Transfer-Encoding: 8bit",
    "",
    "",
  ].join("\r\n");
  return Buffer.concat([Buffer.from(head, "latin1"), body]);
}

export function html(
  body: string,
  charset: string | undefined,
  encode: (text: string) => Uint8Array = (text) => Buffer.from(text, "utf8"),
) {
  return {
    contentType: `text/html${charset ? `; charset=${charset}` : ""}`,
    body: Buffer.from(encode(body)),
  };
}

export const PROSE_EN = [
  "The river town rebuilt its old ferry landing this spring, and the first boats crossed on a grey Tuesday morning.",
  "Residents had argued for years about the cost, but the council finally found a way to share it with the province.",
  "Our reporter spent a week on the water and came back with stories about the pilots, the tides and the fog.",
];

export const PROSE_DE = [
  "Die Stadt hat in diesem Frühjahr den alten Fähranleger neu gebaut, und die ersten Boote fuhren an einem grauen Dienstag.",
  "Die Anwohner stritten jahrelang über die Kosten, doch der Rat fand schließlich einen Weg, sie mit dem Land zu teilen.",
  "Unser Reporter verbrachte eine Woche auf dem Wasser und kam mit Geschichten über Lotsen, Gezeiten und Nebel zurück.",
];

export const PROSE_FR = [
  "La petite ville a reconstruit cet été son vieux débarcadère, et les premiers bateaux ont traversé un mardi gris.",
  "Les habitants ont débattu du coût pendant des années, mais le conseil a fini par le partager avec la région.",
];

export const PROSE_PT = [
  "A vila do rio reconstruiu nesta primavera o seu velho cais, e os primeiros barcos atravessaram numa terça-feira cinzenta.",
  "Os moradores discutiram durante anos o custo, mas a câmara encontrou por fim uma forma de o dividir com a região.",
];

/** A paragraph that is one link: a button. */
export const linkParagraph = (text: string, href = "https://harbour.example/go") =>
  `<p><a href="${href}">${text}</a></p>`;

export function article(paragraphs: string[]): string {
  return paragraphs.map((paragraph) => `<p style="font-size:16px">${paragraph}</p>`).join("\n");
}

/** A UTF-8 HTML page around `body`. */
export const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`;

/** A case whose message is one UTF-8 HTML part holding `body`. */
export function htmlCase(
  name: string,
  body: string,
  must: string[],
  mustNot: string[],
  language = "en",
): FidelityCase {
  return { name, raw: message({ subject: name, ...html(page(body), "utf-8") }), language, must, mustNot };
}

/** A case whose message is one UTF-8 text/plain part. */
export function plainCase(
  name: string,
  text: string,
  must: string[],
  mustNot: string[],
  language = "en",
): FidelityCase {
  const body = Buffer.from(text, "utf8");
  return {
    name,
    raw: message({ subject: name, contentType: "text/plain; charset=utf-8", body }),
    language,
    must,
    mustNot,
  };
}
