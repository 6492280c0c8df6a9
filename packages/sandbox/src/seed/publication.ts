/** What a seeded newsletter is made of: its publication, one issue's context, and the draft it yields. */
import type { MimePart } from "../mime/build-mime.ts";
import type { SeededRandom } from "./seeded-random.ts";

export interface IssueContext {
  pub: Publication;
  /** 1-based issue number within this mailbox's seed. */
  issue: number;
  date: Date;
  rng: SeededRandom;
  baseUrl: string;
  recipient: string;
  /** URL of a generated image served by the sandbox. */
  image(slug: string, width: number, height: number, ext: "png" | "jpg" | "gif" | "webp"): string;
}

export interface NewsletterDraft {
  subject: string;
  body: MimePart;
  subjectEncoding?: { style: "B" | "Q"; charset?: string };
  /** Overrides the publication's From (e.g. a non-ASCII display name). */
  from?: string;
  extraHeaders?: [string, string][];
}

export interface Publication {
  slug: string;
  name: string;
  /** "Display Name <address>" */
  from: string;
  domain: string;
  accent: string;
  font: string;
  issues: number;
  /** Extra Gmail labels (category) the publication's mail carries. */
  category?: "CATEGORY_PROMOTIONS" | "CATEGORY_UPDATES" | "CATEGORY_SOCIAL" | "CATEGORY_FORUMS";
  write(ctx: IssueContext): Promise<NewsletterDraft> | NewsletterDraft;
}
