import { type CommandContext, emit } from "../command-context.ts";

interface FileSummary {
  filename: string;
  size: number;
}

export function describeFiles(files: FileSummary[]): string[] {
  return files.map((file) => `  ${file.filename} (${formatSize(file.size)})`);
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** `folio digests`: the latest digests, newest first, with their files. */
export async function digestsCommand(context: CommandContext): Promise<void> {
  const digests = await context.client.digest.history.query();
  emit(context, digests, () => {
    if (digests.length === 0) return ["No digests yet. Create one with `folio digest --wait`."];
    return digests.flatMap((digest) => [
      `${digest.id}  ${digest.createdAt.toISOString().slice(0, 16).replace("T", " ")}  ${digest.status.padEnd(10)} ${digest.format ?? ""} • ${digest.itemCount} emails`,
      ...describeFiles(digest.files),
    ]);
  });
}
