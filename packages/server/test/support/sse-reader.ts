/** Reads a tRPC SSE subscription (or any event stream) from a streaming Response, event by event. */
export function readSse(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const tracked: { id: string; data: string }[] = [];
  const events: string[] = [];

  async function pull(ms: number): Promise<boolean> {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), ms)),
    ]);
    if (chunk === "timeout" || chunk.done) return false;
    buffer += decoder.decode(chunk.value, { stream: true });
    const complete = buffer.split("\n\n");
    buffer = complete.pop() ?? "";
    for (const raw of complete) {
      const id = /^id: ?(.*)$/m.exec(raw)?.[1];
      const data = /^data: ?(.*)$/m.exec(raw)?.[1];
      if (id) tracked.push({ id, data: data ?? "" });
      if (data !== undefined) events.push(data);
    }
    return true;
  }

  return {
    /** The next event that carries an id (a tracked() event), or null when none came within `ms`. */
    async nextTracked(ms = 3000): Promise<{ id: string; data: string } | null> {
      const deadline = Date.now() + ms;
      while (tracked.length === 0) {
        const left = deadline - Date.now();
        if (left <= 0 || !(await pull(left))) break;
      }
      return tracked.shift() ?? null;
    },
    /** The next event's data, tracked or not (plain `text/event-stream`), or null when none came within `ms`. */
    async nextData(ms = 3000): Promise<string | null> {
      const deadline = Date.now() + ms;
      while (events.length === 0) {
        const left = deadline - Date.now();
        if (left <= 0 || !(await pull(left))) break;
      }
      return events.shift() ?? null;
    },
    /** Waits for the first bytes: the stream is open and the subscription has started. */
    async opened(): Promise<void> {
      await pull(3000);
    },
    close: () => reader.cancel().catch(() => {}),
  };
}
