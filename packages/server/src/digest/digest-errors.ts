import { FolioError } from "../errors/folio-error.ts";

/** Something the user can fix (empty queue, setup incomplete): shown as it is, as a 400. */
export class DigestRequestError extends FolioError {
  constructor(message: string) {
    super("BAD_INPUT", message);
  }
}

/** Another digest of the user is still being made: a 409 that names it, so the caller can follow it. */
export class DigestBusyError extends FolioError {
  constructor(readonly running: { digestId: string; sessionId: string }) {
    super(
      "CONFLICT",
      `A digest of yours is still being made (digest ${running.digestId}, session ${running.sessionId}). Wait for it to finish, then generate again.`,
      // Named beside the message: REST's body and tRPC's `data` carry digestId and sessionId.
      { details: running },
    );
  }
}
