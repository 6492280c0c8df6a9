/** A woodworking newsletter with a CSV cut list attached (multipart/mixed) and a web version. */
import type { MimePart } from "../../mime/build-mime.ts";
import type { Block } from "../content-blocks.ts";
import { blockNewsletter, listHeaders, webVersionUrl } from "../newsletter-shell.ts";
import type { IssueContext, NewsletterDraft } from "../publication.ts";

const PROJECTS = [
  {
    title: "Build a simple bench from one plank",
    preheader: "Plus a cut list you can print.",
    intro:
      "This week's project uses a single 2.4-metre plank of pine, a saw, a drill and some patience. It makes a sturdy bench for a hallway or a potting shed, and it is a gentle introduction to cutting accurate joints.",
    steps: [
      "Mark out all the parts before cutting anything; the attached cut list has the measurements.",
      "Cut the legs first, clamping them together so they end up exactly the same length.",
      "Glue and screw the aprons to the legs, checking for square with a tape across both diagonals.",
      "Fix the top from underneath with pocket screws so no heads show, then sand to 180 grit.",
    ],
    cuts: [
      ["Top", "1", "900", "240"],
      ["Leg", "4", "420", "90"],
      ["Apron (long)", "2", "760", "90"],
      ["Apron (short)", "2", "160", "90"],
    ],
  },
  {
    title: "A wall shelf with hidden brackets",
    preheader: "Floating shelves, without the wobble.",
    intro:
      "Floating shelves look magical and are mostly about one thing: a bracket that is stiffer than you think it needs to be. Here is how to build one from hardwood offcuts.",
    steps: [
      "Find the studs and mark them clearly; the bracket must bite into solid timber.",
      "Drill the shelf body with a long auger bit, keeping the drill level with a small spirit level on top.",
      "Epoxy the steel rods into the bracket and let it cure overnight before loading it.",
      "Slide the shelf on and check it with a level, then fix it from underneath with two small screws.",
    ],
    cuts: [
      ["Shelf body", "1", "800", "200"],
      ["Bracket batten", "1", "760", "45"],
    ],
  },
];

export function workbenchWithAttachment(ctx: IssueContext): NewsletterDraft {
  const project = PROJECTS[(ctx.issue - 1) % PROJECTS.length]!;
  const slug = `workbench-${ctx.issue}`;
  const blocks: Block[] = [
    {
      kind: "image",
      src: ctx.image(`photo-${slug}`, 1000, 600, "jpg"),
      alt: project.title,
      width: 536,
      height: 322,
    },
    { kind: "heading", text: project.title, level: 2 },
    { kind: "paragraph", text: project.intro },
    { kind: "heading", text: "Steps", level: 3 },
    { kind: "list", items: project.steps },
    { kind: "table", caption: "Cut list (mm)", head: ["Part", "Qty", "Length", "Width"], rows: project.cuts },
    {
      kind: "paragraph",
      text: "The cut list is attached as a spreadsheet file, and the [video walkthrough](https://video.example.com/workbench) is on our site.",
    },
  ];
  const web = webVersionUrl(ctx, slug);
  const csv = ["part,quantity,length_mm,width_mm", ...project.cuts.map((row) => row.join(","))].join("\n");
  const body: MimePart = {
    kind: "multipart",
    subtype: "mixed",
    parts: [
      blockNewsletter(ctx, {
        title: project.title,
        preheader: project.preheader,
        blocks,
        viewInBrowserUrl: web,
      }),
      { kind: "text", subtype: "csv", text: csv, encoding: "base64", filename: `cut-list-${ctx.issue}.csv` },
    ],
  };
  return { subject: `The Workbench: ${project.title}`, body, extraHeaders: listHeaders(ctx) };
}
