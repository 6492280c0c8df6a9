/**
 * @folio/sandbox — a local stand-in for Google's OIDC provider and the Gmail API v1, speaking
 * Google's own paths, shapes and error bodies so the real client libraries can be tested offline.
 */
export type { ChaosSettings } from "./gmail/chaos.ts";
export type { UserStats } from "./gmail/usage-limits.ts";
export { discoveryDocument } from "./oidc/discovery-routes.ts";
export { DEFAULT_SANDBOX_CLIENT, type SandboxOptions } from "./options.ts";
export { createSandbox, type Sandbox } from "./sandbox.ts";
export { type RunningSandbox, startSandboxServer } from "./standalone-server.ts";
