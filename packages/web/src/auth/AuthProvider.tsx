import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { authClient } from "./auth-client.ts";
import {
  callbackErrorMessage,
  SESSION_MESSAGES,
  SIGN_IN_MESSAGES,
  signInErrorMessage,
} from "./auth-messages.ts";

export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

type AuthStatus = "loading" | "signed-out" | "signed-in";

interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  error: string | null;
}

interface AuthContextValue extends AuthState {
  /** Resolves to an error message, or null once signed in. */
  signIn(email: string, password: string): Promise<string | null>;
  signOut(scope?: "local" | "global"): Promise<string | null>;
  /** Re-runs callback handling and session loading. */
  retry(): void;
  /** Signs out in this browser only, clears state and error, and stops loading. */
  clearStaleSession(): void;
  clearError(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

// Users whose bootstrap call succeeded during this page life, and calls in flight.
const bootstrappedUsers = new Set<string>();
const bootstrapsInFlight = new Set<string>();

function bootstrapOnce(userId: string): void {
  if (bootstrappedUsers.has(userId) || bootstrapsInFlight.has(userId)) return;
  bootstrapsInFlight.add(userId);
  fetch("/api/auth/bootstrap", { method: "POST", headers: { "content-type": "application/json" } })
    .then((response) => {
      if (response.ok) bootstrappedUsers.add(userId);
      else console.error(`Bootstrap failed with HTTP ${response.status}`);
    })
    .catch((error: unknown) => console.error("Bootstrap failed", error))
    .finally(() => bootstrapsInFlight.delete(userId));
}

/** Handles a sign-in callback in the URL: returns the error to show and whether a code came back. */
function consumeCallbackParams(): { error: string | null; hadCode: boolean } {
  const url = new URL(window.location.href);
  const params = url.searchParams;
  const errorCode = params.get("error");
  const description = params.get("error_description");
  let error: string | null = null;
  if (errorCode || description) {
    error = callbackErrorMessage(errorCode ?? "", description);
    for (const key of ["error", "state", "error_description"]) params.delete(key);
  }
  const hadCode = params.has("code");
  if (hadCode) for (const key of ["code", "state"]) params.delete(key);
  if (error || hadCode) window.history.replaceState(window.history.state, "", url.toString());
  return { error, hadCode };
}

function toUser(user: { id: string; email: string; name: string }): AuthUser {
  return { id: user.id, email: user.email, name: user.name };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: "loading", user: null, error: null });

  const load = useCallback(async () => {
    setState((current) => ({ ...current, status: "loading" }));
    const callback = consumeCallbackParams();
    try {
      const { data, error } = await authClient.getSession();
      if (error) {
        const unreachable = !error.status || error.status >= 500;
        setState({
          status: "signed-out",
          user: null,
          error: unreachable ? SESSION_MESSAGES.unreachable : SESSION_MESSAGES.restore,
        });
        return;
      }
      if (!data) {
        const error = callback.error ?? (callback.hadCode ? SESSION_MESSAGES.callback : null);
        setState({ status: "signed-out", user: null, error });
        return;
      }
      setState({ status: "signed-in", user: toUser(data.user), error: callback.error });
    } catch {
      setState({ status: "signed-out", user: null, error: SESSION_MESSAGES.unreachable });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (state.user) bootstrapOnce(state.user.id);
  }, [state.user]);

  const signIn = useCallback(async (email: string, password: string) => {
    try {
      const { data, error } = await authClient.signIn.email({ email, password });
      if (error) return signInErrorMessage(error);
      if (!data?.user) return SIGN_IN_MESSAGES.fallback;
      setState({ status: "signed-in", user: toUser(data.user), error: null });
      return null;
    } catch {
      return SIGN_IN_MESSAGES.unexpected;
    }
  }, []);

  const signOut = useCallback(async (scope: "local" | "global" = "local") => {
    try {
      if (scope === "global") {
        const revoked = await authClient.revokeSessions();
        if (revoked.error) return SESSION_MESSAGES.signOut;
      }
      const { error } = await authClient.signOut();
      if (error) return SESSION_MESSAGES.signOut;
      bootstrappedUsers.clear();
      setState({ status: "signed-out", user: null, error: null });
      return null;
    } catch {
      return SESSION_MESSAGES.signOut;
    }
  }, []);

  const clearStaleSession = useCallback(() => {
    void authClient.signOut().catch(() => {});
    bootstrappedUsers.clear();
    setState({ status: "signed-out", user: null, error: null });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      signIn,
      signOut,
      retry: () => void load(),
      clearStaleSession,
      clearError: () => setState((current) => ({ ...current, error: null })),
    }),
    [state, signIn, signOut, load, clearStaleSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
