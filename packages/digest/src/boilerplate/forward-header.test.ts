import { describe, expect, it } from "vitest";
import { cleanNewsletterHtml } from "../clean-newsletter-html.ts";
import { readPlainTextNewsletter } from "../read-plain-text-newsletter.ts";
import { type Block, blockText } from "../reading-document.ts";

const STORY =
  "The lighthouse keeper's cottage opens as a small museum in May, with the old lamp and logbooks on show.";

function text(blocks: Block[]): string {
  return blocks.map(blockText).join("\n");
}

describe("forward headers", () => {
  it("drops Apple Mail's header, set one line per block, and keeps the forwarded subject and sender", () => {
    const reading = cleanNewsletterHtml(`<div>Begin forwarded message:</div><br>
      <div><b>From: </b>"Cape Letters" &lt;letters@cape.example&gt;</div>
      <div><b>Subject: </b>The keeper's cottage</div>
      <div><b>Date: </b>3 May 2024 at 07:30:12 BST</div>
      <div><b>To: </b>sam@home.example</div><br>
      <p>${STORY}</p>`);
    expect(text(reading.blocks)).toBe(STORY);
    expect(reading.forwarded).toEqual({ subject: "The keeper's cottage", from: "Cape Letters" });
  });

  it("drops Apple Mail's header set as one block, an empty line under its marker", () => {
    const reading = cleanNewsletterHtml(`<div>Begin forwarded message:<br><br>
      <b>From:</b> Cape Letters &lt;letters@cape.example&gt;<br>
      <b>Subject:</b> The keeper's cottage<br>
      <b>Date:</b> 3 May 2024 at 07:30:12 BST<br>
      <b>To:</b> sam@home.example</div>
      <p>${STORY}</p>`);
    expect(text(reading.blocks)).toBe(STORY);
    expect(reading.forwarded).toEqual({ subject: "The keeper's cottage", from: "Cape Letters" });
  });

  it("drops Outlook's plain-text header, with or without its marker line", () => {
    for (const marker of ["-----Original Message-----\n", ""]) {
      const reading = readPlainTextNewsletter(
        `${marker}From: Cape Letters [mailto:letters@cape.example]\nSent: Friday, May 3, 2024 7:30 AM\nTo: sam@home.example\nSubject: The keeper's cottage\n\n${STORY}\n`,
      );
      expect(text(reading.blocks)).toBe(STORY);
      expect(reading.forwarded).toEqual({ subject: "The keeper's cottage", from: "Cape Letters" });
    }
  });

  it("drops the forwarder's note and signature above the header of a message forwarded as such", () => {
    const html = `<p>HARBOUR WORKS</p><p>Sam Reed, Project Lead</p><p>+44 20 7946 0000</p>
      <p>sam@harbour.example</p><hr>
      <p>From: Cape Letters &lt;letters@cape.example&gt;<br>Sent: Friday, May 3, 2024 7:30 AM<br>
      To: Sam Reed &lt;sam@harbour.example&gt;<br>Subject: The keeper's cottage</p><p>${STORY}</p>`;
    const forwarded = cleanNewsletterHtml(html, { subject: "Fw: The keeper's cottage" });
    expect(text(forwarded.blocks)).toBe(STORY);
    expect(forwarded.forwarded).toEqual({ subject: "The keeper's cottage", from: "Cape Letters" });
    // Without a forward's subject, lines further down are an exchange the letter quotes.
    const quoting = cleanNewsletterHtml(html, { subject: "The keeper's cottage" });
    expect(text(quoting.blocks)).toContain("Sam Reed, Project Lead");
    expect(text(quoting.blocks)).toContain("From: Cape Letters");
  });

  it("keeps the text that follows the header inside the same block", () => {
    const reading = readPlainTextNewsletter(
      `---------- Doorgestuurd bericht ---------\nVan: Kaapbrief <brief@kaap.example>\nDatum: vr 3 mei 2024\nOnderwerp: Het huisje\nAan: <sam@home.example>\n${STORY}\n`,
    );
    expect(text(reading.blocks)).toBe(STORY);
    expect(reading.forwarded).toEqual({ subject: "Het huisje", from: "Kaapbrief" });
  });

  it("keeps the same lines further down, where the newsletter quotes an exchange", () => {
    const quoted = "-----Original Message-----\nFrom: Harbour Office\nSent: Monday\nSubject: Moorings";
    const reading = readPlainTextNewsletter(
      `${STORY}\n\nA reader sent us this:\n\n${quoted}\n\nMoorings are free in May.\n`,
    );
    expect(text(reading.blocks)).toContain("From: Harbour Office");
    expect(reading.forwarded).toBeUndefined();
  });

  it("keeps a first line that only looks like a header field", () => {
    const reading = readPlainTextNewsletter(`From: the editor's desk\n\n${STORY}\n`);
    expect(text(reading.blocks)).toContain("From: the editor's desk");
    expect(reading.forwarded).toBeUndefined();
  });
});

describe("a forward under a list's tag or a long note", () => {
  const header =
    "---------- Forwarded message ---------\nFrom: Harbour Office <office@harbour.example>\nDate: Mon, 4 May 2026\nSubject: Moorings\nTo: <reader@example.com>";
  const note = Array.from(
    { length: 4 },
    (_, index) =>
      `Note ${index + 1} from the person forwarding: the moorings are worth a look this spring, and the prices are fair.`,
  ).join("\n\n");

  it("takes the header off under a list's tag ('[Boats] Fwd: …'), with the short note above it", () => {
    const reading = readPlainTextNewsletter(`FYI, see below.\n\n${header}\n\n${STORY}\n`, {
      subject: "[Boats] Fwd: Moorings",
    });
    expect(text(reading.blocks)).not.toContain("Forwarded message");
    expect(reading.forwarded?.subject).toBe("Moorings");
  });

  it("keeps a long note as a letter of its own and takes off the marked header under it", () => {
    const reading = readPlainTextNewsletter(`${note}\n\n${header}\n\n${STORY}\n`, {
      subject: "Moorings for the spring",
    });
    const all = text(reading.blocks);
    expect(all).toContain("Note 4 from the person forwarding");
    expect(all).not.toContain("reader@example.com");
    expect(all).toContain(STORY.split("\n")[0]!.trim());
  });
});
