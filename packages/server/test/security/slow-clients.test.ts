/**
 * A client that sends its request slowly is cut off: Folio's HTTP server ends a request whose
 * headers or body do not arrive in time with 408, instead of Node's 5 minutes (SEC-20).
 */
import type { Server } from "node:http";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpServer, REQUEST_TIMEOUTS } from "../../src/http-server.ts";

/** Opens a connection, sends `head`, then one byte every `everyMs`; resolves with what came back and when. */
function trickle(port: number, head: string, everyMs: number) {
  return new Promise<{ answer: string; afterMs: number }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let timer: ReturnType<typeof setInterval> | undefined;
    socket.on("connect", () => {
      socket.write(head);
      timer = setInterval(() => socket.write("x"), everyMs);
    });
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    const done = () => {
      clearInterval(timer);
      resolve({ answer, afterMs: Date.now() - started });
    };
    socket.on("close", done);
    socket.on("error", done);
  });
}

describe("slow clients", () => {
  let server: Server | undefined;
  afterEach(async () => {
    const open = server;
    server = undefined;
    if (!open) return;
    open.closeAllConnections();
    await new Promise((resolve) => open.close(resolve));
  });

  async function listen(timeouts: typeof REQUEST_TIMEOUTS) {
    server = createHttpServer((req, res) => {
      req.resume();
      req.on("end", () => res.end("ok"));
    }, timeouts);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return (server.address() as { port: number }).port;
  }

  it("SEC-20: the server's defaults end a slow request within 30 s, not Node's 5 minutes", () => {
    expect(REQUEST_TIMEOUTS.requestTimeoutMs).toBeLessThanOrEqual(30_000);
    expect(REQUEST_TIMEOUTS.headersTimeoutMs).toBeLessThanOrEqual(REQUEST_TIMEOUTS.requestTimeoutMs);
    expect(REQUEST_TIMEOUTS.checkEveryMs).toBeLessThanOrEqual(5_000);
  });

  it("SEC-20: a body sent a byte at a time gets 408 once the request timeout passes", async () => {
    const port = await listen({ requestTimeoutMs: 600, headersTimeoutMs: 300, checkEveryMs: 100 });
    const head =
      "POST /api/waitlist HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n";
    const { answer, afterMs } = await trickle(port, head, 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(3000);
  });

  it("SEC-20: headers sent a byte at a time get 408 once the headers timeout passes", async () => {
    const port = await listen({ requestTimeoutMs: 2000, headersTimeoutMs: 300, checkEveryMs: 100 });
    const { answer, afterMs } = await trickle(port, "GET /api/health HTTP/1.1\r\nX-Slow: ", 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(1800);
  });

  it("SEC-20: a request that arrives in time is answered", async () => {
    const port = await listen({ requestTimeoutMs: 600, headersTimeoutMs: 300, checkEveryMs: 100 });
    const response = await fetch(`http://127.0.0.1:${port}/`, { method: "POST", body: "hello" });
    expect(await response.text()).toBe("ok");
  });
});
