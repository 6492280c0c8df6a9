import { describe, expect, it } from "vitest";
import { buildNewsletterMessage } from "../test/support/mime-builder.ts";
import { analysisInput, analyzeNewsletter } from "./newsletter-analysis.ts";
import { parseNewsletter } from "./parse-newsletter.ts";

const PROSE =
  "<p>The river town rebuilt its old ferry landing this spring, and the first boats crossed on a grey Tuesday morning.</p>";

async function analyze(html: string) {
  return analyzeNewsletter(analysisInput(await parseNewsletter(buildNewsletterMessage({ html }))));
}

describe("analyzeNewsletter", () => {
  it("takes the web version from the link the reading finds, its tracker unwrapped", async () => {
    const analysis = await analyze(
      `<a href="https://n.example.com/web?utm_source=x">View in browser</a>${PROSE}`,
    );
    expect(analysis.reading?.webVersionUrl).toBe("https://n.example.com/web");
  });

  it("finds the web version in the markup when the link is hidden from the reading", async () => {
    const analysis = await analyze(
      `<div style="display:none"><a href="https://n.example.com/web/7">Im Browser ansehen</a></div>${PROSE}`,
    );
    expect(analysis.reading?.webVersionUrl).toBe("https://n.example.com/web/7");
  });

  it("has no web version when the newsletter offers none", async () => {
    const analysis = await analyze(`<a href="https://n.example.com/story">The story</a>${PROSE}`);
    expect(analysis.reading?.webVersionUrl).toBeUndefined();
  });
});
