import { firstProblem } from "@folio/contracts";
import type { z } from "zod";
import { FolioError } from "./folio-error.ts";

/** A REST input that failed its schema: a 400 with the reason, and the field it is about in `field`. */
export function badInput(error: z.ZodError): FolioError {
  const { field, message } = firstProblem(error);
  return new FolioError("BAD_INPUT", message, { details: field ? { field } : undefined });
}
