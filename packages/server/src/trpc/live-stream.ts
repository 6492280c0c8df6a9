import { toTrpcError, trpcFailure } from "../errors/error-mapping.ts";
import { CREDENTIAL_ENDED_MESSAGE } from "../realtime/stream-guard.ts";
import type { Context } from "./context.ts";

/**
 * Runs a subscription's event stream under the stream guard: refused with TOO_MANY_REQUESTS when the
 * user already holds the most streams, and ended with UNAUTHORIZED once the session or API key that
 * opened it is revoked. `stream` must stop when the signal it is given aborts.
 */
export async function* guardedStream<T>(
  ctx: Pick<Context, "user" | "credential" | "streams">,
  signal: AbortSignal | undefined,
  stream: (signal: AbortSignal) => AsyncGenerator<T>,
): AsyncGenerator<T> {
  const { user, credential, streams } = ctx;
  if (!streams || !user || !credential) {
    // Called without HTTP (server-side callers): nothing to revoke.
    try {
      yield* stream(signal ?? new AbortController().signal);
    } catch (error) {
      throw toTrpcError(error);
    }
    return;
  }
  let lease: ReturnType<typeof streams.open>;
  try {
    lease = streams.open(user.id, credential);
  } catch (error) {
    // Past the procedures' middleware here: map TooManyStreamsError by the one table.
    throw toTrpcError(error);
  }
  try {
    yield* stream(signal ? AbortSignal.any([signal, lease.signal]) : lease.signal);
    if (lease.revoked) throw trpcFailure("NOT_AUTHENTICATED", CREDENTIAL_ENDED_MESSAGE);
  } catch (error) {
    // A stream fails after its procedure has returned, past the middleware that maps errors:
    // map an expected failure (an unknown digest session) here, or it would reach the client as a 500.
    throw toTrpcError(error);
  } finally {
    lease.release();
  }
}
