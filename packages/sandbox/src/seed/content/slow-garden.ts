import type { EssaySeries } from "./essay-series.ts";

export const slowGarden: EssaySeries = {
  sections: [
    {
      heading: "Start with what is already there",
      paragraphs: [
        "Before you buy a single plant, spend a month simply noticing. Which corner holds frost the longest? Where does water sit after a storm, and where does it vanish within the hour? A notebook and a cheap thermometer will teach you more about your plot than any catalogue, and they cost less than a tray of bedding plants.",
        "Most of the failures I see in new gardens are not failures of effort. They are failures of attention: a sun-loving herb tucked into the shade of a fence, a thirsty fern set out on a south-facing bank. The plants were fine. They were just in the wrong conversation with the ground beneath them.",
      ],
    },
    {
      heading: "Soil is a living thing, not a surface",
      paragraphs: [
        "It is tempting to think of soil as the stuff that holds plants upright, like sand in a vase. In truth it behaves more like a slow-moving city, full of fungi trading sugars for minerals, worms ferrying leaves downward, and bacteria that wake and sleep with the seasons. Every time we dig deeply we knock down a few streets of that city.",
        "This is why I have mostly stopped turning my beds. Instead I lay compost on top each autumn and let the worms carry it in. The first year the difference was hard to see. By the third, the soil crumbled in my hand like dark cake, and the spring weeding took half the time.",
      ],
    },
    {
      heading: "Let some things go to seed",
      paragraphs: [
        "A tidy garden in October is a hungry garden in January. Seed heads on coneflowers and teasels feed finches long after the petals have gone, and hollow stems shelter the larvae of solitary bees through the cold months. If you can bear to leave a few untidy corners, the garden will repay you in birdsong.",
        "There is also a practical reward. Many annuals will sow themselves if you let them, and the seedlings that appear in spring have already chosen the spots where they thrive. I have not bought calendula seed in five years; it simply turns up, a little orange crowd that knows the way.",
      ],
    },
    {
      heading: "Water less, but better",
      paragraphs: [
        "Daily sprinkling trains roots to stay near the surface, where they are first to suffer in a dry spell. A deep soak once or twice a week sends them down in search of moisture, and deep roots make for plants that shrug off a heatwave. Water in the early morning, at the base of the plant, and let the leaves stay dry.",
        "A layer of mulch does the rest. Shredded leaves, straw or bark chips keep the sun off the soil and slow evaporation dramatically. In my own beds a five-centimetre layer has roughly halved the water I use in August, and the blackbirds love to rummage through it for grubs.",
      ],
    },
    {
      heading: "Plant for the gaps in the calendar",
      paragraphs: [
        "Most gardens peak in June and fade by September, which leaves pollinators scrambling at both ends of the year. Early crocus and pulmonaria feed the first queen bumblebees of spring, while ivy flowers and late asters keep hoverflies going well into autumn. A garden that offers something every month becomes a reliable stop on a very long journey.",
        "I keep a simple chart on the shed door with the months along the top and a tick for whatever is flowering. Every blank column is a shopping list. It is a modest system, but it has turned my planting from impulse buys into something closer to a plan.",
      ],
    },
    {
      heading: "Patience is the main ingredient",
      paragraphs: [
        "Hedges take years to knit together, fruit trees a decade to reach their stride, and a meadow may look like a scruffy lawn for two full seasons before the wildflowers win. None of that is failure. It is simply the speed at which living things agree to grow.",
        "When I feel impatient I walk around the garden with a cup of tea and look for one thing that has changed since last week. There is always something: a bud that has swollen, a seedling that has found its feet, a spider who has moved in under the water butt. Slowness, it turns out, is full of events.",
      ],
    },
  ],
  issues: [
    {
      title: "Why I stopped fighting the clover",
      preheader: "A lawn that hums with bees, and less mowing for you.",
      intro: [
        "For years I waged a small, determined war on the clover in my lawn. I raked it, I reseeded over it, and once, to my lasting embarrassment, I bought a product that promised to remove it forever. The clover came back every single time, cheerful and green.",
        "This spring I finally asked a different question: what if the clover was right? It stays green in drought, it feeds the soil with nitrogen, and on a warm afternoon it is alive with bees. This letter is about the slow work of making peace with a garden instead of winning against it.",
      ],
      quote: "The clover came back every single time, cheerful and green, as if it knew something I did not.",
      closing: "Next time: the compost heap, and why it deserves a better spot than behind the shed.",
    },
    {
      title: "The case for a messy autumn border",
      preheader: "Leave the seed heads. The finches will thank you.",
      intro: [
        "Every October my neighbour cuts his borders to the ground, bags the stems and leaves a neat brown rectangle until spring. I understand the appeal; there is satisfaction in a clean slate. But I have come to think that a garden put to bed too tidily is a garden that has gone quiet.",
        "This week I want to make the case for untidiness, not as laziness but as a kind of hospitality.",
      ],
      quote: "A tidy garden in October is a hungry garden in January.",
      closing: "If you try leaving one border standing this winter, write and tell me what visits it.",
    },
    {
      title: "Seed saving for the impatient",
      preheader: "Three crops that are almost too easy to save seed from.",
      intro: [
        "Seed saving has a reputation for being fussy, a hobby of paper envelopes and careful labels. Some of it is. But a handful of crops practically save their own seed, and starting with them is the fastest way to feel that the garden is feeding itself.",
        "Beans, lettuce and tomatoes are where I tell everyone to begin. Below, the why and the how, and a few notes on what I got wrong the first time.",
      ],
      quote: "The seedlings that appear in spring have already chosen the spots where they thrive.",
      closing: "Reply with your own easy seeds; I will collect the best in a future issue.",
    },
    {
      title: "What the compost heap knows",
      preheader: "Heat, patience and a surprising number of beetles.",
      intro: [
        "If the garden has a brain, I suspect it lives in the compost heap. Everything passes through it eventually: prunings, peelings, the spent tomato plants of August. What comes out the other side is darker and richer and full of life, and it goes back into the beds to start the cycle again.",
        "This long letter is about the heap, but it is also about the whole garden, because the lessons of one are the lessons of the other.",
      ],
      quote: "Slowness, it turns out, is full of events.",
      closing: "Thank you for reading this far. The slow garden is better for your company.",
    },
  ],
};
