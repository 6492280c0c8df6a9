/** Small RFC 822 messages for tests, built with the sandbox's own MIME writer. */
import { buildMessage } from "../../src/mime/build-mime.ts";

let counter = 0;

export function testMessage(input: {
  from: string;
  subject: string;
  date?: Date;
  text?: string;
  html?: string;
}): Buffer {
  counter += 1;
  const text = input.text ?? `Hello from ${input.from}.`;
  return buildMessage(
    {
      from: input.from,
      to: "reader@example.com",
      subject: input.subject,
      date: input.date ?? new Date(),
      messageId: `test-${counter}@sandbox.test`,
    },
    input.html
      ? {
          kind: "multipart",
          subtype: "alternative",
          parts: [
            { kind: "text", subtype: "plain", text },
            { kind: "text", subtype: "html", text: input.html },
          ],
        }
      : { kind: "text", subtype: "plain", text },
    `t${counter}`,
  );
}
