import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { buildNewsletterMessage } from "../test/support/mime-builder.ts";
import { malformedSources } from "../test/support/newsletter-fixtures.ts";
import { cidKey, parseNewsletter, UnreadableNewsletterError } from "./parse-newsletter.ts";

describe("parseNewsletter", () => {
  it("decodes RFC 2047 subjects and sender names", async () => {
    const parsed = await parseNewsletter(
      buildNewsletterMessage({
        rawSubject: "=?UTF-8?B?w5xuw69jw7Zkw6kgU3ViamVjdA==?= =?UTF-8?Q?_=E2=86=92_Encoded?=",
        from: "=?ISO-8859-1?Q?Fran=E7ois_Caf=E9?= <francois@example.fr>",
        html: "<p>x</p>",
        date: new Date("2026-11-19T10:00:00Z"),
        messageId: "<abc@example.fr>",
      }),
    );
    expect(parsed.subject).toBe("Ünïcödé Subject → Encoded");
    expect(parsed.from).toEqual({ name: "François Café", address: "francois@example.fr" });
    expect(parsed.date?.toISOString()).toBe("2026-11-19T10:00:00.000Z");
    expect(parsed.messageId).toBe("<abc@example.fr>");
    expect(parsed.recipients).toEqual(["reader@example.com"]);
  });

  it("decodes quoted-printable Latin-1 and base64 UTF-8 bodies", async () => {
    const latin = await parseNewsletter(
      buildNewsletterMessage({
        html: "<p>Crème brûlée à bientôt</p>",
        charset: "iso-8859-1",
        encoding: "quoted-printable",
      }),
    );
    expect(latin.html).toContain("Crème brûlée à bientôt");
    const utf8 = await parseNewsletter(
      buildNewsletterMessage({ html: "<p>東京 → 😀</p>", encoding: "base64" }),
    );
    expect(utf8.html).toContain("東京 → 😀");
  });

  it("reads an unlabelled body in the charset of the subject's encoded word, and unlabelled ISO-2022-JP by its escapes", async () => {
    const turkish = "Bu hafta forumda çok güzel tartışmalar oldu; İstanbul'da görüşmek üzere.";
    const head = (subject: string) =>
      `From: forum@example.com.tr\r\nTo: reader@example.com\r\nSubject: ${subject}\r\nMIME-Version: 1.0\r\n`;
    const unlabelled = await parseNewsletter(
      Buffer.concat([
        Buffer.from(
          `${head("=?iso-8859-9?Q?Haftal=FDk_=F6zet?=")}Content-Type: text/plain\r\nContent-Transfer-Encoding: 8bit\r\n\r\n`,
        ),
        iconv.encode(turkish, "iso-8859-9"),
      ]),
    );
    expect(unlabelled.text?.trim()).toBe(turkish);

    const japanese = "今週も多くのお知らせが届きました。";
    // ISO-2022-JP is JIS X 0208 between ESC $ B and ESC ( B: EUC-JP's bytes without their high bit.
    const jis = [...iconv.encode(japanese, "euc-jp")].map((byte) => byte & 0x7f);
    const noMime = await parseNewsletter(
      Buffer.concat([
        Buffer.from(`${head("News")}\r\n`),
        Buffer.from([0x1b, 0x24, 0x42, ...jis, 0x1b, 0x28, 0x42]),
      ]),
    );
    expect(noMime.text?.trim()).toBe(japanese);
  });

  it("collects cid: images of multipart/related messages", async () => {
    const data = Buffer.from("fake image bytes");
    const parsed = await parseNewsletter(
      buildNewsletterMessage({
        html: '<img src="cid:Logo.01@Example.com">',
        related: [{ contentId: "Logo.01@Example.com", contentType: "image/png", data }],
      }),
    );
    expect(parsed.inlineImages.get(cidKey("cid:logo.01@example.com"))).toEqual(data);
  });

  it("keeps text-only newsletters as text and HTML ones as HTML", async () => {
    const text = await parseNewsletter(buildNewsletterMessage({ text: "Hello\n\nWorld" }));
    expect(text.html).toBeUndefined();
    expect(text.text).toContain("World");
    const html = await parseNewsletter(
      buildNewsletterMessage({
        html: '<a href="https://n.example.com/web?utm_source=x">View in browser</a><p>Hi</p>',
      }),
    );
    expect(html.html).toContain("View in browser");
  });

  it("reports malformed messages as unreadable instead of crashing", async () => {
    for (const source of malformedSources()) {
      const outcome = await parseNewsletter(source.raw).then(
        (parsed) => ({ ok: true as const, parsed }),
        (error: unknown) => ({ ok: false as const, error }),
      );
      if (!outcome.ok) expect(outcome.error, source.id).toBeInstanceOf(UnreadableNewsletterError);
    }
    await expect(parseNewsletter(Buffer.alloc(0))).rejects.toBeInstanceOf(UnreadableNewsletterError);
    const deep = malformedSources().find((source) => source.id === "deep-nesting")!;
    const error = await parseNewsletter(deep.raw).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnreadableNewsletterError);
    // The body is beyond reach, the headers are not: the digest still names the newsletter.
    expect((error as UnreadableNewsletterError).headers).toMatchObject({
      subject: "Deeply nested",
      sender: "deep@example.com",
    });
  });

  it("takes an unfilled merge tag out of the subject", async () => {
    const parsed = await parseNewsletter(
      buildNewsletterMessage({
        rawSubject: "*|FNAME|*, your week on the lake",
        from: "Lake Notes <notes@example.org>",
        html: "<p>x</p>",
        date: new Date("2026-11-19T10:00:00Z"),
        messageId: "<tag@example.org>",
      }),
    );
    expect(parsed.subject).toBe("Your week on the lake");
  });

  it("keeps the subject of a message whose body cannot be read", async () => {
    const error = await parseNewsletter(
      "From: Sender <s@example.com>\r\nSubject: Empty body\r\nContent-Type: multipart/alternative; boundary=x\r\n\r\n",
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnreadableNewsletterError);
    expect((error as UnreadableNewsletterError).headers).toMatchObject({
      subject: "Empty body",
      sender: "Sender",
    });
  });

  // A mailing list's footer, appended as plain text after the body whatever its encoding.
  const LIST_FOOTER = [
    "_______________________________________________",
    "birdwatch mailing list",
    "birdwatch@lists.example.org",
    "https://lists.example.org/listinfo/birdwatch",
  ];
  const base64Lines = (bytes: Buffer) => bytes.toString("base64").match(/.{1,76}/g)!;

  it("reads a list footer appended after a base64 body as text, not as more base64", async () => {
    const html =
      "<html><body><h2>Spring count</h2><p>Fünf Kraniche über dem Moor, früh am Morgen.</p></body></html>";
    const raw = [
      "From: Moor Notes <notes@moor.example>",
      "Subject: [birdwatch] Spring count",
      "MIME-Version: 1.0",
      "Content-Type: text/html; charset=utf-8",
      "Content-Transfer-Encoding: base64",
      "",
      ...base64Lines(Buffer.from(html, "utf8")),
      "",
      ...LIST_FOOTER,
      "",
    ].join("\n");
    const parsed = await parseNewsletter(Buffer.from(raw, "latin1"));
    expect(parsed.html).toContain("Fünf Kraniche über dem Moor, früh am Morgen.");
    expect(parsed.html).toContain("birdwatch mailing list<br>");
    expect(parsed.html).toContain("https://lists.example.org/listinfo/birdwatch");
    // The letter, then the footer: nothing decoded from the footer's letters in between.
    expect(parsed.html?.slice(0, parsed.html.indexOf("<div>")).trim()).toBe(html);
  });

  it("reads a footer appended inside a multipart part, after a base64 body padded line by line", async () => {
    const lines = ["台北的雨停了，", "河邊的步道又開放了。"];
    // Some mailers encode every line on its own, padding included.
    const body = lines.map((line) => iconv.encode(`${line}\r\n`, "big5").toString("base64"));
    const raw = [
      "From: River Walk <walk@river.example>",
      "Subject: River walk",
      "MIME-Version: 1.0",
      'Content-Type: multipart/alternative; boundary="==b1"',
      "",
      "--==b1",
      "Content-Type: text/plain; charset=big5",
      "Content-Transfer-Encoding: base64",
      "",
      ...body,
      ...LIST_FOOTER,
      "",
      "--==b1--",
      "",
    ].join("\r\n");
    const parsed = await parseNewsletter(Buffer.from(raw, "latin1"));
    expect(parsed.text).toContain("台北的雨停了，\r\n河邊的步道又開放了。");
    expect(parsed.text).toContain(LIST_FOOTER.join("\r\n"));
    expect(parsed.text).not.toContain("\uFFFD");
  });

  it("finds the parts of a multipart whose delimiter lines lack the leading dashes", async () => {
    // Some relays write the boundary value alone on the delimiter lines.
    const raw = [
      "From: Club <club@groups.example>",
      "Subject: [club] The new reading room",
      "MIME-Version: 1.0",
      'Content-Type: multipart/alternative; boundary="------=_NextPart_000_0042"',
      "",
      "------=_NextPart_000_0042",
      'Content-Type: text/plain; charset="us-ascii"',
      "",
      "The reading room for children opens in May.",
      "",
      "------=_NextPart_000_0042",
      "Content-Type: text/html; charset=us-ascii",
      "",
      "<html><body><p>The reading room for children opens in May.</p></body></html>",
      "",
      "------=_NextPart_000_0042--",
      "",
    ].join("\r\n");
    const parsed = await parseNewsletter(raw);
    expect(parsed.text?.trim()).toBe("The reading room for children opens in May.");
    expect(parsed.html?.trim()).toBe(
      "<html><body><p>The reading room for children opens in May.</p></body></html>",
    );
  });

  it("reads the body of a multipart in which no delimiter line is found as text", async () => {
    const parsed = await parseNewsletter(
      'From: Club <club@groups.example>\r\nSubject: Bake sale\r\nContent-Type: multipart/mixed; boundary="x-7"\r\n\r\nThe bake sale moves to the hall.\r\n',
    );
    expect(parsed.text?.trim()).toBe("The bake sale moves to the hall.");
  });
});
