export type { AppRouter, RouterInputs, RouterOutputs } from "@folio/server/trpc";
export {
  API_KEY_HEADER,
  createFolioClient,
  downloadDigestFile,
  type FolioClient,
  type FolioClientOptions,
  FolioHttpError,
} from "./create-folio-client.ts";
export {
  DigestFailedError,
  type DigestSnapshot,
  type WaitForDigestOptions,
  WaitTimeoutError,
  waitForDigest,
} from "./wait-for-digest.ts";
