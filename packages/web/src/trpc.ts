import type { AppRouter } from "@folio/server/trpc";
import { httpBatchLink, httpSubscriptionLink, splitLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import superjson from "superjson";

/** The one tRPC client of the web app, typed end to end from the server's router. */
export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        // Subscriptions stream over server-sent events; everything else is batched.
        condition: (op) => op.type === "subscription",
        true: httpSubscriptionLink({ url: "/api/trpc", transformer: superjson }),
        // The server takes at most 10 calls per batch (and charges each one).
        false: httpBatchLink({ url: "/api/trpc", transformer: superjson, maxItems: 10 }),
      }),
    ],
  });
}
