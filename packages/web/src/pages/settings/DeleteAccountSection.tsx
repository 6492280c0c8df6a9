import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "wouter";
import { useAuth } from "../../auth/AuthProvider.tsx";
import { markAccountDeleted } from "../../auth/account-deleted-marker.ts";
import { Message } from "../../components/Message.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { trpc } from "../../trpc.ts";

const FALLBACK_ERROR = "Your account could not be deleted. Please try again.";

/** The server's words when it answered with a reason (a typo in the address, an outage), else ours. */
function errorText(error: { message: string; data?: { code?: string } | null }): string {
  const code = error.data?.code;
  return code && code !== "INTERNAL_SERVER_ERROR" && error.message ? error.message : FALLBACK_ERROR;
}

/** Settings' danger zone: deletes the account after the user types their e-mail address. */
export function DeleteAccountSection({ email }: { email: string }) {
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  return (
    <section className="card settings-block settings-block--danger" aria-labelledby={titleId}>
      <h2 id={titleId}>Delete account</h2>
      <p>
        Deletes your Folio account: your settings, your queue, your digests and their files. Folio's access to
        your Gmail is revoked. Your e-mails in Gmail stay where they are. This cannot be undone.
      </p>
      <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
        Delete account…
      </button>
      {confirming && <ConfirmDeletionDialog email={email} onCancel={() => setConfirming(false)} />}
    </section>
  );
}

function ConfirmDeletionDialog({ email, onCancel }: { email: string; onCancel(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const inputId = useId();
  const [typed, setTyped] = useState("");
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const remove = trpc.account.delete.useMutation({
    onSuccess: (result) => {
      markAccountDeleted(result.googleRevoked === false ? "google-not-revoked" : "deleted");
      // The server already ended every session and cleared the cookies; forget this user here too.
      queryClient.clear();
      auth.clearStaleSession();
      navigate("/");
      // The confirmation sits at the top of the landing page; settings were scrolled to the bottom.
      window.scrollTo(0, 0);
    },
  });
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (matches && !remove.isPending) remove.mutate({ confirmEmail: typed.trim() });
  }

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={`${inputId}-title`}
      onCancel={(event) => {
        // Escape must not close the dialog halfway through a deletion.
        if (remove.isPending) event.preventDefault();
        else onCancel();
      }}
    >
      <form onSubmit={submit} className="form" aria-busy={remove.isPending}>
        <h2 id={`${inputId}-title`}>Delete your account?</h2>
        <p>
          Everything Folio keeps for <strong>{email}</strong> is deleted, and you are signed out everywhere.
        </p>
        {remove.isError && <Message tone="error">{errorText(remove.error)}</Message>}
        <div className="field">
          <label htmlFor={inputId}>Type your e-mail address to confirm</label>
          <input
            id={inputId}
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            disabled={remove.isPending}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={email}
          />
        </div>
        {remove.isPending && <Spinner inline={false} label="Deleting your account…" />}
        <div className="button-row button-row--end">
          <button
            type="button"
            className="button button--secondary"
            onClick={onCancel}
            disabled={remove.isPending}
          >
            Cancel
          </button>
          <button type="submit" className="button button--danger" disabled={!matches || remove.isPending}>
            {remove.isPending ? "Deleting…" : "Delete my account"}
          </button>
        </div>
      </form>
    </dialog>
  );
}
