export * from "./digests.ts";
export * from "./gmail-account.ts";
export * from "./gmail-sync-state.ts";
export * from "./outbox.ts";
export * from "./queued-emails.ts";
export * from "./user-preferences.ts";
export * from "./waitlist.ts";
