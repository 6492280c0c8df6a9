/** Something the user can fix (empty queue, setup incomplete): shown as it is, as a 400. */
export class DigestRequestError extends Error {}

/** Another digest of the user is still being made: a 409 that names it, so the caller can follow it. */
export class DigestBusyError extends Error {
  constructor(readonly running: { digestId: string; sessionId: string }) {
    super(
      `A digest of yours is still being made (digest ${running.digestId}, session ${running.sessionId}). Wait for it to finish, then generate again.`,
    );
    this.name = "DigestBusyError";
  }
}
