export * from "./outbox.ts";
export * from "./waitlist.ts";
