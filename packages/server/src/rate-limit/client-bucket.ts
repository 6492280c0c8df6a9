import ipaddr from "ipaddr.js";

/** IPv6 clients are limited per /64: one subscriber or host gets a whole /64, not one address. */
export const IPV6_BUCKET_PREFIX = 64;

/**
 * The rate-limit bucket of a client address: an IPv4 address is its own bucket, an IPv6 address
 * shares one with its whole /64 (as `2001:db8:1:2::/64`), an IPv4-mapped IPv6 address is the IPv4
 * address. Anything that is not an address (no socket in tests) is its own bucket, as written.
 */
export function clientBucket(address: string): string {
  const bare = address.trim().replace(/^\[(.*)\]$/, "$1");
  if (!ipaddr.isValid(bare)) return address;
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${IPV6_BUCKET_PREFIX}`);
  return `${network.toString()}/${IPV6_BUCKET_PREFIX}`;
}
