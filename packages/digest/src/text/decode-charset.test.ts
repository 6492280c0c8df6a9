import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { decodeTextBytes, normalizeCharsetLabel } from "./decode-charset.ts";

describe("decodeTextBytes", () => {
  it("decodes windows-1252 bytes 0x80–0x9F under every Latin-1 label, as browsers do", () => {
    // € ‚ „ … † ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ
    const bytes = Buffer.from([
      0x80, 0x82, 0x84, 0x85, 0x86, 0x89, 0x8a, 0x8b, 0x8c, 0x8e, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97,
      0x98, 0x99, 0x9a, 0x9b, 0x9c, 0x9e, 0x9f, 0xe9,
    ]);
    for (const label of [
      "windows-1252",
      "iso-8859-1",
      "ISO_8859-1",
      "us-ascii",
      "latin1",
      "cp1252",
      '"Windows-1252"',
    ]) {
      expect(decodeTextBytes(bytes, label, "plain"), label).toBe("€‚„…†‰Š‹ŒŽ‘’“”•–—˜™š›œžŸé");
    }
  });

  it("decodes the legacy charsets Node's TextDecoder falls short on", () => {
    const samples: [string, string][] = [
      ["iso-8859-2", "Zażółć gęślą jaźń"],
      ["windows-1250", "Příliš žluťoučký kůň „úpěl“"],
      ["windows-1251", "Съешь же ещё этих булок — да выпей чаю"],
      ["koi8-r", "В чащах юга жил бы цитрус"],
      ["koi8-u", "Ґава і їжак"],
      ["iso-8859-7", "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία"],
      ["windows-1256", "مرحبا بكم في النشرة"],
      ["iso-8859-8", "שלום לכולם"],
      ["shift_jis", "いろはにほへと　ちりぬるを"],
      ["euc-jp", "わかよたれそ　つねならむ"],
      ["gb18030", "我们的印刷厂重新开工"],
      ["gb2312", "第一批海报已经印好了"],
      ["big5", "我們的印刷廠重新開工"],
      ["euc-kr", "우리 인쇄소는 다시 문을 열었습니다"],
      ["x-mac-cyrillic", "Привет"],
    ];
    for (const [charset, text] of samples) {
      const bytes = iconv.encode(text, charset.replace(/^x-/, ""));
      expect(decodeTextBytes(bytes, charset, "plain"), charset).toBe(text);
    }
  });

  it("reads a part whose single-byte label is wrong but whose bytes are UTF-8 as UTF-8", () => {
    const bytes = Buffer.from("Grüße — “Привет”", "utf8");
    expect(decodeTextBytes(bytes, "x-mac-cyrillic", "plain")).toBe("Grüße — “Привет”");
    expect(decodeTextBytes(bytes, "iso-8859-1", "html")).toBe("Grüße — “Привет”");
  });

  it("reads UTF-8 labelled as a multi-byte charset as UTF-8, where the label's decoder stumbles", () => {
    const text = "你好！这是本周的社区通讯，我们下周三晚上在图书馆见面。";
    for (const charset of ["gb2312", "gbk", "big5", "shift_jis", "euc-kr", "iso-2022-jp"]) {
      expect(decodeTextBytes(Buffer.from(text, "utf8"), charset, "plain"), charset).toBe(text);
    }
    // Bytes that are the label's own stay the label's.
    expect(decodeTextBytes(iconv.encode("我们的印刷厂", "gb2312"), "gb2312", "plain")).toBe("我们的印刷厂");
  });

  it("guesses an unlabelled part: <meta charset>, else UTF-8 when valid, else windows-1252", () => {
    const meta = Buffer.concat([
      Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=windows-1251"><p>', "latin1"),
      iconv.encode("Новости", "windows-1251"),
    ]);
    expect(decodeTextBytes(meta, undefined, "html")).toContain("<p>Новости");
    expect(decodeTextBytes(Buffer.from("naïve “quotes”", "utf8"), undefined, "html")).toBe("naïve “quotes”");
    expect(decodeTextBytes(Buffer.from("na\xefve \x93quotes\x94 \x80", "latin1"), undefined, "html")).toBe(
      "naïve “quotes” €",
    );
  });

  it("falls back to windows-1252 for a part labelled UTF-8 that holds no UTF-8 at all", () => {
    expect(decodeTextBytes(Buffer.from("caf\xe9 \x96 cr\xe8me", "latin1"), "utf-8", "plain")).toBe(
      "café – crème",
    );
    // Mostly UTF-8 with one broken byte stays UTF-8.
    expect(decodeTextBytes(Buffer.from([0x63, 0xc3, 0xa9, 0x20, 0xff]), "utf-8", "plain")).toBe("cé \uFFFD");
  });

  it("normalises the labels mail clients write", () => {
    expect(normalizeCharsetLabel(' "UTF8" ')).toBe("utf-8");
    expect(normalizeCharsetLabel("x-mac-cyrillic")).toBe("mac-cyrillic");
    expect(normalizeCharsetLabel("GB2312")).toBe("gb18030");
    expect(normalizeCharsetLabel("")).toBeUndefined();
  });
});
