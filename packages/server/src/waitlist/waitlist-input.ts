import { z } from "zod";

/** RFC 5321 caps an address at 254 characters; anything longer is rejected before it reaches the database. */
export const emailAddress = z
  .string({
    error: (issue) => (issue.input === undefined ? "Email is required." : "Email must be a string."),
  })
  .trim()
  .toLowerCase()
  .min(1, "Email is required.")
  .max(254, "Email must be at most 254 characters.")
  .pipe(z.email({ error: "Please enter a valid email address." }));

export const waitlistInput = z.object(
  { email: emailAddress },
  { error: "Expected a JSON object with an email." },
);
