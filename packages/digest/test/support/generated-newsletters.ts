import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { DigestSource } from "../../src/build-digest.ts";
import type { ImageServer } from "./image-server.ts";
import { buildNewsletterMessage } from "./mime-builder.ts";

// Realistic newsletters in bulk for the size test and the benchmark: table layouts, a hero
// photo, section images in the formats CDNs serve (JPEG, PNG, WebP, GIF), shared logos and
// social icons, tracked links, a preheader, an open pixel and a footer.

const WORDS = (
  "the of and to in is that for it as with was on be by this are at from have an or but not more " +
  "market research policy energy climate software design city data science people health school history " +
  "reader writer story season garden travel music coffee kitchen bridge river mountain station library " +
  "announced reported suggested explained argued noticed measured discovered improved released launched " +
  "quickly quietly carefully rarely finally recently notably largely slowly clearly"
).split(" ");

function sentence(seed: number, length: number): string {
  const words: string[] = [];
  let state = seed;
  for (let index = 0; index < length; index++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    words.push(WORDS[state % WORDS.length]!);
  }
  const text = words.join(" ");
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

function paragraph(seed: number, sentences: number): string {
  return Array.from({ length: sentences }, (_, index) =>
    sentence(seed * 31 + index, 9 + ((seed + index) % 12)),
  ).join(" ");
}

function trackedLink(target: string, seed: number): string {
  const token = randomBytes(96 + (seed % 64)).toString("base64url");
  return `https://click.mailer-example.com/ls/click?upn=${token}&amp;redirect=${encodeURIComponent(`${target}?utm_source=newsletter&utm_medium=email&utm_campaign=issue-${seed}`)}`;
}

export type PhotoFormat = "jpeg" | "png" | "webp" | "gif";

async function noiseLayer(width: number, height: number, cells: number): Promise<Buffer> {
  const layerWidth = Math.max(2, Math.round(width / cells));
  const layerHeight = Math.max(2, Math.round(height / cells));
  return sharp(randomBytes(layerWidth * layerHeight), {
    raw: { width: layerWidth, height: layerHeight, channels: 1 },
  })
    .resize(width, height, { kernel: "cubic" })
    .raw()
    .toBuffer();
}

const TEXTURE = { width: 2400, height: 1400 };
let texturePromise: Promise<Buffer> | undefined;

/**
 * One large texture with a natural image's 1/f spectrum: correlated colour channels, detail
 * at every scale. Photos are crops of it, so each is unique yet cheap to make, and JPEG
 * compresses them about as well as real photographs (~0.15 bytes per pixel at quality 72).
 */
function photoTexture(): Promise<Buffer> {
  texturePromise ??= (async () => {
    const { width, height } = TEXTURE;
    const scales = [400, 100, 25, 6, 2, 1];
    const weights = [0.42, 0.24, 0.14, 0.1, 0.06, 0.04];
    const luminance = await Promise.all(scales.map((cells) => noiseLayer(width, height, cells)));
    const red = await noiseLayer(width, height, 300);
    const blue = await noiseLayer(width, height, 220);
    const rgb = Buffer.alloc(width * height * 3);
    for (let pixel = 0; pixel < width * height; pixel++) {
      let value = 0;
      for (let layer = 0; layer < scales.length; layer++)
        value += luminance[layer]![pixel]! * weights[layer]!;
      const contrast = (value - 128) * 2.2 + 128;
      const tintRed = (red[pixel]! - 128) * 0.35;
      const tintBlue = (blue[pixel]! - 128) * 0.35;
      rgb[pixel * 3] = Math.max(0, Math.min(255, contrast + tintRed));
      rgb[pixel * 3 + 1] = Math.max(0, Math.min(255, contrast - (tintRed + tintBlue) / 2));
      rgb[pixel * 3 + 2] = Math.max(0, Math.min(255, contrast + tintBlue));
    }
    return rgb;
  })();
  return texturePromise;
}

/** A unique photograph-like image of the given size, encoded as a newsletter CDN would. */
export async function photoLikeImage(
  width: number,
  height: number,
  seed: number,
  format: PhotoFormat,
): Promise<Buffer> {
  const texture = await photoTexture();
  const scale = 1 + (seed % 5) * 0.15;
  const cropWidth = Math.min(TEXTURE.width, Math.round(width * scale));
  const cropHeight = Math.min(TEXTURE.height, Math.round(height * scale));
  const left = (seed * 7919) % (TEXTURE.width - cropWidth + 1);
  const top = (seed * 104729) % (TEXTURE.height - cropHeight + 1);
  let image = sharp(texture, { raw: { ...TEXTURE, channels: 3 } })
    .extract({ left, top, width: cropWidth, height: cropHeight })
    .resize(width, height);
  if (seed % 2 === 1) image = image.flop();
  switch (format) {
    case "png":
      return image.png({ compressionLevel: 6 }).toBuffer();
    case "webp":
      return image.webp({ quality: 80 }).toBuffer();
    case "gif":
      return image.gif().toBuffer();
    default:
      return image.jpeg({ quality: 85 }).toBuffer();
  }
}

async function icon(seed: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="hsl(${seed * 60},60%,40%)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function logo(seed: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><rect width="400" height="100" fill="white"/><rect x="10" y="20" width="60" height="60" rx="12" fill="hsl(${seed * 37},60%,40%)"/><rect x="90" y="38" width="280" height="24" fill="#333"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface GeneratedNewsletter {
  source: DigestSource;
  subject: string;
  html: string;
  imageUrls: string[];
}

export interface GenerateOptions {
  count: number;
  server: ImageServer;
  /** Sentences per paragraph; lower it for faster tests. */
  sentencesPerParagraph?: number;
  sections?: number;
  /** Content images per newsletter besides the hero (default 1–2). */
  imagesPerNewsletter?: number;
  /** Serve incompressible noise instead of photo-like images: the worst case for size. */
  noisyImages?: boolean;
}

const SENDERS = [
  "Morning Ledger",
  "The Quiet Engineer",
  "Garden Notes",
  "City Desk",
  "Climate Weekly",
  "Design Matters",
  "Data Points",
  "Slow Travel",
  "Kitchen Table",
  "History Hour",
];
const FORMATS: PhotoFormat[] = ["jpeg", "png", "jpeg", "webp", "jpeg", "gif", "webp", "jpeg"];
const CONTENT_TYPES: Record<PhotoFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};
const EXTENSIONS: Record<PhotoFormat, string> = { jpeg: "jpg", png: "png", webp: "webp", gif: "gif" };

async function noise(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

// The markup an email service wraps around every paragraph: nested tables, MSO conditionals.
function espBlock(inner: string): string {
  return `<!--[if mso]><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:0 32px"><![endif]-->
<table role="presentation" class="mcnTextBlock" width="100%" cellpadding="0" cellspacing="0" border="0" style="min-width:100%;border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt;-ms-text-size-adjust:100%;-webkit-text-size-adjust:100%">
<tbody class="mcnTextBlockOuter"><tr><td valign="top" class="mcnTextBlockInner" style="padding-top:9px;mso-line-height-rule:exactly;-ms-text-size-adjust:100%;-webkit-text-size-adjust:100%">
<table role="presentation" align="left" border="0" cellpadding="0" cellspacing="0" width="100%" class="mcnTextContentContainer" style="max-width:100%;min-width:100%;border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt">
<tbody><tr><td valign="top" class="mcnTextContent" style="padding:0px 18px 9px;color:#222222;font-family:Georgia,Times,'Times New Roman',serif;font-size:17px;line-height:160%;text-align:left;word-break:break-word;mso-line-height-rule:exactly">
${inner}
</td></tr></tbody></table></td></tr></tbody></table>
<!--[if mso]></td></tr></table><![endif]-->`;
}

/** Generates newsletters and serves their images from the given local server. */
export async function generateNewsletters(options: GenerateOptions): Promise<GeneratedNewsletter[]> {
  const { server } = options;
  const sentences = options.sentencesPerParagraph ?? 5;
  const sectionCount = options.sections ?? 5;

  for (let index = 0; index < 3; index++)
    server.serve(`/social/${index}.png`, { contentType: "image/png", body: await icon(index) });
  for (const [index] of SENDERS.entries())
    server.serve(`/logo/${index}.png`, { contentType: "image/png", body: await logo(index) });
  server.serve("/spacer.gif", {
    contentType: "image/gif",
    body: Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"),
  });

  const newsletters: GeneratedNewsletter[] = [];
  for (let number = 0; number < options.count; number++) {
    const senderIndex = number % SENDERS.length;
    const sender = SENDERS[senderIndex]!;
    const domain = `${sender.toLowerCase().replace(/ /g, "")}.example.com`;
    const subject = `${sender} #${100 + number}: ${sentence(number, 6).replace(/\.$/, "")}`;
    const imageUrls: string[] = [];
    const addImage = async (path: string, width: number, height: number, format: PhotoFormat) => {
      const body = options.noisyImages
        ? await noise(width, height)
        : await photoLikeImage(width, height, number * 13 + imageUrls.length, format);
      server.serve(path, { contentType: options.noisyImages ? "image/jpeg" : CONTENT_TYPES[format], body });
      imageUrls.push(server.url(path));
      return server.url(path);
    };

    const hero = number % 2 === 0 ? await addImage(`/n${number}/hero.jpg`, 1200, 675, "jpeg") : undefined;
    const contentImages = options.imagesPerNewsletter ?? 1 + (number % 3 === 0 ? 1 : 0);
    const sections: string[] = [];
    for (let section = 0; section < sectionCount; section++) {
      const paragraphs = Array.from({ length: 3 }, (_, index) =>
        espBlock(
          `<p style="margin:0 0 16px;font-family:Georgia,serif;font-size:17px;line-height:26px;color:#222">${paragraph(number * 100 + section * 10 + index, sentences)} <a href="${trackedLink(`https://${domain}/${number}/${section}/${index}`, number + index)}" target="_blank" style="color:#0645ad;text-decoration:underline;mso-line-height-rule:exactly">Read more</a></p>`,
        ),
      ).join("\n");
      let image = "";
      if (section < contentImages) {
        const format = FORMATS[(number + section) % FORMATS.length]!;
        const width = format === "gif" ? 600 : 1000;
        const url = await addImage(
          `/n${number}/s${section}.${EXTENSIONS[format]}`,
          width,
          Math.round(width * 0.6),
          format,
        );
        image = `<tr><td style="padding:8px 0" class="mcnImageContent"><img src="${url}" width="600" style="display:block;width:100%;max-width:600px;height:auto;border:0;outline:none;text-decoration:none;-ms-interpolation-mode:bicubic" alt="Illustration for section ${section + 1}"></td></tr>`;
      }
      sections.push(`<tr><td style="padding:24px 32px 0"><h2 style="font-family:Helvetica,Arial,sans-serif;font-size:22px;line-height:28px;margin:0 0 12px;color:#111">${sentence(number * 7 + section, 5).replace(/\.$/, "")}</h2></td></tr>
${image}
<tr><td style="padding:0"><img src="${server.url("/spacer.gif")}" width="1" height="12" alt="" style="display:block"></td></tr>
<tr><td style="padding:0 14px">${paragraphs}</td></tr>`);
    }

    const html = `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>${subject}</title>
<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]-->
<style type="text/css">
p{margin:10px 0;padding:0}table{border-collapse:collapse}h1,h2,h3,h4,h5,h6{display:block;margin:0;padding:0}img,a img{border:0;height:auto;outline:none;text-decoration:none}
body,#bodyTable,#bodyCell{height:100%;margin:0;padding:0;width:100%}.mcnPreviewText{display:none!important}#outlook a{padding:0}img{-ms-interpolation-mode:bicubic}
table{mso-table-lspace:0pt;mso-table-rspace:0pt}.ReadMsgBody{width:100%}.ExternalClass{width:100%}p,a,li,td,blockquote{mso-line-height-rule:exactly}
a[href^=tel],a[href^=sms]{color:inherit;cursor:default;text-decoration:none}.ExternalClass,.ExternalClass p,.ExternalClass td,.ExternalClass div,.ExternalClass span,.ExternalClass font{line-height:100%}
@media only screen and (max-width:480px){body,table,td,p,a,li,blockquote{-webkit-text-size-adjust:none!important}body{width:100%!important;min-width:100%!important}
.mcnImage{width:100%!important}.mcnTextContent,.mcnBoxedTextContentColumn{padding-right:18px!important;padding-left:18px!important}}
</style></head>
<body style="height:100%;margin:0;padding:0;width:100%;background-color:#f4f4f4">
<span class="mcnPreviewText" style="display:none;font-size:0px;line-height:0px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;visibility:hidden;mso-hide:all">${sentence(number, 12)}</span><!--[if !gte mso 9]><!----><span style="display:none;font-size:0;line-height:0;max-height:0;opacity:0">${"&#847; &zwnj; &nbsp; ".repeat(40)}</span><!--<![endif]-->
<center><table role="presentation" align="center" border="0" cellpadding="0" cellspacing="0" height="100%" width="100%" id="bodyTable" style="background:#f4f4f4"><tr><td align="center" valign="top" id="bodyCell">
<table role="presentation" class="wrapper" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;max-width:600px">
<tr><td style="padding:12px 32px;font-size:12px;color:#888;text-align:right;font-family:Helvetica,Arial,sans-serif"><a href="https://${domain}/issues/${number}?utm_source=email&amp;utm_medium=newsletter" style="color:#888">View this email in your browser</a></td></tr>
<tr><td style="padding:16px 32px"><img src="${server.url(`/logo/${senderIndex}.png`)}" width="200" height="50" alt="${sender}" style="display:block"></td></tr>
${hero ? `<tr><td><img src="${hero}" width="600" style="display:block;width:100%;height:auto" alt="Hero image"></td></tr>` : ""}
${sections.join("\n")}
<tr><td style="padding:24px 32px" align="center">${[0, 1, 2].map((index) => `<a href="https://social${index}.example.com/${domain}"><img src="${server.url(`/social/${index}.png`)}" width="32" height="32" alt="Social ${index}" style="display:inline-block"></a>`).join(" ")}</td></tr>
<tr><td style="padding:16px 32px;font-size:11px;line-height:16px;color:#999;font-family:Helvetica,Arial,sans-serif">You are receiving this email because you subscribed to ${sender}. <a href="https://${domain}/unsubscribe/${number}" style="color:#999">Unsubscribe</a> | <a href="https://${domain}/preferences/${number}" style="color:#999">Manage preferences</a><br>Copyright © 2026 ${sender} Ltd, All rights reserved.<br>42 Example Street, Springfield</td></tr>
</table></td></tr></table></center>
<img src="${server.url(`/open/${number}.gif`)}" width="1" height="1" alt="" style="display:block;height:1px!important;width:1px!important">
</body></html>`;
    newsletters.push({
      subject,
      html,
      imageUrls,
      source: {
        id: `generated-${number}`,
        raw: buildNewsletterMessage({
          subject,
          from: `"${sender}" <hello@${domain}>`,
          date: new Date(Date.UTC(2026, 10, 20, 6, number % 60)),
          html,
          encoding: "quoted-printable",
        }),
      },
    });
  }
  return newsletters;
}
