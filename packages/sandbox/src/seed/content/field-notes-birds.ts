import type { EssaySeries } from "./essay-series.ts";

export const fieldNotesBirds: EssaySeries = {
  sections: [
    {
      heading: "Learn the common birds first",
      paragraphs: [
        "It is tempting to chase rarities, but the fastest way to improve is to know the ordinary birds so well that anything unusual jumps out. Spend a month on the sparrows, starlings, pigeons and tits at your feeder. Learn how they move, how they perch, how they sound when startled.",
        "Once the familiar birds become automatic, your attention is freed for the odd one out: the slightly wrong shape in a flock, the unfamiliar call from a hedge. Expertise, in birding as elsewhere, is mostly a well-organised sense of normal.",
      ],
    },
    {
      heading: "Listen before you look",
      paragraphs: [
        "Many birds are heard long before they are seen, and some are hardly ever seen at all. Try standing still for five minutes with your eyes closed and counting distinct voices. You will rarely get fewer than six, even in a city park.",
        "Recording apps can help, but treat them as a second opinion rather than an oracle. They mishear often, especially in wind or traffic. The real skill is building your own memory of each song, ideally tied to a moment when you also saw the singer.",
      ],
    },
    {
      heading: "Shape and behaviour beat colour",
      paragraphs: [
        "Colour is the least reliable feature in the field. Light changes it, distance mutes it, and a wet or moulting bird can look entirely different from the picture in the guide. Shape, size relative to something familiar, and behaviour are far more dependable.",
        "Does it hop or walk? Does it flick its tail? Does it feed on the ground, in the canopy, or by clinging upside down to a twig? Ask these questions first and you will often have narrowed the choice to two or three species before you see a single feather clearly.",
      ],
    },
    {
      heading: "A notebook, not a checklist",
      paragraphs: [
        "Lists are satisfying, but a notebook teaches more. Sketch badly, describe what you saw in plain words, and write down the weather and the habitat. The act of describing forces you to look longer, and looking longer is how identification skills grow.",
        "Over time the notebook becomes a local almanac. You will know the week the swifts arrive and the morning the first redwing turns up in the berry bushes, and you will notice when those dates start to drift.",
      ],
    },
    {
      heading: "Respect the bird",
      paragraphs: [
        "No sighting is worth disturbing a nesting bird or flushing a tired migrant that needs to feed. Keep a respectful distance, stay on paths, and if a bird changes its behaviour because of you, you are too close.",
        "The same goes for photographs. The best images are almost always taken by people who waited quietly until the bird forgot they were there, not by those who pushed forward for one more frame.",
      ],
    },
  ],
  issues: [
    {
      title: "The week the swifts came back",
      preheader: "Screaming parties over the rooftops, right on schedule.",
      intro: [
        "They arrived on a Tuesday evening, as they do most years within a few days of the same date: a dozen swifts tearing around the church tower, screaming like children let out of school. For three months they will hardly touch the ground. They eat, drink and even sleep on the wing.",
        "This issue is partly a celebration of swifts and partly a set of notes on how to watch birds more closely, wherever you are.",
      ],
      quote: "Expertise, in birding as elsewhere, is mostly a well-organised sense of normal.",
      closing: "Good birding, and keep an eye on the rooftops around dusk.",
    },
    {
      title: "Five minutes with your eyes closed",
      preheader: "An exercise that will double the birds you notice.",
      intro: [
        "Here is a small exercise for this week. Find a bench, close your eyes, and listen for five minutes. Count the different voices. Then open your eyes and try to match each sound to a bird. You will not manage all of them, and that is the point.",
      ],
      quote: "Looking longer is how identification skills grow.",
      closing: "Tell me your count. Mine, in a car park, was nine.",
    },
    {
      title: "Winter thrushes and the berry economy",
      preheader: "Redwings, fieldfares and the hedges that feed them.",
      intro: [
        "As the first frosts arrive, flocks of winter thrushes sweep in from the north and descend on hedgerows heavy with hawthorn and rowan berries. Within a fortnight a bush that was crimson can be stripped bare. Watching which berries go first is a lesson in the economics of a cold season.",
        "Below are notes on finding them, telling them apart, and giving them room.",
      ],
      quote: "If a bird changes its behaviour because of you, you are too close.",
      closing: "Until next week, wrap up warm and walk slowly.",
    },
  ],
};
