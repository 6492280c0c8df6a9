import { identifier } from "@folio/contracts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env.ts";
import { requireSession, requireUser } from "../auth/session-middleware.ts";
import { checkGmailAccess } from "../gmail/gmail-access-check.ts";
import { disconnectGmail, saveGmailProviderTokens } from "../gmail/gmail-account-tokens.ts";
import type { GmailDeps } from "../gmail/gmail-connection.ts";
import { readJsonBody } from "./json-body.ts";

const token = (field: string) => identifier(field, 4096);

const testAccessBody = z.object({ provider_access_token: token("provider_access_token").nullish() });

const saveProviderTokensBody = z.object({
  provider: z.enum(["google", "gmail"], { error: "provider must be google." }),
  provider_access_token: token("provider_access_token"),
  provider_refresh_token: token("provider_refresh_token").nullish(),
});

/** An empty body is allowed where every field is optional (the spec's clients send none). */
async function readOptionalJsonBody<T extends z.ZodType>(c: Parameters<typeof readJsonBody>[0], schema: T) {
  if ((c.req.header("content-length") ?? "") === "0" || !c.req.header("content-type")) {
    return schema.parse({}) as z.output<T>;
  }
  return readJsonBody(c, schema);
}

/** Spec §7 `{api}/auth/gmail/*`: disconnect, test access and save tokens; `{error}` on failure. */
export function gmailConnectionRoutes(gmail: GmailDeps) {
  return (
    new Hono<AppEnv>()
      .use("/auth/gmail/*", requireUser)
      // Disconnecting and replacing the Google grant manage the account: not for API keys.
      .use("/auth/gmail/debug/clear", requireSession)
      .use("/auth/gmail/save-provider-tokens", requireSession)
      .post("/auth/gmail/debug/clear", async (c) => {
        try {
          const { revoked } = await disconnectGmail(gmail, c.var.user!.id);
          return c.json({ success: true, revoked });
        } catch (error) {
          gmail.log.error({ err: error }, "Gmail disconnect failed");
          return c.json({ error: "Failed to disconnect from Gmail" }, 500);
        }
      })
      .post("/auth/gmail/test-access", async (c) => {
        const body = await readOptionalJsonBody(c, testAccessBody);
        return c.json(await checkGmailAccess(gmail, c.var.user!.id, body.provider_access_token ?? undefined));
      })
      .post("/auth/gmail/save-provider-tokens", async (c) => {
        const body = await readJsonBody(c, saveProviderTokensBody);
        await saveGmailProviderTokens(gmail, c.var.user!.id, {
          accessToken: body.provider_access_token,
          refreshToken: body.provider_refresh_token ?? undefined,
        });
        return c.json({ success: true });
      })
  );
}
