import { describe, expect, it } from "vitest";
import { hasPostalAddress } from "./postal-address.ts";

describe("postal addresses", () => {
  it("finds a US address whose state is written out, and a suite written 'STE'", () => {
    expect(hasPostalAddress("Lake Ferry Loans 3000 Town Center Royal Oak Michigan 48076 United States")).toBe(
      true,
    );
    expect(hasPostalAddress("Lake Ferry Loans, 3000 Town Center, STE 1805, Royal Oak")).toBe(true);
    expect(hasPostalAddress("Harbour Books, Ashland, North Carolina 27514")).toBe(true);
  });

  it("finds none in a sentence that names a state and a number", () => {
    expect(hasPostalAddress("Michigan sold 48076 tickets for the ferry this summer")).toBe(false);
    expect(hasPostalAddress("The ferry steered 1805 crossings in Georgia last year.")).toBe(false);
  });
});
