import { useState } from "react";
import { Link, useLocation } from "wouter";
import { useAuth } from "../auth/AuthProvider.tsx";
import { Message } from "../components/Message.tsx";

export function SettingsPage() {
  const auth = useAuth();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);

  async function signOut(scope: "local" | "global") {
    const message = await auth.signOut(scope);
    if (message) setError(message);
    else navigate("/login");
  }

  return (
    <section className="settings">
      <h1>Settings</h1>
      {error && <Message tone="error">{error}</Message>}
      <div className="card settings__account">
        <h2>Account</h2>
        <p>
          Signed in as <strong>{auth.user?.email}</strong>
        </p>
        <div className="button-row">
          <Link href="/forgot-password" className="button button--secondary">
            Reset Password
          </Link>
          <button type="button" className="button button--secondary" onClick={() => signOut("local")}>
            Sign Out
          </button>
          <button type="button" className="button button--secondary" onClick={() => signOut("global")}>
            Sign out everywhere
          </button>
        </div>
      </div>
    </section>
  );
}
