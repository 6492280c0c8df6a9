import type { DigestProgress } from "./DigestProgressPanel.tsx";

export interface FollowCallbacks {
  onProgress(progress: DigestProgress): void;
  onCompleted(progress: DigestProgress): void;
  onError(message: string): void;
}

const POLL_MS = 1000;
const NOT_FOUND_RETRY_MS = 500;
const NOT_FOUND_RETRIES = 10;

/**
 * Follows a digest as spec §4 describes: the event stream first (with a short-lived token), and on a
 * connection error polling the status every second — a 404 is retried every 500 ms up to 10 times
 * while no progress was ever seen. Returns a function that stops following.
 */
export function followDigestProgress(sessionId: string, callbacks: FollowCallbacks): () => void {
  let stopped = false;
  let sawProgress = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    stopped = true;
    source?.close();
    if (timer) clearTimeout(timer);
  };
  const progress = (message: DigestProgress) => {
    sawProgress = true;
    callbacks.onProgress(message);
  };
  const finish = (message: DigestProgress) => {
    stop();
    if (message.status === "completed") callbacks.onCompleted(message);
    else callbacks.onError(message.details || "An error occurred");
  };

  async function poll(notFoundLeft: number) {
    if (stopped) return;
    try {
      const response = await fetch(`/api/digest-status/${encodeURIComponent(sessionId)}`);
      if (response.status === 404 && !sawProgress) {
        if (notFoundLeft <= 0) {
          stop();
          callbacks.onError("Digest session not found. Please try again.");
          return;
        }
        timer = setTimeout(() => void poll(notFoundLeft - 1), NOT_FOUND_RETRY_MS);
        return;
      }
      if (!response.ok) {
        stop();
        callbacks.onError("Connection error occurred");
        return;
      }
      const message = (await response.json()) as DigestProgress;
      if (message.status === "completed" || message.status === "error") return finish(message);
      progress(message);
      timer = setTimeout(() => void poll(NOT_FOUND_RETRIES), POLL_MS);
    } catch {
      stop();
      callbacks.onError("Connection error occurred");
    }
  }

  async function stream() {
    let token: string | undefined;
    try {
      const response = await fetch("/api/digest-token", { method: "POST" });
      if (response.ok) token = ((await response.json()) as { tempToken?: string }).tempToken;
    } catch {
      token = undefined;
    }
    if (stopped) return;
    if (!token) return void poll(NOT_FOUND_RETRIES);
    source = new EventSource(
      `/api/digest-progress/${encodeURIComponent(sessionId)}?token=${encodeURIComponent(token)}`,
    );
    source.onmessage = (event) => {
      const message = JSON.parse(event.data as string) as DigestProgress & { type: string };
      if (message.status === "error") return finish(message);
      if (message.type === "close") {
        if (message.status === "completed") finish(message);
        else stop();
        return;
      }
      progress(message);
    };
    source.onerror = () => {
      source?.close();
      source = null;
      if (!stopped) void poll(NOT_FOUND_RETRIES);
    };
  }

  void stream();
  return stop;
}
