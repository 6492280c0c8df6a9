import { describe, expect, it } from "vitest";
import { renderDigestEmail } from "../../src/mail/templates/digest-email.ts";

describe("the digest e-mail", () => {
  it("SEC-16: a sender name or subject with CR/LF or other control characters stays on one line", () => {
    const email = renderDigestEmail({
      date: new Date("2026-11-25T09:00:00Z"),
      items: [{ subject: "Weekly\r\nnews\u0007", from: "Evil\r\nBcc: v@evil.test <a@b.c>" }],
      formats: ["pdf"],
    });
    const lines = email.text.split("\n");
    expect(lines.some((line) => line.trimStart().startsWith("Bcc:"))).toBe(false);
    expect(lines.some((line) => line.includes("Evil Bcc: v@evil.test <a@b.c>"))).toBe(true);
    expect(lines.some((line) => line.includes("Weekly news"))).toBe(true);
    expect(email.text.includes("\u0007") || email.text.includes("\r")).toBe(false);
    expect(email.html).not.toContain("\u0007");
  });
});
