import { expect } from "vitest";

/** A small HTML newsletter as RFC 822 text. */
export function newsletter(input: { from: string; subject: string; body?: string }): string {
  const html =
    input.body ?? `<h1>${input.subject}</h1><p>A short letter about ${input.subject.toLowerCase()}.</p>`;
  return [
    `From: ${input.from}`,
    `Subject: ${input.subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${Math.random().toString(36).slice(2)}@newsletters.example>`,
    "MIME-Version: 1.0",
    "Content-Type: text/html; charset=utf-8",
    "",
    html,
  ].join("\r\n");
}

/** Drops a message into a sandbox mailbox with the given labels, as if it had arrived and been labelled. */
export async function deliverToSandbox(baseUrl: string, email: string, raw: string, labelNames: string[]) {
  const response = await fetch(`${baseUrl}/sandbox/admin/messages`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, raw: Buffer.from(raw).toString("base64url"), labelNames }),
  });
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as { id: string };
}

export interface SandboxMailbox {
  labels: { id: string; name: string }[];
  messages: { id: string; subject: string; labelNames: string[] }[];
}

export async function readSandboxMailbox(baseUrl: string, email: string): Promise<SandboxMailbox> {
  const response = await fetch(`${baseUrl}/sandbox/admin/mailboxes/${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SandboxMailbox;
}
