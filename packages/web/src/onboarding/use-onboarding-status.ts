import { trpc } from "../trpc.ts";

/**
 * The signed-in user's onboarding status. It reloads whenever their preferences or Gmail
 * connection change — in this tab, another tab or another server process (a live subscription).
 */
export function useOnboardingStatus(options: { enabled?: boolean } = {}) {
  const utils = trpc.useUtils();
  const status = trpc.onboarding.status.useQuery(undefined, { enabled: options.enabled ?? true });
  trpc.preferences.onChange.useSubscription(undefined, {
    enabled: options.enabled ?? true,
    onData: () => {
      void utils.onboarding.status.invalidate();
      void utils.preferences.get.invalidate();
    },
  });
  return status;
}
