import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { downloadDigestFile } from "../../create-folio-client.ts";
import { type CommandContext, emit } from "../command-context.ts";
import { OperationError, UsageError } from "../exit-codes.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `folio download <id> [--out dir]`: writes the digest's PDF/EPUB files to disk. */
export async function downloadCommand(context: CommandContext): Promise<void> {
  const [digestId, ...extra] = context.args;
  if (!digestId || extra.length > 0)
    throw new UsageError("download takes one digest id: folio download <id>");
  if (!UUID.test(digestId)) throw new UsageError(`"${digestId}" is not a digest id (see \`folio digests\`).`);
  const digest = await context.client.digest.get.query({ digestId });
  if (digest.status !== "completed" || digest.files.length === 0)
    throw new OperationError(`Digest ${digest.id} has no files to download (status: ${digest.status}).`);
  const outDir = path.resolve(context.io.cwd, context.options.out ?? ".");
  await mkdir(outDir, { recursive: true });
  const written: { path: string; size: number; contentType: string }[] = [];
  for (const file of digest.files) {
    const content = await downloadDigestFile(context.connection, file.url);
    // The name comes from the server; never let it point outside the chosen directory.
    const target = path.join(outDir, path.basename(file.filename));
    await writeFile(target, content);
    written.push({ path: target, size: content.byteLength, contentType: file.contentType });
  }
  emit(context, { digestId: digest.id, files: written }, () => written.map((file) => `Saved ${file.path}`));
}
