/**
 * The HTML wrapper most newsletters share: XHTML doctype, MSO conditionals, a hidden preheader
 * padded with zero-width characters, nested layout tables, a footer with unsubscribe links and an
 * open-tracking pixel — the parts a digest pipeline has to see through.
 */
import { escapeHtml } from "../html-escape.ts";
import type { MimePart, TransferEncoding } from "../mime/build-mime.ts";
import { type Block, blocksToHtml, blocksToText, type Theme } from "./content-blocks.ts";
import type { IssueContext } from "./publication.ts";
import { clickTracked, recipientToken, withUtm } from "./tracking-links.ts";

export function themeFor(ctx: IssueContext, campaign: string): Theme {
  const { pub } = ctx;
  return {
    accent: pub.accent,
    font: pub.font,
    link: (url) => {
      const tagged = withUtm(url, campaign, pub.slug);
      // Every other publication hides links behind its ESP's click redirect.
      return ctx.pub.slug.length % 2 === 0
        ? clickTracked(tagged, `click.${pub.domain}`, ctx.recipient)
        : tagged;
    },
  };
}

export function unsubscribeUrl(ctx: IssueContext): string {
  return `https://${ctx.pub.domain}/unsubscribe?u=${recipientToken(ctx.recipient, ctx.pub.slug)}`;
}

export function webVersionUrl(ctx: IssueContext, slug: string): string {
  return `https://${ctx.pub.domain}/p/${slug}?e=${recipientToken(ctx.recipient, ctx.pub.slug)}`;
}

/** List-Unsubscribe (+ one-click POST) and List-Id, as bulk senders must send them. */
export function listHeaders(ctx: IssueContext): [string, string][] {
  const { pub } = ctx;
  return [
    ["List-Unsubscribe", `<mailto:unsubscribe@${pub.domain}?subject=unsubscribe>, <${unsubscribeUrl(ctx)}>`],
    ["List-Unsubscribe-Post", "List-Unsubscribe=One-Click"],
    ["List-Id", `${pub.name.replace(/[^\x20-\x7e]/g, "")} <${pub.slug}.list.${pub.domain}>`],
    ["X-Campaign-Id", `${pub.slug}-${ctx.issue}-${ctx.rng.token(6)}`],
    ["Precedence", "bulk"],
  ];
}

const PREHEADER_PADDING = "&#847;&zwnj;&nbsp;".repeat(60);

export interface ShellInput {
  title: string;
  preheader: string;
  contentHtml: string;
  viewInBrowserUrl?: string;
  mastheadImage?: { src: string; width: number; height: number };
  width?: number;
  trackingPixel?: boolean;
}

export function newsletterHtml(ctx: IssueContext, input: ShellInput): string {
  const { pub } = ctx;
  const width = input.width ?? 600;
  const theme = themeFor(ctx, `issue-${ctx.issue}`);
  const masthead = input.mastheadImage
    ? `<img src="${escapeHtml(input.mastheadImage.src)}" width="${input.mastheadImage.width}" height="${input.mastheadImage.height}" alt="${escapeHtml(pub.name)}" style="display:block;border:0;margin:0 auto;">`
    : `<span style="font-family:${pub.font};font-size:28px;font-weight:bold;color:${pub.accent};">${escapeHtml(pub.name)}</span>`;
  const pixel =
    input.trackingPixel === false
      ? ""
      : `<img src="${ctx.baseUrl}/t/open/${pub.slug}-${ctx.issue}-${ctx.rng.token(10)}.gif" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0;">`;
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(input.title)}</title>
<!--[if mso]><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]-->
<style type="text/css">
  body { margin:0; padding:0; -webkit-text-size-adjust:100%; }
  img { -ms-interpolation-mode:bicubic; }
  @media only screen and (max-width:620px) {
    .container { width:100% !important; }
    .px { padding-left:16px !important; padding-right:16px !important; }
  }
</style>
</head>
<body style="margin:0;padding:0;background-color:#f2f2f2;">
<div style="display:none;font-size:1px;color:#f2f2f2;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;">${escapeHtml(input.preheader)}${PREHEADER_PADDING}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f2f2f2">
<tr><td align="center" style="padding:16px 8px;">
${input.viewInBrowserUrl ? `<table role="presentation" class="container" width="${width}" cellpadding="0" cellspacing="0" border="0"><tr><td align="right" style="font-family:Arial,sans-serif;font-size:12px;color:#888;padding:0 0 8px 0;"><a href="${escapeHtml(input.viewInBrowserUrl)}" style="color:#888;">View in browser</a></td></tr></table>` : ""}
<!--[if mso]><table role="presentation" width="${width}" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" class="container" width="${width}" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="max-width:${width}px;">
<tr><td align="center" style="padding:28px 32px 12px 32px;border-bottom:3px solid ${pub.accent};">${masthead}</td></tr>
<tr><td class="px" style="padding:24px 32px 8px 32px;font-family:${pub.font};color:#222;">
${input.contentHtml}
</td></tr>
<tr><td class="px" style="padding:20px 32px 28px 32px;background:#fafafa;font-family:Arial,sans-serif;font-size:12px;line-height:1.6;color:#777;">
<p style="margin:0 0 8px 0;">You are receiving this because you subscribed to ${escapeHtml(pub.name)} with ${escapeHtml(ctx.recipient)}.</p>
<p style="margin:0 0 8px 0;"><a href="${escapeHtml(unsubscribeUrl(ctx))}" style="color:#777;">Unsubscribe</a> &middot; <a href="${escapeHtml(theme.link(`https://${pub.domain}/preferences`))}" style="color:#777;">Manage preferences</a> &middot; <a href="${escapeHtml(theme.link(`https://${pub.domain}/archive`))}" style="color:#777;">Past issues</a></p>
<p style="margin:0;">${escapeHtml(pub.name)}, 12 Example Lane, Sampletown 00000</p>
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
${pixel}
</td></tr>
</table>
</body>
</html>`;
}

export function newsletterText(
  ctx: IssueContext,
  input: { title: string; blocks: readonly Block[]; viewInBrowserUrl?: string },
): string {
  return [
    input.viewInBrowserUrl ? `View in browser: ${input.viewInBrowserUrl}\n` : "",
    `${ctx.pub.name.toUpperCase()}\n${input.title}\n${"=".repeat(Math.min(72, input.title.length))}`,
    blocksToText(input.blocks),
    "--",
    `You are receiving this because you subscribed to ${ctx.pub.name} with ${ctx.recipient}.`,
    `Unsubscribe: ${unsubscribeUrl(ctx)}`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** The usual text + HTML pair. */
export function alternative(
  text: string,
  html: string,
  htmlEncoding: TransferEncoding = "quoted-printable",
): MimePart {
  return {
    kind: "multipart",
    subtype: "alternative",
    parts: [
      { kind: "text", subtype: "plain", text, encoding: "quoted-printable" },
      { kind: "text", subtype: "html", text: html, encoding: htmlEncoding },
    ],
  };
}

/** Blocks → text + HTML newsletter in the shared shell. */
export function blockNewsletter(
  ctx: IssueContext,
  input: Omit<ShellInput, "contentHtml"> & { blocks: readonly Block[]; htmlEncoding?: TransferEncoding },
): MimePart {
  const contentHtml = blocksToHtml(input.blocks, themeFor(ctx, `issue-${ctx.issue}`));
  const html = newsletterHtml(ctx, { ...input, contentHtml });
  const text = newsletterText(ctx, {
    title: input.title,
    blocks: input.blocks,
    ...(input.viewInBrowserUrl ? { viewInBrowserUrl: input.viewInBrowserUrl } : {}),
  });
  return alternative(text, html, input.htmlEncoding);
}
