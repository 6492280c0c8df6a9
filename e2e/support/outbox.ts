import { expect } from "vitest";

export interface OutboxMail {
  id: string;
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  createdAt: string;
  attachments: { name: string; contentType: string; size: number; url: string }[];
}

/** Waits for the newest e-mail to `to` in the outbox whose subject matches. */
export async function waitForMail(
  baseUrl: string,
  to: string,
  subject: RegExp,
  timeoutMs = 10_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/dev/outbox`);
    expect(response.status).toBe(200);
    const mails = (await response.json()) as OutboxMail[];
    const mail = mails.find((candidate) => candidate.to === to && subject.test(candidate.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail to ${to} matching ${subject} arrived within ${timeoutMs} ms`);
}

/** The first link in the e-mail's text version whose URL contains `fragment`. */
export function linkIn(mail: OutboxMail, fragment: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`No link containing ${fragment} in "${mail.subject}"`);
  return link;
}

let userCounter = 0;
export function uniqueEmail(prefix: string): string {
  userCounter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${userCounter}@example.com`;
}
