import { describe, expect, it } from "vitest";
import { buildMessage } from "./build-mime.ts";
import { decodeEncodedWords, encodeHeaderValue } from "./encoded-words.ts";
import { leafText, parseMime, parseStructuredHeader } from "./parse-mime.ts";

const crlf = (lines: string[]) => Buffer.from(lines.join("\r\n"), "latin1");

describe("parseMime", () => {
  it("splits nested multiparts and decodes base64 and quoted-printable leaves", () => {
    const raw = crlf([
      "Subject: =?UTF-8?Q?Caf=C3=A9?= =?UTF-8?B?IGF1IGxhaXQ=?=",
      'Content-Type: multipart/mixed; boundary="outer"',
      "",
      "preamble",
      "--outer",
      'Content-Type: multipart/alternative; boundary="inner"',
      "",
      "--inner",
      "Content-Type: text/plain; charset=iso-8859-1",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      "Cr=EApe soft=",
      "break",
      "--inner",
      "Content-Type: text/html; charset=utf-8",
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from("<p>Grüße</p>").toString("base64"),
      "--inner--",
      "--outer",
      "Content-Type: application/octet-stream",
      "Content-Disposition: attachment; filename*=utf-8''r%C3%A9sum%C3%A9.txt",
      "",
      "bytes",
      "--outer--",
      "epilogue",
    ]);
    const root = parseMime(raw);
    expect(root.headers[0]).toEqual({ name: "Subject", value: "Café au lait" });
    expect(root.children.map((c) => c.mimeType)).toEqual([
      "multipart/alternative",
      "application/octet-stream",
    ]);
    const [plain, html] = root.children[0]!.children;
    expect(leafText(plain!)).toBe("Crêpe softbreak");
    expect(leafText(html!)).toBe("<p>Grüße</p>");
    expect(root.children[1]!.filename).toBe("résumé.txt");
    expect(root.children[1]!.body.toString()).toBe("bytes");
  });

  it("round-trips what the builder writes", () => {
    const long = `${"Zeile mit Ümlauten und = Zeichen ".repeat(8)}Ende`;
    const raw = buildMessage(
      {
        from: "Jürgen <j@example.com>",
        to: "r@example.com",
        subject: "Größe 📚 test",
        date: new Date(Date.UTC(2025, 0, 2, 3, 4, 5)),
        messageId: "m1@example.com",
      },
      { kind: "text", subtype: "plain", text: long },
      "seed",
    );
    const root = parseMime(raw);
    expect(root.headers.find((h) => h.name === "Subject")!.value).toBe("Größe 📚 test");
    expect(root.headers.find((h) => h.name === "From")!.value).toBe("Jürgen <j@example.com>");
    expect(leafText(root)).toBe(long);
    expect(
      raw
        .toString("latin1")
        .split("\r\n")
        .every((line) => line.length <= 78),
    ).toBe(true);
  });

  it("parses parameters with quotes and defaults to text/plain", () => {
    expect(parseStructuredHeader('Text/HTML; charset="UTF-8"; name="a;b.html"')).toEqual({
      value: "text/html",
      params: { charset: "UTF-8", name: "a;b.html" },
    });
    expect(parseMime(Buffer.from("Subject: x\r\n\r\nhello")).mimeType).toBe("text/plain");
  });

  it("encodes and decodes RFC 2047 words", () => {
    for (const text of ["plain", "Café", "東京ブックノート 第12号", "🏃‍♀️ Week 4"]) {
      expect(decodeEncodedWords(encodeHeaderValue(text))).toBe(text);
      expect(decodeEncodedWords(encodeHeaderValue(text, "Q"))).toBe(text);
    }
  });
});
