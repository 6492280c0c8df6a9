export * from "./gmail-account.ts";
export * from "./outbox.ts";
export * from "./user-preferences.ts";
export * from "./waitlist.ts";
