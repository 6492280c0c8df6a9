/**
 * `pnpm bench:load`: 200 signed-in users browse their queue (tRPC `emails.list`) and poll a digest's
 * status (REST `digest-status`) while 20 digests are generated, against Folio running as a real
 * child process on Postgres (a throwaway database) with the outbox. Google is the sandbox in a process
 * of its own (`pnpm sandbox`), as Google is not inside Folio in production: mounted in Folio's process
 * its Gmail work (building MIME, saving its state) would be measured as Folio's.
 * Prints p50/p99 latency per endpoint, errors and the server's peak RSS. Goal: p99 ≤ 100 ms, 0 errors.
 *
 * BENCH_DATABASE_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test) names a
 * Postgres server the user may create databases on. BENCH_USERS, BENCH_DIGESTS, BENCH_SECONDS and
 * BENCH_RATE (requests per second per user, default 1.5) change the shape.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { digests, queuedEmails, session, user } from "@folio/db/schema";
import { createThrowawayPostgres } from "@folio/db/testing";
import autocannon from "autocannon";
import { inArray } from "drizzle-orm";
import { SANDBOX_CLIENT } from "../src/env.ts";
import { freePort } from "../test/support/free-port.ts";
import { consentAs } from "../test/support/gmail-connect-flow.ts";

const USERS = Number(process.env.BENCH_USERS ?? 200);
const DIGESTS = Math.min(USERS, Number(process.env.BENCH_DIGESTS ?? 20));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const RATE_PER_USER = Number(process.env.BENCH_RATE ?? 1.5);
const QUEUE_ROWS_PER_USER = 60;
const GOAL_P99_MS = 100;
/** Groups of users whose requests start at different points of each second (see measure()). */
const PHASE_GROUPS = 20;
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";
const root = path.resolve(import.meta.dirname, "../../..");

interface BenchUser {
  id: string;
  email: string;
  token: string;
  ip: string;
  /** The digest session this user polls. */
  sessionId: string;
}

const handle = await createThrowawayPostgres(serverUrl);
const dataDir = mkdtempSync(path.join(tmpdir(), "folio-bench-load-"));
let server: ChildProcess | undefined;
let google: ChildProcess | undefined;
// If the bench dies before its `finally` (an unhandled rejection), it must not leave servers running.
process.once("exit", () => {
  for (const child of [server, google]) if (child?.exitCode === null) child.kill("SIGKILL");
});
try {
  const sandboxPort = await freePort();
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  google = spawn(process.execPath, ["--import", "tsx", "packages/server/src/sandbox-main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_HOST: "127.0.0.1",
      FOLIO_DATA_DIR: dataDir,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForOk(`${sandboxUrl}/.well-known/openid-configuration`, google, "The Google sandbox");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROFILE=<dir> writes a V8 CPU profile of the server there, to see where the time goes.
  const profile = process.env.BENCH_CPU_PROFILE
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  server = spawn(process.execPath, [...profile, "--import", "tsx", "packages/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: baseUrl,
      DATABASE_URL: handle.databaseUrl,
      GOOGLE_SANDBOX_URL: sandboxUrl,
      FOLIO_DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      // Each simulated user has its own address, as separate browsers would.
      TRUST_PROXY: "true",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForOk(`${baseUrl}/api/health`, server, "Folio");
  console.log(
    `Folio (pid ${server.pid}) on ${baseUrl}, Postgres database ${new URL(handle.databaseUrl!).pathname}`,
  );

  const seedStarted = performance.now();
  const users = await seedUsers();
  const digestUsers = users.slice(0, DIGESTS);
  const digestInputs = await Promise.all(
    digestUsers.map((benchUser) => connectGmailAndQueue(baseUrl, sandboxUrl, benchUser)),
  );
  console.log(
    `Seeded ${USERS} users with sessions and ${QUEUE_ROWS_PER_USER} queued e-mails each; ${DIGESTS} connected to Gmail (${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`,
  );

  // The users are already browsing when the measurement starts: each has opened the queue once (20
  // at a time), which also warms the server's code paths. A cold start is not what this measures.
  for (let start = 0; start < users.length; start += 20) {
    await Promise.all(
      users
        .slice(start, start + 20)
        .map((benchUser) => fetch(listUrl(baseUrl), { headers: headersOf(benchUser) }).then((r) => r.text())),
    );
  }

  const rss = sampleRss(server.pid!);
  const windowEnds = Date.now() + SECONDS * 1000;
  const cpuBefore = cpuSeconds(server.pid!);
  const loadBefore = loadavg();
  const load = [
    measure(baseUrl, "emails.list (tRPC GET)", users, (RATE_PER_USER * USERS * 2) / 3, () => listPath()),
    measure(
      baseUrl,
      "digest-status (REST GET)",
      users,
      (RATE_PER_USER * USERS) / 3,
      (benchUser) => `/api/digest-status/${encodeURIComponent(benchUser.sessionId)}`,
    ),
  ];
  // The digests start a moment after the load, so the whole window sees them run.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const digestsStarted = Date.now();
  const startedIds = await Promise.all(
    digestUsers.map((benchUser, index) => startDigestFor(baseUrl, benchUser, digestInputs[index]!)),
  );
  const measured = await Promise.all(load);
  const loadAfter = loadavg();
  const cpuDuring = cpuSeconds(server.pid!) - cpuBefore;
  const finished = await waitForDigests(startedIds, 10 * 60_000);
  const peakRss = rss.stop();
  // The window that matters most: from the first digest's start to the last one's completion.
  const digestsDone = finished.lastCompletedAt ?? Date.now();
  const digestSeconds = (digestsDone - digestsStarted) / 1000;
  const results = measured.flatMap(({ title, responses }) => [
    { title, result: summarize(responses) },
    {
      title: "  while digests ran",
      result: summarize(responses.filter((r) => r.at >= digestsStarted && r.at <= digestsDone)),
    },
  ]);

  console.log();
  console.log(
    `${USERS} users × ${RATE_PER_USER} req/s for ${SECONDS} s (2/3 emails.list, 1/3 digest-status), ${DIGESTS} digests of ≈10 newsletters running`,
  );
  console.log("endpoint                   requests     p50      p90      p99      max   errors");
  let failed = false;
  for (const { title, result } of results) {
    const errors = result.errors;
    if (errors > 0 || result.latency.p99 > GOAL_P99_MS) failed = true;
    console.log(
      `${title.padEnd(26)} ${String(result.total).padStart(8)} ${ms(result.latency.p50)} ${ms(result.latency.p90)} ${ms(result.latency.p99)} ${ms(result.latency.max)} ${String(errors).padStart(8)}`,
    );
    if (errors > 0) console.log(`  status codes: ${JSON.stringify(result.statusCodes)}`);
  }
  const served = measured.reduce((total, { responses }) => total + responses.length, 0);
  console.log(`server peak RSS: ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
  console.log(
    `server CPU during the window: ${cpuDuring.toFixed(1)} s of ${SECONDS} s (${((1000 * cpuDuring) / Math.max(1, served)).toFixed(1)} ms per request, digests included)`,
  );
  console.log(
    `digests: ${finished.completed} completed, ${finished.failed} failed, ${finished.pending} unfinished; the last completed ${digestSeconds.toFixed(1)} s after they started${digestsDone > windowEnds ? " (after the window closed)" : ""}`,
  );
  console.log(
    `machine: ${cpus().length} cores, load average ${loadBefore[0]!.toFixed(2)} before → ${loadAfter[0]!.toFixed(2)} after (1 min)`,
  );
  console.log(
    failed
      ? `Goal missed (p99 ≤ ${GOAL_P99_MS} ms, 0 errors).`
      : `Goal met (p99 ≤ ${GOAL_P99_MS} ms, 0 errors).`,
  );
} finally {
  for (const child of [server, google]) {
    if (child && child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  }
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Users, sessions (bearer tokens), queue rows and one finished digest each, straight into the database. */
async function seedUsers(): Promise<BenchUser[]> {
  const now = Date.now();
  const users: BenchUser[] = Array.from({ length: USERS }, (_, index) => ({
    id: randomUUID(),
    email: `load-${index + 1}-${now.toString(36)}@example.com`,
    token: randomBytes(24).toString("base64url"),
    ip: `10.${100 + Math.floor(index / 250)}.${index % 250}.1`,
    sessionId: `${now}-seeded-${index + 1}`,
  }));
  await handle.db
    .insert(user)
    .values(
      users.map((u) => ({ id: u.id, name: u.email.split("@")[0]!, email: u.email, emailVerified: true })),
    );
  await handle.db.insert(session).values(
    users.map((u) => ({
      id: randomUUID(),
      token: u.token,
      userId: u.id,
      expiresAt: new Date(now + 7 * 24 * 3_600_000),
      ipAddress: u.ip,
      userAgent: "folio-bench-load",
    })),
  );
  const rows = users.flatMap((u) =>
    Array.from({ length: QUEUE_ROWS_PER_USER }, (_, index) => ({
      userId: u.id,
      gmailId: `seeded-${index.toString(16).padStart(12, "0")}`,
      subject: `Seeded newsletter ${index + 1}: notes from the week`,
      fromEmail: `letters${index % 12}@news.example`,
      fromName: `Letters ${index % 12}`,
      receivedAt: new Date(now - index * 3_600_000),
      snippet: "A short preview of what this newsletter is about, as Gmail gives it.",
    })),
  );
  for (let start = 0; start < rows.length; start += 2000) {
    await handle.db.insert(queuedEmails).values(rows.slice(start, start + 2000));
  }
  // Every user polls a digest: the ones that will generate poll their own later; the rest a finished one.
  await handle.db.insert(digests).values(
    users.map((u) => ({
      userId: u.id,
      sessionId: u.sessionId,
      status: "completed" as const,
      progress: 100,
      details: "Sent 5 newsletters.",
      format: "pdf" as const,
      emailIds: [],
      destinationEmail: u.email,
      completedAt: new Date(),
    })),
  );
  return users;
}

function headersOf(benchUser: BenchUser): Record<string, string> {
  return {
    authorization: `Bearer ${benchUser.token}`,
    "x-forwarded-for": benchUser.ip,
    origin: "http://127.0.0.1",
  };
}

function listPath(): string {
  return `/api/trpc/emails.list?input=${encodeURIComponent(JSON.stringify({ json: { limit: 50 } }))}`;
}

function listUrl(baseUrl: string): string {
  return `${baseUrl}${listPath()}`;
}

/**
 * Gmail through the server's own sandbox: consent as a new address (its mailbox comes seeded, 10
 * newsletters under Read Later), tokens saved through the REST call, labels and format chosen, then
 * GET /api/emails syncs the label and answers the queued ids.
 */
async function connectGmailAndQueue(
  baseUrl: string,
  sandboxUrl: string,
  benchUser: BenchUser,
): Promise<string[]> {
  const verifier = randomBytes(32).toString("base64url");
  const authorize = new URL(`${sandboxUrl}/o/oauth2/v2/auth`);
  const redirectUri = `${baseUrl}/api/auth/callback/gmail`;
  authorize.search = new URLSearchParams({
    client_id: SANDBOX_CLIENT.clientId,
    redirect_uri: redirectUri,
    response_type: "code",
    scope:
      "openid email https://www.googleapis.com/auth/gmail.modify https://www.googleapis.com/auth/gmail.labels",
    state: "bench",
    code_challenge_method: "plain",
    code_challenge: verifier,
    access_type: "offline",
    prompt: "consent",
  }).toString();
  const back = await consentAs(authorize, benchUser.email.replace("@example.com", "@gmail.example"));
  const tokens = (await (
    await fetch(`${sandboxUrl}/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: back.searchParams.get("code") ?? "",
        redirect_uri: redirectUri,
        code_verifier: verifier,
        client_id: SANDBOX_CLIENT.clientId,
        client_secret: SANDBOX_CLIENT.clientSecret,
      }),
    })
  ).json()) as { access_token: string; refresh_token: string };
  const headers = { ...headersOf(benchUser), "content-type": "application/json" };
  await expectOk(
    await fetch(`${baseUrl}/api/auth/gmail/save-provider-tokens`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        provider: "gmail",
        provider_access_token: tokens.access_token,
        provider_refresh_token: tokens.refresh_token,
      }),
    }),
    "save-provider-tokens",
  );
  const labels = (await (await fetch(`${baseUrl}/api/gmail/labels`, { headers })).json()) as {
    id: string;
    name: string;
  }[];
  const readLater = labels.find((label) => label.name === "Read Later");
  if (!readLater)
    throw new Error(`no Read Later label in the seeded mailbox: ${JSON.stringify(labels).slice(0, 300)}`);
  const created = (await (
    await fetch(`${baseUrl}/api/trpc/labels.create`, {
      method: "POST",
      headers,
      body: JSON.stringify({ json: { name: "Folio Processed" } }),
    })
  ).json()) as { result: { data: { json: { id: string } } } };
  await expectOk(
    await fetch(`${baseUrl}/api/trpc/preferences.update`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        json: {
          readLaterLabelId: readLater.id,
          processedLabelId: created.result.data.json.id,
          outputFormat: "pdf",
        },
      }),
    }),
    "preferences.update",
  );
  const synced = await fetch(`${baseUrl}/api/emails`, { headers });
  await expectOk(synced, "GET /api/emails");
  const queued = (await synced.json()) as { id: string; gmail_id: string }[];
  // Only what the sync brought in: the seeded rows point at no real Gmail message.
  return queued.filter((row) => !row.gmail_id.startsWith("seeded-")).map((row) => row.id);
}

async function startDigestFor(baseUrl: string, benchUser: BenchUser, emailIds: string[]): Promise<string> {
  const sessionId = `${Date.now()}-load-${randomUUID().slice(0, 8)}`;
  const response = await fetch(`${baseUrl}/api/generate-digest`, {
    method: "POST",
    headers: { ...headersOf(benchUser), "content-type": "application/json" },
    body: JSON.stringify({ emailIds, sessionId }),
  });
  await expectOk(response, "generate-digest");
  // Polled from now on: before the digest exists its status is rightly a 404.
  benchUser.sessionId = sessionId;
  return ((await response.json()) as { digestId: string }).digestId;
}

/**
 * autocannon budgets each connection's rate per second from the moment it starts, so connections
 * started together fire together: 300 requests at once every second, a thundering herd no set of
 * browsers produces. Users are therefore split into groups started evenly across the first second,
 * each group its own autocannon run, and every response's latency is recorded here.
 */
interface TimedResponse {
  /** When the response arrived (Date.now()). */
  at: number;
  latency: number;
  statusCode: number;
}

interface LoadResult {
  total: number;
  errors: number;
  statusCodes: Record<number, number>;
  latency: { p50: number; p90: number; p99: number; max: number };
}

async function measure(
  baseUrl: string,
  title: string,
  users: BenchUser[],
  overallRate: number,
  pathFor: (u: BenchUser) => string,
): Promise<{ title: string; responses: TimedResponse[] }> {
  const responses: TimedResponse[] = [];
  const groups = Array.from({ length: PHASE_GROUPS }, (_, g) =>
    users.filter((_, i) => i % PHASE_GROUPS === g),
  );
  await Promise.all(
    groups.map(async (group, g) => {
      await new Promise((resolve) => setTimeout(resolve, (g * 1000) / PHASE_GROUPS));
      let next = 0;
      let finish: (result: autocannon.Result) => void = () => {};
      let fail: (error: Error) => void = () => {};
      const finished = new Promise<autocannon.Result>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      });
      const run = autocannon(
        {
          url: baseUrl,
          connections: group.length,
          overallRate: Math.max(1, Math.round(overallRate / PHASE_GROUPS)),
          duration: SECONDS,
          timeout: 10,
          requests: [
            {
              method: "GET",
              setupRequest: (request, context: { user?: BenchUser }) => {
                if (!context.user) {
                  context.user = group[next % group.length];
                  next += 1;
                }
                const benchUser = context.user!;
                return { ...request, path: pathFor(benchUser), headers: headersOf(benchUser) };
              },
            },
          ],
        },
        (error, result) => (error ? fail(error) : finish(result)),
      );
      run.on("response", (_client, statusCode, _bytes, responseTime) => {
        responses.push({ at: Date.now(), latency: responseTime, statusCode });
      });
      const done = await finished;
      // Requests that got no response at all (timeouts, refused connections) count as errors.
      for (let i = 0; i < done.errors + done.timeouts; i += 1) {
        responses.push({ at: Date.now(), latency: Number.NaN, statusCode: 0 });
      }
    }),
  );
  return { title, responses };
}

function summarize(responses: TimedResponse[]): LoadResult {
  const statusCodes: Record<number, number> = {};
  for (const { statusCode } of responses) statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
  const latencies = responses
    .filter((r) => r.statusCode !== 0)
    .map((r) => r.latency)
    .sort((x, y) => x - y);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    total: responses.length,
    errors: responses.filter((r) => r.statusCode < 200 || r.statusCode >= 300).length,
    statusCodes,
    latency: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: latencies.at(-1) ?? 0 },
  };
}

async function waitForDigests(ids: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await handle.db
      .select({ status: digests.status, completedAt: digests.completedAt })
      .from(digests)
      .where(inArray(digests.id, ids));
    const completed = rows.filter((row) => row.status === "completed").length;
    const failed = rows.filter((row) => row.status === "error").length;
    const pending = ids.length - completed - failed;
    const times = rows.flatMap((row) => (row.completedAt ? [row.completedAt.getTime()] : []));
    const lastCompletedAt = pending === 0 && times.length > 0 ? Math.max(...times) : null;
    if (pending === 0 || Date.now() > deadline) return { completed, failed, pending, lastCompletedAt };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The server's resident set size, read from /proc every 100 ms; `stop()` answers the peak in bytes. */
function sampleRss(pid: number) {
  let peak = 0;
  const read = () => {
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
      if (kb) peak = Math.max(peak, Number(kb) * 1024);
    } catch {
      // Not Linux, or the process is gone: keep the peak so far.
    }
  };
  read();
  const timer = setInterval(read, 100);
  return {
    stop: () => {
      clearInterval(timer);
      read();
      return peak;
    },
  };
}

/** User plus system CPU time the process has used, from /proc (0 where there is none). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

function ms(value: number): string {
  return `${value.toFixed(0)} ms`.padStart(8);
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.clone().text()}`);
}

async function waitForOk(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} within 60 s`);
}
