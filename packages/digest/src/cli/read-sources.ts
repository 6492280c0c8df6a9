import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { DigestSource } from "../build-digest.ts";
import { InputError } from "./cli-errors.ts";

/** A message on disk: its id is the path as the user gave it (or the folder's path joined with its name). */
export interface FileSource extends DigestSource {
  id: string;
  raw: Buffer;
}

// The first line of an RFC 822 message is a header field ("Name: value") or an mbox "From " line.
const FIRST_HEADER = /^(?:\uFEFF)?(?:From |[\x21-\x39\x3B-\x7E]+[ \t]*:)/;

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOENT") return "no such file or folder";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "EISDIR") return "it is a folder";
  return (error as Error).message;
}

async function emlFilesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith(".eml"))
    .map((entry) => path.join(folder, entry.name))
    .sort();
}

/**
 * Every message named on the command line, in order (a folder's .eml files sorted by name), each
 * read whole. Throws InputError naming the first input that cannot be used, before anything is built.
 */
export async function readSources(inputs: string[], cwd: string): Promise<FileSource[]> {
  const files: string[] = [];
  for (const input of inputs) {
    const absolute = path.resolve(cwd, input);
    let isFolder: boolean;
    try {
      isFolder = (await stat(absolute)).isDirectory();
    } catch (error) {
      throw new InputError(`Cannot read ${input}: ${reason(error)}.`);
    }
    if (!isFolder) {
      files.push(input);
      continue;
    }
    let found: string[];
    try {
      found = await emlFilesIn(absolute);
    } catch (error) {
      throw new InputError(`Cannot read the folder ${input}: ${reason(error)}.`);
    }
    if (found.length === 0) throw new InputError(`The folder ${input} holds no .eml files.`);
    files.push(...found.map((file) => path.join(input, path.basename(file))));
  }

  const seen = new Set<string>();
  const sources: FileSource[] = [];
  for (const file of files) {
    const absolute = path.resolve(cwd, file);
    if (seen.has(absolute)) continue;
    seen.add(absolute);
    let raw: Buffer;
    try {
      raw = await readFile(absolute);
    } catch (error) {
      throw new InputError(`Cannot read ${file}: ${reason(error)}.`);
    }
    if (raw.byteLength === 0) throw new InputError(`${file} is empty.`);
    if (!FIRST_HEADER.test(raw.subarray(0, 1024).toString("latin1")))
      throw new InputError(
        `${file} is not an e-mail message: it should start with header lines such as "From: …".`,
      );
    sources.push({ id: file, raw });
  }
  return sources;
}
