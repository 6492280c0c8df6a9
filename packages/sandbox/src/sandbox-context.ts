/** Everything the route files share, built once by createSandbox. */
import type { Chaos } from "./gmail/chaos.ts";
import type { MailboxRegistry } from "./gmail/mailbox-registry.ts";
import type { UsageLimits } from "./gmail/usage-limits.ts";
import type { IdentityStore } from "./oidc/identity-store.ts";
import type { SigningKey } from "./oidc/signing-key.ts";

export interface SandboxContext {
  /** No trailing slash; also the OIDC issuer. */
  baseUrl: string;
  client: { clientId: string; clientSecret: string; redirectUris?: readonly string[] | undefined };
  identity: IdentityStore;
  mailboxes: MailboxRegistry;
  signingKey: SigningKey;
  limits: UsageLimits;
  chaos: Chaos;
}
