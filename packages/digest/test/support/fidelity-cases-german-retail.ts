import { type FidelityCase, htmlCase } from "./synthetic-message.ts";

// German shop, club and association letters as their senders set them: the menu under the logo
// below a web-copy line, a product line that ends in "solange der Vorrat reicht", the
// subscription's data notice in a titled box under the last section, and a list of contacts that
// the letter's own line introduces. Every text here was written for these cases.

const menuLink = (label: string, index: number) =>
  `<th><a href="https://markt.example/nav/${index}" style="color:#c00;font-size:13px">${label}</a></th>`;

export function germanRetailCases(): FidelityCase[] {
  return [
    htmlCase(
      "menu-under-the-logo-below-a-web-copy-line-de",
      `<p style="font-size:11px">Sollte diese E-Mail nicht optimal dargestellt werden, <a href="https://markt.example/web">klicke hier</a>.</p>
      <table><tr><td><img src="https://markt.example/logo.png" width="160" alt=""></td></tr>
      <tr>${["Mein Konto", "Rezepte", "Prospekt", "Bonuskarte"].map(menuLink).join("")}</tr></table>
      <h2>Liebe Kundin, lieber Kunde,</h2>
      <p>diese Woche haben wir frisches Gemüse aus der Region im Angebot. Die Tomaten kommen direkt vom Hof nebenan und die Äpfel aus dem Alten Land.</p>
      <p>Frische Primeln in vielen Farben, je Topf 1,29 €, solange der Vorrat reicht.</p>`,
      [
        "Liebe Kundin, lieber Kunde",
        "Die Tomaten kommen direkt vom Hof nebenan",
        "Frische Primeln in vielen Farben, je Topf 1,29 €, solange der Vorrat reicht.",
      ],
      ["Sollte diese E-Mail nicht optimal", "Mein Konto", "Prospekt", "Bonuskarte"],
      "de",
    ),
    htmlCase(
      "subscription-notice-box-and-introduced-contacts-de",
      `<h2>Ausgabe März</h2><p>Liebe Engagierte,</p>
      <p>im Stadtteiltreff beginnt nächste Woche wieder das Sprachcafé. Jeden Dienstag können Neuankommende dort in entspannter Runde Deutsch üben und Kontakte knüpfen.</p>
      <p>Zu inhaltlichen Fragen können Sie sich gern an folgende Mitglieder des Netzwerks wenden:</p>
      <ul><li>Initiative Sprachbrücke, <a href="https://sprachbruecke.example">Website</a>, <a href="mailto:info@sprachbruecke.example">Email</a></li>
      <li>Nachbarschaftshilfe Süd, <a href="https://nachbarn.example">Website</a>, Tel. 0761 000000</li></ul>
      <table><tr><td style="background:#eee"><h3>Hinweise zum Datenschutz</h3>
      <p>Unser Newsletter informiert Sie regelmäßig über Neuigkeiten aus dem Netzwerk. Sie erhalten ihn, weil Sie sich dafür eingetragen haben. Ihre hier eingegebenen Daten werden lediglich für den Versand verwendet und nicht an Dritte weitergegeben. Wenn Sie diese E-Mails nicht mehr empfangen möchten, können Sie den Newsletter hier abbestellen oder Ihre Einwilligung per E-Mail widerrufen.</p></td></tr></table>
      <p>Wir bedanken uns für jede Spende, die unsere Arbeit im Stadtteil möglich macht.</p>`,
      [
        "im Stadtteiltreff beginnt nächste Woche wieder das Sprachcafé",
        "an folgende Mitglieder des Netzwerks wenden",
        "Initiative Sprachbrücke",
        "Nachbarschaftshilfe Süd",
      ],
      ["Sie erhalten ihn, weil Sie sich dafür eingetragen haben", "nicht an Dritte weitergegeben"],
      "de",
    ),
  ];
}
