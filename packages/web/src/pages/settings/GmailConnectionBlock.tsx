import { useState } from "react";
import type { OnboardingStatus } from "../../onboarding/setup-checklist.ts";
import { trpc } from "../../trpc.ts";
import { connectGmail } from "./gmail-connection.ts";

interface GmailConnectionBlockProps {
  status: OnboardingStatus;
  onMessage(message: { tone: "success" | "error"; text: string }): void;
}

/** Connected or Not connected, with Refresh Labels and Disconnect, or Connect Gmail (spec §2). */
export function GmailConnectionBlock({ status, onMessage }: GmailConnectionBlockProps) {
  const utils = trpc.useUtils();
  const [connecting, setConnecting] = useState(false);
  const disconnect = trpc.gmail.disconnect.useMutation({
    onSuccess: () => {
      void utils.onboarding.status.invalidate();
      void utils.labels.list.invalidate();
    },
    onError: () => onMessage({ tone: "error", text: "Failed to disconnect from Gmail" }),
  });
  const { hasGmail, tokenValid, gmailAddress } = status.details;
  const connected = hasGmail && tokenValid;

  async function connect() {
    setConnecting(true);
    const error = await connectGmail();
    if (error) {
      onMessage({ tone: "error", text: error });
      setConnecting(false);
    }
  }

  return (
    <section className="card settings-block" aria-labelledby="gmail-block-title">
      <h2 id="gmail-block-title">Gmail connection</h2>
      <p className="connection-state">
        <span className={connected ? "dot dot--on" : "dot dot--off"} aria-hidden="true" />
        <strong>{connected ? "Connected" : "Not connected"}</strong>
        {gmailAddress && <span className="muted"> · {gmailAddress}</span>}
      </p>
      {hasGmail && !tokenValid && (
        <p className="muted">Google no longer accepts Folio's access. Reconnect to refresh it.</p>
      )}
      <div className="button-row">
        {connected && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void utils.labels.list.invalidate()}
          >
            Refresh Labels
          </button>
        )}
        {hasGmail && (
          <button
            type="button"
            className="button button--secondary"
            disabled={disconnect.isPending}
            onClick={() => disconnect.mutate()}
          >
            {disconnect.isPending ? "Disconnecting..." : "Disconnect"}
          </button>
        )}
        {!connected && (
          <button type="button" className="button" disabled={connecting} onClick={connect}>
            {connecting ? "Redirecting to Google..." : "Connect Gmail"}
          </button>
        )}
      </div>
    </section>
  );
}
