import { createGmailApi, type GmailApi } from "./gmail-client.ts";
import { type GmailDeps, withGmail } from "./gmail-connection.ts";
import { GmailNotConnectedError, GmailTokenInvalidError } from "./gmail-errors.ts";

/** Spec §7 test-access: whether the profile and labels calls work, and why not. */
export interface GmailAccessReport {
  summary: { gmail_profile_works: boolean; gmail_labels_works: boolean };
  tests: { errors: string[] };
}

/**
 * Tries users.getProfile and users.labels.list with the given access token, or with the user's
 * stored connection when none is given; never throws for a Gmail failure, it reports it.
 */
export async function checkGmailAccess(
  deps: GmailDeps,
  userId: string,
  accessToken?: string | undefined,
): Promise<GmailAccessReport> {
  const errors: string[] = [];
  let gmail: GmailApi;
  try {
    gmail = accessToken
      ? createGmailApi({ accessToken, rootUrl: deps.endpoints.gmailRootUrl })
      : await withGmail(deps, userId);
  } catch (error) {
    if (!(error instanceof GmailNotConnectedError || error instanceof GmailTokenInvalidError)) throw error;
    return {
      summary: { gmail_profile_works: false, gmail_labels_works: false },
      tests: { errors: [error.message] },
    };
  }
  const attempt = async (what: string, call: () => Promise<unknown>) => {
    try {
      await call();
      return true;
    } catch (error) {
      errors.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  };
  const gmailProfileWorks = await attempt("Gmail profile", () => gmail.getProfile());
  const gmailLabelsWorks = await attempt("Gmail labels", () => gmail.listLabels());
  return {
    summary: { gmail_profile_works: gmailProfileWorks, gmail_labels_works: gmailLabelsWorks },
    tests: { errors },
  };
}
