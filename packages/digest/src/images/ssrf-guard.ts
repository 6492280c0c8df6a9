import { promises as dns, type LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

// Newsletter HTML is attacker-controlled: an <img src> must never make the server reach into
// its own network. Every address a host resolves to is checked, at connection time.

// Kept hand-written: no maintained library checks every resolved address at connection time, on each redirect hop.

export class BlockedAddressError extends Error {
  override name = "BlockedAddressError";
  readonly code = "ERR_BLOCKED_ADDRESS";
}

export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export const resolveHostWithDns: ResolveHost = (hostname) =>
  dns.lookup(hostname, { all: true, verbatim: true });

/**
 * True only for globally routable unicast addresses: no private, loopback, link-local, CGNAT,
 * multicast, reserved, unique-local, NAT64/6to4/Teredo, or IPv4-mapped private addresses.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!ipaddr.isValid(bare)) return false;
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  if (parsed.range() !== "unicast") return false;
  if (parsed.kind() === "ipv6") {
    // Only 2000::/3 is allocated as global unicast; everything else is special-purpose.
    const first = (parsed as ipaddr.IPv6).parts[0] ?? 0;
    return first >= 0x2000 && first <= 0x3fff;
  }
  return true;
}

/**
 * Hosts exempt from the guard, written as "host" or "host:port": an operator's own image proxy
 * (IMAGE_FETCH_ALLOW_HOSTS).
 */
export function isAllowedHost(url: URL, allowHosts: readonly string[]): boolean {
  if (allowHosts.length === 0) return false;
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return allowHosts.some((allowed) => {
    const entry = allowed.toLowerCase();
    return entry === host || entry === hostname;
  });
}

// An encoded slash, backslash or dot could mean another path to the server behind the prefix.
const ENCODED_PATH_SEPARATOR = /%(?:2f|5c|2e)/i;

/**
 * URLs exempt from the guard by prefix: the sandbox's images ("http://localhost:3000/sandbox/images/")
 * and nothing else of the origin that serves them (which is Folio itself when the sandbox is
 * mounted: its outbox and admin routes must stay out of reach).
 */
export function isAllowedUrl(url: URL, allowPrefixes: readonly string[]): boolean {
  if (allowPrefixes.length === 0 || ENCODED_PATH_SEPARATOR.test(url.pathname)) return false;
  return allowPrefixes.some((prefix) => {
    const allowed = new URL(prefix);
    return url.origin === allowed.origin && url.pathname.startsWith(allowed.pathname);
  });
}

function ipLiteral(url: URL): string | undefined {
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  return ipaddr.isValid(hostname) ? hostname : undefined;
}

/** Resolves a URL's host and rejects it if any answer points inward. */
export async function resolvePublicAddresses(url: URL, resolve: ResolveHost): Promise<LookupAddress[]> {
  const literal = ipLiteral(url);
  if (literal) {
    if (!isPublicAddress(literal)) throw new BlockedAddressError(`Blocked address ${literal}`);
    return [{ address: literal, family: literal.includes(":") ? 6 : 4 }];
  }
  const addresses = await resolve(url.hostname);
  if (addresses.length === 0) throw new BlockedAddressError(`No address for ${url.hostname}`);
  for (const { address } of addresses) {
    if (!isPublicAddress(address))
      throw new BlockedAddressError(`${url.hostname} resolves to blocked ${address}`);
  }
  return addresses;
}

/**
 * A `lookup` for node:http that only ever hands the socket vetted addresses, so a DNS answer
 * cannot change between the check and the connection (DNS rebinding).
 */
export function createGuardedLookup(resolve: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = addresses.filter((entry) => wanted === undefined || entry.family === wanted);
        const blocked = usable.find((entry) => !isPublicAddress(entry.address));
        if (blocked) throw new BlockedAddressError(`${hostname} resolves to blocked ${blocked.address}`);
        const first = usable[0];
        if (!first) throw new BlockedAddressError(`No address for ${hostname}`);
        if (options.all) callback(null, usable);
        else callback(null, first.address, first.family);
      })
      .catch((error: Error) => callback(error as NodeJS.ErrnoException, "", 0));
  };
}

export function ensureIpLiteralIsPublic(url: URL): void {
  const literal = ipLiteral(url);
  if (literal && !isPublicAddress(literal)) throw new BlockedAddressError(`Blocked address ${literal}`);
}
