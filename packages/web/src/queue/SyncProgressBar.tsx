import { type LabelSyncProgress, syncDetail, syncHeadline, syncPercent } from "./queue-rules.ts";

/** The Gmail label sync bar: 'Syncing Read Later...', a percent, 'Indexed X of Y • …' (spec §2). */
export function SyncProgressBar({ progress, syncing }: { progress: LabelSyncProgress; syncing: boolean }) {
  const percent = syncPercent(progress);
  const headline = syncHeadline(progress, syncing);
  return (
    <section className="sync-bar" aria-label="Gmail sync">
      <div className="sync-bar__row">
        <strong>{headline}</strong>
        <span>{percent}%</span>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={headline}
      >
        <div className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="sync-bar__detail">{syncDetail(progress)}</p>
    </section>
  );
}
