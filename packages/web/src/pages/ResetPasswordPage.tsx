import { type FormEvent, useEffect, useState } from "react";
import { Link } from "wouter";
import { authClient } from "../auth/auth-client.ts";
import { PASSWORD_HINT, RESET_MESSAGES } from "../auth/auth-messages.ts";
import { AuthCard } from "../components/AuthCard.tsx";
import { Field } from "../components/Field.tsx";
import { Message } from "../components/Message.tsx";

type LinkState = { kind: "unknown" } | { kind: "valid"; token: string } | { kind: "invalid"; reason: string };

/**
 * Reads the reset link once, before anything rewrites the URL: `?token=…` from the e-mailed link,
 * `?error=INVALID_TOKEN` when it was used or expired, or an `access_denied` / `otp_expired` fragment.
 */
function readResetLink(): LinkState {
  const query = new URLSearchParams(window.location.search);
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const fragmentError = fragment.get("error_code") ?? fragment.get("error");
  if (fragmentError === "access_denied" || fragmentError === "otp_expired" || fragment.get("error")) {
    return { kind: "invalid", reason: fragment.get("error_description") || RESET_MESSAGES.invalidLink };
  }
  if (query.get("error")) return { kind: "invalid", reason: RESET_MESSAGES.invalidLink };
  const token = query.get("token");
  if (token) return { kind: "valid", token };
  return { kind: "invalid", reason: RESET_MESSAGES.noSession };
}

export function ResetPasswordPage() {
  const [link, setLink] = useState<LinkState>({ kind: "unknown" });
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    setLink(readResetLink());
    // Keep the token out of the address bar (and of anything that reads it later).
    window.history.replaceState(window.history.state, "", "/reset-password");
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (link.kind !== "valid") return;
    if (!password || !confirm) return setError(RESET_MESSAGES.bothRequired);
    if (password !== confirm) return setError(RESET_MESSAGES.mismatch);
    setBusy(true);
    setError(null);
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token: link.token });
      if (error) {
        if (error.code === "INVALID_TOKEN") setLink({ kind: "invalid", reason: RESET_MESSAGES.invalidLink });
        else
          setError(
            error.code?.startsWith("PASSWORD_")
              ? (error.message ?? RESET_MESSAGES.failed)
              : RESET_MESSAGES.failed,
          );
      } else setDone(true);
    } catch {
      setError(RESET_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  if (link.kind === "unknown") {
    return (
      <AuthCard title="Set a new password">
        <p role="status">Loading...</p>
      </AuthCard>
    );
  }

  if (link.kind === "invalid") {
    return (
      <AuthCard title="This reset link can't be used">
        <Message tone="error">{link.reason}</Message>
        <div className="button-row">
          <Link href="/forgot-password" className="button">
            Request a new link
          </Link>
          <Link href="/login" className="button button--secondary">
            Back to sign in
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title="Password changed">
        <Message tone="success">{RESET_MESSAGES.success}</Message>
        <Link href="/login" className="button">
          Sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Set a new password">
      {error && <Message tone="error">{error}</Message>}
      <form onSubmit={onSubmit} className="form" noValidate>
        <Field
          label="New password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Field
          label="Confirm new password"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <button type="submit" className="button button--block" disabled={busy}>
          {busy ? "Resetting..." : "Reset Password"}
        </button>
      </form>
    </AuthCard>
  );
}
