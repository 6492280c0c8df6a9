import { randomBytes } from "node:crypto";
import { rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Writes a file whole or not at all: into a hidden temporary file beside it, then renamed over
 * the name (a rename within one folder is atomic), so a reader never sees half a book.
 */
export async function writeAtomically(file: string, content: string | Uint8Array): Promise<void> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`,
  );
  try {
    await writeFile(temporary, content);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
