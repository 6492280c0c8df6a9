/** Recipes with multipart/related: the HTML points at embedded images through cid: URLs. */
import { renderImage } from "../../images/generated-images.ts";
import type { MimePart } from "../../mime/build-mime.ts";
import type { Block } from "../content-blocks.ts";
import { blocksToHtml, blocksToText } from "../content-blocks.ts";
import { listHeaders, newsletterHtml, themeFor } from "../newsletter-shell.ts";
import type { IssueContext, NewsletterDraft } from "../publication.ts";

const RECIPES = [
  {
    title: "One-pan lemon chickpeas with greens",
    preheader: "Dinner in 25 minutes, one pan to wash.",
    intro:
      "This is the recipe I make when the fridge is nearly empty and everyone is hungry. Chickpeas crisp in olive oil, greens wilt in the lemony juices, and a spoon of yoghurt brings it together.",
    ingredients: [
      "2 tins chickpeas, drained",
      "3 tbsp olive oil",
      "1 lemon, zest and juice",
      "2 cloves garlic, sliced",
      "200 g spinach or chard",
      "Greek yoghurt, to serve",
    ],
    steps: [
      "Pat the chickpeas dry, then fry in the oil over a medium-high heat until golden and crackling, about 10 minutes.",
      "Add the garlic and lemon zest and cook for one minute, stirring so nothing burns.",
      "Pile in the greens with a splash of water and the lemon juice; cover until wilted.",
      "Season well and serve with spoonfuls of yoghurt and good bread.",
    ],
  },
  {
    title: "Brown butter oat cookies",
    preheader: "Nutty, chewy, and better on day two.",
    intro:
      "Browning the butter takes five extra minutes and transforms an ordinary oat cookie into something that tastes of toffee and toasted hazelnuts. Make the dough the night before if you can.",
    ingredients: [
      "125 g butter",
      "150 g soft brown sugar",
      "1 egg",
      "150 g plain flour",
      "100 g rolled oats",
      "½ tsp bicarbonate of soda",
      "A pinch of flaky salt",
    ],
    steps: [
      "Melt the butter in a light pan and keep cooking until it smells nutty and flecks of brown appear. Cool for 10 minutes.",
      "Beat in the sugar and egg, then fold in the flour, oats and bicarbonate.",
      "Chill the dough for at least an hour, then roll into balls and bake at 180 °C for 11 minutes.",
      "Sprinkle with salt while warm and leave on the tray to firm up.",
    ],
  },
];

export async function recipeWithInlineImages(ctx: IssueContext): Promise<NewsletterDraft> {
  const recipe = RECIPES[(ctx.issue - 1) % RECIPES.length]!;
  const heroCid = `hero-${ctx.issue}@copperpot.example`;
  const stepCid = `step-${ctx.issue}@copperpot.example`;
  const blocks: Block[] = [
    { kind: "image", src: `cid:${heroCid}`, alt: recipe.title, width: 536, height: 300 },
    { kind: "heading", text: recipe.title, level: 2 },
    { kind: "paragraph", text: recipe.intro },
    { kind: "heading", text: "You will need", level: 3 },
    { kind: "list", items: recipe.ingredients },
    { kind: "heading", text: "Method", level: 3 },
    ...recipe.steps.map((text, i): Block => ({ kind: "paragraph", text: `**${i + 1}.** ${text}` })),
    {
      kind: "image",
      src: `cid:${stepCid}`,
      alt: "The finished dish",
      width: 536,
      height: 300,
      caption: "Halfway there.",
    },
    { kind: "paragraph", text: "Happy cooking, and send me a photo if you make it. — Priya" },
  ];
  const html = newsletterHtml(ctx, {
    title: recipe.title,
    preheader: recipe.preheader,
    contentHtml: blocksToHtml(blocks, themeFor(ctx, "recipes")),
  });
  const [hero, step] = await Promise.all([
    renderImage({ slug: `photo-copperpot-${ctx.issue}`, width: 536, height: 300, format: "jpg" }),
    renderImage({ slug: `photo-copperpot-step-${ctx.issue}`, width: 536, height: 300, format: "png" }),
  ]);
  const body: MimePart = {
    kind: "multipart",
    subtype: "related",
    parts: [
      {
        kind: "multipart",
        subtype: "alternative",
        parts: [
          { kind: "text", subtype: "plain", text: `${recipe.title}\n\n${blocksToText(blocks)}` },
          { kind: "text", subtype: "html", text: html },
        ],
      },
      {
        kind: "binary",
        mimeType: "image/jpeg",
        data: hero,
        contentId: heroCid,
        filename: "hero.jpg",
        disposition: "inline",
      },
      {
        kind: "binary",
        mimeType: "image/png",
        data: step,
        contentId: stepCid,
        filename: "step.png",
        disposition: "inline",
      },
    ],
  };
  return { subject: `Recipe: ${recipe.title}`, body, extraHeaders: listHeaders(ctx) };
}
