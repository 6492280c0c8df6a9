import type { ReactNode } from "react";
import { Redirect, useLocation } from "wouter";
import { Spinner } from "../components/Spinner.tsx";
import { OnboardingRedirect } from "../onboarding/OnboardingRedirect.tsx";
import { useAuth } from "./AuthProvider.tsx";

/**
 * Protected routes: a spinner while loading; signed out → /login, remembering where the user was going;
 * signed in with setup incomplete → /settings once per browser session.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const [location] = useLocation();
  if (auth.status === "loading") return <Spinner label="Loading your account…" />;
  if (auth.status === "signed-out") {
    const next = `${location}${window.location.search}`;
    return <Redirect to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return (
    <>
      <OnboardingRedirect />
      {children}
    </>
  );
}

/** Where to go after signing in: the remembered protected route, or the dashboard. */
export function afterSignInPath(): string {
  const next = new URLSearchParams(window.location.search).get("next");
  // Only same-site paths: never an absolute URL or protocol-relative "//host".
  return next?.startsWith("/") && !next.startsWith("//") ? next : "/dashboard";
}
