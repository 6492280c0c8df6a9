import { article, type FidelityCase, htmlCase, PROSE_EN } from "./synthetic-message.ts";

// An item's title stays whatever it links to and whatever its template calls its cell. Every text
// here was written for these cases.

export function itemTitleCases(): FidelityCase[] {
  return [
    // A round-up reviews an app: its title links to the App Store, and it is no store badge.
    htmlCase(
      "reviewed-app-title-linking-to-the-store-en",
      `${article(PROSE_EN)}<h2>Tools</h2>
<p><a href="https://apps.apple.com/app/id1234567890" style="font-size:18px;font-weight:700">Tide Tables Pro</a></p>
<p>I've linked to several tide apps over the years, but they are all gone now. Someone decided we needed a new one, so he built it, and the basic charts are free.</p>
<p><a href="https://apps.apple.com/app/id1234567891">Download on the App Store</a></p>`,
      [...PROSE_EN, "Tide Tables Pro", "I've linked to several tide apps over the years"],
      ["Download on the App Store"],
    ),
    // beehiiv gives each section the id of its heading: the words of a title are not a template's.
    htmlCase(
      "title-cell-named-after-its-heading-en",
      `<p>August 27th, 2026</p>
<table><tr><td id="ask-for-advice-not-permission" class="dd"><h1><a href="https://harbour.example/advice"><span>Ask for Advice, Not Permission</span></a></h1></td></tr>
<tr><td class="dd"><p>— Ann Tiller</p><p>tl;dr: A harbour master on why the best crews ask each other before they ask the office, and what changed when hers did.</p></td></tr></table>
${article(PROSE_EN)}`,
      [
        ...PROSE_EN,
        "Ask for Advice, Not Permission",
        "A harbour master on why the best crews ask each other",
      ],
      [],
    ),
    // An English title with "Transfer" in it, last before the footer: the French share verb
    // ("transférez") is no English word, and the footer does not reach over the item.
    htmlCase(
      "round-up-title-saying-transfer-en",
      `${article(PROSE_EN)}<h2>#Fun</h2>
<p><a href="https://harbour.example/kites">Kite mail: sending letters across the bay by kite</a> <span>//harbour</span> <a href="https://harbour.example/kites/talk">comments</a></p>
<p><a href="https://harbour.example/qr">Tidecode: Transfer tide tables via blinking lights</a> <span>//github</span> <a href="https://harbour.example/qr/talk">comments</a></p>
<p><a href="https://harbour.example/sand">Sand city: tiny castles hidden along the estuary</a> <span>//gazette</span> <a href="https://harbour.example/sand/talk">comments</a></p>
<h5>__END__</h5>
<p>You're among 4,000 readers who received this email because you signed up for the weekly round-up. <a href="https://harbour.example/unsubscribe">Unsubscribe</a></p>`,
      [
        ...PROSE_EN,
        "Kite mail: sending letters across the bay",
        "Tidecode: Transfer tide tables via blinking lights",
        "Sand city: tiny castles hidden along the estuary",
      ],
      ["You're among 4,000 readers"],
    ),
  ];
}
