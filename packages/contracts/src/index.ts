export * from "./limits.ts";
export * from "./output-format.ts";
export * from "./text.ts";
