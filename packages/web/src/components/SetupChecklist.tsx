import { Link } from "wouter";
import { missingSetupSteps, type OnboardingStatus } from "../onboarding/setup-checklist.ts";

/** The red 'Almost there' box with the steps still missing (spec §2, Dashboard). */
export function SetupChecklist({ status }: { status: OnboardingStatus }) {
  const steps = missingSetupSteps(status);
  if (status.isOnboardingComplete || steps.length === 0) return null;
  return (
    <section className="setup-checklist" aria-labelledby="setup-checklist-title">
      <h2 id="setup-checklist-title">Almost there—finish setting up your account.</h2>
      <ul>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <Link href="/settings" className="button button--small">
        Go to settings
      </Link>
    </section>
  );
}
