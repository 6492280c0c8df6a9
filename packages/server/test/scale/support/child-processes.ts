/** Real Folio processes for the scale tests: `node --import tsx …/main.ts` children on their own ports. */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../../../..");

export interface ChildServer {
  name: string;
  url: string;
  pid: number;
  child: ChildProcess;
  /** Everything it printed, for the failure message when it misbehaves. */
  output(): string;
  /** Resolves once the process is gone. */
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Starts `entry` (relative to the repository root) with only the given environment (plus PATH). */
export function startChild(
  name: string,
  entry: string,
  port: number,
  env: Record<string, string>,
): ChildServer {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    child,
    output: () => output,
    exited,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Polls `path` until it answers 200; fails with the process's output when it exits or times out. */
export async function waitForOk(server: ChildServer, urlPath: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`${server.name} exited (${server.child.exitCode}):\n${server.output()}`);
    }
    const response = await fetch(`${server.url}${urlPath}`).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${server.name} did not answer ${urlPath} within ${timeoutMs} ms:\n${server.output()}`);
}
