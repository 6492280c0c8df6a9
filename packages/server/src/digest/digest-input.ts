import { outputFormat } from "@folio/contracts";
import { z } from "zod";
import { MAX_NEWSLETTERS_PER_DIGEST } from "./digest-limits.ts";

/**
 * The generate call's body (spec §7 'generate-digest'), for tRPC and REST alike. Without `emailIds`
 * (or with null) the digest takes everything queued when the call arrives.
 */
export const generateDigestInput = z.object({
  emailIds: z
    .array(z.string().uuid("Each email id must be a queue item id."))
    .min(1, "Choose at least one email, or leave emailIds out to take everything queued.")
    .max(MAX_NEWSLETTERS_PER_DIGEST, `One digest holds at most ${MAX_NEWSLETTERS_PER_DIGEST} newsletters.`)
    .nullish(),
  format: outputFormat.nullish(),
  includeTableOfContents: z.boolean().nullish(),
  includeOriginalLinks: z.boolean().nullish(),
  sessionId: z
    .string({ error: "A sessionId is required." })
    .min(1)
    .max(100)
    .regex(/^[\w.-]+$/, "The sessionId may hold letters, digits, dots, dashes and underscores."),
});

export const digestSessionInput = z.object({ sessionId: generateDigestInput.shape.sessionId });
