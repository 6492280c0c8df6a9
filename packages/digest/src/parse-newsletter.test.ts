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
});
