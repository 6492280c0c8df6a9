import type { LookupAddress } from "node:dns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gradientImage, type ImageServer, startImageServer } from "../../test/support/image-server.ts";
import { fetchImage } from "./fetch-image.ts";
import {
  BlockedAddressError,
  isAllowedHost,
  isAllowedUrl,
  isPublicAddress,
  resolvePublicAddresses,
} from "./ssrf-guard.ts";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.0.0.1",
    "172.16.5.4",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "100.127.255.254",
    "0.0.0.0",
    "224.0.0.1",
    "239.255.255.250",
    "255.255.255.255",
    "192.0.2.10",
    "198.18.0.1",
    "240.0.0.1",
    "::1",
    "::",
    "fe80::1",
    "fe80::1%eth0",
    "fc00::1",
    "fd12:3456:789a::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:10.1.2.3",
    "::ffff:169.254.169.254",
    "64:ff9b::a00:1",
    "2002:a00:1::",
    "2001:db8::1",
    "[::1]",
    "not an address",
    // 0.0.0.0/8, link-local (cloud metadata), more private and reserved IPv4.
    "0.1.2.3",
    "169.254.0.1",
    "198.51.100.1",
    "203.0.113.1",
    "192.88.99.1",
    // IPv4-mapped and -compatible IPv6, in every spelling.
    "::ffff:7f00:1",
    "0:0:0:0:0:ffff:127.0.0.1",
    "::ffff:0.0.0.0",
    "::ffff:a9fe:a9fe",
    "::ffff:192.168.0.1",
    "::ffff:100.64.0.1",
    "::127.0.0.1",
    // NAT64 (well-known and local-use), 6to4, Teredo, ORCHID, discard, documentation.
    "64:ff9b::127.0.0.1",
    "64:ff9b:1::a00:1",
    "2002:7f00:1::",
    "2001::1",
    "2001:10::1",
    "2001:20::1",
    "100::1",
    "2001:db8::",
    // The edges of fe80::/10, fc00::/7 and the old site-local fec0::/10.
    "febf::1",
    "fdff:ffff::1",
    "fec0::1",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700:4700::1111",
    "::ffff:93.184.216.34",
  ])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("resolvePublicAddresses", () => {
  const answers =
    (map: Record<string, string[]>) =>
    async (hostname: string): Promise<LookupAddress[]> =>
      (map[hostname] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

  it("refuses a name whose DNS answer points inward, even when another answer is public", async () => {
    const resolve = answers({
      "inward.example": ["10.0.0.7"],
      "mixed.example": ["93.184.216.34", "127.0.0.1"],
      "v6.example": ["fd00::5"],
      "public.example": ["93.184.216.34"],
    });
    await expect(
      resolvePublicAddresses(new URL("http://inward.example/a.png"), resolve),
    ).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(
      resolvePublicAddresses(new URL("http://mixed.example/a.png"), resolve),
    ).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(resolvePublicAddresses(new URL("http://v6.example/a.png"), resolve)).rejects.toBeInstanceOf(
      BlockedAddressError,
    );
    await expect(
      resolvePublicAddresses(new URL("http://public.example/a.png"), resolve),
    ).resolves.toHaveLength(1);
  });

  it("checks IP literals, including the numeric forms URLs normalise", async () => {
    const never = async () => {
      throw new Error("no DNS for literals");
    };
    for (const url of [
      "http://127.0.0.1/",
      "http://2130706433/",
      "http://0x7f.1/",
      "http://[::1]/",
      "http://[::ffff:7f00:1]/",
      "http://0/",
      "http://0.0.0.0/",
      "http://127.1/",
      "http://017700000001/",
      "http://[::]/",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::ffff:a9fe:a9fe]/latest/meta-data/",
      "http://[fd00:ec2::254]/",
    ]) {
      await expect(resolvePublicAddresses(new URL(url), never), url).rejects.toBeInstanceOf(
        BlockedAddressError,
      );
    }
  });
});

describe("isAllowedHost", () => {
  it("matches host:port or a bare host", () => {
    expect(isAllowedHost(new URL("http://127.0.0.1:4100/a"), ["127.0.0.1:4100"])).toBe(true);
    expect(isAllowedHost(new URL("http://127.0.0.1:4200/a"), ["127.0.0.1:4100"])).toBe(false);
    expect(isAllowedHost(new URL("http://sandbox.local/a"), ["sandbox.local"])).toBe(true);
    expect(isAllowedHost(new URL("http://sandbox.local/a"), [])).toBe(false);
  });
});

describe("SEC-11: the sandbox's images are exempt from the guard, not its whole origin", () => {
  const prefix = "http://localhost:3000/sandbox/images/";

  it("exempts only URLs under the prefix, on the same origin", () => {
    expect(isAllowedUrl(new URL("http://localhost:3000/sandbox/images/photo-640x480.jpg"), [prefix])).toBe(
      true,
    );
    for (const url of [
      "http://localhost:3000/api/dev/outbox",
      "http://localhost:3000/sandbox/admin/accounts",
      "http://localhost:3000/sandbox/images/../admin/accounts",
      "http://localhost:3000/sandbox/images/%2e%2e/admin/accounts",
      "http://localhost:3000/sandbox/images/..%2fadmin/accounts",
      "http://localhost:3000/sandbox/images%2f..%2fadmin",
      "http://localhost:3001/sandbox/images/photo.jpg",
      "https://localhost:3000/sandbox/images/photo.jpg",
      "http://127.0.0.1:3000/sandbox/images/photo.jpg",
    ]) {
      expect(isAllowedUrl(new URL(url), [prefix]), url).toBe(false);
    }
    expect(isAllowedUrl(new URL("http://localhost:3000/sandbox/images/a.jpg"), [])).toBe(false);
  });

  it("fetches the sandbox's images but refuses any other path of the same origin", async () => {
    const server = await startImageServer();
    try {
      const png = await gradientImage(64, 64, "png");
      server.serve("/sandbox/images/ok.png", { contentType: "image/png", body: png });
      server.serve("/api/dev/outbox", { contentType: "application/json", body: Buffer.from("[]") });
      server.redirect("/sandbox/images/away.png", server.url("/api/dev/outbox"));
      const allowUrlPrefixes = [server.url("/sandbox/images/")];
      const fetched = await fetchImage(server.url("/sandbox/images/ok.png"), { allowUrlPrefixes });
      expect(fetched.bytes.equals(png)).toBe(true);
      await expect(fetchImage(server.url("/api/dev/outbox"), { allowUrlPrefixes })).rejects.toBeInstanceOf(
        BlockedAddressError,
      );
      await expect(
        fetchImage(server.url("/sandbox/images/../../api/dev/outbox"), { allowUrlPrefixes }),
      ).rejects.toBeInstanceOf(BlockedAddressError);
      // A redirect out of the exempt prefix is checked again, and refused.
      await expect(
        fetchImage(server.url("/sandbox/images/away.png"), { allowUrlPrefixes }),
      ).rejects.toBeInstanceOf(BlockedAddressError);
      expect(server.hits.get("/api/dev/outbox")).toBeUndefined();
    } finally {
      await server.close();
    }
  });
});

describe("fetchImage with the guard", () => {
  let server: ImageServer;
  let other: ImageServer;

  beforeAll(async () => {
    server = await startImageServer();
    other = await startImageServer();
    const png = await gradientImage(64, 64, "png");
    server.serve("/ok.png", { contentType: "image/png", body: png });
    other.serve("/inner.png", { contentType: "image/png", body: png });
    server.redirect("/to-private", other.url("/inner.png"));
    server.redirect("/to-self", server.url("/ok.png"));
    server.redirect("/loop", server.url("/loop"));
    server.redirect("/to-file", "file:///etc/passwd");
  });

  afterAll(async () => {
    await server.close();
    await other.close();
  });

  it("refuses a loopback image unless its host is allowed", async () => {
    await expect(fetchImage(server.url("/ok.png"))).rejects.toBeInstanceOf(BlockedAddressError);
    const fetched = await fetchImage(server.url("/ok.png"), { allowHosts: [server.host] });
    expect(fetched.bytes.byteLength).toBeGreaterThan(0);
  });

  it("re-checks every redirect hop", async () => {
    // The allowed sandbox redirects to another loopback port that is not allowed.
    await expect(fetchImage(server.url("/to-private"), { allowHosts: [server.host] })).rejects.toBeInstanceOf(
      BlockedAddressError,
    );
    await expect(fetchImage(server.url("/to-self"), { allowHosts: [server.host] })).resolves.toMatchObject({
      finalUrl: server.url("/ok.png"),
    });
    await expect(fetchImage(server.url("/loop"), { allowHosts: [server.host] })).rejects.toThrow(/redirects/);
    await expect(fetchImage(server.url("/to-file"), { allowHosts: [server.host] })).rejects.toThrow(/scheme/);
  });

  it("refuses names that resolve inward, through node:http and through a caller's fetch", async () => {
    const resolveHost = async (): Promise<LookupAddress[]> => [{ address: "127.0.0.1", family: 4 }];
    const url = `http://images.example.test:${server.host.split(":")[1]}/ok.png`;
    await expect(fetchImage(url, { resolveHost })).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(fetchImage(url, { resolveHost, fetch })).rejects.toBeInstanceOf(BlockedAddressError);
  });

  it("refuses redirects to loopback, unspecified and metadata addresses, by name or literal", async () => {
    const port = other.host.split(":")[1];
    for (const target of [
      `http://localhost:${port}/inner.png`,
      `http://[::1]:${port}/inner.png`,
      `http://0.0.0.0:${port}/inner.png`,
      `http://[::ffff:127.0.0.1]:${port}/inner.png`,
      "http://169.254.169.254/latest/meta-data/",
    ]) {
      server.redirect("/hop", target);
      await expect(
        fetchImage(server.url("/hop"), { allowHosts: [server.host] }),
        target,
      ).rejects.toBeInstanceOf(BlockedAddressError);
    }
    expect(other.hits.get("/inner.png") ?? 0).toBe(0);
  });

  it("connects to the address it checked: a DNS answer that changes afterwards is never used", async () => {
    // DNS rebinding: the first answer is public, every later one points at this machine.
    const port = Number(server.host.split(":")[1]);
    let lookups = 0;
    const resolveHost = async (): Promise<LookupAddress[]> => {
      lookups += 1;
      return [{ address: lookups === 1 ? "93.184.216.34" : "127.0.0.1", family: 4 }];
    };
    const before = server.hits.get("/ok.png") ?? 0;
    await expect(
      fetchImage(`http://rebind.example.test:${port}/ok.png`, { resolveHost, timeoutMs: 300 }),
    ).rejects.toThrow();
    expect(lookups).toBe(1);
    expect(server.hits.get("/ok.png") ?? 0).toBe(before);
  });

  it("follows redirects by hand with a caller's fetch too", async () => {
    await expect(
      fetchImage(server.url("/to-private"), { allowHosts: [server.host], fetch }),
    ).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(
      fetchImage(server.url("/ok.png"), { allowHosts: [server.host], fetch }),
    ).resolves.toBeDefined();
  });

  it("enforces the size cap and the timeout", async () => {
    server.serve("/big.bin", { contentType: "image/png", body: Buffer.alloc(200_000) });
    await expect(
      fetchImage(server.url("/big.bin"), { allowHosts: [server.host], maxBytes: 100_000 }),
    ).rejects.toThrow(/larger than/);
    const slowFetch: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      );
    await expect(
      fetchImage(server.url("/ok.png"), { allowHosts: [server.host], fetch: slowFetch, timeoutMs: 50 }),
    ).rejects.toThrow();
  });
});
