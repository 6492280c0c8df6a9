import { useState } from "react";
import { fieldProblem } from "../../field-problem.ts";
import { trpc } from "../../trpc.ts";

export type LabelPurpose = "Read Later" | "Processed";

/**
 * The create-label modal's state: after a label is created it is selected, a success message shows,
 * the label list reloads after 1 s and the onboarding status after 0.5 s (spec §4).
 */
export function useLabelCreation(options: {
  onCreated(purpose: LabelPurpose, labelId: string): void;
  onMessage(message: { tone: "success" | "error"; text: string }): void;
}) {
  const utils = trpc.useUtils();
  const [purpose, setPurpose] = useState<LabelPurpose | null>(null);
  const create = trpc.labels.create.useMutation();

  async function createLabel(name: string) {
    if (!purpose) return;
    try {
      const label = await create.mutateAsync({ name });
      options.onCreated(purpose, label.id);
      setPurpose(null);
      options.onMessage({ tone: "success", text: "Label created and selected successfully!" });
      setTimeout(() => void utils.labels.list.invalidate(), 1000);
      setTimeout(() => void utils.onboarding.status.invalidate(), 500);
    } catch {
      // The modal shows the error; the message stays until the user retries or cancels.
    }
  }

  const nameProblem = fieldProblem(create.error, "name");

  return {
    purpose,
    open: (which: LabelPurpose) => {
      create.reset();
      setPurpose(which);
    },
    close: () => setPurpose(null),
    createLabel,
    busy: create.isPending,
    error: create.error && !nameProblem ? create.error.message || "Failed to create label" : null,
    /** The server's refusal of the name itself, shown next to the field. */
    nameError: nameProblem,
  };
}
