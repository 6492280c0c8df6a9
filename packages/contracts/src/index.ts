export * from "./limits.ts";
export * from "./output-format.ts";
export * from "./reader-summary.ts";
export * from "./text.ts";
