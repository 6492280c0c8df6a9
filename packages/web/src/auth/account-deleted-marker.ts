/** Carries "your account was deleted" across the redirect to /, where the landing page says so once. */
const KEY = "folio:account-deleted";

export type AccountDeletedMarker = "deleted" | "google-not-revoked";

export function markAccountDeleted(marker: AccountDeletedMarker): void {
  try {
    sessionStorage.setItem(KEY, marker);
  } catch {
    // Storage disabled: the confirmation is lost, the deletion is not.
  }
}

/** The marker, removed as it is read, so a reload does not show it again. */
export function consumeAccountDeletedMarker(): AccountDeletedMarker | null {
  try {
    const marker = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return marker === "deleted" || marker === "google-not-revoked" ? marker : null;
  } catch {
    return null;
  }
}
