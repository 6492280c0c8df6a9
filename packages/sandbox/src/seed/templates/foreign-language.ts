/**
 * Non-English newsletters: French in ISO-8859-1 and UTF-8 quoted-printable, German with umlauts,
 * Japanese with emoji in base64 — each with an RFC 2047 encoded subject.
 */
import type { Block } from "../content-blocks.ts";
import { blocksToHtml, blocksToText } from "../content-blocks.ts";
import { listHeaders, newsletterHtml, themeFor } from "../newsletter-shell.ts";
import type { IssueContext, NewsletterDraft } from "../publication.ts";

function localized(
  ctx: IssueContext,
  input: { title: string; preheader: string; blocks: Block[]; lang: string },
): { html: string; text: string } {
  const html = newsletterHtml(ctx, {
    title: input.title,
    preheader: input.preheader,
    contentHtml: blocksToHtml(input.blocks, themeFor(ctx, `lettre-${ctx.issue}`)),
  }).replace('lang="en"', `lang="${input.lang}"`);
  return { html, text: `${input.title}\n\n${blocksToText(input.blocks)}` };
}

const CARNET = [
  {
    subject: "Le carnet du dimanche : café, vélo et crêpes à la fleur d'oranger",
    preheader: "Trois idées pour un dimanche très lent.",
    paragraphs: [
      "Bonjour à toutes et à tous,",
      "Cette semaine, j'ai découvert un petit café près du marché, où l'on sert un café filtre très doux et des crêpes parfumées à la fleur d'oranger. Le propriétaire, un ancien cycliste, répare aussi les vélos du quartier le samedi matin.",
      "Si vous passez par là, demandez la table près de la fenêtre : on y voit les étals de fruits et, en été, les hirondelles qui tournent au-dessus de la place.",
      "À dimanche prochain, et prenez soin de vous.",
    ],
  },
  {
    subject: "Le carnet : la rentrée, les pommes et une idée de pique-nique",
    preheader: "Où trouver les meilleures reinettes de la région.",
    paragraphs: [
      "Chères lectrices, chers lecteurs,",
      "Les premières pommes reinettes sont arrivées au marché, un peu acidulées, parfaites pour une tarte fine ou une compote légèrement épicée. J'en ai rapporté un plein panier, et la cuisine sent la cannelle depuis trois jours.",
      "Pour profiter des derniers beaux jours, je vous propose un pique-nique simple : pain de campagne, fromage de chèvre, quelques noix et une bouteille d'eau pétillante. L'essentiel, c'est l'endroit : un banc à l'ombre, près de l'eau si possible.",
      "Bonne semaine à vous !",
    ],
  },
];

/** ISO-8859-1 cannot carry emoji or CJK; drop anything beyond U+00FF as a latin1 ESP would. */
function onlyLatin1(text: string): string {
  return Array.from(text)
    .filter((ch) => ch.codePointAt(0)! <= 0xff)
    .join("");
}

export function frenchLetter(ctx: IssueContext): NewsletterDraft {
  const issue = CARNET[(ctx.issue - 1) % CARNET.length]!;
  const latin1 = ctx.issue % 2 === 1;
  const blocks: Block[] = [
    { kind: "heading", text: issue.preheader, level: 2 },
    ...issue.paragraphs.map((text): Block => ({ kind: "paragraph", text })),
    {
      kind: "image",
      src: ctx.image(`photo-carnet-${ctx.issue}`, 800, 500, "jpg"),
      alt: "Le marché du dimanche",
      width: 536,
      height: 335,
    },
  ];
  const { html, text } = localized(ctx, {
    title: issue.subject,
    preheader: issue.preheader,
    blocks,
    lang: "fr",
  });
  const charset = latin1 ? "iso-8859-1" : "utf-8";
  return {
    subject: issue.subject,
    // Odd issues: ISO-8859-1 end to end, subject Q-encoded, as older French ESPs still send.
    subjectEncoding: latin1 ? { style: "Q", charset: "ISO-8859-1" } : { style: "B" },
    body: {
      kind: "multipart",
      subtype: "alternative",
      parts: [
        { kind: "text", subtype: "plain", text, charset, encoding: "quoted-printable" },
        {
          kind: "text",
          subtype: "html",
          text: latin1 ? onlyLatin1(html.replace("charset=UTF-8", "charset=ISO-8859-1")) : html,
          charset,
          encoding: "quoted-printable",
        },
      ],
    },
    extraHeaders: listHeaders(ctx),
  };
}

const FAHRRAD = [
  {
    subject: "Der Fahrrad-Brief: Über Brücken, Bäckereien und grüne Wellen",
    preheader: "Eine Route für Frühaufsteher – mit Brötchen.",
    paragraphs: [
      "Liebe Leserinnen und Leser,",
      "diese Woche führt unsere Tour über drei Brücken und an zwei der besten Bäckereien der Stadt vorbei. Wer früh losfährt, erwischt die grüne Welle an der Uferstraße und ist in einer knappen Stunde zurück – mit warmen Brötchen im Korb.",
      "Ein Hinweis für Pendler: Die Baustelle an der Südbrücke ist endlich fertig. Der neue Radweg ist breit, gut beleuchtet und angenehm glatt. Grüße an das Bauamt!",
      "Gute Fahrt und bis nächste Woche,\nJürgen",
    ],
  },
  {
    subject: "Der Fahrrad-Brief: Kettenpflege für Eilige",
    preheader: "Fünf Minuten, ein Lappen, ein Tropfen Öl.",
    paragraphs: [
      "Hallo zusammen,",
      "eine saubere Kette läuft leiser, schaltet präziser und hält länger. Dafür braucht es keine Werkstatt: Mit einem alten Lappen, etwas Kettenöl und fünf Minuten Geduld ist die Sache erledigt. Wichtig ist nur, überschüssiges Öl gründlich abzuwischen – sonst sammelt sich Schmutz.",
      "Nächste Woche gibt es eine Übersicht über die schönsten Radwege am Fluss, inklusive der Gaststätten mit den größten Apfelstrudeln.",
      "Viele Grüße,\nJürgen",
    ],
  },
];

export function germanLetter(ctx: IssueContext): NewsletterDraft {
  const issue = FAHRRAD[(ctx.issue - 1) % FAHRRAD.length]!;
  const blocks: Block[] = issue.paragraphs.map((text): Block => ({ kind: "paragraph", text }));
  blocks.splice(1, 0, {
    kind: "image",
    src: ctx.image(`photo-fahrrad-${ctx.issue}`, 900, 500, "webp"),
    alt: "Radweg am Fluss",
    width: 536,
    height: 298,
  });
  const { html, text } = localized(ctx, {
    title: issue.subject,
    preheader: issue.preheader,
    blocks,
    lang: "de",
  });
  return {
    subject: issue.subject,
    subjectEncoding: { style: "Q", charset: "UTF-8" },
    body: {
      kind: "multipart",
      subtype: "alternative",
      parts: [
        { kind: "text", subtype: "plain", text, encoding: "quoted-printable" },
        { kind: "text", subtype: "html", text: html, encoding: "quoted-printable" },
      ],
    },
    extraHeaders: listHeaders(ctx),
  };
}

const BOOK_NOTES = [
  {
    subject: "📚 東京ブックノート 第12号：雨の日に読みたい本 ☔",
    preheader: "静かな午後にぴったりの三冊をご紹介します。",
    paragraphs: [
      "こんにちは！東京ブックノートです。",
      "梅雨の季節がやってきました。今週は、雨の音を聞きながらゆっくり読みたい本を三冊選びました。どれも短い章で構成されているので、電車の中でも気軽に読めます。🌧️",
      "一冊目は、小さな町の古本屋を舞台にした連作短編集です。店主と常連客の会話がとても温かく、読み終わったあとに誰かに手紙を書きたくなります。✉️",
      "二冊目は、季節の料理と台所の記憶をつづったエッセイ。三冊目は、夜の図書館で働く人々を描いた長編小説です。",
      "それでは、よい読書の時間を！📖",
    ],
  },
  {
    subject: "📚 東京ブックノート 第13号：夏休みの読書リスト 🌻",
    preheader: "子どもも大人も楽しめる本を集めました。",
    paragraphs: [
      "こんにちは、東京ブックノートです！",
      "夏休みが近づいてきましたね。今回は、家族みんなで楽しめる読書リストを作りました。冒険小説、図鑑、そして少し不思議な絵本まで、幅広く選んでいます。🏕️",
      "おすすめは、海辺の町で一夏を過ごす少年の物語です。読んでいると、潮の香りと蝉の声が聞こえてくるようです。🐚",
      "感想はこのメールに返信して送ってください。次号で紹介させていただくかもしれません。😊",
    ],
  },
];

export function japaneseLetter(ctx: IssueContext): NewsletterDraft {
  const issue = BOOK_NOTES[(ctx.issue - 1) % BOOK_NOTES.length]!;
  const blocks: Block[] = [
    { kind: "heading", text: issue.preheader, level: 2 },
    ...issue.paragraphs.map((text): Block => ({ kind: "paragraph", text })),
    {
      kind: "image",
      src: ctx.image(`banner-booknotes-${ctx.issue}`, 600, 240, "png"),
      alt: "今週の本",
      width: 536,
      height: 214,
    },
  ];
  const { html, text } = localized(ctx, {
    title: issue.subject,
    preheader: issue.preheader,
    blocks,
    lang: "ja",
  });
  return {
    subject: issue.subject,
    from: "東京ブックノート <hello@booknotes.example>",
    body: {
      kind: "multipart",
      subtype: "alternative",
      parts: [
        { kind: "text", subtype: "plain", text, encoding: "base64" },
        { kind: "text", subtype: "html", text: html, encoding: "base64" },
      ],
    },
    extraHeaders: listHeaders(ctx),
  };
}
