/** Gmail API v1 under Google's own paths: /gmail/v1/users/{userId}/… and /upload/gmail/v1/…. */
import type { Hono } from "hono";
import type { SandboxContext } from "../sandbox-context.ts";
import { registerHistoryRoutes } from "./routes/history.ts";
import { registerInsertRoutes } from "./routes/insert.ts";
import { registerMessageRoutes } from "./routes/messages.ts";
import { registerProfileAndLabelRoutes } from "./routes/profile-and-labels.ts";

export function registerGmailRoutes(app: Hono, ctx: SandboxContext): void {
  registerProfileAndLabelRoutes(app, ctx);
  registerMessageRoutes(app, ctx);
  registerInsertRoutes(app, ctx);
  registerHistoryRoutes(app, ctx);
}
