import { describe, expect, it } from "vitest";
import { cleanNewsletterHtml, isTrackingPixelUrl } from "./clean-newsletter-html.ts";
import { type Block, blockText, forEachImage, type ImageBlock, type TextRun } from "./reading-document.ts";

function allText(blocks: Block[]): string {
  return blocks.map(blockText).join("\n");
}

function images(blocks: Block[]): ImageBlock[] {
  const found: ImageBlock[] = [];
  forEachImage(blocks, (image) => found.push(image));
  return found;
}

function links(blocks: Block[]): string[] {
  const hrefs: string[] = [];
  const visit = (list: Block[]) => {
    for (const block of list) {
      if (block.type === "paragraph" || block.type === "heading") {
        for (const inline of block.inlines) if ("href" in inline && inline.href) hrefs.push(inline.href);
      } else if (block.type === "list") block.items.forEach(visit);
      else if (block.type === "quote") visit(block.blocks);
    }
  };
  visit(blocks);
  return hrefs;
}

const FILLER =
  "<p>This paragraph is real newsletter content, long enough that the footer rule knows it is not chrome.</p>".repeat(
    3,
  );

describe("cleanNewsletterHtml", () => {
  it("removes scripts, styles, iframes, forms and event handlers", () => {
    const { blocks } =
      cleanNewsletterHtml(`<html><head><style>p{color:red}</style><script>alert(1)</script></head>
      <body onload="x()"><p onclick="steal()">Kept text</p><iframe src="https://evil.example.com"></iframe>
      <form><input value="secret"><button>Send</button></form><noscript>no script</noscript><svg><text>svg</text></svg></body></html>`);
    const text = allText(blocks);
    expect(text).toBe("Kept text");
  });

  it("drops hidden preheaders however they are hidden", () => {
    const { blocks } =
      cleanNewsletterHtml(`<html><head><style>.hidden-pre { display: none; } @media (max-width: 600px) { .mobile { display:none } }</style></head><body>
      <div style="display:none">display none</div>
      <div style="max-height:0;overflow:hidden">max-height zero</div>
      <span style="opacity:0">opacity zero</span>
      <div style="font-size:0px;line-height:0">font size zero</div>
      <div style="visibility:hidden">invisible</div>
      <span class="preheader">preheader class</span>
      <p class="hidden-pre">hidden by a style rule</p>
      <p class="mobile">shown on desktop</p>
      <div hidden>hidden attribute</div>
      <div style="position:absolute;left:-9999px">moved off the page</div>
      <p style="text-indent:-9999px">indented out of sight</p>
      <p style="position:relative;left:-4px">nudged a little</p>
      <p>&zwnj;&nbsp;&#847;&zwnj;&nbsp;</p>
      <p>Visible</p></body></html>`);
    expect(allText(blocks)).toBe("shown on desktop\nnudged a little\nVisible");
  });

  it("hides an element named a preheader only when it is a preview line", () => {
    const opening = "We went back to the river this week and found the old landing busier than ever. ".repeat(
      6,
    );
    const { blocks } = cleanNewsletterHtml(`<body>
      <div id="preview-text">A short preview line for the inbox.</div>
      <table id="templatePreheader"><tr><td>${opening}</td>
      <td><a href="https://letter.example/web">View this email in your browser</a></td></tr></table>
      <p>${"The rest of the letter follows here in plain sentences. ".repeat(4)}</p></body>`);
    const text = allText(blocks);
    expect(text).not.toContain("A short preview line");
    expect(text).toContain(opening.trim());
  });

  it("sets paragraphs that a text cell sets apart with blank lines apart in the book", () => {
    const { blocks } = cleanNewsletterHtml(
      `<body><td>The garden was late this year because of the cold spring.<br>\n<br>\nThe tomatoes only went in at the start of June, and the beans had to be sown twice.<br>Then the rain came.</td>
      <td><p>${"In the next letter, the orchard and its old pear trees. ".repeat(2)}</p></td></body>`,
    );
    expect(blocks.slice(0, 2).map((block) => [block.type, blockText(block)])).toEqual([
      ["paragraph", "The garden was late this year because of the cold spring."],
      [
        "paragraph",
        "The tomatoes only went in at the start of June, and the beans had to be sown twice.\nThen the rain came.",
      ],
    ]);
  });

  it("keeps text inside font-size:0 column wrappers that reset the size", () => {
    const { blocks } = cleanNewsletterHtml(
      `<table><tr><td style="font-size:0"> <div style="display:inline-block;font-size:16px">Left column</div> <div style="display:inline-block;font-size:16px">Right column</div></td></tr></table>`,
    );
    expect(allText(blocks)).toContain("Left column");
    expect(allText(blocks)).toContain("Right column");
  });

  it("drops tracking pixels, spacers and known open trackers but keeps real images", () => {
    const { blocks } = cleanNewsletterHtml(`<p>Hi</p>
      <img src="https://cdn.example.com/photo.jpg" width="600" alt="Boats at the quay">
      <img src="https://cdn.example.com/pixel.gif" width="1" height="1">
      <img src="https://cdn.example.com/spacer.gif" style="width:1px;height:20px">
      <img src="https://mandrillapp.com/track/open.php?u=1">
      <img src="https://u123.ct.sendgrid.net/wf/open?upn=abc">
      <img src="https://example.list-manage.com/track/open.php?u=1&id=2">
      <a href="https://twitter.com/example"><img src="https://cdn.example.com/twitter.png" width="24" height="24"></a>`);
    expect(images(blocks).map((image) => image.src)).toEqual(["https://cdn.example.com/photo.jpg"]);
    expect(images(blocks)[0]).toMatchObject({ alt: "Boats at the quay", width: 600 });
  });

  it("resolves lazy-loaded images and picks a sensible srcset candidate", () => {
    const { blocks } = cleanNewsletterHtml(`
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="https://cdn.example.com/lazy.jpg" alt="Lazy">
      <img data-srcset="https://cdn.example.com/s-400.jpg 400w, https://cdn.example.com/s-1200.jpg 1200w, https://cdn.example.com/s-3000.jpg 3000w">
      <img src="https://cdn.example.com/low.jpg" srcset="https://cdn.example.com/low.jpg 1x, https://cdn.example.com/high.jpg 2x">
      <img src="//cdn.example.com/protocol-relative.png" width="300">
      <img src="/relative-without-base.png" width="300">`);
    expect(images(blocks).map((image) => image.src)).toEqual([
      "https://cdn.example.com/lazy.jpg",
      "https://cdn.example.com/s-1200.jpg",
      "https://cdn.example.com/high.jpg",
      "https://cdn.example.com/protocol-relative.png",
    ]);
  });

  it("flattens layout tables into blocks but keeps data tables", () => {
    const { blocks } = cleanNewsletterHtml(`
      <table role="presentation"><tr><td><p>Column one text</p></td><td><p>Column two text</p></td></tr></table>
      <table><caption>Scores</caption><tr><th>Team</th><th>Points</th></tr><tr><td>Red</td><td>3</td></tr><tr><td>Blue</td><td>5</td></tr></table>
      <table><tr><td>Mon</td><td>Rain</td></tr><tr><td>Tue</td><td>Sun</td></tr><tr><td>Wed</td><td>Wind</td></tr></table>
      <table><tr><td><img src="https://cdn.example.com/a.jpg"></td><td>Product name and a long description of the product</td></tr></table>`);
    const tables = blocks.filter((block) => block.type === "table");
    expect(tables).toHaveLength(2);
    expect(tables[0]).toMatchObject({ type: "table", caption: [{ text: "Scores" }] });
    expect(blockText(tables[0]!)).toContain("Team Points");
    expect(blockText(tables[1]!)).toContain("Tue Sun");
    expect(blocks.filter((block) => block.type === "paragraph").map(blockText)).toEqual([
      "Column one text",
      "Column two text",
      "Product name and a long description of the product",
    ]);
  });

  it("keeps a word processor's drawn table whose cells hold paragraphs as a table, each cell's lines apart", () => {
    const { blocks } = cleanNewsletterHtml(`
      <table class=MsoTableGrid border=1><tr><td><p class=MsoNormal>Date<o:p></o:p></p></td><td><p class=MsoNormal>Place<o:p></o:p></p></td></tr>
      <tr><td><p class=MsoNormal>12 December</p><p class=MsoNormal>6 pm</p></td><td><p class=MsoNormal>Boathouse</p></td></tr></table>
      <table class=MsoNormalTable><tr><td style="border:solid windowtext 1.0pt"><p>Mon</p></td><td style="border:solid windowtext 1.0pt"><p>Rain</p></td></tr>
      <tr><td style="border:solid windowtext 1.0pt"><p>Tue</p></td><td style="border:solid windowtext 1.0pt"><p>Sun</p></td></tr></table>
      <table><tr><td><p>Column one text</p></td><td><p>Column two text</p></td></tr><tr><td><p>Row two, first</p></td><td><p>Row two, second</p></td></tr></table>`);
    const tables = blocks.filter((block) => block.type === "table");
    expect(tables).toHaveLength(2);
    expect(tables[0]).toMatchObject({
      rows: [
        [{ inlines: [{ text: "Date" }] }, { inlines: [{ text: "Place" }] }],
        [
          { inlines: [{ text: "12 December" }, { lineBreak: true }, { text: "6 pm" }] },
          { inlines: [{ text: "Boathouse" }] },
        ],
      ],
    });
    expect(blockText(tables[1]!)).toContain("Tue Sun");
    // Without a drawn grid, paragraphs in cells are a layout's.
    expect(blocks.filter((block) => block.type === "paragraph").map(blockText)).toEqual([
      "Column one text",
      "Column two text",
      "Row two, first",
      "Row two, second",
    ]);
  });

  it("turns the bullets Word sets in the Symbol and Wingdings fonts into bullets every font has", () => {
    const { blocks } = cleanNewsletterHtml(`
      <p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'>&#61623;<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>The ferry runs again from Monday.</p>
      <p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Wingdings'>&#61607;<span>&nbsp;&nbsp; </span></span><![endif]>The timetable hangs on the quay.</p>`);
    // Read as the list it is: the book sets its own bullets.
    expect(blocks).toHaveLength(1);
    const list = blocks[0]!;
    if (list.type !== "list") throw new Error(`expected a list, got ${list.type}`);
    expect(list.ordered).toBe(false);
    expect(list.items.map((item) => item.map(blockText).join(""))).toEqual([
      "The ferry runs again from Monday.",
      "The timetable hangs on the quay.",
    ]);
    expect(blockText(list)).not.toMatch(/[\uE000-\uF8FF]/);
  });

  it("reads paragraphs typed with bullets as a list, and leaves one such paragraph as written", () => {
    const { blocks } = cleanNewsletterHtml(`
      <p>What changes this month:</p>
      <p>• The ferry runs again from <b>Monday</b>.</p>
      <p><span style="font-family:Symbol">·</span>&nbsp;&nbsp;&nbsp;The timetable hangs on the quay.</p>
      <p>That is all for now.</p>
      <p>● One line alone stays a paragraph.</p>`);
    expect(blocks.map((block) => block.type)).toEqual(["paragraph", "list", "paragraph", "paragraph"]);
    const list = blocks[1]!;
    if (list.type !== "list") throw new Error("expected a list");
    expect(list.items.map((item) => item.map(blockText).join(""))).toEqual([
      "The ferry runs again from Monday.",
      "The timetable hangs on the quay.",
    ]);
    expect(blockText(blocks[3]!)).toBe("● One line alone stays a paragraph.");
  });

  it("unwraps tracked links and strips utm parameters, keeping the link text as written", () => {
    const { blocks } = cleanNewsletterHtml(`
      <p><a href="https://click.example.com/t?url=https%3A%2F%2Fexample.org%2Fstory%3Futm_source%3Dnl%26id%3D3">Story</a></p>
      <p><a href="https://example.org/very/long/path?utm_medium=email">https://example.org/very/long/path?utm_medium=email</a></p>
      <p><a href="javascript:void(0)">Script link</a> <a href="#top">Anchor</a></p>`);
    expect(links(blocks)).toEqual(["https://example.org/story?id=3", "https://example.org/very/long/path"]);
    expect(allText(blocks)).toContain("https://example.org/very/long/path?utm_medium=email");
    expect(allText(blocks)).toContain("Script link Anchor");
  });

  it("finds the web version link and removes unsubscribe and footer boilerplate", () => {
    const { blocks, webVersionUrl } = cleanNewsletterHtml(`<body>
      <p><a href="https://news.example.com/web/42?utm_source=x">View this email in your browser</a></p>
      ${FILLER}
      <p>You are receiving this email because you subscribed. <a href="https://news.example.com/unsub">Unsubscribe</a></p>
      <p>Example Ltd, 1 Main Street, Springfield</p>
      <p>Copyright © 2026 Example Ltd, All rights reserved.</p></body>`);
    expect(webVersionUrl).toBe("https://news.example.com/web/42");
    const text = allText(blocks);
    expect(text).not.toMatch(
      /View this email|Unsubscribe|receiving this email|Main Street|All rights reserved/,
    );
    expect(text).toContain("real newsletter content");
  });

  it("keeps headings, emphasis, lists, quotes and preformatted text", () => {
    const { blocks } =
      cleanNewsletterHtml(`<h1>Title</h1><h3>Sub</h3><p>Some <b>bold</b>, <em>italic</em> and <code>code</code>.</p>
      <ul><li>One</li><li>Two<ol><li>Nested</li></ol></li></ul><blockquote><p>Quoted</p></blockquote><pre>  indented\n    more</pre>
      <p style="font-size:26px;font-weight:bold">Styled like a heading</p>`);
    expect(blocks.map((block) => block.type)).toEqual([
      "heading",
      "heading",
      "paragraph",
      "list",
      "quote",
      "preformatted",
      "heading",
    ]);
    const paragraph = blocks[2] as { inlines: TextRun[] };
    expect(paragraph.inlines.find((run) => run.text.includes("bold"))?.bold).toBe(true);
    expect(paragraph.inlines.find((run) => run.text.includes("italic"))?.italic).toBe(true);
    expect(paragraph.inlines.find((run) => run.text.includes("code"))?.code).toBe(true);
    expect(blocks[5]).toMatchObject({ type: "preformatted", text: "  indented\n    more" });
  });

  it("reads short lines as paragraphs when the whole body is set in large type", () => {
    const prose = "Our allotment had its best year yet, and the beans are still coming in.";
    const { blocks } = cleanNewsletterHtml(`<body style="font-size:20px">
      <p style="font-size:28px">Notes from the garden</p>
      <p>${prose} ${prose}</p><p>Short and sweet.</p><p>${prose} ${prose} ${prose}</p>
      <p style="font-size:21px">Also worth a look</p><p>${prose}</p></body>`);
    expect(blocks.map((block) => [block.type, blockText(block).slice(0, 17)])).toEqual([
      ["heading", "Notes from the ga"],
      ["paragraph", prose.slice(0, 17)],
      ["paragraph", "Short and sweet."],
      ["paragraph", prose.slice(0, 17)],
      ["paragraph", "Also worth a look"],
      ["paragraph", prose.slice(0, 17)],
    ]);
  });

  it("reads fragments without html or body, and survives deep nesting", () => {
    expect(allText(cleanNewsletterHtml("<p>Just a fragment</p><div>and more</div>").blocks)).toBe(
      "Just a fragment\nand more",
    );
    const deep = `${"<div>".repeat(5000)}deep text${"</div>".repeat(5000)}<p>after</p>`;
    expect(() => cleanNewsletterHtml(deep)).not.toThrow();
  });

  it("drops the picture buttons that lead to places in the newsletter itself, not its photos", () => {
    const button = (anchor: string, width: number) =>
      `<a href="#${anchor}"><img src="https://cdn.example.com/nav-${anchor}.jpg" width="${width}" height="42" alt="${anchor}"></a>`;
    const { blocks } =
      cleanNewsletterHtml(`<table><tr><td>${button("agenda", 173)}${button("annonces", 189)}</td></tr></table>
      <p id="agenda">Agenda des événements de nos quatre vallées.</p>
      <a href="#annonces"><img src="https://cdn.example.com/market.jpg" width="600" alt="Le marché du samedi"></a>
      <p id="annonces">Petites annonces de la semaine.</p>${button("top", 40)}`);
    expect(images(blocks).map((image) => image.alt)).toEqual(["Le marché du samedi"]);
  });

  it("turns emoji images into their emoji", () => {
    const { blocks } = cleanNewsletterHtml(
      `<p>Great <img class="emoji" alt="🎉" src="https://cdn.example.com/party.png"> news</p>`,
    );
    expect(allText(blocks)).toBe("Great 🎉 news");
    expect(images(blocks)).toHaveLength(0);
  });
});

describe("isTrackingPixelUrl", () => {
  it("recognises common open trackers", () => {
    expect(isTrackingPixelUrl("https://email.example.com/o/eyJhbGciOi/open.gif")).toBe(true);
    expect(isTrackingPixelUrl("https://www.google-analytics.com/collect?v=1")).toBe(true);
    expect(isTrackingPixelUrl("https://cdn.example.com/images/hero.jpg")).toBe(false);
  });
});

describe("marks set apart from their words", () => {
  it("reads a footnote whose number sits in its own element as one line: the number, then the note", () => {
    const note = (n: number, words: string) =>
      `<div class="footnote"><a id="footnote-${n}" href="https://lake.example/p/ferry#footnote-anchor-${n}" class="footnote-number">${n}</a><div class="footnote-content"><p>${words}</p></div></div>`;
    const reading = cleanNewsletterHtml(
      `<html><body>${FILLER}<p>The ferry ran again on Monday.<a class="footnote-anchor" href="https://lake.example/p/ferry#footnote-1">1</a></p>
      ${note(1, "The yard's own logbook gives the date as the ninth.")}${note(2, "Two herons, to be exact.")}</body></html>`,
    );
    const lines = reading.blocks.map(blockText);
    expect(lines).toContain("1 The yard's own logbook gives the date as the ninth.");
    expect(lines).toContain("2 Two herons, to be exact.");
    expect(lines).not.toContain("1");
  });

  it("reads a list set as a table, each bullet in a cell of its own, as a list", () => {
    const row = (item: string, bullet = '<td width="12">&bull;</td>') =>
      `<tr>${bullet}<td width="8"></td><td>${item}</td></tr>`;
    const items = [
      "Java v3 ends on March 1st",
      "Ruby v3 ends on April 1st",
      "JavaScript v3 ends on July 1st",
    ];
    const large = '<td style="font-size:20px;font-weight:700"><span>•</span></td>';
    const reading = cleanNewsletterHtml(
      `<html><body>${FILLER}<p>These libraries reach their end:</p><table>${items.map((item) => row(item)).join("")}</table>
      <p>And the coupon's terms:</p><table><tr><td><table role="presentation">${row("Spend at least 100 euros", large)}</table></td></tr>
      <tr><td><table role="presentation">${row("Use the code once", large)}</table></td></tr></table></body></html>`,
    );
    const lists = reading.blocks.filter((block) => block.type === "list");
    expect(lists.map((list) => list.items.map((item) => item.map(blockText).join()))).toEqual([
      items,
      ["Spend at least 100 euros", "Use the code once"],
    ]);
    expect(reading.blocks.some((block) => block.type === "table" || block.type === "heading")).toBe(false);
  });

  it("leaves a number over a lone link as it is: a count over a button, not a footnote's number", () => {
    const reading = cleanNewsletterHtml(
      `<html><body>${FILLER}<table><tr><td><a href="https://answers.example/a/1"><p>812</p></a></td></tr></table>
      <table><tr><td><a href="https://answers.example/q/3"><strong>Three more answers on ferries</strong></a></td></tr></table>
      <p>${"The ferry ran again on Monday, and the answers kept coming. ".repeat(3)}</p></body></html>`,
    );
    const lines = reading.blocks.map(blockText);
    expect(lines).toContain("Three more answers on ferries");
    expect(lines.some((line) => line.startsWith("812 "))).toBe(false);
  });

  it("leaves a number over a heading, and a run of numbers, as they are", () => {
    const reading = cleanNewsletterHtml(
      `<html><body>${FILLER}<p>1</p><h2>The ferry is back</h2><p>2</p><p>3</p><p>${"The ferry ran again. ".repeat(4)}</p></body></html>`,
    );
    const lines = reading.blocks.map(blockText);
    expect(lines).toContain("1");
    expect(lines).toContain("The ferry is back");
    expect(lines).toContain("2");
  });
});

describe("section titles and list bullets set by style", () => {
  it("reads a bold line set clearly larger than the body as a title, over pictures as over prose", () => {
    const cell = (html: string) => `<tr><td style="font-size:14px">${html}</td></tr>`;
    const title = (text: string) => `<div style="font-weight:bold;font-size:18px">${text}</div>`;
    const reading = cleanNewsletterHtml(
      `<html><body><table>${cell(`<span>${"Our workshop reopened this week after the long winter. ".repeat(3)}</span>`)}
      ${cell(`${title("Photos from the week")}<img src="https://workshop.example/a.jpg" width="300" height="200" alt="The lathe">`)}
      ${cell(`${title("Opening hours")}<span>${"From Monday the doors are open from nine until six. ".repeat(2)}</span>`)}
      ${cell(`${title("Only 19,90 €")}<span>${"The kettle costs less this week than ever before. ".repeat(2)}</span>`)}</table></body></html>`,
    );
    const headings = reading.blocks.filter((block) => block.type === "heading").map(blockText);
    expect(headings).toEqual(["Photos from the week", "Opening hours"]);
  });

  it("drops the typed bullets of a list's items: the book sets its own", () => {
    const item = (text: string) =>
      `<li style="padding-left:20px"><span style="position:absolute;left:0">•</span> ${text}</li>`;
    const reading = cleanNewsletterHtml(
      `<html><body>${FILLER}<ul style="list-style:none">${item("Tanker rates fell by a sixth.")}${item("Two owners ordered twelve ships.")}</ul></body></html>`,
    );
    const list = reading.blocks.find((block) => block.type === "list");
    expect(list?.type === "list" && list.items.map((items) => items.map(blockText).join())).toEqual([
      "Tanker rates fell by a sixth.",
      "Two owners ordered twelve ships.",
    ]);
  });
});

describe("HTML made of a text part", () => {
  it("re-flows the hard-wrapped lines of HTML that Exchange converted from text/plain", () => {
    const lines = [
      "Berlin, 3 March - The society presents a new study today on the state of",
      "street trees in twenty large cities. Almost every third tree is damaged by",
      "drought, and new planting does not keep pace with felling.",
    ];
    const html = (marker: string) =>
      `<html><body>${marker}<P><FONT SIZE=2>${lines.join("</FONT>\n<BR><FONT SIZE=2>")}</FONT></P></body></html>`;
    const converted = cleanNewsletterHtml(html("<!-- Converted from text/plain format -->"));
    expect(converted.blocks.map(blockText)).toEqual([lines.join(" ")]);
    // Without the mark, the lines are the sender's own.
    expect(cleanNewsletterHtml(html("")).blocks.map(blockText)).toEqual([lines.join("\n")]);
  });
});

describe("embedded posts", () => {
  it("reads a short embedded post that answers someone, set large, as a line, not a heading", () => {
    const reading = cleanNewsletterHtml(
      `<html><body>${FILLER}<div class="tweet"><a href="https://lake.example/post/1" style="display:block">
      <div class="tweet-text" style="font-size:20px"><span>@ada_brook</span><span> The herons are back</span></div></a></div>${FILLER}</body></html>`,
    );
    const post = reading.blocks.find((block) => blockText(block).includes("The herons are back"));
    expect(post?.type).toBe("paragraph");
  });
});

describe("buttons", () => {
  it("reads a call-to-action button in large type as a line, not a heading, and a large linked title as a heading", () => {
    const reading = cleanNewsletterHtml(
      `<html><body>${FILLER}<table role="presentation"><tr><td style="border-radius:5px;background:#61bf5c">
      <a href="https://lake.example/write" style="display:inline-block;background:#61bf5c;font-size:28px;padding:10px 25px">
      <span style="font-size:28px">WRITE TO THE COUNCIL</span></a></td></tr></table>
      <p><a href="https://lake.example/ferry" style="font-size:28px;padding:0">The ferry is back on the lake</a></p>${FILLER}</body></html>`,
    );
    const line = reading.blocks.find((block) => blockText(block) === "WRITE TO THE COUNCIL");
    const title = reading.blocks.find((block) => blockText(block) === "The ferry is back on the lake");
    expect(line?.type).toBe("paragraph");
    expect(title?.type).toBe("heading");
  });
});
