import { z } from "zod";

/** What a digest is made as: a PDF, an EPUB, or both. */
export const OUTPUT_FORMATS = ["pdf", "epub", "both"] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
export const outputFormat = z.enum(OUTPUT_FORMATS, { error: "The output format is pdf, epub or both." });
