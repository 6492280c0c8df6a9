/** Long essays: headings, pull quotes, hero photos and (for finance) a real data table. */

import type { EssaySeries } from "../content/essay-series.ts";
import type { Block } from "../content-blocks.ts";
import { blockNewsletter, listHeaders, webVersionUrl } from "../newsletter-shell.ts";
import type { IssueContext, NewsletterDraft } from "../publication.ts";

export interface EssayStyle {
  /** Image between sections: photographs, charts, or none. */
  illustrations: "photos" | "charts" | "none";
  heroFormat?: "jpg" | "webp" | "png";
  signOff: string;
  /** Extra blocks placed after the second section (e.g. a data table). */
  extra?: (ctx: IssueContext) => Block[];
  viewInBrowser?: boolean;
}

export function essayNewsletter(series: EssaySeries, style: EssayStyle) {
  return (ctx: IssueContext): NewsletterDraft => {
    const issue = series.issues[(ctx.issue - 1) % series.issues.length]!;
    const isLongIssue = ctx.issue === series.issues.length;
    const sections = isLongIssue ? series.sections : ctx.rng.shuffle(series.sections).slice(0, 4);
    const slug = `${ctx.pub.slug}-${ctx.issue}`;
    const blocks: Block[] = [];
    if (style.illustrations === "photos") {
      blocks.push({
        kind: "image",
        src: ctx.image(`photo-${slug}`, 1200, 700, style.heroFormat ?? "jpg"),
        alt: issue.title,
        width: 600,
        height: 350,
        caption: "Photograph: the author",
        href: `https://${ctx.pub.domain}/p/${slug}`,
      });
    }
    blocks.push({ kind: "heading", text: issue.title, level: 2 });
    for (const text of issue.intro) blocks.push({ kind: "paragraph", text });
    sections.forEach((section, index) => {
      blocks.push({ kind: "heading", text: section.heading, level: 2 });
      for (const text of section.paragraphs) blocks.push({ kind: "paragraph", text });
      if (index === 1) {
        blocks.push({ kind: "pullQuote", text: issue.quote });
        blocks.push(...(style.extra?.(ctx) ?? []));
      }
      if (index === 2 && style.illustrations !== "none") {
        const chart = style.illustrations === "charts";
        blocks.push({
          kind: "image",
          src: ctx.image(
            `${chart ? "chart" : "photo"}-${slug}-detail`,
            chart ? 600 : 900,
            chart ? 320 : 600,
            chart ? "png" : "jpg",
          ),
          alt: chart ? "A bar chart summarising this section" : `A detail from ${issue.title}`,
          width: 600,
          height: chart ? 320 : 400,
        });
      }
    });
    blocks.push(
      { kind: "divider" },
      { kind: "paragraph", text: issue.closing },
      { kind: "paragraph", text: style.signOff },
    );
    if (ctx.issue % 2 === 1) {
      blocks.push({ kind: "button", label: "Read the archive", url: `https://${ctx.pub.domain}/archive` });
    }
    const web = style.viewInBrowser ? webVersionUrl(ctx, slug) : undefined;
    return {
      subject: issue.title,
      body: blockNewsletter(ctx, {
        title: issue.title,
        preheader: issue.preheader,
        blocks,
        ...(web ? { viewInBrowserUrl: web } : {}),
        mastheadImage: { src: ctx.image(`logo-${ctx.pub.slug}`, 300, 60, "png"), width: 300, height: 60 },
      }),
      extraHeaders: listHeaders(ctx),
    };
  };
}

/** Ledger Lines' table: a worked example with round numbers. */
export function feeTable(): Block[] {
  const rows = [0.25, 0.75, 1.25].map((fee) => {
    const grow = (years: number) => 10_000 * (1 + (5 - fee) / 100) ** years;
    const money = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;
    return [`${fee.toFixed(2)}%`, money(grow(10)), money(grow(20)), money(grow(30))];
  });
  return [
    {
      kind: "table",
      caption: "$10,000 growing at 5% a year before fees",
      head: ["Annual fee", "After 10 years", "After 20 years", "After 30 years"],
      rows,
    },
    { kind: "paragraph", text: "Figures are illustrative, rounded, and ignore inflation and taxes." },
  ];
}
