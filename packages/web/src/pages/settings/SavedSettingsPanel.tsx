import { useState } from "react";
import { Link, useLocation } from "wouter";
import { Message } from "../../components/Message.tsx";
import { missingOnboardingItems, type OnboardingStatus } from "../../onboarding/setup-checklist.ts";

/** The saved-settings panel: a link to the queue and the actions that check setup (spec §2, §8). */
export function SavedSettingsPanel({ status, onRefresh }: { status: OnboardingStatus; onRefresh(): void }) {
  const [, navigate] = useLocation();
  const [missing, setMissing] = useState<string | null>(null);
  const complete = status.isOnboardingComplete;

  function continueToDashboard() {
    if (complete) return navigate("/dashboard");
    const items = missingOnboardingItems(status);
    setMissing(
      items.length ? `Still missing: ${items.join(", ")}.` : "Please complete all onboarding steps first",
    );
  }

  return (
    <section className="card settings-block" aria-labelledby="saved-settings-title">
      <h2 id="saved-settings-title">{complete ? "You're all set" : "Your settings are saved"}</h2>
      <p>
        Changes save as you make them. Your newsletters wait in the <Link href="/dashboard">Queue</Link>.
      </p>
      {missing && <Message tone="error">{missing}</Message>}
      <div className="button-row">
        {complete ? (
          <>
            <button type="button" className="button" onClick={continueToDashboard}>
              Continue to Dashboard
            </button>
            <button type="button" className="button button--secondary" onClick={onRefresh}>
              Refresh Status
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button button--secondary" onClick={onRefresh}>
              Check Setup Status
            </button>
            <button type="button" className="button button--secondary" onClick={continueToDashboard}>
              Continue to Dashboard
            </button>
          </>
        )}
      </div>
    </section>
  );
}
