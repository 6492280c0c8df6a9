import { CLOSING_PROSE } from "./fidelity-cases-closing.ts";
import { article, type FidelityCase, htmlCase } from "./synthetic-message.ts";

// Lines a weekly sets beside each issue or post that only point at its copy on the web: "View on
// lakeweekly.example" under the title names the publisher's own site, not a known platform. Every
// sentence here was written for these cases.

export function postLinkCases(): FidelityCase[] {
  const prose = CLOSING_PROSE.en!;
  return [
    htmlCase(
      "view-on-the-publishers-site",
      `<h1>Lake Weekly, issue 212</h1>
      <p><a href="https://lakeweekly.example/issue-212/">View on lakeweekly.example</a></p>
      ${article(prose)}`,
      prose,
      ["View on lakeweekly.example"],
    ),
  ];
}
