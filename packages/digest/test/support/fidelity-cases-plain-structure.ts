import { type FidelityCase, plainCase } from "./synthetic-message.ts";

// How mailing services lay out the text part's structure: beehiiv's stand-in lines for each
// picture; Kit's bullet items wrapped onto lines that are not indented; numbered section titles
// in capitals; Markdown's fenced code; a sign-off right over a short rule. Every text here was written for these cases.

const IMAGE = "https://media.beehiiv.example/uploads/asset/file/0a1b2c/quay.jpg";

function imageStandIns(): FidelityCase {
  return plainCase(
    "picture-stand-in-lines-in-a-text-part",
    [
      `View image: (${IMAGE})`,
      "Follow image link: (https://sponsor.example/landing)",
      "Caption: ",
      "",
      "----------",
      "Welcome back. The ferry landing reopened this week, and three harbours already plan to copy its steps.",
      "",
      "",
      `--------------------View image: (${IMAGE})`,
      "Caption: Photo: The Quay Post",
      "",
      "",
      "--------------------",
      "The new steps are cut from local granite, and the pilots say they stay dry even at spring tides.",
      "",
      "Until next week — The Quay Post team",
    ].join("\n"),
    [
      "The ferry landing reopened this week",
      "Photo: The Quay Post",
      "they stay dry even at spring tides",
      "Until next week — The Quay Post team",
    ],
    ["View image", "Follow image link", "Caption:"],
  );
}

function wrappedBulletItems(): FidelityCase {
  return plainCase(
    "bullet-items-wrapped-without-indent",
    [
      "Hi Sam,",
      "",
      "These are the fixes that went out to the tide service this week.",
      "",
      "Tide service",
      "",
      "* Added a water_colour field so that murky and clear water can",
      "be told apart in every answer the service gives.",
      "* Added support for a second shape of",
      "harbour_results.mooring_lines.extensions.",
      "* Fixed the buoy selectors.",
      "",
      "Thanks for reading,",
      "",
      "The Tideway Team",
    ].join("\n"),
    [
      "so that murky and clear water can be told apart",
      "Added support for a second shape of harbour_results.mooring_lines.extensions.",
      "Fixed the buoy selectors.",
    ],
    ["* Added", "* Fixed"],
  );
}

function numberedSectionTitles(): FidelityCase {
  return plainCase(
    "numbered-section-titles-in-capitals",
    [
      "1. WIDER STEPS.",
      "",
      "The ferry landing now has steps twice as wide as before, so",
      "passengers with bicycles can board without waiting for the ramp.",
      "",
      "2. PILOT OF THE MONTH.",
      "",
      "Mara Quist, who has steered the morning ferry for eleven years,",
      "wins this month. https://quaypost.example/pilots/quist/",
    ].join("\n"),
    ["1. WIDER STEPS.", "2. PILOT OF THE MONTH.", "passengers with bicycles can board", "Mara Quist"],
    [],
  );
}

function fencedCode(): FidelityCase {
  return plainCase(
    "fenced-code-in-a-text-part",
    [
      "The tide tables now come as a small file. To set it up, open the settings and paste this:",
      "",
      "```",
      "{",
      '  "harbour": "north quay",',
      '  "tables": ["spring", "neap"]',
      "}",
      "```",
      "Then ask the harbour master to check the lamps before the first boat leaves.",
    ].join("\n"),
    ['"harbour": "north quay"', "check the lamps before the first boat leaves"],
    ["```"],
  );
}

function signOffOverShortRule(): FidelityCase {
  return plainCase(
    "sign-off-right-over-a-short-rule",
    [
      "The new steps are cut from local granite, and the pilots say they stay dry even at spring tides, which saves the crews an hour each morning.",
      "",
      "You can also reply directly to this email if you have ideas or questions.",
      "",
      "Until next week — The Quay Post team",
      "----------",
      "You are reading a plain text version of this post. For the best experience, copy and paste this link in your browser to view the post online:",
      "https://quaypost.example/p/wider-steps",
    ].join("\n"),
    ["they stay dry even at spring tides", "Until next week — The Quay Post team"],
    ["You are reading a plain text version of this post"],
  );
}

export function plainStructureCases(): FidelityCase[] {
  return [
    imageStandIns(),
    wrappedBulletItems(),
    numberedSectionTitles(),
    fencedCode(),
    signOffOverShortRule(),
  ];
}
