import { describe, expect, it } from "vitest";
import { unwrapTrackingLink } from "./unwrap-tracking-link.ts";

describe("unwrapTrackingLink", () => {
  it.each([
    [
      "a url= parameter",
      "https://click.example.com/track?url=https%3A%2F%2Fshop.example.com%2Fsale&id=9",
      "https://shop.example.com/sale",
    ],
    [
      "Google's q=",
      "https://www.google.com/url?q=https://research.example.edu/paper.pdf&sa=D",
      "https://research.example.edu/paper.pdf",
    ],
    [
      "a redirect= parameter",
      "https://links.example.net/ls/click?redirect=https%3A%2F%2Fnews.example.org%2Fa",
      "https://news.example.org/a",
    ],
    [
      "a u= parameter holding a URL",
      "https://t.example.com/r?u=https%3A%2F%2Fexample.org%2Fx",
      "https://example.org/x",
    ],
    [
      "an encoded URL in the path (AWS SES)",
      "https://abc.r.us-east-1.awstrack.me/L0/https:%2F%2Fblog.example.org%2Fpost%2F42/1/0100018c/xyz=",
      "https://blog.example.org/post/42",
    ],
    [
      "a plain URL in the path",
      "https://t.example.com/click/123/https://example.org/path/a",
      "https://example.org/path/a",
    ],
    [
      "a base64 JSON token (Substack-style)",
      `https://substack.example.com/redirect/2/${Buffer.from(JSON.stringify({ e: "https://example.org/post", p: 1 })).toString("base64url")}.sig`,
      "https://example.org/post",
    ],
    [
      "nested trackers",
      `https://a.example.com/?url=${encodeURIComponent("https://b.example.com/?redirect=https%3A%2F%2Fexample.org%2Ffinal")}`,
      "https://example.org/final",
    ],
  ])("recovers the destination from %s", (_, link, expected) => {
    expect(unwrapTrackingLink(link)).toBe(expected);
  });

  it("drops campaign parameters and keeps the rest", () => {
    expect(
      unwrapTrackingLink(
        "https://example.org/article?id=7&utm_source=newsletter&utm_medium=email&mc_cid=abc&mc_eid=def&_hsenc=x&fbclid=y&page=2",
      ),
    ).toBe("https://example.org/article?id=7&page=2");
    expect(unwrapTrackingLink("https://example.org/?utm_campaign=x")).toBe("https://example.org/");
  });

  it("unwraps a company gateway's URL Defense links (Proofpoint v2 and v3)", () => {
    expect(
      unwrapTrackingLink(
        "https://urldefense.proofpoint.com/v2/url?u=https-3A__example.org_a-3Fb-3D1&d=DwMF&c=x&r=y&m=z&s=w&e=",
      ),
    ).toBe("https://example.org/a?b=1");
    const replaced = Buffer.from("?=").toString("base64");
    expect(
      unwrapTrackingLink(`https://urldefense.com/v3/__https://example.org/page*id*7__;${replaced}!!ABC$`),
    ).toBe("https://example.org/page?id=7");
    // A run of replaced characters ("**") is not followed: the link stays as it came.
    const run = "https://urldefense.com/v3/__https://example.org/p**Ab__;JSUl!!ABC$";
    expect(unwrapTrackingLink(run)).toBe(run);
  });

  it("leaves ordinary links and Mailchimp user ids alone", () => {
    expect(unwrapTrackingLink("https://example.org/a?b=c")).toBe("https://example.org/a?b=c");
    expect(unwrapTrackingLink("https://us1.list-manage.com/track/click?u=abc123&id=def")).toBe(
      "https://us1.list-manage.com/track/click?u=abc123&id=def",
    );
  });

  it("leaves a network's share form as it is: the page it carries is no redirect's target", () => {
    const page = encodeURIComponent("https://lake.example/notes/ferry");
    for (const share of [
      `https://www.facebook.com/sharer/sharer.php?u=${page}`,
      `https://twitter.com/intent/tweet?url=${page}`,
      `https://www.linkedin.com/shareArticle?mini=true&url=${page}`,
      `https://api.whatsapp.com/send?text=${page}`,
    ])
      expect(unwrapTrackingLink(share)).toBe(share);
    expect(unwrapTrackingLink(`https://click.lake.example/track?u=${page}`)).toBe(
      "https://lake.example/notes/ferry",
    );
  });

  it("rejects links that cannot work in a document", () => {
    expect(unwrapTrackingLink("javascript:alert(1)")).toBeUndefined();
    expect(unwrapTrackingLink("/relative/path")).toBeUndefined();
    expect(unwrapTrackingLink("")).toBeUndefined();
    expect(unwrapTrackingLink("mailto:editor@example.org")).toBe("mailto:editor@example.org");
  });
});
