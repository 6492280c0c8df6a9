import { useState } from "react";

const steps = [
  {
    title: "Pick a Read Later label",
    body: "In Gmail, put this label on every newsletter you want in your next digest. Folio only ever reads e-mails with it.",
  },
  {
    title: "Pick a Processed label",
    body: "After a digest is sent, Folio moves its newsletters from Read Later to this label, so nothing is sent twice.",
  },
  {
    title: "Label, check, read",
    body: "Label newsletters in Gmail, press Check for New Emails in Folio, then generate your digest.",
  },
];

/** The dismissible three-step 'How Labels Work' guide, shown while labels are unset. */
export function LabelsGuide() {
  const [step, setStep] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const current = steps[step]!;
  const last = step === steps.length - 1;
  return (
    <aside className="guide card" aria-labelledby="labels-guide-title">
      <p className="guide__eyebrow">
        How Labels Work · {step + 1} of {steps.length}
      </p>
      <h3 id="labels-guide-title">{current.title}</h3>
      <p>{current.body}</p>
      <div className="button-row">
        {!last && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setDismissed(true)}
          >
            Skip
          </button>
        )}
        <button
          type="button"
          className="button button--small"
          onClick={() => (last ? setDismissed(true) : setStep(step + 1))}
        >
          {last ? "Got it!" : "Next"}
        </button>
      </div>
    </aside>
  );
}

/** Shown once labels are set but no format is: what each format is good for. */
export function FormatExplainer() {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <aside className="guide card" aria-labelledby="format-guide-title">
      <h3 id="format-guide-title">Which format should I choose?</h3>
      <ul>
        <li>
          <strong>EPUB</strong> reflows to any screen: best for Kindle, Kobo and phones.
        </li>
        <li>
          <strong>PDF</strong> keeps the page layout: best for tablets, computers and printing.
        </li>
        <li>
          <strong>PDF and EPUB</strong> sends both, so you can decide when you read.
        </li>
      </ul>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => setDismissed(true)}
      >
        Got it!
      </button>
    </aside>
  );
}
