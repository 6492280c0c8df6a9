import { labelName } from "@folio/contracts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env.ts";
import { requireUser } from "../auth/session-middleware.ts";
import type { GmailDeps } from "../gmail/gmail-connection.ts";
import { createUserLabel, listPickableLabels } from "../gmail/gmail-labels.ts";
import { readJsonBody } from "./json-body.ts";

const createLabelBody = z.object({ name: labelName });

/** Spec §7: `GET /api/gmail/labels` (401 when Gmail is not connected), `POST /api/gmail/labels/create`. */
export function gmailLabelsRoutes(gmail: GmailDeps) {
  return new Hono<AppEnv>()
    .use("/gmail/*", requireUser)
    .get("/gmail/labels", async (c) => c.json(await listPickableLabels(gmail, c.var.user!.id)))
    .post("/gmail/labels/create", async (c) => {
      const { name } = await readJsonBody(c, createLabelBody);
      const label = await createUserLabel(gmail, c.var.user!.id, name);
      return c.json({ id: label.id, name: label.name, type: label.type });
    });
}
