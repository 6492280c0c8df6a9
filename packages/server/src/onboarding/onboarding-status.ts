import type { OutputFormat } from "@folio/contracts";
import { getUserPreferences } from "@folio/db/queries";
import { type GmailDeps, getGmailConnection } from "../gmail/gmail-connection.ts";

/** Spec §3 "Onboarding status". */
export interface OnboardingStatus {
  isOnboardingComplete: boolean;
  details: {
    hasGmail: boolean;
    hasLabels: boolean;
    hasFormat: boolean;
    tokenValid: boolean;
    hasAccessToken: boolean;
    hasRefreshToken: boolean;
    gmailAddress: string | null;
    gmailTokenExpiry: Date | null;
    readLaterLabelId: string | null;
    processedLabelId: string | null;
    outputFormat: OutputFormat | null;
    destinationEmail: string | null;
    updatedAt: Date | null;
  };
}

/** Complete = Gmail connected with a working token, both labels, a format and a destination. */
export async function getOnboardingStatus(deps: GmailDeps, userId: string): Promise<OnboardingStatus> {
  const [gmail, preferences] = await Promise.all([
    getGmailConnection(deps, userId),
    getUserPreferences(deps.db, { userId }),
  ]);
  const details: OnboardingStatus["details"] = {
    hasGmail: gmail.connected,
    hasLabels: Boolean(preferences?.readLaterLabelId && preferences.processedLabelId),
    hasFormat: Boolean(preferences?.outputFormat),
    tokenValid: gmail.tokenValid,
    hasAccessToken: gmail.hasAccessToken,
    hasRefreshToken: gmail.hasRefreshToken,
    gmailAddress: gmail.gmailAddress ?? preferences?.gmailAddress ?? null,
    gmailTokenExpiry: gmail.tokenExpiry,
    readLaterLabelId: preferences?.readLaterLabelId ?? null,
    processedLabelId: preferences?.processedLabelId ?? null,
    outputFormat: preferences?.outputFormat ?? null,
    destinationEmail: preferences?.destinationEmail ?? null,
    updatedAt: preferences?.updatedAt ?? null,
  };
  const isOnboardingComplete =
    details.hasGmail &&
    details.tokenValid &&
    details.hasLabels &&
    details.hasFormat &&
    Boolean(details.destinationEmail);
  return { isOnboardingComplete, details };
}
