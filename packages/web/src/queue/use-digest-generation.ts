import type { OutputFormat } from "@folio/contracts";
import { TRPCClientError } from "@trpc/client";
import { useEffect, useRef, useState } from "react";
import { trpc } from "../trpc.ts";
import type { DigestProgress } from "./DigestProgressPanel.tsx";
import { followDigestProgress } from "./follow-digest-progress.ts";
import { FIRST_DIGEST_FLAG } from "./queue-rules.ts";
import type { Flash } from "./use-email-check.ts";

/** The digest still running that a refused start (409) names, if that is why it was refused. */
function runningDigestOf(error: unknown): { digestId: string; sessionId: string } | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as { code?: string; digestId?: string; sessionId?: string } | undefined;
  return data?.code === "CONFLICT" && data.digestId && data.sessionId
    ? { digestId: data.digestId, sessionId: data.sessionId }
    : null;
}

/** Session ids are the time plus random text (spec §4). */
function newSessionId(): string {
  return `${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Generate: idle → generating (progress panel) → completed (success, flag set, queue reloaded) or error. */
export function useDigestGeneration(onFlash: (flash: Flash) => void) {
  const utils = trpc.useUtils();
  const generate = trpc.digest.generate.useMutation();
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [progress, setProgress] = useState<DigestProgress | null>(null);
  const stopFollowing = useRef<() => void>(() => {});

  useEffect(() => () => stopFollowing.current(), []);

  /** A digest of everything queued at this moment (the server picks the newsletters, all of them). */
  async function start(format: OutputFormat) {
    const id = newSessionId();
    onFlash(null);
    setSessionId(id);
    setProgress({ status: "starting", progress: 0, details: null });
    let following = id;
    try {
      await generate.mutateAsync({
        format,
        includeTableOfContents: true,
        includeOriginalLinks: true,
        sessionId: id,
      });
    } catch (error) {
      // A digest of this user is already being made (another tab, a script): follow that one.
      const running = runningDigestOf(error);
      if (running) {
        following = running.sessionId;
        setSessionId(following);
      } else {
        onFlash({
          tone: "error",
          text: (error instanceof Error && error.message) || "Failed to generate digest",
        });
        setSessionId(null);
        setProgress(null);
        return;
      }
    }
    stopFollowing.current = followDigestProgress(following, {
      onProgress: setProgress,
      onCompleted: (done) => {
        setProgress(done);
        setSessionId(null);
        localStorage.setItem(FIRST_DIGEST_FLAG, "true");
        onFlash({ tone: "success", text: "Digest generated and sent successfully!" });
        void utils.emails.list.invalidate();
        void utils.digest.history.invalidate();
      },
      onError: (message) => {
        setProgress((current) => (current ? { ...current, status: "error", details: message } : null));
        setSessionId(null);
        onFlash({ tone: "error", text: message });
        void utils.digest.history.invalidate();
      },
    });
  }

  return { start, generating: sessionId !== null, progress };
}
