/** Link roundups: many short items, each link wrapped in utm_ parameters or an ESP redirect. */

import type { LinkItem } from "../content/link-roundups.ts";
import type { Block } from "../content-blocks.ts";
import { blockNewsletter, listHeaders } from "../newsletter-shell.ts";
import type { IssueContext, NewsletterDraft } from "../publication.ts";

export function linkRoundup(options: {
  items: readonly LinkItem[];
  perIssue: number;
  subject: (issue: number, lead: LinkItem) => string;
  intro: (ctx: IssueContext) => string;
  snippets?: readonly { title: string; code: string }[];
}) {
  return (ctx: IssueContext): NewsletterDraft => {
    const items = ctx.rng.shuffle(options.items).slice(0, options.perIssue);
    const lead = items[0]!;
    const blocks: Block[] = [
      { kind: "paragraph", text: options.intro(ctx) },
      { kind: "heading", text: "This week's links", level: 2 },
      { kind: "links", items },
    ];
    const snippet = options.snippets?.[(ctx.issue - 1) % options.snippets.length];
    if (snippet) {
      blocks.push(
        { kind: "heading", text: `Snippet of the week: ${snippet.title}`, level: 2 },
        { kind: "code", text: snippet.code },
      );
    }
    blocks.push(
      { kind: "heading", text: "One more thing", level: 3 },
      {
        kind: "paragraph",
        text: "Know someone who would enjoy this? [Forward it](https://share.example.com/forward) or send them to the [sign-up page](https://share.example.com/subscribe).",
      },
    );
    const subject = options.subject(ctx.issue, lead);
    return {
      subject,
      body: blockNewsletter(ctx, {
        title: subject,
        preheader: `${lead.title} — and ${items.length - 1} more links worth your time.`,
        blocks,
      }),
      extraHeaders: listHeaders(ctx),
    };
  };
}
