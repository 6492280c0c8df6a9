import { describe, expect, it } from "vitest";
import { countWords } from "./count-words.ts";
import { declaredLanguage, htmlSourceText } from "./source-text.ts";

describe("countWords", () => {
  it("counts words joined by apostrophes, hyphens and decimal points once", () => {
    expect(countWords("Don't stop — read the e-mail about Folio 2.0, now.")).toBe(9);
    expect(countWords("  \n ")).toBe(0);
  });

  it("counts in scripts with and without spaces", () => {
    expect(countWords("Привет, мир")).toBe(2);
    expect(countWords("مرحبا بالعالم")).toBe(2);
    // Chinese and Japanese: one word per character, as word processors count them.
    expect(countWords("東京は日本")).toBe(5);
    // Thai has no spaces between words; a dictionary finds them.
    expect(countWords("สวัสดีครับ")).toBe(2);
  });

  it("counts what the word pattern finds, character by character, surrogates and joiners included", () => {
    // The definition the scanner implements, for text without Chinese, Japanese or Thai.
    const word = /[\p{L}\p{M}\p{N}]+(?:['’.,\-‐][\p{L}\p{M}\p{N}]+)*/gu;
    const pieces = [
      "a",
      "Z",
      "9",
      "é",
      "\u0301",
      " ",
      "\n",
      "'",
      "’",
      ".",
      ",",
      "-",
      "‐",
      "—",
      "Ж",
      "م",
      "𝐀",
      "😀",
      "\ud800",
      "\udc00",
    ];
    let seed = 20261126;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let run = 0; run < 20_000; run++) {
      let text = "";
      for (let length = Math.floor(next() * 12); length > 0; length--) {
        text += pieces[Math.floor(next() * pieces.length)];
      }
      expect(countWords(text), JSON.stringify(text)).toBe([...text.matchAll(word)].length);
    }
  });
});

describe("htmlSourceText", () => {
  it("keeps what a reader sees and leaves out head, styles, scripts and comments", () => {
    const html = `<html lang="de-AT"><head><title>Title words</title><style>p{color:red}</style></head>
      <body><!-- hidden comment --><p>Gr&uuml;&szlig;e aus <b>Wi</b>en&nbsp;&amp; Graz</p><script>var x = 1;</script>
      <table><tr><td>one</td><td>two</td></tr></table></body></html>`;
    expect(countWords(htmlSourceText(html))).toBe(6);
    expect(declaredLanguage(html)).toBe("de-AT");
    expect(declaredLanguage("<p>no html element</p>")).toBeNull();
  });
});
