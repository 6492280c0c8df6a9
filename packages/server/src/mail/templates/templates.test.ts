import { describe, expect, it } from "vitest";
import { renderConfirmEmail } from "./confirm-email.ts";
import { renderDigestEmail } from "./digest-email.ts";
import { escapeHtml, renderEmailLayout } from "./email-layout.ts";
import { renderResetPasswordEmail } from "./reset-password-email.ts";

const hostile = `<script>alert("x")</script> & 'friends'`;

describe("e-mail templates", () => {
  it("confirm e-mail: subject, a button and a spelled-out link to the URL, in HTML and text", () => {
    const url = "http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2Fdashboard";
    const email = renderConfirmEmail({ url });
    expect(email.subject).toBe("Confirm your Folio account");
    expect(email.html).toContain(`href="${url.replace("&", "&amp;")}"`);
    expect(email.html).toContain(">Confirm my account</a>");
    expect(email.text).toContain(`Confirm my account:\n${url}`);
    expect(email.text).not.toContain("<");
  });

  it("reset e-mail: subject and the reset link", () => {
    const url = "https://folio.example/reset-password?token=xyz";
    const email = renderResetPasswordEmail({ url });
    expect(email.subject).toBe("Reset your Folio password");
    expect(email.html).toContain(`href="${url}"`);
    expect(email.text).toContain(url);
    expect(email.text).toContain("your password stays the same");
  });

  it("refuses links that are not http(s)", () => {
    expect(() => renderConfirmEmail({ url: "javascript:alert(1)" })).toThrow(/http or https/);
    expect(() => renderResetPasswordEmail({ url: "/relative" })).toThrow(/absolute/);
  });

  it("digest e-mail: subject names the date, the count and the part; the body lists every newsletter", () => {
    const email = renderDigestEmail({
      date: new Date("2026-11-21T10:00:00Z"),
      items: Array.from({ length: 12 }, (_, i) => ({
        subject: `Issue ${i + 1}`,
        from: `news${i}@example.com`,
      })),
      part: { index: 1, of: 2 },
      formats: ["pdf", "epub"],
    });
    expect(email.subject).toBe("Your Folio digest — Nov 21, 2026 · 12 newsletters (part 1 of 2)");
    expect(email.html).toContain("Issue 12");
    expect(email.html).toContain("news11@example.com");
    expect(email.text).toContain(
      "Here are 12 newsletters from your Read Later label, attached as a PDF and an EPUB.",
    );
    expect(email.text).toContain("1. Issue 1\n   news0@example.com");
    expect(email.text).toContain("This is part 1 of 2.");
  });

  it("digest e-mail: one newsletter, one part, one format reads naturally", () => {
    const email = renderDigestEmail({
      date: new Date("2026-01-05T23:30:00Z"),
      items: [{ subject: "Only one", from: "Solo <solo@example.com>" }],
      part: { index: 1, of: 1 },
      formats: ["epub"],
      timeZone: "Asia/Tokyo",
    });
    expect(email.subject).toBe("Your Folio digest — Jan 6, 2026 · 1 newsletter");
    expect(email.text).toContain(
      "Here is 1 newsletter from your Read Later label, bound into one digest and attached as an EPUB.",
    );
    expect(email.text).toContain("attached as an EPUB");
    expect(email.html).toContain("Solo &lt;solo@example.com&gt;");
  });

  it("escapes every interpolated text in the HTML and keeps the text version literal", () => {
    const email = renderDigestEmail({
      date: new Date("2026-11-21T10:00:00Z"),
      items: [{ subject: hostile, from: `"Evil" <evil@example.com>` }],
      formats: ["pdf"],
    });
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39;");
    expect(email.html).toContain("&quot;Evil&quot; &lt;evil@example.com&gt;");
    expect(email.text).toContain(hostile);
  });

  it("the layout escapes headings, preheaders, footers and URLs inside attributes", () => {
    const { html } = renderEmailLayout({
      heading: hostile,
      preheader: hostile,
      footer: hostile,
      blocks: [
        { type: "paragraph", text: hostile },
        { type: "button", label: hostile, url: `https://folio.example/?q="><img src=x onerror=alert(1)>` },
      ],
    });
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain(`href="https://folio.example/?q=&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"`);
    expect(escapeHtml(`<>&"'`)).toBe("&lt;&gt;&amp;&quot;&#39;");
  });

  it("uses Folio's look: a 560px table layout on paper with the brand colour and inline styles", () => {
    const { html } = renderConfirmEmail({ url: "https://folio.example/confirm" });
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain("max-width:560px");
    expect(html).toContain("background-color:#fbf8f2");
    expect(html).toContain('bgcolor="#1f3a5f"');
    expect(html).toContain('role="presentation"');
    expect(html).not.toMatch(/<style|class=/);
  });
});
