import { destinationEmail, identifier, outputFormat } from "@folio/contracts";
import { z } from "zod";

/** What the settings screen and the wizard may change; omitted fields stay as they are. */
export const preferencesUpdateInput = z.strictObject({
  readLaterLabelId: identifier("readLaterLabelId").nullable().optional(),
  processedLabelId: identifier("processedLabelId").nullable().optional(),
  outputFormat: outputFormat.nullable().optional(),
  destinationEmail: destinationEmail.optional(),
});

export type PreferencesUpdate = z.infer<typeof preferencesUpdateInput>;
