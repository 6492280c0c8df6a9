/**
 * Isolation probe: every tRPC procedure (read from the router itself) and every REST route (read
 * from the Hono app, better-auth's catch-all expanded into its endpoints) is called as Bob with
 * Alice's ids — user, auth session, digest, digest session, queue items, Gmail messages and labels,
 * her download links. Nothing of Alice may come back, and none of her rows, files or Gmail labels
 * may change. Inputs are derived from each procedure's zod schema, so a procedure added later is
 * probed without editing this file; one whose input cannot be derived fails the test.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DbHandle } from "@folio/db/client";
import { findQueuedEmailsByIds, updateDigest } from "@folio/db/queries";
import * as schema from "@folio/db/schema";
import { testDatabases } from "@folio/db/testing";
import { type RunningSandbox, startSandboxServer } from "@folio/sandbox";
import { eq, getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishDigestProgress } from "../../src/digest/digest-progress.ts";
import { SANDBOX_CLIENT } from "../../src/env.ts";
import { userObjectPath } from "../../src/storage/file-store.ts";
import { appRouter } from "../../src/trpc/root.ts";
import { connectGmail, signUpConfirmAndSignIn } from "../support/gmail-connect-flow.ts";
import { newsletterRaw } from "../support/gmail-sandbox.ts";
import { TestClient } from "../support/http-client.ts";
import { authEndpoints, trpcProcedures } from "./support/api-surface.ts";
import { deriveInputs, schemaType, type ValuePool } from "./support/derive-inputs.ts";
import { createTestAppWithSync } from "./support/wired-test-app.ts";

/**
 * Routes that are not per user by design, with the reason. The outbox holds every e-mail Folio
 * "sent" in the zero-config default, readable from a browser on the server's own machine only
 * (test/rest/dev-outbox.test.ts); it is not mounted when Postmark sends the mail.
 */
const NOT_PER_USER: Record<string, string> = {
  "GET /api/dev/outbox": "the development outbox",
  "GET /api/dev/outbox/:id": "the development outbox",
  "GET /api/dev/outbox/:id/attachments/:attachmentId": "the development outbox",
};

/** Wildcard routes the probe knows how to expand into concrete endpoints. */
const EXPANDED_WILDCARDS = new Set(["GET /api/auth/*", "POST /api/auth/*"]);

/** Which of Alice's values a field name asks for first (the rest are tried too, one kind per input). */
function fieldKinds(field: string): string[] {
  const name = field.toLowerCase();
  if (name === "sessionid") return ["digestSession"];
  if (name.includes("emailid")) return ["queueId"];
  if (name.includes("label")) return ["labelId"];
  if (name === "cursor") return ["cursor"];
  if (name.includes("userid") || name === "id") return ["userId"];
  if (name.includes("token")) return ["authSessionToken"];
  if (name.includes("account")) return ["accountId"];
  if (name.includes("email")) return ["email"];
  return [];
}

interface Probe {
  label: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  /** tRPC subscriptions are read as event streams. */
  stream?: boolean;
}

const run = Date.now().toString(36);
let addressCounter = 0;

describe.each(testDatabases())("isolation probe on $name", ({ create }) => {
  let handle: DbHandle;
  let sandbox: RunningSandbox;
  let filesRoot: string;
  let testApp: Awaited<ReturnType<typeof createTestAppWithSync>>;
  let alice: TestClient;
  let bob: TestClient;
  let bobEmail: string;
  const alicePool: ValuePool = {};
  /** Everything of Alice's that must not appear in Bob's answers (unless Bob sent it himself). */
  let aliceMarkers: string[] = [];
  let aliceFileQuery = "";
  let bobDigestToken = "";
  const enqueued: string[] = [];

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seedMailboxes: false, client: { ...SANDBOX_CLIENT } });
    handle = await create();
    filesRoot = mkdtempSync(path.join(tmpdir(), "folio-probe-files-"));
    testApp = await createTestAppWithSync(handle, {
      sandboxUrl: sandbox.url,
      filesRoot,
      digests: { enqueue: async (digestId) => void enqueued.push(digestId) },
      // Bob's hundreds of calls must reach the handlers, not Folio's request limit.
      requestLimit: { perMinute: 1_000_000 },
    });
    const emailSync = testApp.emailSync;

    // Alice: connected, labels and format chosen, three newsletters synced, one digest with a file.
    alice = new TestClient(testApp.app, "10.80.0.1");
    const aliceEmail = `alice-${run}@example.com`;
    const aliceGmail = `alice-${run}@gmail.example`;
    await signUpConfirmAndSignIn(alice, handle, aliceEmail);
    expect(await connectGmail(alice, aliceGmail)).toContain("gmail=connected");
    const readLater = await alice.trpc.labels.create.mutate({ name: "Read Later" });
    const processed = await alice.trpc.labels.create.mutate({ name: "Alice Processed" });
    await alice.trpc.preferences.update.mutate({
      readLaterLabelId: readLater.id,
      processedLabelId: processed.id,
      outputFormat: "both",
    });
    const subjects = ["Alice's Secret Weekly", "Alice's Private Briefing", "Alice's Hidden Notes"];
    const gmailIds: string[] = [];
    for (const subject of subjects) {
      const raw = newsletterRaw({ from: `Alice Sender <alice-sender-${run}@news.example>`, subject });
      gmailIds.push(
        (await sandbox.sandbox.addMessage({ email: aliceGmail, raw, labelNames: ["Read Later"] })).id,
      );
    }
    const aliceId = (await alice.trpc.account.me.query()).id;
    await emailSync.syncAndWait(aliceId, { timeoutMs: 20_000 });
    const queued = (await alice.trpc.emails.list.query({ limit: 50 })).items;
    expect(queued).toHaveLength(3);
    const queueIds = queued.map((item) => item.id);
    const firstPage = await alice.trpc.emails.list.query({ limit: 1 });
    const digestSession = `alice-digest-${run}`;
    await alice.trpc.digest.generate.mutate({ emailIds: queueIds, format: "both", sessionId: digestSession });
    const digestId = enqueued[0]!;
    const filename = "folio-digest-alice.pdf";
    const objectPath = userObjectPath(aliceId, filename);
    await testApp.files.upload(objectPath, Buffer.from("%PDF Alice's digest"), {
      contentType: "application/pdf",
    });
    await updateDigest(handle.db, {
      digestId,
      values: {
        status: "completed",
        progress: 100,
        details: `Sent 3 newsletters to ${aliceEmail}.`,
        files: [{ filename, contentType: "application/pdf", size: 19, objectPath, part: 1 }],
      },
    });
    const history = await alice.trpc.digest.history.query();
    const fileLink = new URL(history[0]!.files[0]!.url);
    aliceFileQuery = fileLink.search;

    const sessions = await handle.db.select().from(schema.session).where(eq(schema.session.userId, aliceId));
    const accounts = await handle.db.select().from(schema.account).where(eq(schema.account.userId, aliceId));
    const rows = await findQueuedEmailsByIds(handle.db, { userId: aliceId, ids: queueIds });
    Object.assign(alicePool, {
      userId: [aliceId],
      digestId: [digestId],
      digestSession: [digestSession],
      queueId: queueIds,
      gmailId: gmailIds,
      labelId: [readLater.id, processed.id],
      cursor: firstPage.nextCursor ? [firstPage.nextCursor] : [],
      authSessionId: sessions.map((row) => row.id),
      authSessionToken: sessions.map((row) => row.token),
      accountId: accounts.flatMap((row) => [row.id, row.accountId]),
      email: [aliceEmail, aliceGmail],
      filePath: [objectPath, filename],
      fileLink: [fileLink.toString()],
    } satisfies ValuePool);

    // Bob: his own Gmail, labels and preferences, so Bob's calls get as far as they can.
    bob = new TestClient(testApp.app, "10.80.0.2");
    bobEmail = `bob-${run}@example.com`;
    await signUpConfirmAndSignIn(bob, handle, bobEmail);
    expect(await connectGmail(bob, `bob-${run}@gmail.example`)).toContain("gmail=connected");
    const bobLabel = await bob.trpc.labels.create.mutate({ name: "Read Later" });
    await bob.trpc.preferences.update.mutate({ readLaterLabelId: bobLabel.id, outputFormat: "pdf" });
    bobDigestToken = (
      (await (await bob.request("/api/digest-token", { method: "POST" })).json()) as {
        tempToken: string;
      }
    ).tempToken;

    // Ids that Alice's and Bob's sandbox mailboxes happen to share (e.g. label ids) mark nothing.
    const bobLabels = await bob.trpc.labels.list.query();
    const shared = new Set(bobLabels.map((label) => label.id));
    aliceMarkers = [
      ...Object.values(alicePool).flat(),
      ...subjects,
      `alice-sender-${run}@news.example`,
      digestId,
      ...rows.map((row) => row.threadId ?? ""),
    ].filter((marker) => marker.length >= 6 && !shared.has(marker));
  }, 120_000);

  afterAll(async () => {
    await testApp?.stop();
    await handle?.close();
    await sandbox?.close();
    rmSync(filesRoot, { recursive: true, force: true });
  });

  /** Every row that belongs to Alice (any table with a user id column), her files and her Gmail labels. */
  async function aliceState(): Promise<string> {
    const aliceId = alicePool.userId![0]!;
    const parts = [await rowsOf(aliceId)];
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue;
      const columns = getTableColumns(table) as Record<string, Parameters<typeof eq>[0]>;
      const owner = table === schema.user ? columns.id : columns.userId;
      if (!owner) continue;
      const rows = await handle.db.select().from(table).where(eq(owner, aliceId));
      const lines = rows.map((row) =>
        JSON.stringify(row, (_k, v) => (Buffer.isBuffer(v) ? v.toString("hex") : v)),
      );
      parts.push(`${getTableName(table)}: ${lines.sort().join("\n")}`);
    }
    const folder = path.join(filesRoot, "user-files", aliceId);
    for (const file of readdirSync(folder).sort()) {
      parts.push(
        `file ${file}: ${createHash("sha256")
          .update(readFileSync(path.join(folder, file)))
          .digest("hex")}`,
      );
    }
    const mailbox = await fetch(`${sandbox.url}/admin/mailboxes/${encodeURIComponent(alicePool.email![1]!)}`);
    parts.push(`gmail: ${await mailbox.text()}`);
    return parts.join("\n");
  }

  /** A user's rows in every table with a user id column (the user table by its id). */
  async function rowsOf(userId: string): Promise<string> {
    const parts: string[] = [];
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue;
      const columns = getTableColumns(table) as Record<string, Parameters<typeof eq>[0]>;
      const owner = table === schema.user ? columns.id : columns.userId;
      if (!owner) continue;
      const rows = await handle.db.select().from(table).where(eq(owner, userId));
      const lines = rows.map((row) =>
        JSON.stringify(row, (_k, v) => (Buffer.isBuffer(v) ? v.toString("hex") : v)),
      );
      parts.push(`${getTableName(table)}: ${lines.sort().join("\n")}`);
    }
    return parts.join("\n");
  }

  /** The tables the snapshot covers, so a new per-user table is in it without editing this file. */
  it("snapshots every table with a user id column", () => {
    const covered = Object.values(schema)
      .filter((table) => is(table, PgTable))
      .filter((table) => table === schema.user || "userId" in getTableColumns(table as PgTable))
      .map((table) => getTableName(table as PgTable));
    expect(covered).toEqual(
      expect.arrayContaining(["user", "session", "account", "user_preferences", "queued_emails", "digests"]),
    );
  });

  function trpcProbes(): Probe[] {
    const probes: Probe[] = [];
    const underivable: string[] = [];
    for (const { name, type, inputs } of trpcProcedures()) {
      const input = inputs[0];
      const variants = input ? deriveInputs(input, alicePool, fieldKinds) : [undefined];
      if (inputs.length > 1 || variants.length === 0) {
        underivable.push(`${name} (${input ? schemaType(input) : "?"})`);
        continue;
      }
      // A stream is read for a second: the variant led by field names and one other are enough.
      for (const [index, variant] of (type === "subscription" ? variants.slice(0, 2) : variants).entries()) {
        const label = `tRPC ${type} ${name} #${index}`;
        const encoded = variant === undefined ? undefined : JSON.stringify(superjson.serialize(variant));
        if (type === "mutation")
          probes.push({ label, method: "POST", path: `/api/trpc/${name}`, body: encoded ?? "" });
        else
          probes.push({
            label,
            method: "GET",
            path: `/api/trpc/${name}${encoded ? `?input=${encodeURIComponent(encoded)}` : ""}`,
            stream: type === "subscription",
          });
      }
    }
    expect(underivable, "procedures whose input the probe cannot derive").toEqual([]);
    return probes;
  }

  /** Alice's values for a route's path parameters. */
  function fillParams(routePath: string): string {
    return routePath.replace(/:(\w+)/g, (_m, name: string) => {
      const kind = { userId: "userId", filename: "filePath", sessionId: "digestSession", id: "providerId" }[
        name
      ];
      if (kind === "filePath") return alicePool.filePath![1]!;
      if (kind === "providerId") return "gmail";
      return encodeURIComponent(alicePool[kind ?? "userId"]![0]!);
    });
  }

  /** A body naming every field the REST shims read, each filled with Alice's values. */
  function kitchenSinkBody(): Record<string, unknown> {
    return {
      emailIds: alicePool.queueId,
      sessionId: alicePool.digestSession![0],
      format: "pdf",
      name: "Probe",
      email: alicePool.email![0],
      userId: alicePool.userId![0],
      id: alicePool.digestId![0],
      token: alicePool.authSessionToken![0],
      sessionToken: alicePool.authSessionToken![0],
      accountId: alicePool.accountId![0],
      providerId: "gmail",
      provider: "gmail",
      labelId: alicePool.labelId![0],
    };
  }

  function restProbes(): Probe[] {
    const seen = new Set<string>();
    const probes: Probe[] = [];
    const unknownWildcards: string[] = [];
    for (const route of testApp.app.routes) {
      if (!route.path.startsWith("/api/") || route.method === "ALL") continue;
      const key = `${route.method} ${route.path}`;
      if (seen.has(key) || NOT_PER_USER[key]) continue;
      seen.add(key);
      if (route.path.includes("*")) {
        if (!EXPANDED_WILDCARDS.has(key)) unknownWildcards.push(key);
        continue;
      }
      const filled = fillParams(route.path);
      if (route.method === "GET") {
        for (const query of ["", aliceFileQuery, `?token=${bobDigestToken}`, "?sync=false&cursor=x"])
          probes.push({
            label: `REST ${key}${query ? " with a query" : ""}`,
            method: "GET",
            path: `${filled}${query}`,
          });
      } else {
        probes.push({ label: `REST ${key} {}`, method: "POST", path: filled, body: "{}" });
        probes.push({
          label: `REST ${key} Alice's ids`,
          method: "POST",
          path: filled,
          body: JSON.stringify(kitchenSinkBody()),
        });
      }
    }
    expect(unknownWildcards, "wildcard routes the probe cannot expand").toEqual([]);
    return probes;
  }

  /** better-auth's catch-all, expanded into every endpoint it serves, inputs from its zod schemas. */
  function authProbes(): Probe[] {
    const probes: Probe[] = [];
    for (const { name, path: endpointPath, ...endpoint } of authEndpoints(testApp.auth.api)) {
      const methods = endpoint.methods.filter((m) => m === "GET" || m === "POST");
      const filled = `/api/auth${endpointPath.replace(/:(\w+)/g, (_m, param: string) => (param === "id" ? "gmail" : "probe"))}`;
      for (const method of methods) {
        const body = endpoint.body;
        const query = endpoint.query;
        if (method === "POST") {
          const bodies = [
            ...(body ? deriveInputs(body, alicePool, fieldKinds).slice(0, 1) : []),
            kitchenSinkBody(),
          ];
          for (const [index, value] of bodies.entries())
            probes.push({
              label: `better-auth ${name} POST #${index}`,
              method,
              path: filled,
              body: JSON.stringify(value),
            });
        } else {
          const queries = query ? deriveInputs(query, alicePool, fieldKinds).slice(0, 1) : [{}];
          for (const [index, value] of queries.entries()) {
            const search = new URLSearchParams(
              Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
            ).toString();
            probes.push({
              label: `better-auth ${name} GET #${index}`,
              method,
              path: `${filled}${search ? `?${search}` : ""}`,
            });
          }
        }
      }
    }
    return probes;
  }

  /**
   * Reads an answer; an event stream is read for a while, during which Alice's data changes (after
   * `beforeAliceChanges` has compared her state, since these changes are her own).
   */
  async function readAnswer(
    response: Response,
    beforeAliceChanges: () => Promise<void>,
  ): Promise<{ text: string; eventsAfterAliceChanged: number }> {
    if (!(response.headers.get("content-type") ?? "").includes("text/event-stream")) {
      return { text: await response.text(), eventsAfterAliceChanged: 0 };
    }
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const readFor = async (ms: number) => {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
        ]);
        if (!chunk || chunk.done) return;
        text += decoder.decode(chunk.value, { stream: true });
      }
    };
    await readFor(300);
    const before = dataEvents(text);
    await beforeAliceChanges();
    // Alice changes her settings and her digest reports progress while Bob listens.
    await alice.trpc.preferences.update.mutate({ outputFormat: "epub" });
    await alice.trpc.preferences.update.mutate({ outputFormat: "both" });
    await publishDigestProgress(handle, alicePool.digestId![0]!, {
      status: "completed",
      progress: 100,
      details: `Sent 3 newsletters to ${alicePool.email![0]}.`,
    });
    await readFor(500);
    await reader.cancel().catch(() => {});
    return { text, eventsAfterAliceChanged: dataEvents(text) - before };
  }

  const dataEvents = (text: string) => text.split("\n").filter((line) => line.startsWith("data:")).length;

  /** Signs Bob in again when a probe (sign-out, revoke-sessions…) ended his session. */
  async function keepBobSignedIn() {
    const me = await bob.query("account.me");
    if (me.status === 200) return;
    bob = new TestClient(testApp.app, `10.81.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`);
    const signIn = await bob.request("/api/auth/sign-in/email", {
      json: { email: bobEmail, password: "correct-horse" },
    });
    expect(signIn.status, "Bob signs in again").toBe(200);
  }

  it("finds nothing of Alice's and changes nothing of hers, whatever Bob calls", async () => {
    const probes = [...trpcProbes(), ...restProbes(), ...authProbes()];
    const procedureCount = Object.keys(appRouter._def.procedures).length;
    expect(probes.length).toBeGreaterThan(procedureCount + 40);
    let baseline = await aliceState();
    const bobId = (await bob.trpc.account.me.query()).id;
    const leaks: string[] = [];
    const changes: string[] = [];
    const serverErrors: string[] = [];
    const answered: number[] = [];
    for (const probe of probes) {
      const response = await bob.request(probe.path, {
        method: probe.method,
        redirect: "manual",
        ...(probe.method === "POST"
          ? { headers: { "content-type": "application/json" }, body: probe.body as string }
          : { headers: { accept: probe.stream ? "text/event-stream" : "*/*" } }),
      });
      const compare = async () => {
        const now = await aliceState();
        if (now !== baseline) changes.push(probe.label);
        baseline = now;
      };
      let streamed = false;
      const { text, eventsAfterAliceChanged } = await readAnswer(response, async () => {
        streamed = true;
        await compare();
      });
      const answer = `${text} ${response.headers.get("location") ?? ""}`;
      const sent = decodeURIComponent(`${probe.path} ${probe.body ?? ""}`);
      let leaked = aliceMarkers.filter((marker) => answer.includes(marker) && !sent.includes(marker));
      if (leaked.length > 0) {
        // Bob may read back what he sent before (e.g. Alice's label id saved as his own).
        const bobRows = await rowsOf(bobId);
        leaked = leaked.filter((marker) => !bobRows.includes(marker));
      }
      if (leaked.length > 0) leaks.push(`${probe.label} → ${response.status}: ${leaked.join(", ")}`);
      if (eventsAfterAliceChanged > 0)
        leaks.push(`${probe.label} streamed ${eventsAfterAliceChanged} events after Alice's changes`);
      answered.push(response.status);
      if (response.status >= 500)
        serverErrors.push(`${probe.label} → ${response.status} ${text.slice(0, 200)}`);
      if (!streamed) await compare();
      // Alice's own changes while a stream was open are the new baseline.
      else baseline = await aliceState();
      if (probe.label.startsWith("better-auth")) await keepBobSignedIn();
    }
    expect(leaks, "Bob's answers that carried Alice's data").toEqual([]);
    expect(changes, "Bob's calls that changed Alice's rows, files or Gmail").toEqual([]);
    expect(serverErrors, "calls that failed with a 5xx").toEqual([]);
    // The probe got past authentication: Bob was signed in for most calls, many of which succeeded.
    expect(answered.filter((status) => status === 401).length).toBeLessThan(answered.length / 5);
    expect(answered.filter((status) => status < 300).length).toBeGreaterThan(answered.length / 4);
  }, 240_000);

  it("still lets Alice see her own digest and queue (the probe's ids were real)", async () => {
    const status = await alice.trpc.digest.status.query({ sessionId: alicePool.digestSession![0]! });
    expect(status.status).toBe("completed");
    const file = await alice.request(`/api/files/user-files/${alicePool.filePath![0]}${aliceFileQuery}`);
    expect(file.status).toBe(200);
    const queue = await alice.trpc.emails.list.query({ limit: 50 });
    expect(queue.items).toHaveLength(3);
  });
});
