/**
 * A one-line progress bar on a terminal (redrawn in place), or — when output is not a terminal —
 * one plain line per change of status, so logs stay readable.
 *
 * The bar never moves back: a digest that another worker took over after a crash starts its stages
 * again, and its label says so ("Loading 10 emails…") while the bar waits until the work catches up.
 */
export function createProgressBar(stream: NodeJS.WriteStream) {
  const interactive = Boolean(stream.isTTY);
  let lastLine = "";
  let shown = 0;

  return {
    update(percent: number, label: string) {
      shown = Math.max(shown, Math.max(0, Math.min(100, Math.round(percent))));
      const clamped = shown;
      if (!interactive) {
        const line = `${clamped}% ${label}`;
        if (line !== lastLine) stream.write(`${line}\n`);
        lastLine = line;
        return;
      }
      const columns = stream.columns || 80;
      const barWidth = Math.max(10, Math.min(30, columns - 20));
      const filled = Math.round((clamped / 100) * barWidth);
      const bar = `[${"█".repeat(filled)}${"░".repeat(barWidth - filled)}] ${String(clamped).padStart(3)}%`;
      const room = columns - bar.length - 2;
      const text =
        room > 3 && label ? ` ${label.length > room ? `${label.slice(0, room - 1)}…` : label}` : "";
      lastLine = `${bar}${text}`;
      stream.write(`\r\x1b[2K${lastLine}`);
    },
    /** Leaves the last state on screen and moves to a new line. */
    done() {
      if (interactive && lastLine) stream.write("\n");
      lastLine = "";
      shown = 0;
    },
  };
}
