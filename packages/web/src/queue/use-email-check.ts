import { useEffect, useState } from "react";
import { trpc } from "../trpc.ts";

export type Flash = { tone: "success" | "error"; text: string } | null;

/**
 * 'Check for New Emails': starts (or joins) the Gmail sync, follows its status every 2 s while it
 * runs, then reloads the queue and says how it went.
 */
export function useEmailCheck(options: { enabled: boolean; onFlash(flash: Flash): void }) {
  const utils = trpc.useUtils();
  const [checking, setChecking] = useState(false);
  const sync = trpc.emails.sync.useMutation();
  const status = trpc.emails.syncStatus.useQuery(undefined, {
    enabled: options.enabled,
    refetchInterval: checking ? 2000 : false,
  });

  const running = status.data?.status === "running";
  useEffect(() => {
    if (!checking || !status.data || status.data.status === "running" || status.isFetching) return;
    setChecking(false);
    void utils.emails.list.invalidate();
    if (status.data.status === "error") {
      options.onFlash({ tone: "error", text: status.data.lastError || "Failed to check for new emails" });
    } else {
      options.onFlash({ tone: "success", text: "Your queue is up to date." });
    }
  }, [checking, status.data, status.isFetching, utils, options.onFlash]);

  async function check() {
    options.onFlash(null);
    try {
      await sync.mutateAsync();
      setChecking(true);
      await utils.emails.syncStatus.invalidate();
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : "Failed to check for new emails";
      options.onFlash({ tone: "error", text: message });
    }
  }

  return { check, checking: checking || sync.isPending, running, status };
}
