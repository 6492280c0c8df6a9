import { describe, expect, it } from "vitest";
import { readPlainTextNewsletter } from "./read-plain-text-newsletter.ts";
import { blockText, type TextRun } from "./reading-document.ts";

describe("readPlainTextNewsletter", () => {
  it("reflows hard-wrapped prose, keeps short lines, and links URLs without rewriting them", () => {
    const { blocks } = readPlainTextNewsletter(
      [
        "This is a plain text newsletter. It is hard-wrapped at seventy-two columns",
        "the way text newsletters used to be, so the digest should reflow it into",
        "a single paragraph.",
        "",
        "Read it at https://example.org/post?utm_source=newsletter.",
        "",
        "Worth your time:",
        "- first item",
        "- second item",
        "",
        "Name: Ada",
        "Role: Engineer",
      ].join("\n"),
    );
    expect(blocks.map((block) => block.type)).toEqual([
      "paragraph",
      "paragraph",
      "paragraph",
      "list",
      "paragraph",
    ]);
    expect(blockText(blocks[0]!)).not.toContain("\n");
    const link = (blocks[1] as { inlines: TextRun[] }).inlines.find((inline) => inline.href);
    // The link goes to the clean target; the text stays as the author wrote it.
    expect(link).toEqual({
      text: "https://example.org/post?utm_source=newsletter",
      href: "https://example.org/post",
    });
    expect(blockText(blocks[1]!)).toBe("Read it at https://example.org/post?utm_source=newsletter.");
    expect(blockText(blocks[2]!)).toBe("Worth your time:");
    expect(blockText(blocks[3]!)).toBe("first item\nsecond item");
    expect(blockText(blocks[4]!)).toBe("Name: Ada\nRole: Engineer");
  });

  it("drops the signature footer and unsubscribe lines, and finds the web version", () => {
    const document = readPlainTextNewsletter(
      "View this email in your browser: https://news.example.com/issue/9\n\nThe actual content of this issue is here and it is long enough to be content, clearly more than chrome.\n\nTo unsubscribe click https://news.example.com/u\n\n-- \nSent by Example, 1 Main Street\n",
    );
    expect(document.webVersionUrl).toBe("https://news.example.com/issue/9");
    expect(document.blocks.map(blockText)).toEqual([
      "The actual content of this issue is here and it is long enough to be content, clearly more than chrome.",
    ]);
  });

  it("makes a title over its underline a heading, also when the next paragraph is glued to the underline or the underline to the title", () => {
    const { blocks } = readPlainTextNewsletter(
      [
        "HARBOUR NEWS",
        "============",
        "The quay reopens on Monday.",
        "",
        "Letters",
        "-------Two readers asked about the fog horn.",
        "",
        "Tides ==========",
        "Spring tides peak on the 22nd.",
        "",
        "That is all for this week",
        "-".repeat(60),
        "The harbour master's office is open daily.",
      ].join("\n"),
    );
    expect(blocks.map((block) => [block.type, blockText(block)])).toEqual([
      ["heading", "HARBOUR NEWS"],
      ["paragraph", "The quay reopens on Monday."],
      ["heading", "Letters"],
      ["paragraph", "Two readers asked about the fog horn."],
      ["heading", "Tides"],
      ["paragraph", "Spring tides peak on the 22nd."],
      // A rule across the page under a short line separates; it underlines nothing.
      ["paragraph", "That is all for this week"],
      ["rule", ""],
      ["paragraph", "The harbour master's office is open daily."],
    ]);
    expect(blocks[0]).toMatchObject({ level: 2 });
    expect(blocks[2]).toMatchObject({ level: 3 });
  });

  it("makes headings of numbered titles underlined to their length, titles over a double rule shorter than they are, and titles between equal signs", () => {
    const { blocks } = readPlainTextNewsletter(
      [
        "The ferry timetable changes on Monday.",
        "",
        "1. What changes?",
        "----------------",
        "",
        "The first boat leaves at six.",
        "",
        "Nobody told the harbour master about the new timetable!",
        "=============================",
        "",
        "He found out from the ferryman.",
        "",
        "== Other news ==",
        "",
        "The kiosk on the quay sells ice cream again.",
      ].join("\n"),
    );
    expect(blocks.map((block) => [block.type, blockText(block)])).toEqual([
      ["paragraph", "The ferry timetable changes on Monday."],
      ["heading", "1. What changes?"],
      ["paragraph", "The first boat leaves at six."],
      ["heading", "Nobody told the harbour master about the new timetable!"],
      ["paragraph", "He found out from the ferryman."],
      ["heading", "Other news"],
      ["paragraph", "The kiosk on the quay sells ice cream again."],
    ]);
  });

  it("makes headings of a title in capitals on its rule and of a short indented line after a separator, not of a reply's marker", () => {
    const { blocks } = readPlainTextNewsletter(
      [
        "Good morning. Here is what happened on the lake this week, in a few short notes.",
        "",
        "_____________________HARBOUR NEWS_____________________",
        "",
        "The harbour board voted to dredge the channel again before the summer season.",
        "",
        "** *** ***** ******* *********** *************",
        "",
        "      Why Ferries Are Not Bridges",
        "",
        "A ferry crosses the lake, but a ferry is not a bridge.",
        "",
        "----- Original Message -----",
        "The pilots' letter is quoted below as they sent it to the board last spring.",
      ].join("\n"),
    );
    expect(blocks.map((block) => [block.type, blockText(block)])).toEqual([
      ["paragraph", "Good morning. Here is what happened on the lake this week, in a few short notes."],
      ["rule", ""],
      ["heading", "HARBOUR NEWS"],
      ["paragraph", "The harbour board voted to dredge the channel again before the summer season."],
      ["rule", ""],
      ["heading", "Why Ferries Are Not Bridges"],
      ["paragraph", "A ferry crosses the lake, but a ferry is not a bridge."],
      ["rule", ""],
      ["paragraph", "Original Message"],
      ["paragraph", "The pilots' letter is quoted below as they sent it to the board last spring."],
    ]);
  });

  it("keeps a list of references on their own lines, however long they are", () => {
    const references = [
      "[1] https://lakeweekly.example/2026/04/a-short-history-of-the-ferry-crossing",
      "[2] https://lakeweekly.example/guides/how-to-read-the-new-timetable.html",
    ];
    const { blocks } = readPlainTextNewsletter(
      ["Two good reads: the ferry's history [1] and the timetable guide [2].", "", ...references].join("\n"),
    );
    expect(blocks[1]).toMatchObject({ type: "paragraph" });
    expect(blockText(blocks[1]!).split("\n")).toEqual(references);
  });

  it("reads a line of signs alone between items as a divider, and a line of words with signs as text", () => {
    const { blocks } = readPlainTextNewsletter(
      [
        "[001] - tidewatch 3.1.1 (Development)",
        "",
        "About: tidewatch prints the week's tides for any harbour on the coast, with the fog warnings beside them.",
        "",
        "% - % - % - %",
        "",
        "[002] - knotbook 1.0 beta 5",
        "",
        "About: knotbook draws every knot a sailor needs, step by step, and prints them on one page.",
        "",
        "--  . - .--- --. ------.-    - -----.---.--- --",
        "",
        "-- see you next week --",
        "",
      ].join("\n"),
    );
    expect(blocks.map((block) => (block.type === "rule" ? "—" : blockText(block)))).toEqual([
      "[001] - tidewatch 3.1.1 (Development)",
      "About: tidewatch prints the week's tides for any harbour on the coast, with the fog warnings beside them.",
      "—",
      "[002] - knotbook 1.0 beta 5",
      "About: knotbook draws every knot a sailor needs, step by step, and prints them on one page.",
      "—",
      "-- see you next week --",
    ]);
  });

  it("drops a line that is only the recipient's address, and no other address", () => {
    const { blocks } = readPlainTextNewsletter(
      "HARBOUR NEWS\n<Sam.Reader@Home.example>\n\nThe quay reopens on Monday. Write to desk@harbour.example.\n\nsam.reader@home.example\n",
      { recipients: ["sam.reader@home.example"] },
    );
    expect(blocks.map(blockText)).toEqual([
      "HARBOUR NEWS",
      "The quay reopens on Monday. Write to desk@harbour.example.",
    ]);
  });
});

describe("plain-text lists and sign-offs", () => {
  it("reads items that wrap onto indented lines as a list, one item per marker", () => {
    const { blocks } = readPlainTextNewsletter(
      [
        "The committee made three decisions that affect everyone who rides with the club:",
        "",
        "- Club runs will start at nine rather than half eight from December",
        "  until the end of February, so that nobody rides in the dark.",
        "- Lights front and rear are compulsory on every club run, whatever the",
        "  forecast says when you leave home.",
        "- The cafe stop moves to Holme Bridge.",
        "",
      ].join("\n"),
    );
    const list = blocks.find((block) => block.type === "list");
    expect(list?.type === "list" && list.items.map((item) => item.map(blockText).join(" "))).toEqual([
      "Club runs will start at nine rather than half eight from December until the end of February, so that nobody rides in the dark.",
      "Lights front and rear are compulsory on every club run, whatever the forecast says when you leave home.",
      "The cafe stop moves to Holme Bridge.",
    ]);
  });

  it("reads items wrapped onto unindented lines as a list, and a short item's next line as something else", () => {
    const { blocks } = readPlainTextNewsletter(
      [
        "* Added the winter timetable for the north pier and the two ferry landings, so",
        "every boat's first and last crossing is in one place.",
        "* Fixed the tide table for the south shore.",
        "",
        "- Row boats",
        "Hired by the hour at the kiosk.",
      ].join("\n"),
    );
    expect(blocks[0]).toMatchObject({ type: "list" });
    expect(blocks[0]!.type === "list" && blocks[0]!.items.length).toBe(2);
    expect(blocks[1]!.type).toBe("paragraph");
  });

  it("numbers items set apart by blank lines as one list, each title on its own line over its description", () => {
    const { blocks } = readPlainTextNewsletter(
      "Our news for December, in three parts, all of them open to everyone in the town:\n\n1) Readings in Advent\n   Every Wednesday at four volunteers read winter stories aloud.\n\n2) New e-books\n   Over three hundred new titles arrived in November.\n",
    );
    const lists = blocks.filter((block) => block.type === "list");
    expect(lists).toHaveLength(1);
    const [list] = lists;
    expect(list?.type === "list" && list.items.map((item) => item.map(blockText).join(""))).toEqual([
      "Readings in Advent\nEvery Wednesday at four volunteers read winter stories aloud.",
      "New e-books\nOver three hundred new titles arrived in November.",
    ]);
  });

  it("leaves a lone numbered section title ('3. Wir stellen vor') as it is written, not a list a book would number 1", () => {
    const { blocks } = readPlainTextNewsletter(
      "Die Messe beginnt am Mittwoch um zehn Uhr und dauert bis in den Abend, mit Vorträgen in drei Sälen.\n\n3. Wir stellen vor: Unternehmen auf der Messe\n\nDie Krankenkasse sucht in diesem Jahr bundesweit Absolventinnen und Absolventen der Wirtschaftswissenschaften.\n",
    );
    expect(blocks.map((block) => [block.type, blockText(block)])).toContainEqual([
      "paragraph",
      "3. Wir stellen vor: Unternehmen auf der Messe",
    ]);
  });

  it("keeps a sign-off over a '--' whose space was trimmed, and a first name over a list's footer", () => {
    const prose =
      "The kits for the soldering workshop arrived this morning, enough for everyone who signed up and four spares.";
    const google = readPlainTextNewsletter(
      `Hi all,\n\n${prose}\n\nThanks to Ollie for collecting them from the depot.\nDana\n--\nYou received this message because you are subscribed to the Google Groups "Makers" group.\nTo unsubscribe from this group and stop receiving emails from it, send an email to makers+unsubscribe@googlegroups.com.\n`,
    );
    expect(google.blocks.map(blockText).join("\n")).toContain(
      "Thanks to Ollie for collecting them from the depot.",
    );
    expect(google.blocks.map(blockText).join("\n")).not.toContain("Google Groups");
    const mailman = readPlainTextNewsletter(
      `Hello all,\n\n${prose}\n\nPriya\n_______________________________________________\nMakers mailing list\nMakers@lists.example.org\nhttps://lists.example.org/mailman/listinfo/makers\n`,
    );
    expect(mailman.blocks.map(blockText).at(-1)).toBe("Priya");
  });
});

describe("a mailing list's digest in plain text", () => {
  it("drops its contents and its header in any of Mailman's languages, and titles each message by its subject over its poster", () => {
    const digest = [
      'Wenn Sie Nachrichten an die Liste "Fotoclub" senden wollen, schicken Sie diese bitte an',
      "\tfotoclub@lists.fotoclub.example",
      "",
      "Meldungen des Tages:",
      "",
      "   1. Ausstellung im Rathaus (Heike Brandt)",
      "   2. Re: Ausstellung im Rathaus (Uwe Lindner)",
      "",
      "----------------------------------------------------------------------",
      "",
      "Message: 1",
      "Date: Mon, 16 Nov 2026 20:11:00 +0100",
      "From: Heike Brandt <heike@brandt.example>",
      "Subject: [Fotoclub] Ausstellung im Rathaus",
      "Message-ID: <1@brandt.example>",
      "",
      "Die Stadt hat uns das Foyer des Rathauses für den ganzen Januar zugesagt, und wir dürfen vier Bilder pro Mitglied zeigen.",
      "",
      "------------------------------",
      "",
      "Message: 2",
      "Date: Tue, 17 Nov 2026 08:02:00 +0100",
      'From: "Uwe Lindner" <uwe@lindner.example>',
      "Subject: Re: [Fotoclub] Ausstellung im Rathaus",
      "Message-ID: <2@lindner.example>",
      "",
      "Großartig! Gibt es ein gemeinsames Thema, oder darf jeder einreichen, was ihm gefällt?",
      "",
    ].join("\n");
    const { blocks } = readPlainTextNewsletter(digest);
    expect(
      blocks.filter((block) => block.type !== "rule").map((block) => [block.type, blockText(block)]),
    ).toEqual([
      ["heading", "Ausstellung im Rathaus"],
      ["paragraph", "Heike Brandt"],
      [
        "paragraph",
        "Die Stadt hat uns das Foyer des Rathauses für den ganzen Januar zugesagt, und wir dürfen vier Bilder pro Mitglied zeigen.",
      ],
      ["heading", "Re: Ausstellung im Rathaus"],
      ["paragraph", "Uwe Lindner"],
      ["paragraph", "Großartig! Gibt es ein gemeinsames Thema, oder darf jeder einreichen, was ihm gefällt?"],
    ]);
  });
});

describe("plain-text retention floor", () => {
  it("reads a letter again gently when its cleaning kept too little of it", () => {
    const notice =
      "You are receiving this email because you signed up for harbour news. To unsubscribe, update your preferences or stop receiving these emails, follow the link below. View this email in your browser. All rights reserved. Our mailing address is Harbour Office, 1 Quay Street.";
    const prose =
      "The ferry crossed twice on Tuesday in thick fog, and the pilots praised the new radar that the council bought in spring.";
    // The notices after the story outweigh it, so the usual footer would reach up over it.
    const text = ["Hello from the harbour.", notice, prose, notice, notice, notice].join("\n\n");
    const reading = readPlainTextNewsletter(text);
    expect(reading.fallback).toBe("gentle");
    expect(reading.blocks.map(blockText)).toEqual(["Hello from the harbour.", prose]);
  });
});

describe("a mailing service's text part", () => {
  const dashes = "-".repeat(60);
  const text = [
    `** The ferry is back on the lake, after a winter in the yard\n${dashes}`,
    "On Monday the little ferry linked both shores of the lake again for the first time since the spring.",
    "The yard sanded the hull over the winter and fitted a much quieter engine below deck.",
    `** Boat club evening\n${dashes}`,
    "Lakeside (North Shore) • 19h",
    [
      "Boathouse, 4 Quay Street.",
      "Read more <https://lake.example/events/boat-club-evening/>",
      "See all events → (https://lake.example/events/)",
      "https://lake.example/join",
      "https://www.facebook.com/lakeweekly/",
      "https://instagram.com/@lakeweekly",
      "https://lake.example",
      "https://youtube.com/@lakeweekly",
    ].join("\n"),
    "As the harbour master put it in 1998 (https://lake.example/archive/1998/ferry-report), the ferry is the lake's clock.",
  ].join("\n\n");

  it("reads '** Title' over a full-width rule as a heading, however long the title", () => {
    const headings = readPlainTextNewsletter(text)
      .blocks.filter((block) => block.type === "heading")
      .map(blockText);
    expect(headings).toEqual([
      "The ferry is back on the lake, after a winter in the yard",
      "Boat club evening",
    ]);
  });

  it("links the words before a bracketed address with it, as the HTML did, and drops the follow row of bare addresses", () => {
    const blocks = readPlainTextNewsletter(text).blocks;
    const venue = blocks.find((block) => blockText(block).startsWith("Boathouse"));
    expect(venue && blockText(venue)).toBe("Boathouse, 4 Quay Street.\nRead more\nSee all events →");
    const links = venue?.type === "paragraph" ? venue.inlines.filter((inline) => "href" in inline) : [];
    expect(links.map((inline) => ("href" in inline ? [inline.text, inline.href] : []))).toEqual([
      ["Read more", "https://lake.example/events/boat-club-evening/"],
      ["See all events →", "https://lake.example/events/"],
    ]);
    // A sentence that ends in a bracketed address is longer than a link's words: it keeps the address.
    const all = blocks.map(blockText).join("\n");
    expect(all).toContain("(https://lake.example/archive/1998/ferry-report)");
    expect(all).not.toContain("facebook.com");
    expect(all).not.toContain("** ");
  });
});

describe("announcements in plain text", () => {
  const title = "Excessive time spent checking keys and parameters (CVE-2026-3446)";
  const text = [
    "Lake Software Security Advisory [16th May 2026]",
    "=".repeat(47),
    "",
    title,
    "=".repeat(title.length),
    "",
    "Severity: Low. The fix ships with the release of the lake tools announced at the summit [1].",
    "",
    "Note: the online version of the advisory may be updated with additional details over time.",
    "",
    "For details of the severity classifications please see: https://lake.example/policies/severity.html",
    "",
    "-- ",
    "Ada Brook",
    "<ada@lake.example>",
    "",
    "[1] https://lake.example/summit/",
    "[2] https://lake.example/unrelated/",
  ].join("\n");
  const blocks = readPlainTextNewsletter(text).blocks;

  it("makes a long title underlined to its own length a heading", () => {
    expect(blocks.filter((block) => block.type === "heading").map(blockText)).toContain(title);
    expect(blocks.some((block) => block.type === "rule")).toBe(false);
  });

  it("keeps a note on the advisory's online version, and the references under the signature the text cites", () => {
    const all = blocks.map(blockText);
    expect(all).toContain(
      "Note: the online version of the advisory may be updated with additional details over time.",
    );
    expect(all.join("\n")).toContain("please see: https://lake.example/policies/severity.html");
    expect(all).toContain("[1] https://lake.example/summit/");
    expect(all.join("\n")).not.toContain("unrelated");
    expect(all.join("\n")).not.toContain("Ada Brook");
  });
});
