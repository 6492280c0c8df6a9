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

  it("finds Indonesian and Australian addresses", () => {
    expect(hasPostalAddress("PT Danau Maju\nJl. Mawar 1 No. 2, Sleman, Yogyakarta 55284")).toBe(true);
    expect(hasPostalAddress("Jalan Danau Toba 12, Jakarta")).toBe(true);
    expect(hasPostalAddress("Lake Ferry Pty Ltd, Level 3, 50 George Lane, Sydney NSW 2000")).toBe(true);
    expect(hasPostalAddress("The vote in WA 2025 was close.")).toBe(false);
  });

  it("finds none in a sentence that names a state and a number", () => {
    expect(hasPostalAddress("Michigan sold 48076 tickets for the ferry this summer")).toBe(false);
    expect(hasPostalAddress("The ferry steered 1805 crossings in Georgia last year.")).toBe(false);
  });
});
