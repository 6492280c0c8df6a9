import { useState } from "react";
import { Link, useLocation, useRoute } from "wouter";
import { useAuth } from "../auth/AuthProvider.tsx";

function NavLink({ href, children }: { href: string; children: string }) {
  const [active] = useRoute(href);
  return (
    <Link href={href} className="nav-link" aria-current={active ? "page" : undefined}>
      {children}
    </Link>
  );
}

/** Home, Queue, Settings and Sign Out when signed in; Log In and Sign Up otherwise (spec §2). */
export function TopNavLinks() {
  const auth = useAuth();
  const [, navigate] = useLocation();
  const [signOutError, setSignOutError] = useState<string | null>(null);

  if (auth.status === "loading") return <span className="nav-links" />;
  if (auth.status === "signed-in") {
    async function signOut() {
      const message = await auth.signOut();
      setSignOutError(message);
      if (!message) navigate("/login");
    }
    return (
      <ul className="nav-links">
        <li>
          <NavLink href="/">Home</NavLink>
        </li>
        <li>
          <NavLink href="/dashboard">Queue</NavLink>
        </li>
        <li>
          <NavLink href="/settings">Settings</NavLink>
        </li>
        <li>
          <button type="button" className="nav-link" onClick={signOut} title={signOutError ?? undefined}>
            Sign Out
          </button>
          {signOutError && (
            <span className="visually-hidden" role="alert">
              {signOutError}
            </span>
          )}
        </li>
      </ul>
    );
  }
  return (
    <ul className="nav-links">
      <li>
        <Link href="/login" className="nav-link">
          Log In
        </Link>
      </li>
      <li>
        <Link href="/signup" className="button button--small">
          Sign Up
        </Link>
      </li>
    </ul>
  );
}
