/** The sandbox's state as one JSON file: loaded at start, rewritten (debounced, atomically) on change. */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import type { JWK } from "jose";
import type { MailboxSnapshot } from "../gmail/mailbox.ts";
import type { IdentitySnapshot } from "../oidc/identity-store.ts";

export interface PersistedState {
  version: 1;
  /** The private signing key, so id_tokens issued before a restart still verify. */
  signingKey: JWK;
  identity: IdentitySnapshot;
  mailboxes: MailboxSnapshot[];
}

export async function loadState(file: string): Promise<PersistedState | undefined> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const state = JSON.parse(text) as PersistedState;
  if (state.version !== 1)
    throw new Error(`${file}: unsupported sandbox state version ${String(state.version)}`);
  return state;
}

export interface StateWriter {
  /** Schedules a write shortly; many changes in a burst become one write. */
  schedule(): void;
  flush(): Promise<void>;
}

export function createStateWriter(
  file: string | undefined,
  snapshot: () => PersistedState,
  debounceMs = 200,
): StateWriter {
  if (!file) return { schedule() {}, flush: async () => {} };
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let sequence = 0;

  const write = async () => {
    const text = JSON.stringify(snapshot());
    const temp = `${file}.${process.pid}.${++sequence}.tmp`;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(temp, text);
    // rename is atomic on one filesystem: readers see the old file or the new one, never half.
    await rename(temp, file);
  };

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    writing = writing.catch(() => {}).then(write);
    return writing;
  };

  return {
    schedule() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        flush().catch((error: unknown) => console.error("sandbox: could not save state:", error));
      }, debounceMs);
      timer.unref();
    },
    flush,
  };
}
