/** The digest progress bar: redrawn in place on a terminal, one line per change otherwise. */
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { createProgressBar } from "../src/progress-bar.ts";

function fakeStream(tty: boolean, columns = 60) {
  const stream = Object.assign(new PassThrough(), { isTTY: tty, columns });
  let written = "";
  stream.on("data", (chunk) => (written += chunk));
  return { stream: stream as unknown as NodeJS.WriteStream, written: () => written };
}

describe("createProgressBar", () => {
  it("redraws one line on a terminal, within its width, and ends it with a newline", () => {
    const { stream, written } = fakeStream(true, 60);
    const bar = createProgressBar(stream);
    bar.update(0, "starting");
    bar.update(47.6, "analyzing — Cleaning up a newsletter whose subject is far too long to fit");
    bar.done();
    const frames = written().split("\r\x1b[2K").filter(Boolean);
    expect(frames).toHaveLength(2);
    expect(frames[0]).toMatch(/^\[░+\]\s+0% starting$/);
    expect(frames[1]).toMatch(/^\[█+░+\]\s+48% analyzing — .*…\n$/);
    expect(frames[1]!.trimEnd().length).toBeLessThanOrEqual(60);
  });

  it("prints plain lines, without repeats, when stderr is not a terminal", () => {
    const { stream, written } = fakeStream(false);
    const bar = createProgressBar(stream);
    bar.update(5, "loading");
    bar.update(5, "loading");
    bar.update(100, "completed");
    bar.done();
    expect(written()).toBe("5% loading\n100% completed\n");
  });

  it("never moves the bar back when a recovered digest starts its stages again; the label still changes", () => {
    const { stream, written } = fakeStream(false);
    const bar = createProgressBar(stream);
    bar.update(62, "optimizing");
    bar.update(5, "Loading 10 emails from Gmail…");
    bar.update(40, "analyzing");
    bar.update(75, "optimizing");
    bar.done();
    expect(written()).toBe(
      "62% optimizing\n62% Loading 10 emails from Gmail…\n62% analyzing\n75% optimizing\n",
    );
  });
});
