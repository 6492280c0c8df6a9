import type { OutputFormat } from "@folio/contracts";
import { useState } from "react";
import { Link } from "wouter";
import { Message } from "../../components/Message.tsx";
import type { OnboardingStatus } from "../../onboarding/setup-checklist.ts";
import { trpc } from "../../trpc.ts";
import { CreateLabelModal } from "./CreateLabelModal.tsx";
import { FORMAT_OPTIONS } from "./FormatSelect.tsx";
import { GmailConnectionBlock } from "./GmailConnectionBlock.tsx";
import { LabelSelect } from "./LabelSelect.tsx";
import { useLabelCreation } from "./use-label-creation.ts";

type Step = "gmail" | "labels" | "format" | "done";
const STEP_TITLES: Record<Step, string> = {
  gmail: "Connect Gmail",
  labels: "Choose your labels",
  format: "Choose a format",
  done: "You're ready",
};
const ORDER: Step[] = ["gmail", "labels", "format", "done"];

/** The four-step first-run wizard, shown while the user has no preferences record (spec §2). */
export function OnboardingWizard({ status, onFinish }: { status: OnboardingStatus; onFinish(): void }) {
  const connected = status.details.hasGmail && status.details.tokenValid;
  const [step, setStep] = useState<Step>("gmail");
  const [readLater, setReadLater] = useState<string | null>(status.details.readLaterLabelId);
  const [processed, setProcessed] = useState<string | null>(status.details.processedLabelId);
  const [format, setFormat] = useState<OutputFormat | null>(status.details.outputFormat);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const utils = trpc.useUtils();
  const labels = trpc.labels.list.useQuery(undefined, { enabled: connected });
  const save = trpc.preferences.update.useMutation();
  const labelCreation = useLabelCreation({
    onCreated: (purpose, id) => (purpose === "Read Later" ? setReadLater(id) : setProcessed(id)),
    onMessage: setMessage,
  });

  async function completeSetup() {
    if (!readLater || !processed || !format) return;
    try {
      await save.mutateAsync({
        readLaterLabelId: readLater,
        processedLabelId: processed,
        outputFormat: format,
      });
      await Promise.all([utils.onboarding.status.invalidate(), utils.preferences.get.invalidate()]);
      setMessage(null);
      setStep("done");
    } catch {
      setMessage({ tone: "error", text: "Failed to save preferences" });
    }
  }

  return (
    <section className="wizard card" aria-labelledby="wizard-title">
      <ol className="wizard__steps">
        {ORDER.map((item, index) => (
          <li
            key={item}
            aria-current={item === step ? "step" : undefined}
            className={item === step ? "active" : ""}
          >
            <span className="wizard__number">{index + 1}</span> {STEP_TITLES[item]}
          </li>
        ))}
      </ol>
      <h2 id="wizard-title">{STEP_TITLES[step]}</h2>
      {message && <Message tone={message.tone}>{message.text}</Message>}

      {step === "gmail" && (
        <>
          <p>
            Folio reads only the newsletters you label in Gmail. Connect the Gmail account they arrive in.
          </p>
          <GmailConnectionBlock status={status} onMessage={setMessage} />
          <button type="button" className="button" disabled={!connected} onClick={() => setStep("labels")}>
            Continue to Label Selection
          </button>
        </>
      )}

      {step === "labels" && (
        <>
          <p>
            Newsletters with the Read Later label are queued; after a digest they move to the Processed label.
          </p>
          {labels.isError && <Message tone="error">Failed to load Gmail labels</Message>}
          <LabelSelect
            label="Read Later Label"
            value={readLater}
            labels={labels.data ?? []}
            disabled={labels.isPending}
            onChange={setReadLater}
            onAddNew={() => labelCreation.open("Read Later")}
          />
          <LabelSelect
            label="Processed Label"
            value={processed}
            labels={labels.data ?? []}
            disabled={labels.isPending}
            onChange={setProcessed}
            onAddNew={() => labelCreation.open("Processed")}
          />
          {readLater && readLater === processed && (
            <Message tone="warning">
              Pick two different labels so processed newsletters leave the queue.
            </Message>
          )}
          <button
            type="button"
            className="button"
            disabled={!readLater || !processed || readLater === processed}
            onClick={() => setStep("format")}
          >
            Continue
          </button>
        </>
      )}

      {step === "format" && (
        <>
          <fieldset className="format-choice">
            <legend>Output Format</legend>
            {FORMAT_OPTIONS.map((option) => (
              <label key={option.value} className="format-choice__option">
                <input
                  type="radio"
                  name="format"
                  value={option.value}
                  checked={format === option.value}
                  onChange={() => setFormat(option.value)}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          <div className="button-row">
            <button type="button" className="button button--secondary" onClick={() => setStep("labels")}>
              Back
            </button>
            <button
              type="button"
              className="button"
              disabled={!format || save.isPending}
              onClick={completeSetup}
            >
              {save.isPending ? "Saving..." : "Complete Setup"}
            </button>
          </div>
        </>
      )}

      {step === "done" && (
        <>
          <p>
            Label newsletters <strong>Read Later</strong> in Gmail, then check for new emails in your queue.
            Digests go to <strong>{status.details.destinationEmail ?? "your sign-in address"}</strong> — you
            can change that below.
          </p>
          <div className="button-row">
            <button type="button" className="button" onClick={onFinish}>
              Finish
            </button>
            <Link href="/dashboard" className="button button--secondary">
              Go to the queue
            </Link>
          </div>
        </>
      )}

      {labelCreation.purpose && (
        <CreateLabelModal
          purpose={labelCreation.purpose}
          busy={labelCreation.busy}
          error={labelCreation.error}
          nameError={labelCreation.nameError}
          onCreate={labelCreation.createLabel}
          onCancel={labelCreation.close}
        />
      )}
    </section>
  );
}
