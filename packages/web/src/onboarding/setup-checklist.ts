import type { RouterOutputs } from "@folio/server/trpc";

export type OnboardingStatus = RouterOutputs["onboarding"]["status"];

/** The dashboard's checklist (spec §2): one line per missing step, in the order a user fixes them. */
export function missingSetupSteps(status: OnboardingStatus): string[] {
  const { details } = status;
  const steps: string[] = [];
  if (!details.hasGmail) steps.push("Connect your Gmail account");
  else if (!details.tokenValid) steps.push("Refresh your Gmail connection in settings");
  if (!details.hasLabels) steps.push("Choose your Read Later and Processed labels");
  if (!details.hasFormat) steps.push("Select a digest output format");
  if (!details.destinationEmail) steps.push("Pick where finished digests should be sent");
  return steps;
}

/** What 'Continue to Dashboard' lists when setup is incomplete (spec §8). */
export function missingOnboardingItems(status: OnboardingStatus): string[] {
  const { details } = status;
  const items: string[] = [];
  if (!details.hasGmail || !details.tokenValid) items.push("Gmail connection");
  if (!details.hasLabels) items.push("label selection");
  if (!details.hasFormat) items.push("output format selection");
  return items;
}
