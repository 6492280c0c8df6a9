/** createSandbox: wires the stores, limits and routes into one relative Hono app. */
import { Hono } from "hono";
import { registerAdminRoutes } from "./admin/admin-routes.ts";
import { addMessage } from "./admin/mailbox-admin.ts";
import { Chaos, type ChaosSettings } from "./gmail/chaos.ts";
import { registerGmailRoutes } from "./gmail/gmail-routes.ts";
import { MailboxRegistry } from "./gmail/mailbox-registry.ts";
import { UsageLimits, type UserStats } from "./gmail/usage-limits.ts";
import { registerImageRoutes } from "./images/image-routes.ts";
import { registerAuthorizeRoutes } from "./oidc/authorize-routes.ts";
import { registerDiscoveryRoutes } from "./oidc/discovery-routes.ts";
import { IdentityStore } from "./oidc/identity-store.ts";
import { createSigningKey } from "./oidc/signing-key.ts";
import { registerTokenRoutes } from "./oidc/token-routes.ts";
import {
  DEFAULT_MAX_CONCURRENT_PER_USER,
  DEFAULT_QUOTA_UNITS_PER_MINUTE,
  type SandboxOptions,
} from "./options.ts";
import type { SandboxContext } from "./sandbox-context.ts";
import { handleSandboxError } from "./sandbox-errors.ts";
import { seedNewsletters } from "./seed/seed-newsletters.ts";
import { createStateWriter, loadState, type PersistedState, type StateWriter } from "./state/persistence.ts";

export interface Sandbox {
  /** All routes, relative (mount anywhere). */
  app: Hono;
  /** Tests/benchmarks: latency per Gmail call, and injected faults. */
  setChaos(chaos: ChaosSettings): void;
  /** Admin helpers usable in-process too (same as the admin HTTP endpoints). */
  addMessage(input: {
    email: string;
    raw: string;
    labelNames: string[];
  }): Promise<{ id: string; threadId: string }>;
  /** Revokes every grant of the account: its access tokens stop working and the next refresh → invalid_grant. */
  revokeRefreshTokens(email: string): void;
  /** The next history.list with an older startHistoryId → 404 like Gmail. */
  expireHistory(email: string): void;
  stats(email?: string): UserStats;
  /** Writes persistFile now. */
  flush(): Promise<void>;
}

function avatarUrl(baseUrl: string, email: string): string {
  const slug =
    (email.split("@")[0] ?? "user")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "user";
  return `${baseUrl}/images/avatar-${slug}-96x96.png`;
}

export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  if (!options.client?.clientId || !options.client.clientSecret)
    throw new Error("createSandbox: client.clientId and client.clientSecret are required");
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  if (!URL.canParse(baseUrl)) throw new Error(`createSandbox: baseUrl is not a URL: ${options.baseUrl}`);

  const saved = options.persistFile ? await loadState(options.persistFile) : undefined;
  const signingKey = await createSigningKey(saved?.signingKey);
  let writer: StateWriter | undefined;
  const onChange = () => writer?.schedule();

  const identity = new IdentityStore(saved?.identity, (email) => avatarUrl(baseUrl, email), onChange);
  const mailboxes = new MailboxRegistry(
    saved?.mailboxes ?? [],
    options.seedMailboxes === false
      ? undefined
      : (mailbox) => seedNewsletters(mailbox, { baseUrl, now: Date.now() }),
    onChange,
  );
  const ctx: SandboxContext = {
    baseUrl,
    client: { ...options.client },
    identity,
    mailboxes,
    signingKey,
    limits: new UsageLimits(
      options.quotaUnitsPerMinute ?? DEFAULT_QUOTA_UNITS_PER_MINUTE,
      options.maxConcurrentPerUser ?? DEFAULT_MAX_CONCURRENT_PER_USER,
    ),
    chaos: new Chaos(),
  };
  writer = createStateWriter(
    options.persistFile,
    (): PersistedState => ({
      version: 1,
      signingKey: signingKey.privateJwk,
      identity: identity.toSnapshot(),
      mailboxes: mailboxes.toSnapshot(),
    }),
  );
  // Save the new signing key at once so a crash before the first change cannot lose it.
  if (!saved) writer.schedule();

  // onError must be set before routes are added: Hono copies it into each route when mounted.
  const app = new Hono();
  app.onError(handleSandboxError);
  registerDiscoveryRoutes(app, ctx);
  registerAuthorizeRoutes(app, ctx);
  registerTokenRoutes(app, ctx);
  registerGmailRoutes(app, ctx);
  registerImageRoutes(app);
  registerAdminRoutes(app, ctx);

  return {
    app,
    setChaos: (chaos) => ctx.chaos.set(chaos),
    addMessage: (input) => addMessage(ctx, input),
    revokeRefreshTokens: (email) => identity.revokeAllFor(email),
    expireHistory: (email) => mailboxes.get(email)?.expireHistory(),
    stats: (email) => ctx.limits.stats(email),
    flush: () => writer.flush(),
  };
}
