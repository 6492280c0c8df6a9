import { useEffect } from "react";
import { useLocation } from "wouter";
import { useAuth } from "../auth/AuthProvider.tsx";
import { useOnboardingStatus } from "./use-onboarding-status.ts";

const markerKey = (userId: string) => `folio:onboarding-redirected:${userId}`;

/**
 * While setup is incomplete, sends the user to /settings once per browser session (per user);
 * the marker is cleared when setup completes, so a later regression redirects again.
 */
export function OnboardingRedirect() {
  const auth = useAuth();
  const [location, navigate] = useLocation();
  const status = useOnboardingStatus({ enabled: auth.status === "signed-in" });
  const userId = auth.user?.id;
  const complete = status.data?.isOnboardingComplete;

  useEffect(() => {
    if (!userId || complete === undefined) return;
    if (complete) {
      sessionStorage.removeItem(markerKey(userId));
      return;
    }
    if (sessionStorage.getItem(markerKey(userId))) return;
    sessionStorage.setItem(markerKey(userId), "true");
    if (location !== "/settings") navigate("/settings");
  }, [userId, complete, location, navigate]);
  return null;
}
