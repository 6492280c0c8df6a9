import PostalMime, { type Email } from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandboxServer } from "../src/index.ts";
import { generateNewsletters, type SeededIssue } from "../src/seed/seed-newsletters.ts";
import { FOLIO_SCOPES, signIn } from "./support/consent-flow.ts";

const client = { clientId: "folio-test.apps.googleusercontent.com", clientSecret: "test-secret" };

describe("generated newsletters", () => {
  let issues: SeededIssue[];
  let parsed: Map<string, Email>;

  beforeAll(async () => {
    issues = await generateNewsletters({
      baseUrl: "http://sandbox.test",
      now: Date.UTC(2025, 4, 20),
      recipient: "reader@example.com",
    });
    parsed = new Map(
      await Promise.all(issues.map(async (i) => [i.key, await PostalMime.parse(i.raw)] as const)),
    );
  });

  const byKey = (key: string) => parsed.get(key)!;

  it("gives at least 40 messages that all parse as MIME with a subject, sender and body", () => {
    expect(issues.length).toBeGreaterThanOrEqual(40);
    for (const [key, email] of parsed) {
      expect(email.subject, key).toBeTruthy();
      expect(email.from && "address" in email.from && email.from.address, key).toMatch(/@/);
      expect(email.html ?? email.text, key).toBeTruthy();
      expect(email.date, key).toBeTruthy();
    }
  });

  it("is deterministic for the same clock", async () => {
    const again = await generateNewsletters({
      baseUrl: "http://sandbox.test",
      now: Date.UTC(2025, 4, 20),
      recipient: "reader@example.com",
    });
    expect(again.map((i) => i.raw.toString("base64"))).toEqual(issues.map((i) => i.raw.toString("base64")));
  });

  it("labels about ten of them Read Later and keeps the rest in the inbox, dated over recent weeks", () => {
    const readLater = issues.filter((i) => i.labelNames.includes("Read Later"));
    expect(readLater.length).toBe(10);
    expect(
      issues.filter((i) => !i.labelNames.includes("Read Later")).every((i) => i.labelNames.includes("INBOX")),
    ).toBe(true);
    const ages = issues.map((i) => (Date.UTC(2025, 4, 20) - i.date.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeLessThan(1);
    expect(Math.max(...ages)).toBeGreaterThan(21);
  });

  it("covers the mess of real newsletters", () => {
    const all = [...parsed.values()];
    const html = all.map((e) => e.html ?? "").join("\n");
    expect(new Set(all.map((e) => (e.from as { address: string }).address)).size).toBeGreaterThanOrEqual(15);
    // Text-only, HTML-only and an attachment.
    expect(byKey("plain-text-society#1").html).toBeUndefined();
    expect(byKey("type-foundry#1").text).toBeFalsy();
    expect(byKey("workbench#1").attachments.map((a) => a.filename)).toEqual(["cut-list-1.csv"]);
    // multipart/related with cid: images.
    const recipe = byKey("copperpot#1");
    expect(recipe.html).toMatch(/src="cid:hero-1@copperpot.example"/);
    expect(recipe.attachments.filter((a) => a.related && a.contentId).length).toBe(2);
    // Accents in ISO-8859-1 quoted-printable, RFC 2047 subjects, CJK and emoji.
    expect(byKey("le-carnet#1").subject).toBe(
      "Le carnet du dimanche : café, vélo et crêpes à la fleur d'oranger",
    );
    expect(issues.find((i) => i.key === "le-carnet#1")!.raw.toString("latin1")).toMatch(
      /charset="iso-8859-1"[\s\S]*quoted-printable/,
    );
    expect(byKey("fahrrad-brief#1").text).toContain("Brötchen");
    expect(byKey("fahrrad-brief#1").subject).toContain("Über Brücken");
    expect(byKey("booknotes#1").subject).toBe("📚 東京ブックノート 第12号：雨の日に読みたい本 ☔");
    expect(byKey("booknotes#1").html).toContain("古本屋");
    // Tracking pixels, utm_ and redirect links, hidden preheaders, unsubscribe footers, web versions.
    expect(html).toMatch(/<img src="http:\/\/sandbox\.test\/t\/open\/[^"]+\.gif" width="1" height="1"/);
    expect(html).toContain("utm_medium=email");
    expect(html).toMatch(/https:\/\/click\.[a-z.-]+\/ls\/click\?upn=/);
    expect(html).toMatch(/display:none;[^"]*mso-hide:all/);
    expect(html).toContain("View in browser");
    expect(all.every((e) => /unsubscribe/i.test(e.html ?? e.text ?? ""))).toBe(true);
    expect(all.filter((e) => e.headers.some((h) => h.key === "list-unsubscribe")).length).toBe(all.length);
    // Headings and pull quotes in the essays, layout tables in the promotions.
    expect(byKey("slow-garden#4").html).toMatch(/<h2[\s\S]*<blockquote/);
    expect((byKey("northwind#1").html!.match(/<table/g) ?? []).length).toBeGreaterThan(10);
    // Images in every format the sandbox serves.
    for (const ext of ["png", "jpg", "gif", "webp"])
      expect(html).toMatch(new RegExp(`/images/[a-z0-9-]+\\.${ext}"`));
  });
});

describe("a seeded mailbox behind the sandbox", () => {
  let server: RunningSandbox;

  beforeAll(async () => {
    server = await startSandboxServer({ client, quotaUnitsPerMinute: 0 });
  });
  afterAll(() => server.close());

  it("is created on first sign-in and readable through Gmail's API", async () => {
    const tokens = await signIn(server.url, { email: "seeded@example.com", scopes: FOLIO_SCOPES, client });
    const auth = { Authorization: `Bearer ${tokens.access_token}` };
    const gmail = (path: string) =>
      fetch(`${server.url}/gmail/v1/users/me/${path}`, { headers: auth }).then((r) => r.json());

    const labels = (await gmail("labels")) as { labels: { id: string; name: string; type: string }[] };
    const readLater = labels.labels.find((l) => l.name === "Read Later")!;
    expect(readLater.type).toBe("user");
    const list = (await gmail(`messages?labelIds=${readLater.id}`)) as {
      messages: { id: string }[];
      resultSizeEstimate: number;
    };
    expect(list.resultSizeEstimate).toBe(10);
    const all = (await gmail("messages?maxResults=500")) as { resultSizeEstimate: number };
    expect(all.resultSizeEstimate).toBeGreaterThanOrEqual(40);

    for (const { id } of list.messages) {
      const message = (await gmail(`messages/${id}?format=raw`)) as { raw: string; labelIds: string[] };
      expect(message.labelIds).toContain(readLater.id);
      const email = await PostalMime.parse(Buffer.from(message.raw, "base64url"));
      expect(email.subject).toBeTruthy();
    }
  });

  it("serves every image the newsletters reference, except the deliberately broken one", async () => {
    const view = (await (await fetch(`${server.url}/admin/mailboxes/seeded@example.com`)).json()) as {
      messages: { id: string }[];
    };
    const tokens = await signIn(server.url, { email: "seeded@example.com", scopes: FOLIO_SCOPES, client });
    const urls = new Set<string>();
    for (const { id } of view.messages) {
      const res = await fetch(`${server.url}/gmail/v1/users/me/messages/${id}?format=raw`, {
        headers: { Authorization: `Bearer ${tokens.access_token}` },
      });
      const email = await PostalMime.parse(
        Buffer.from(((await res.json()) as { raw: string }).raw, "base64url"),
      );
      for (const m of (email.html ?? "").matchAll(/src="([^"]+)"/g))
        if (m[1]!.startsWith(server.url)) urls.add(m[1]!);
    }
    expect(urls.size).toBeGreaterThan(60);
    const results = await Promise.all(
      [...urls].map(async (url) => {
        const res = await fetch(url);
        await res.arrayBuffer();
        return [url, res.status, res.headers.get("content-type")] as const;
      }),
    );
    const broken = results.filter(([, status]) => status !== 200).map(([url]) => url);
    expect(broken).toEqual([`${server.url}/images/missing-weather-map-600x300.png`]);
    for (const [url, , type] of results.filter(([, s]) => s === 200)) {
      const ext = url.split(".").pop();
      expect(type, url).toBe(
        { png: "image/png", jpg: "image/jpeg", gif: "image/gif", webp: "image/webp" }[ext!],
      );
    }
  });
});
