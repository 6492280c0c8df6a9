import { type FormEvent, useState } from "react";
import { Link, Redirect } from "wouter";
import { useAuth } from "../auth/AuthProvider.tsx";
import { authClient } from "../auth/auth-client.ts";
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_HINT,
  SIGN_UP_MESSAGES,
  signUpErrorMessage,
} from "../auth/auth-messages.ts";
import { AuthCard } from "../components/AuthCard.tsx";
import { EmailField, Field } from "../components/Field.tsx";
import { GoogleButton } from "../components/GoogleButton.tsx";
import { Message } from "../components/Message.tsx";

export function SignupPage() {
  const auth = useAuth();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (auth.status === "signed-in") return <Redirect to="/dashboard" replace />;

  const mismatch = confirm.length > 0 && password !== confirm;
  const tooShort = password.length < MIN_PASSWORD_LENGTH;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password !== confirm) return setError(SIGN_UP_MESSAGES.mismatch);
    if (tooShort) return setError(SIGN_UP_MESSAGES.tooShort);
    setBusy(true);
    setError(null);
    try {
      const { data, error } = await authClient.signUp.email({
        email,
        password,
        name: email.split("@")[0] ?? email,
        callbackURL: "/login?confirmed=1",
      });
      if (error) setError(signUpErrorMessage(error));
      else if (data?.token)
        auth.retry(); // a session came back at once: the redirect above takes over
      else if (data?.user) setSentTo(email);
      else setError(SIGN_UP_MESSAGES.noConfirmation);
    } catch {
      setError(SIGN_UP_MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  }

  function startOver() {
    setSentTo(null);
    setEmail("");
    setPassword("");
    setConfirm("");
    setError(null);
  }

  if (sentTo) {
    return (
      <AuthCard title="Check your email!">
        <p>
          We sent a confirmation link to <strong>{sentTo}</strong>. Open it to activate your account.
        </p>
        <p className="muted">It can take a minute to arrive. Check your spam folder if you don't see it.</p>
        <p>
          Wrong address?{" "}
          <button type="button" className="link-button" onClick={startOver}>
            try signing up again
          </button>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create a new account"
      footer={
        <p>
          <Link href="/login">Already have an account? Sign in</Link>
        </p>
      }
    >
      {error && <Message tone="error">{error}</Message>}
      <form onSubmit={onSubmit} className="form">
        <EmailField value={email} onChange={setEmail} />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={PASSWORD_HINT}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Field
          label="Confirm password"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          error={mismatch ? SIGN_UP_MESSAGES.mismatch : null}
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <button type="submit" className="button button--block" disabled={busy || mismatch || tooShort}>
          {busy ? "Creating account..." : "Sign up"}
        </button>
      </form>
      <div className="divider">
        <span>or</span>
      </div>
      <GoogleButton callbackPath="/dashboard" onError={setError} />
    </AuthCard>
  );
}
