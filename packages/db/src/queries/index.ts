export * from "./waitlist.ts";
