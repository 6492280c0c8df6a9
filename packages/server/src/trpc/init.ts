import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError, z } from "zod";
import { API_KEY_CANNOT_MANAGE_MESSAGE } from "../auth/api-key-auth.ts";
import { NOT_AUTHENTICATED_MESSAGE, toTrpcError, trpcFailure } from "../errors/error-mapping.ts";
import { FolioError } from "../errors/folio-error.ts";
import { INTERNAL_ERROR_MESSAGE } from "../errors/internal-error.ts";
import { TOO_MANY_REQUESTS_MESSAGE } from "../rate-limit/rate-limit-middleware.ts";
import type { Context } from "./context.ts";
import { serializeOutput } from "./superjson-output.ts";

const t = initTRPC.context<Context>().create({
  // Clients (the web app, @folio/client) use superjson both ways; answers take a faster, identical path.
  transformer: {
    input: superjson,
    output: { serialize: serializeOutput, deserialize: (data) => superjson.deserialize(data) },
  },
  sse: { ping: { enabled: true, intervalMs: 10_000 } },
  // tRPC adds each error's stack trace to the answer unless NODE_ENV is "production", which
  // `pnpm start` does not set: an answer says what went wrong, the logs say where.
  isDev: false,
  errorFormatter({ shape, error, ctx }) {
    // An unexpected error's own text (SQL and its values, paths) stays in the log (app.ts's onError),
    // under the request id the answer carries.
    if (error.code === "INTERNAL_SERVER_ERROR")
      return {
        ...shape,
        message: INTERNAL_ERROR_MESSAGE,
        data: { ...shape.data, zodError: null, requestId: ctx?.requestId ?? null },
      };
    // tRPC's message for bad input is the issues as a JSON string; say it in words instead
    // ("✖ Invalid UUID\n  → at digestId"), and keep the issues themselves in `data.zodError`.
    const message = error.cause instanceof ZodError ? z.prettifyError(error.cause) : shape.message;
    return {
      ...shape,
      message,
      data: {
        ...shape.data,
        ...(error.cause instanceof FolioError ? error.cause.details : {}),
        zodError: error.cause instanceof ZodError ? error.cause.issues : null,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Every procedure: a request whose API key was refused fails with that reason (here rather than in
 * createContext, so a subscription gets it as a tRPC error event the client understands); a client
 * over its request limit (rate-limit/) gets TOO_MANY_REQUESTS; and a FolioError (or what stands
 * for one, such as a lost database connection) gets its code from the one table in errors/.
 */
export const publicProcedure = t.procedure.use(async ({ ctx, next }) => {
  const failure = ctx.authFailure;
  if (failure) throw trpcFailure(failure.code, failure.message);
  if (ctx.rateLimitedFor !== undefined) throw trpcFailure("TOO_MANY_REQUESTS", TOO_MANY_REQUESTS_MESSAGE);
  const result = await next();
  // tRPC wraps whatever a procedure throws, other than a TRPCError, as INTERNAL_SERVER_ERROR.
  if (result.ok || result.error.code !== "INTERNAL_SERVER_ERROR") return result;
  const mapped = toTrpcError(result.error.cause ?? result.error, ctx.http?.resHeaders);
  if (mapped instanceof TRPCError) throw mapped;
  return result;
});

/** A procedure that needs a signed-in user; `ctx.user` is non-null inside it. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw trpcFailure("NOT_AUTHENTICATED", NOT_AUTHENTICATED_MESSAGE);
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Managing the account (deleting it, disconnecting Gmail): a signed-in session, never an API key. */
export const sessionProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.authMethod === "api-key") throw trpcFailure("FORBIDDEN", API_KEY_CANNOT_MANAGE_MESSAGE);
  return next();
});
