import { findDigestBySession } from "@folio/db/queries";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../app-env.ts";
import { requireUser } from "../auth/session-middleware.ts";
import { digestSessionInput, generateDigestInput } from "../digest/digest-input.ts";
import { isFinished, toSnapshot, watchDigestProgress } from "../digest/digest-progress.ts";
import { getDigestProgress, startDigest } from "../digest/digest-service.ts";
import { createDigestToken, verifyDigestToken } from "../digest/digest-token.ts";
import { badInput } from "../errors/bad-input.ts";
import { reportInternalError } from "../errors/internal-error.ts";
import { isCredentialLive, type StreamGuard } from "../realtime/stream-guard.ts";
import type { Notifications } from "../realtime/watch-channel.ts";
import type { DigestJobs } from "../trpc/context.ts";
import { readJsonBody } from "./json-body.ts";

const NOT_FOUND = { error: "Digest session not found." };

/** The `:sessionId` of a path, checked like the generate call's; a malformed one is a 400 naming it. */
function sessionIdParam(value: string): string {
  const parsed = digestSessionInput.safeParse({ sessionId: value });
  if (!parsed.success) throw badInput(parsed.error);
  return parsed.data.sessionId;
}

/** The spec's digest calls (§7): generate-digest, digest-token, digest-progress (SSE) and digest-status. */
export function createDigestRoutes(deps: {
  digests: DigestJobs | null;
  notifications: Notifications;
  tokenSecret: string;
  streams: StreamGuard;
}) {
  return new Hono<AppEnv>()
    .post("/generate-digest", requireUser, async (c) => {
      const input = await readJsonBody(c, generateDigestInput);
      if (!deps.digests) return c.json({ error: "Failed to generate digest" }, 503);
      const started = await startDigest({ db: c.var.db, ...deps.digests }, c.var.user!, input);
      return c.json({ message: "Digest generation started", ...started });
    })
    .post("/digest-token", requireUser, (c) =>
      c.json({ tempToken: createDigestToken(deps.tokenSecret, c.var.user!.id, c.var.credential!) }),
    )
    .get("/digest-status/:sessionId", requireUser, async (c) => {
      const progress = await getDigestProgress(c.var.db, {
        userId: c.var.user!.id,
        sessionId: sessionIdParam(c.req.param("sessionId")),
      });
      if (!progress) return c.json(NOT_FOUND, 404);
      return c.json({ status: progress.status, progress: progress.progress, details: progress.details });
    })
    .get("/digest-progress/:sessionId", async (c) => {
      const token = verifyDigestToken(deps.tokenSecret, c.req.query("token") ?? "");
      // The token dies with the session or key that asked for it.
      if (!token || !(await isCredentialLive(c.var.db, token.credential)))
        return c.json({ error: "Authentication required" }, 401);
      const { userId } = token;
      const sessionId = sessionIdParam(c.req.param("sessionId"));
      const digest = await findDigestBySession(c.var.db, { userId, sessionId });
      if (!digest) return c.json(NOT_FOUND, 404);
      const lease = deps.streams.open(userId, token.credential);
      return streamSSE(
        c,
        async (stream) => {
          const aborted = new AbortController();
          stream.onAbort(() => aborted.abort());
          const signal = AbortSignal.any([aborted.signal, lease.signal]);
          try {
            let current = digest;
            let type: "connected" | "progress" = "connected";
            // The first wake-up comes once listening has started: the row read after it misses no change.
            for await (const _wake of watchDigestProgress(deps.notifications, digest.id, signal)) {
              current = (await findDigestBySession(c.var.db, { userId, sessionId })) ?? current;
              await stream.writeSSE({ data: JSON.stringify({ type, ...toSnapshot(current) }) });
              type = "progress";
              if (isFinished(current.status)) break;
            }
            if (isFinished(current.status)) {
              await stream.writeSSE({ data: JSON.stringify({ type: "close", ...toSnapshot(current) }) });
            }
          } finally {
            // A revoked credential just ends the stream; reconnecting with the token then answers 401.
            lease.release();
          }
        },
        // Headers are gone once the stream has started: the generic answer becomes its last event.
        async (error, stream) => {
          const body = reportInternalError(c.var.log, error, {
            requestId: c.var.requestId,
            path: c.req.path,
          });
          await stream.writeSSE({ data: JSON.stringify({ type: "error", ...body }) });
        },
      );
    });
}
