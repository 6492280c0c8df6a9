/** Table-heavy retail promotions: nested layout tables, product grids, spacer GIFs, base64 HTML. */
import { escapeHtml } from "../../html-escape.ts";
import { northwindCampaigns, northwindProducts, type Product } from "../content/promotions.ts";
import { alternative, listHeaders, newsletterHtml, themeFor, webVersionUrl } from "../newsletter-shell.ts";
import type { IssueContext, NewsletterDraft } from "../publication.ts";

function productCell(ctx: IssueContext, product: Product, link: (url: string) => string): string {
  const url = link(`https://${ctx.pub.domain}/products/${product.slug}`);
  return `<td width="33%" valign="top" align="center" style="padding:8px;">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #e3e3e3;">
    <tr><td align="center" style="padding:12px 12px 6px 12px;"><a href="${escapeHtml(url)}"><img src="${ctx.image(`product-${product.slug}`, 180, 180, "png")}" width="150" height="150" alt="${escapeHtml(product.name)}" style="display:block;border:0;"></a></td></tr>
    <tr><td align="center" style="font-family:Arial,sans-serif;font-size:14px;font-weight:bold;color:#222;padding:0 8px;">${escapeHtml(product.name)}</td></tr>
    <tr><td align="center" style="font-family:Arial,sans-serif;font-size:12px;color:#666;padding:2px 8px;">${escapeHtml(product.tagline)}</td></tr>
    <tr><td align="center" style="font-family:Arial,sans-serif;font-size:16px;color:#b3261e;padding:6px 8px;">${product.was ? `<s style="color:#999;font-size:13px;">${product.was}</s>&nbsp;` : ""}<b>${product.price}</b></td></tr>
    <tr><td align="center" style="padding:6px 8px 14px 8px;"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="#1f3b2d" style="border-radius:3px;"><a href="${escapeHtml(url)}" style="display:inline-block;padding:8px 14px;font-family:Arial,sans-serif;font-size:13px;color:#fff;text-decoration:none;">Shop now</a></td></tr></table></td></tr>
  </table>
</td>`;
}

export function outdoorPromotion(ctx: IssueContext): NewsletterDraft {
  const campaign = northwindCampaigns[(ctx.issue - 1) % northwindCampaigns.length]!;
  const theme = themeFor(ctx, campaign.code.toLowerCase());
  const products = ctx.rng.shuffle(northwindProducts).slice(0, 6);
  const spacer = `<img src="${ctx.image("spacer", 1, 1, "gif")}" width="1" height="12" alt="" style="display:block;">`;
  const rows = [products.slice(0, 3), products.slice(3, 6)]
    .map((row) => `<tr>${row.map((p) => productCell(ctx, p, theme.link)).join("")}</tr>`)
    .join(`<tr><td colspan="3">${spacer}</td></tr>`);
  const social = ["social-facebook", "social-instagram", "social-youtube"]
    .map(
      (slug) =>
        `<td style="padding:0 6px;"><a href="${escapeHtml(theme.link(`https://${slug.split("-")[1]}.example.com/northwind`))}"><img src="${ctx.image(slug, 32, 32, "png")}" width="32" height="32" alt="${slug.split("-")[1]}" style="display:block;border:0;"></a></td>`,
    )
    .join("");
  const content = `
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
  <tr><td><a href="${escapeHtml(theme.link(`https://${ctx.pub.domain}/sale`))}"><img src="${ctx.image(`banner-northwind-sale-${ctx.issue}`, 1072, 520, "jpg")}" width="536" height="260" alt="${escapeHtml(campaign.headline)}" style="display:block;width:100%;height:auto;border:0;"></a></td></tr>
  <tr><td align="center" style="padding:24px 16px 8px 16px;font-family:Georgia,serif;font-size:30px;color:#1f3b2d;">${escapeHtml(campaign.headline)}</td></tr>
  <tr><td align="center" style="padding:0 24px 16px 24px;font-family:Arial,sans-serif;font-size:16px;color:#444;">${escapeHtml(campaign.preheader)}</td></tr>
  <tr><td align="center" style="padding:0 0 20px 0;">
    <table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border:2px dashed #1f3b2d;"><tr>
      <td style="padding:12px 20px;font-family:Courier New,monospace;font-size:20px;letter-spacing:2px;color:#1f3b2d;">Use code <b>${campaign.code}</b></td>
    </tr></table>
  </td></tr>
  <tr><td><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rows}</table></td></tr>
  <tr><td align="center" style="padding:24px 0 8px 0;"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>${social}</tr></table></td></tr>
  <tr><td align="center" style="padding:8px 24px 16px 24px;font-family:Arial,sans-serif;font-size:11px;color:#999;">Offer ends Sunday at 11:59 p.m. Not valid on gift cards. Prices shown in USD.</td></tr>
</table>`;
  const web = webVersionUrl(ctx, `sale-${ctx.issue}`);
  const html = newsletterHtml(ctx, {
    title: campaign.headline,
    preheader: campaign.preheader,
    contentHtml: content,
    viewInBrowserUrl: web,
    mastheadImage: { src: ctx.image("logo-northwind-outfitters", 240, 48, "png"), width: 240, height: 48 },
  });
  const text = [
    `View this email in your browser: ${web}`,
    campaign.headline.toUpperCase(),
    campaign.preheader,
    `Use code ${campaign.code} at checkout.`,
    ...products.map(
      (p) =>
        `${p.name} — ${p.price}${p.was ? ` (was ${p.was})` : ""}\n${theme.link(`https://${ctx.pub.domain}/products/${p.slug}`)}`,
    ),
    "Offer ends Sunday at 11:59 p.m.",
  ].join("\n\n");
  return {
    subject: campaign.subject,
    body: alternative(text, html, "base64"),
    extraHeaders: [...listHeaders(ctx), ["X-Mailer", "Sandbox ESP 4.2"]],
  };
}
