import { identifier, MAX_EMAIL_LENGTH, outputFormat } from "@folio/contracts";
import { z } from "zod";

/** What the settings screen and the wizard may change; omitted fields stay as they are. */
export const preferencesUpdateInput = z.strictObject({
  readLaterLabelId: identifier("readLaterLabelId").nullable().optional(),
  processedLabelId: identifier("processedLabelId").nullable().optional(),
  outputFormat: outputFormat.nullable().optional(),
  destinationEmail: z
    .email("Please enter a valid email address.")
    .max(MAX_EMAIL_LENGTH, `An email address has at most ${MAX_EMAIL_LENGTH} characters.`)
    .optional(),
});

export type PreferencesUpdate = z.infer<typeof preferencesUpdateInput>;
