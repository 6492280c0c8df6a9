import { trpc } from "../trpc.ts";
import { DIGEST_STATUS_DISPLAY } from "./queue-rules.ts";

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Past digests with their files; download links are signed, short-lived and only work for their owner. */
export function DigestHistory() {
  const history = trpc.digest.history.useQuery();
  if (!history.data || history.data.length === 0) return null;
  return (
    <section className="digest-history" aria-labelledby="digest-history-title">
      <h2 id="digest-history-title">Digest history</h2>
      <ul>
        {history.data.map((digest) => {
          const display = DIGEST_STATUS_DISPLAY[digest.status];
          return (
            <li key={digest.id} className="digest-history__item">
              <div>
                <strong>
                  {new Date(digest.createdAt).toLocaleString(undefined, {
                    dateStyle: "medium",
                    timeStyle: "short",
                  })}
                </strong>{" "}
                · {digest.itemCount} newsletter{digest.itemCount === 1 ? "" : "s"} ·{" "}
                <span className={`status-pill status-pill--${display.colour}`}>{display.label}</span>
              </div>
              {digest.files.length > 0 && (
                <div className="digest-history__files">
                  {digest.files.map((file) => (
                    <a key={file.filename} href={file.url} download={file.filename}>
                      {file.filename} ({formatSize(file.size)})
                    </a>
                  ))}
                </div>
              )}
              {digest.reportLine && <p className="muted digest-history__report">{digest.reportLine}</p>}
              {digest.status === "error" && digest.details && <p className="muted">{digest.details}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
