/** A short daily news briefing: many small items, one sponsor block and one broken image. */
import type { Block } from "../content-blocks.ts";
import { blockNewsletter, listHeaders } from "../newsletter-shell.ts";
import type { IssueContext, NewsletterDraft } from "../publication.ts";

const ITEMS = [
  [
    "Tram line extension opens",
    "The new stop at the old dockyards welcomed its first passengers on Monday. Services run every eight minutes at peak times.",
  ],
  [
    "Library hours extended",
    "The central library will stay open until 9 p.m. on weekdays from next month, after a successful trial over the winter.",
  ],
  [
    "River clean-up this Saturday",
    "Volunteers meet at the boathouse at 10 a.m.; gloves and bags are provided. Last year's event collected over 300 kg of litter.",
  ],
  [
    "Market square resurfacing",
    "Expect diversions around the square for three weeks. The Saturday market moves temporarily to the car park behind the town hall.",
  ],
  [
    "New bike lanes consultation",
    "The council wants views on protected lanes along the ring road. The survey closes at the end of the month.",
  ],
  [
    "School meals win award",
    "Kitchen staff at two primary schools were recognised for menus built around local produce.",
  ],
  [
    "Heatwave advice",
    "Check on older neighbours, keep curtains closed during the day and carry water. Cooling centres are open at three community halls.",
  ],
  [
    "Community fridge expands",
    "The shared fridge on Mill Street now has a second unit, after donations from local bakeries doubled.",
  ],
  [
    "Museum late opening",
    "The city museum opens until 10 p.m. on Friday with talks, music and a pop-up café in the courtyard.",
  ],
  [
    "Park run reaches 500th event",
    "Organisers marked the milestone with cake and a record turnout of more than 700 runners and walkers.",
  ],
];

export function cityBriefing(ctx: IssueContext): NewsletterDraft {
  const picks = ctx.rng.shuffle(ITEMS).slice(0, 5);
  const weekday = ctx.date.toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
  const blocks: Block[] = [
    { kind: "paragraph", text: `Good morning. Here is what you need to know for ${weekday}.` },
    ...picks.flatMap(([heading, text]): Block[] => [
      { kind: "heading", text: heading!, level: 3 },
      { kind: "paragraph", text: text! },
    ]),
    { kind: "divider" },
    {
      kind: "paragraph",
      text: "**Sponsored:** Riverside Books is hosting a poetry evening on Thursday. [Reserve a free seat](https://riversidebooks.example.com/events).",
    },
  ];
  if (ctx.issue === 2) {
    // Real newsletters ship broken images; this one 404s on purpose.
    blocks.push({
      kind: "image",
      src: ctx.image("missing-weather-map", 600, 300, "png"),
      alt: "Weather map",
      width: 536,
      height: 268,
    });
  }
  blocks.push({ kind: "paragraph", text: "That's all for today. Got a tip? Just reply to this email." });
  const subject = `City Desk Briefing — ${weekday}`;
  return {
    subject,
    body: blockNewsletter(ctx, {
      title: subject,
      preheader: `${picks[0]![0]}, and four more stories.`,
      blocks,
    }),
    extraHeaders: listHeaders(ctx),
  };
}
