/** What `folio-digest` exits with; listed in --help and the README. */
export const EXIT = { ok: 0, failed: 1, usage: 2, partlyUnreadable: 3 } as const;

/** Wrong arguments: exit 2 with the message and a pointer to --help. */
export class UsageError extends Error {}

/** An input that cannot be used, or a book that cannot be written: exit 1, nothing written. */
export class InputError extends Error {}
