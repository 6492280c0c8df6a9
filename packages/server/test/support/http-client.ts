/** A browser-like client for `app.request`: keeps cookies, sends Origin and its own client address. */
import { createTRPCClient, httpLink } from "@trpc/client";
import superjson from "superjson";
import type { AppRouter } from "../../src/trpc/root.ts";
import { TEST_APP_URL } from "./test-app.ts";

interface RequestApp {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

export interface TrpcFailure {
  code: string;
  message: string;
  httpStatus: number;
  /** The error's `data` as the server formatted it. */
  data: Record<string, unknown>;
}

export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: RequestApp,
    private readonly ip: string,
    private readonly origin: string = TEST_APP_URL,
  ) {}

  /**
   * The router's procedures, typed, as the web app calls them (this client's cookies and address);
   * a failure throws a TRPCClientError. `query`/`mutation` below are for answers a test inspects raw.
   */
  readonly trpc = createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${TEST_APP_URL}/api/trpc`,
        transformer: superjson,
        fetch: (url, init) => {
          const { pathname, search } = new URL(String(url));
          return this.request(`${pathname}${search}`, init as RequestInit);
        },
      }),
    ],
  });

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set("origin", this.origin);
    headers.set("x-forwarded-for", this.ip);
    if (this.cookies.size) headers.set("cookie", this.cookieHeader());
    if (json !== undefined) headers.set("content-type", "application/json");
    const response = await this.app.request(path, {
      ...rest,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json), method: rest.method ?? "POST" } : {}),
    });
    this.remember(response);
    return response;
  }

  /** GET /api/trpc/<path>; returns the decoded data or the tRPC error. */
  async query<T>(path: string, input?: unknown): Promise<{ data?: T; error?: TrpcFailure; status: number }> {
    const search =
      input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
    return decode<T>(await this.request(`/api/trpc/${path}${search}`));
  }

  async mutation<T>(
    path: string,
    input?: unknown,
  ): Promise<{ data?: T; error?: TrpcFailure; status: number }> {
    const response = await this.request(`/api/trpc/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: input === undefined ? "" : JSON.stringify(superjson.serialize(input)),
    });
    return decode<T>(response);
  }
}

async function decode<T>(response: Response): Promise<{ data?: T; error?: TrpcFailure; status: number }> {
  const body = (await response.json()) as {
    result?: { data: Parameters<typeof superjson.deserialize>[0] };
    error?: {
      json: { message: string; data: { code: string; httpStatus: number } & Record<string, unknown> };
    };
  };
  if (body.result) return { data: superjson.deserialize<T>(body.result.data), status: response.status };
  const failure = body.error?.json;
  return {
    status: response.status,
    error: {
      code: failure?.data.code ?? "?",
      message: failure?.message ?? "",
      httpStatus: response.status,
      data: failure?.data ?? {},
    },
  };
}
