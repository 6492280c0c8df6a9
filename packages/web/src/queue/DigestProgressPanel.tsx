import { Spinner } from "../components/Spinner.tsx";
import { clampPercent, DIGEST_STATUS_DISPLAY, type DigestStatus } from "./queue-rules.ts";

export interface DigestProgress {
  status: DigestStatus;
  progress: number;
  details: string | null;
}

/** 'Generating Digest' with the status label and colour of spec §4, a rounded percent and the details. */
export function DigestProgressPanel({ progress }: { progress: DigestProgress }) {
  const display = DIGEST_STATUS_DISPLAY[progress.status] ?? DIGEST_STATUS_DISPLAY.starting;
  const percent = clampPercent(progress.progress);
  const finished = progress.status === "completed" || progress.status === "error";
  return (
    <section className="digest-progress card" aria-labelledby="digest-progress-title" aria-live="polite">
      <div className="digest-progress__head">
        <h2 id="digest-progress-title">Generating Digest</h2>
        {!finished && <Spinner inline label="Generating your digest" />}
      </div>
      <p className={`status-pill status-pill--${display.colour}`}>{display.label}</p>
      <div
        className="progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          className={`progress__fill progress__fill--${display.colour}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="digest-progress__percent">{percent}%</p>
      {progress.details && <pre className="digest-progress__details">{progress.details}</pre>}
    </section>
  );
}
