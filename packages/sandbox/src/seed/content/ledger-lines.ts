import type { EssaySeries } from "./essay-series.ts";

export const ledgerLines: EssaySeries = {
  sections: [
    {
      heading: "Know where the money goes",
      paragraphs: [
        "Every budgeting method works better once you know your real spending, not the number you imagine. Export three months of transactions, sort them into a handful of broad groups, and resist the urge to judge. The goal of the first pass is simply to see.",
        "Most people find one or two surprises: a subscription they forgot, a category that quietly doubled. Those surprises are the whole value of the exercise. Fix them first, before you worry about optimising anything else.",
      ],
    },
    {
      heading: "Build a buffer before anything else",
      paragraphs: [
        "An emergency fund is not exciting, but it is the foundation that keeps a surprise bill from becoming debt. A common target is three to six months of essential expenses, kept somewhere boring and easy to reach. Start with one month; the first one is the hardest and the most useful.",
        "Automate it if you can. A transfer that leaves your account the day after payday is far more reliable than good intentions at the end of the month, when the money has a way of having found other homes.",
      ],
    },
    {
      heading: "Fees compound too",
      paragraphs: [
        "We talk a lot about compound growth and too little about compound costs. A fund charging one percent a year more than a similar one does not cost you one percent; over decades it can take a startling share of the final pot, because every fee also removes the growth that money would have earned.",
        "Checking the ongoing charges on long-term savings takes ten minutes. It is one of the few financial chores where a single afternoon can make a measurable difference twenty years later.",
      ],
    },
    {
      heading: "Separate goals, separate pots",
      paragraphs: [
        "Mental accounting has a bad reputation among economists, but for ordinary people it can be a useful tool. Keeping holiday money, car repair money and long-term savings in separate pots makes it obvious when one goal is borrowing from another.",
        "Many banks now let you create labelled sub-accounts at no cost. Give them honest names. 'New boiler' is much harder to raid for a spontaneous weekend away than 'Savings 2'.",
      ],
    },
    {
      heading: "Review, do not obsess",
      paragraphs: [
        "Checking investments daily tends to make people anxious and prone to rash decisions. A scheduled review, once a quarter or even once a year, is usually enough to rebalance, top up and make sure the plan still fits your life.",
        "Put the date in your calendar and treat it like a dentist appointment: mildly dull, quietly important, and best not skipped for years at a time.",
      ],
    },
  ],
  issues: [
    {
      title: "The three-month spending snapshot",
      preheader: "A one-evening exercise that beats any budgeting app.",
      intro: [
        "This week's letter is a practical one. Set aside an evening, download your last three months of transactions, and let's build a snapshot of where your money really goes. No spreadsheets wizardry required, though I have included a small table to show the idea.",
      ],
      quote: "The goal of the first pass is simply to see.",
      closing: "This newsletter is general information, not personal financial advice.",
    },
    {
      title: "What a one percent fee really costs",
      preheader: "Small numbers, long timelines, big differences.",
      intro: [
        "A reader wrote to ask whether it was worth switching pensions to save what looked like a trivial difference in annual fees. The honest answer is: it depends, but probably more than you think. Below is a simple illustration with round numbers.",
      ],
      quote: "Every fee also removes the growth that money would have earned.",
      closing: "This newsletter is general information, not personal financial advice.",
    },
    {
      title: "Naming your savings pots",
      preheader: "Why 'New boiler' works better than 'Savings 2'.",
      intro: [
        "Behavioural finance is full of findings about how irrational we are with money. Some of those quirks can be turned to our advantage, and naming things honestly is one of the easiest.",
      ],
      quote: "Automate it if you can; good intentions fade by the end of the month.",
      closing: "This newsletter is general information, not personal financial advice.",
    },
  ],
};
