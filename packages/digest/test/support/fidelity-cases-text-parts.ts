import { type FidelityCase, plainCase } from "./synthetic-message.ts";

// Text parts as some senders write them: not wrapped at all, with no empty line between
// paragraphs, and each link's target in square brackets after its words. Every text here was
// written for these cases.

const REDIRECT =
  "https://lakeletter.example/redirect/0a1b2c3d-1111-2222-3333-444455556666?j=eyJ1IjoiYWJjIn0.t0k3n";

export function textPartCases(): FidelityCase[] {
  return [
    plainCase(
      "unwrapped-text-part-with-a-subscribe-pitch",
      [
        "In this issue:",
        "Testing a garden sensor",
        "Thanks for reading the Lake Letter! Subscribe for free to receive new posts and support my work.",
        "Testing a garden sensor - 2026-11-14",
        "I spent the week testing a small garden sensor that logs soil moisture every hour, and the results were better than I hoped for such a cheap device.",
        "The readings were noisy at first, so I moved the probe deeper and wrote a short script to smooth them over a six hour window.",
        "Next week I will compare it with a cheaper model and report back on how far apart the two of them drift.",
        "Thanks for reading the Lake Letter! Subscribe for free to receive new posts and support my work.",
        "",
        "Unsubscribe https://lakeletter.example/action/disable_email?token=abc",
      ].join("\n"),
      [
        "Testing a garden sensor - 2026-11-14",
        "the results were better than I hoped for such a cheap device",
        "wrote a short script to smooth them over a six hour window",
        "report back on how far apart the two of them drift",
      ],
      ["Subscribe for free to receive new posts", "Unsubscribe"],
    ),
    plainCase(
      "link-targets-in-square-brackets",
      [
        `I spent the week testing a small garden sensor [ ${REDIRECT} ] that logs soil moisture every hour.`,
        "",
        `The readings were noisy, so I wrote a short script [ ${REDIRECT} ] to smooth them over six hours.`,
        "",
        `Read the whole review on the Lake Letter [ ${REDIRECT} ]`,
      ].join("\n"),
      [
        "testing a small garden sensor that logs soil moisture every hour",
        "wrote a short script to smooth them over six hours",
        "Read the whole review on the Lake Letter",
      ],
      ["lakeletter.example/redirect", "eyJ1IjoiYWJjIn0"],
    ),
  ];
}
