import { useState } from "react";
import { consumeAccountDeletedMarker } from "../auth/account-deleted-marker.ts";
import { Message } from "./Message.tsx";

/** Shown once on / right after an account was deleted. */
export function AccountDeletedNotice() {
  const [marker] = useState(consumeAccountDeletedMarker);
  if (!marker) return null;
  return (
    <Message tone="success">
      Your account has been deleted, with everything Folio kept for it.
      {marker === "google-not-revoked" && (
        <>
          {" "}
          Google could not be reached to remove Folio's access to your Gmail; you can remove it at{" "}
          <a href="https://myaccount.google.com/permissions">myaccount.google.com/permissions</a>.
        </>
      )}
    </Message>
  );
}
