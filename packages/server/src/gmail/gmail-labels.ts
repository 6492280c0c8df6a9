import type { gmail_v1 } from "@googleapis/gmail";
import { FolioError } from "../errors/folio-error.ts";
import { type GmailDeps, withGmail } from "./gmail-connection.ts";
import { GmailApiError } from "./gmail-errors.ts";

export interface GmailLabel {
  id: string;
  name: string;
  type: "user" | "system";
}

/** System labels that make sense as a Read Later or Processed label; the rest (SPAM, DRAFT…) do not. */
const PICKABLE_SYSTEM_LABELS = new Set(["INBOX", "STARRED", "IMPORTANT", "UNREAD"]);

function toGmailLabel(label: gmail_v1.Schema$Label): GmailLabel | null {
  if (!label.id || !label.name) return null;
  return { id: label.id, name: label.name, type: label.type === "system" ? "system" : "user" };
}

/** The user's own labels (by name), then the few system labels worth picking. */
export async function listPickableLabels(deps: GmailDeps, userId: string): Promise<GmailLabel[]> {
  const labels = (await (await withGmail(deps, userId)).listLabels())
    .map(toGmailLabel)
    .filter((label): label is GmailLabel => label !== null)
    .filter((label) => label.type === "user" || PICKABLE_SYSTEM_LABELS.has(label.id));
  const byName = (a: GmailLabel, b: GmailLabel) => a.name.localeCompare(b.name);
  return [
    ...labels.filter((label) => label.type === "user").sort(byName),
    ...labels.filter((label) => label.type === "system").sort(byName),
  ];
}

export class LabelExistsError extends FolioError {
  constructor(name: string) {
    super("CONFLICT", `A label named "${name}" already exists in Gmail. Pick it from the list instead.`);
  }
}

export async function createUserLabel(
  deps: GmailDeps,
  userId: string,
  name: string,
): Promise<{ id: string; name: string; type: "user" }> {
  const gmail = await withGmail(deps, userId);
  try {
    const created = await gmail.createLabel(name);
    if (!created.id) throw new Error("Gmail created a label without an id");
    return { id: created.id, name: created.name ?? name, type: "user" };
  } catch (error) {
    if (error instanceof GmailApiError && error.status === 409) throw new LabelExistsError(name);
    throw error;
  }
}
