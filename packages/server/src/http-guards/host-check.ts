import type { MiddlewareHandler } from "hono";

export const MISDIRECTED_HOST_MESSAGE = "This server does not answer for that host name.";

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

export interface AllowedHostsOptions {
  appUrl: string;
  /** Extra host names (host or host:port) an operator allows, e.g. a load balancer's probe address. */
  extraHosts?: readonly string[] | undefined;
  /**
   * Also answer to loopback names (localhost, 127.0.0.1, [::1]) on any port: on while the outbox or
   * the mounted Google sandbox is, which answer only a browser on this machine, and that browser
   * may name the server either way. A Host names the server as the browser reached it, so a loopback
   * name can only come from a page on this machine that already talks to it; a rebinding page sends
   * its own, foreign name.
   */
  loopback?: boolean | undefined;
}

/**
 * The host names Folio answers for, lower-cased as `host[:port]`. APP_URL's host counts with and
 * without its default port, since clients leave out :80 and :443.
 */
function allowedHosts(options: AllowedHostsOptions): Set<string> {
  const app = new URL(options.appUrl);
  const hosts = new Set([app.host.toLowerCase()]);
  if (!app.port) hosts.add(`${app.hostname}:${app.protocol === "https:" ? 443 : 80}`.toLowerCase());
  for (const host of options.extraHosts ?? []) hosts.add(host.trim().toLowerCase());
  return hosts;
}

function hostName(host: string): string {
  return host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : (host.split(":")[0] ?? "");
}

/**
 * Answers 421 to any request whose Host is not one of Folio's own names, before any route runs. A web
 * page that rebinds its own DNS name to Folio's address (DNS rebinding) gets its requests sent with
 * its own name as Host; without this check it would read the loopback-only outbox and the sandbox from
 * the browser of anyone on Folio's machine. A request without a Host header (HTTP/1.0, in-process
 * calls) names no foreign host and passes.
 */
export function requireOwnHost(options: AllowedHostsOptions): MiddlewareHandler {
  const hosts = allowedHosts(options);
  const isOwn = (host: string) =>
    hosts.has(host) || (options.loopback === true && LOOPBACK_NAMES.includes(hostName(host)));
  return async (c, next) => {
    const host = c.req.header("host");
    if (host !== undefined && !isOwn(host.trim().toLowerCase())) {
      return c.json({ error: MISDIRECTED_HOST_MESSAGE }, 421);
    }
    await next();
  };
}
