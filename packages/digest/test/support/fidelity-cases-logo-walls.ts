import { article, type FidelityCase, htmlCase, PROSE_DE, PROSE_EN, PROSE_FR } from "./synthetic-message.ts";

// The partners' or clients' logos a letter sets above its footer under a label of their own go
// with the footer; the photos that end a letter stay. Every text here was written for these cases.

const logo = (name: string, host: string) =>
  `<a href="https://${host}/"><img src="https://cdn.letter.example/partners/logo-${name}.png" alt="" width="132" height="60"></a>`;

const unsubscribe = (text: string) =>
  `<p style="font-size:11px"><a href="https://letter.example/unsubscribe">${text}</a></p>`;

export function logoWallCases(): FidelityCase[] {
  return [
    htmlCase(
      "partner-logos-above-the-footer-de",
      `${article(PROSE_DE)}<h2>Unsere Partner und Förderer</h2>
<table role="presentation"><tr><td>${logo("werft", "werft.example")}</td><td>${logo("hafenamt", "hafenamt.example")}</td><td>${logo("stadtwerke", "stadtwerke.example")}</td><td>${logo("segelschule", "segelschule.example")}</td></tr></table>
${unsubscribe("Newsletter abbestellen")}`,
      PROSE_DE,
      ["Unsere Partner und Förderer"],
      "de",
    ),
    // Two funders' logos under the farewell, named by their files: as much a wall as four.
    htmlCase(
      "two-funder-logos-under-the-farewell-fr",
      `${article(PROSE_FR)}<p>Bonne semaine !</p>
<table><tr><td><img src="https://lettre.example/img/partenaire-fse.jpg" style="max-width:100px" alt="Fonds social européen"></td><td><a href="https://region.example/"><img src="https://lettre.example/img/partenaire-region.jpg" style="max-width:100px" alt="Région des Quatre Vallées"></a></td></tr></table>
${unsubscribe("Se désabonner")}`,
      [...PROSE_FR, "Bonne semaine !"],
      ["Fonds social européen", "Région des Quatre Vallées"],
      "fr",
    ),
    // The same shape with the letter's own photos: no logos, nowhere else to go.
    htmlCase(
      "closing-photos-above-the-footer-en",
      `${article(PROSE_EN)}<h2>Photos from the crossing</h2>
<table role="presentation"><tr>${["deck", "pilot", "fog"]
        .map(
          (name) =>
            `<td><img src="https://cdn.letter.example/2026/11/${name}.jpg" alt="The ferry's ${name} at dawn" width="180" height="120"></td>`,
        )
        .join("")}</tr></table>
${unsubscribe("Unsubscribe")}`,
      [...PROSE_EN, "Photos from the crossing", "The ferry's pilot at dawn"],
      [],
    ),
  ];
}
