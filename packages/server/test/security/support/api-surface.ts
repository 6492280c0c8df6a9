/**
 * Every tRPC procedure and every better-auth endpoint Folio serves, read from the router and the
 * auth instance themselves, so the probes that walk them cover what is added later.
 */
import type { z } from "zod";
import { appRouter } from "../../../src/trpc/root.ts";

export interface ProcedureEntry {
  name: string;
  type: "query" | "mutation" | "subscription";
  /** The procedure's input schemas, outermost first (one, or none). */
  inputs: z.ZodType[];
}

export function trpcProcedures(): ProcedureEntry[] {
  const { procedures } = appRouter._def as unknown as {
    procedures: Record<string, { _def: { type: ProcedureEntry["type"]; inputs: z.ZodType[] } }>;
  };
  return Object.entries(procedures).map(([name, procedure]) => ({
    name,
    type: procedure._def.type,
    inputs: procedure._def.inputs,
  }));
}

export interface AuthEndpointEntry {
  name: string;
  /** The path under /api/auth, with its `:params`. */
  path: string;
  methods: string[];
  body?: z.ZodType | undefined;
  query?: z.ZodType | undefined;
}

interface EndpointLike {
  path?: string;
  options?: {
    method?: string | string[];
    body?: z.ZodType;
    query?: z.ZodType;
    metadata?: { SERVER_ONLY?: boolean };
  };
}

/** The endpoints better-auth serves over HTTP (server-only ones are callable from code alone). */
export function authEndpoints(api: object): AuthEndpointEntry[] {
  return Object.entries(api as Record<string, EndpointLike>).flatMap(([name, endpoint]) =>
    endpoint.path && !endpoint.options?.metadata?.SERVER_ONLY
      ? [
          {
            name,
            path: endpoint.path,
            methods: [endpoint.options?.method ?? "GET"].flat(),
            body: endpoint.options?.body,
            query: endpoint.options?.query,
          },
        ]
      : [],
  );
}
