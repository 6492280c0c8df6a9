/** Short coaching notes with an emoji subject, a preheader and a GIF illustration. */
import type { Block } from "../content-blocks.ts";
import { blockNewsletter, listHeaders } from "../newsletter-shell.ts";
import type { IssueContext, NewsletterDraft } from "../publication.ts";

const SESSIONS = [
  {
    subject: "🏃 Your week 3 plan: easy miles and one surprise",
    preheader: "Mostly easy running, plus strides on Thursday.",
    plan: [
      "Monday: rest or a gentle walk",
      "Tuesday: 30 minutes easy",
      "Thursday: 25 minutes easy + 6 × 20-second strides",
      "Saturday: 45 minutes easy, conversational pace",
    ],
    note: "Most of your running should feel almost too easy. That is where the aerobic base is built, and it is the base that lets the hard days pay off.",
  },
  {
    subject: "🏃‍♀️ Week 4: your first tempo run 🔥",
    preheader: "Comfortably hard, and not a step faster.",
    plan: [
      "Monday: rest",
      "Tuesday: 30 minutes easy",
      "Thursday: 10 min easy, 15 min tempo, 10 min easy",
      "Sunday: 50 minutes easy",
    ],
    note: "Tempo pace is 'comfortably hard': you could say a short sentence, but you would not want to chat. If you are gasping, slow down. The point is to stay controlled.",
  },
];

export function runningCoach(ctx: IssueContext): NewsletterDraft {
  const session = SESSIONS[(ctx.issue - 1) % SESSIONS.length]!;
  const blocks: Block[] = [
    { kind: "paragraph", text: "Hi runner 👋" },
    { kind: "paragraph", text: session.note },
    { kind: "heading", text: "This week", level: 2 },
    { kind: "list", items: session.plan },
    {
      kind: "image",
      src: ctx.image(`chart-pace-${ctx.issue}`, 500, 260, "gif"),
      alt: "Suggested effort across the week",
      width: 500,
      height: 260,
    },
    { kind: "paragraph", text: "Log your runs and reply with how they felt. I read every message. 💬" },
    { kind: "paragraph", text: "— Coach Ade" },
  ];
  return {
    subject: session.subject,
    body: blockNewsletter(ctx, { title: session.subject, preheader: session.preheader, blocks }),
    extraHeaders: listHeaders(ctx),
  };
}
