import { z } from "zod";

/** What the settings screen and the wizard may change; omitted fields stay as they are. */
export const preferencesUpdateInput = z.strictObject({
  readLaterLabelId: z.string().trim().min(1).max(256).nullable().optional(),
  processedLabelId: z.string().trim().min(1).max(256).nullable().optional(),
  outputFormat: z.enum(["pdf", "epub", "both"]).nullable().optional(),
  destinationEmail: z
    .email("Please enter a valid email address.")
    .max(254, "An email address has at most 254 characters.")
    .optional(),
});

export type PreferencesUpdate = z.infer<typeof preferencesUpdateInput>;
