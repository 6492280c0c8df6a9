import { describe, expect, it } from "vitest";
import { hasMarkup } from "./html-tree.ts";

describe("hasMarkup", () => {
  it("finds start, end and empty tags", () => {
    expect(hasMarkup("Hello<br>world")).toBe(true);
    expect(hasMarkup("</td>")).toBe(true);
    expect(hasMarkup('<img src="a.png" alt="">')).toBe(true);
    expect(hasMarkup("<br/>")).toBe(true);
  });

  it("takes addresses in angle brackets for the text they are", () => {
    expect(hasMarkup("Learn more <http://example.org/more> today")).toBe(false);
    expect(hasMarkup("Write to <ann@example.org>")).toBe(false);
    expect(hasMarkup("3 < 4 and 5 > 2")).toBe(false);
  });
});
