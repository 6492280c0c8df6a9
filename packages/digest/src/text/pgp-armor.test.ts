import { describe, expect, it } from "vitest";
import { withoutPgpArmor } from "./pgp-armor.ts";

describe("withoutPgpArmor", () => {
  it("keeps the signed words, restores dash-escaped lines and drops the armour and signature", () => {
    const signed = [
      "-----BEGIN PGP SIGNED MESSAGE-----",
      "Hash: SHA256",
      "",
      "ALLOTMENT NEWS, issue 4",
      "- ------------------------------",
      "The beans are in.",
      "- -- ",
      "The committee",
      "-----BEGIN PGP SIGNATURE-----",
      "",
      "iQEzBAEBCAAdFiEE0abcdefghijklmnopqrstuvwxyz",
      "=L1WX",
      "-----END PGP SIGNATURE-----",
      "",
    ].join("\n");
    expect(withoutPgpArmor(signed)).toBe(
      [
        "",
        "ALLOTMENT NEWS, issue 4",
        "------------------------------",
        "The beans are in.",
        "-- ",
        "The committee",
        "",
        "",
      ].join("\n"),
    );
  });

  it("leaves text without armour alone, dashes and all", () => {
    const text = "Notes\n- first point\n- second point\n";
    expect(withoutPgpArmor(text)).toBe(text);
  });

  it("drops a signature block that has no signed-message header, and one cut off before its end", () => {
    expect(
      withoutPgpArmor("Hello\n-----BEGIN PGP SIGNATURE-----\nabc\n-----END PGP SIGNATURE-----\nBye\n"),
    ).toBe("Hello\n\nBye\n");
    expect(withoutPgpArmor("Hello\n-----BEGIN PGP SIGNATURE-----\nabc\n")).toBe("Hello\n");
  });
});
