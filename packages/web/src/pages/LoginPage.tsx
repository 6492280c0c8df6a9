import { type FormEvent, useState } from "react";
import { Link, Redirect, useLocation } from "wouter";
import { useAuth } from "../auth/AuthProvider.tsx";
import { afterSignInPath } from "../auth/RequireAuth.tsx";
import { AuthCard } from "../components/AuthCard.tsx";
import { EmailField, Field } from "../components/Field.tsx";
import { GoogleButton } from "../components/GoogleButton.tsx";
import { Message } from "../components/Message.tsx";
import { Spinner } from "../components/Spinner.tsx";

export function LoginPage() {
  const auth = useAuth();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = new URLSearchParams(window.location.search).has("confirmed");

  if (auth.status === "loading") return <Spinner label="Loading your account…" />;
  if (auth.status === "signed-in" && !busy) return <Redirect to={afterSignInPath()} replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    auth.clearError();
    const message = await auth.signIn(email, password);
    if (message) {
      setError(message);
      setBusy(false);
      return;
    }
    navigate(afterSignInPath(), { replace: true });
  }

  const shownError = error ?? auth.error;
  return (
    <AuthCard
      title="Sign in to your account"
      footer={
        <p>
          No account yet? <Link href="/signup">Sign up</Link>
        </p>
      }
    >
      {confirmed && !shownError && (
        <Message tone="success">Your email is confirmed. Sign in to continue.</Message>
      )}
      {shownError && <Message tone="error">{shownError}</Message>}
      <form onSubmit={onSubmit} className="form" noValidate={false}>
        <EmailField value={email} onChange={setEmail} />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="form__row form__row--end">
          <Link href="/forgot-password">Forgot password?</Link>
        </div>
        <button type="submit" className="button button--block" disabled={busy}>
          {busy ? "Signing in..." : "Sign in"}
        </button>
      </form>
      <div className="divider">
        <span>or</span>
      </div>
      <GoogleButton callbackPath={afterSignInPath()} onError={setError} />
    </AuthCard>
  );
}
