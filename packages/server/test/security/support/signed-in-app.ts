/**
 * What the input probes (the property test and the hostile sweep) run against: the wired app on a
 * migrated database with the Google sandbox, request limits out of the way, and one user signed up,
 * confirmed and connected to Gmail. Probes that sign the user out call `staySignedIn()` first.
 */
import type { DbHandle } from "@folio/db/client";
import { type RunningSandbox, startSandboxServer } from "@folio/sandbox";
import { expect } from "vitest";
import { SANDBOX_CLIENT } from "../../../src/env.ts";
import { connectGmail, signUpConfirmAndSignIn } from "../../support/gmail-connect-flow.ts";
import { TestClient } from "../../support/http-client.ts";
import { createTestAppWithSync } from "./wired-test-app.ts";

export interface SignedInApp {
  handle: DbHandle;
  testApp: Awaited<ReturnType<typeof createTestAppWithSync>>;
  /** The signed-in user's client; a new one after `staySignedIn()` had to sign in again. */
  client: TestClient;
  /** A fresh client address on each call, in `10.<first>.x.y`, past per-address limits. */
  nextAddress(): string;
  /** Signs in again from a fresh address when a probe ended the session. */
  staySignedIn(): Promise<void>;
  close(): Promise<void>;
}

export async function startSignedInApp(
  create: () => Promise<DbHandle>,
  options: { name: string; firstOctet: number },
): Promise<SignedInApp> {
  const sandbox: RunningSandbox = await startSandboxServer({
    seedMailboxes: false,
    client: { ...SANDBOX_CLIENT },
  });
  const handle = await create();
  const testApp = await createTestAppWithSync(handle, {
    sandboxUrl: sandbox.url,
    digests: { enqueue: async () => {} },
    requestLimit: { perMinute: 1_000_000 },
  });
  let addresses = 0;
  const nextAddress = () => {
    addresses += 1;
    return `10.${options.firstOctet}.${Math.floor(addresses / 250) % 250}.${addresses % 250}`;
  };
  const email = `${options.name}-${Date.now()}@example.com`;
  const state: SignedInApp = {
    handle,
    testApp,
    client: new TestClient(testApp.app, nextAddress()),
    nextAddress,
    async staySignedIn() {
      if ((await state.client.query("account.me")).status === 200) return;
      state.client = new TestClient(testApp.app, nextAddress());
      const signIn = await state.client.request("/api/auth/sign-in/email", {
        json: { email, password: "correct-horse" },
      });
      expect(signIn.status).toBe(200);
    },
    async close() {
      await testApp.stop();
      await handle.close();
      await sandbox.close();
    },
  };
  await signUpConfirmAndSignIn(state.client, handle, email);
  expect(await connectGmail(state.client, `${options.name}-${Date.now()}@gmail.example`)).toContain(
    "gmail=connected",
  );
  return state;
}
