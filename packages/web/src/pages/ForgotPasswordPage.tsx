import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import { authClient } from "../auth/auth-client.ts";
import { RESET_MESSAGES } from "../auth/auth-messages.ts";
import { AuthCard } from "../components/AuthCard.tsx";
import { EmailField } from "../components/Field.tsx";
import { Message } from "../components/Message.tsx";

export function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return setError(RESET_MESSAGES.emailRequired);
    setBusy(true);
    setError(null);
    try {
      const { error } = await authClient.requestPasswordReset({
        email: email.trim(),
        redirectTo: `${window.location.origin}/reset-password`,
      });
      if (error) setError(RESET_MESSAGES.sendFailed);
      else setSent(true);
    } catch {
      setError(RESET_MESSAGES.sendFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Reset your password"
      footer={
        <p>
          Remembered it? <Link href="/login">Back to sign in</Link>
        </p>
      }
    >
      {sent ? (
        <Message tone="success">{RESET_MESSAGES.sent}</Message>
      ) : (
        <>
          <p className="muted">
            Enter the e-mail address of your account and we'll send you a link to set a new password.
          </p>
          {error && <Message tone="error">{error}</Message>}
          <form onSubmit={onSubmit} className="form" noValidate>
            <EmailField value={email} onChange={setEmail} />
            <button type="submit" className="button button--block" disabled={busy}>
              {busy ? "Sending..." : "Send reset link"}
            </button>
          </form>
        </>
      )}
    </AuthCard>
  );
}
