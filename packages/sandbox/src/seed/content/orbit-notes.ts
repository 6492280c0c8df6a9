import type { EssaySeries } from "./essay-series.ts";

export const orbitNotes: EssaySeries = {
  sections: [
    {
      heading: "Let your eyes adapt",
      paragraphs: [
        "The single most useful thing you can do for a night of observing costs nothing: wait. Human eyes need twenty to thirty minutes in real darkness before they reach full sensitivity, and one glance at a bright phone screen resets the clock. A red torch, or a scrap of red cellophane over an ordinary one, keeps your night vision intact while you read a chart.",
        "Once adapted, you will be startled by how much appears. The faint smudge of a distant galaxy, the grainy texture of the Milky Way, stars you could have sworn were not there a quarter of an hour ago. The sky did not change; you did.",
      ],
    },
    {
      heading: "Binoculars before telescopes",
      paragraphs: [
        "Beginners often ask which telescope to buy, and my answer is nearly always a pair of binoculars first. A modest 10x50 pair shows the moons of Jupiter, the craters along the lunar terminator and dozens of star clusters, and it does so with a wide field that makes it easy to find your way around.",
        "Binoculars also teach the sky. Hopping from a bright star to a faint cluster, you learn the shapes of constellations in a way that a computerised telescope never demands. When you do buy a telescope, you will already know where to point it.",
      ],
    },
    {
      heading: "The moon rewards attention",
      paragraphs: [
        "Full moon is the worst time to look at the moon. With the sun shining straight down, the surface looks flat and washed out. A few days either side of first quarter, though, long shadows stretch across the craters near the terminator, and mountains stand up in sharp relief.",
        "Try sketching one crater on two consecutive nights. The changing angle of sunlight transforms it so completely that you may struggle to believe it is the same feature. It is a lesson in how much of what we see depends on the light we see it by.",
      ],
    },
    {
      heading: "Reading a star chart",
      paragraphs: [
        "Printed charts can feel intimidating, with their grids of right ascension and declination. Start by ignoring the numbers. Find three bright stars you already know, match them to the chart, and use the triangle they make as your map's anchor. Everything else is a matter of hopping from one familiar landmark to the next.",
        "Hold the chart up against the sky, turned so that the direction you are facing sits at the bottom. It looks backwards at first because you are looking up rather than down. After a few nights, it becomes as natural as reading a street map.",
      ],
    },
    {
      heading: "Keep a logbook",
      paragraphs: [
        "Write down what you saw, when, and with what. Note the sky conditions, the temperature, whether the moon was up. It feels like homework for the first week and becomes a treasure within a year, a record of your own growing skill and of the changing seasons overhead.",
        "My own logbook has entries that simply read 'clouds, again'. Those matter too. They remind me that observing is mostly waiting, and that the clear nights are all the sweeter for being rare.",
      ],
    },
    {
      heading: "Dark skies are worth protecting",
      paragraphs: [
        "More than half the people in many countries can no longer see the Milky Way from home. Poorly shielded street lights and floodlights throw light upward, where it does nobody any good and erases the stars. The fix is often simple: lights that point down, at warmer colours, only when needed.",
        "If your town is reviewing its lighting, it is worth writing a short letter. Dark skies help nocturnal wildlife, save energy and give children the chance to look up and wonder. Few public questions offer such a clear win on every side.",
      ],
    },
  ],
  issues: [
    {
      title: "Jupiter's moons in a pair of binoculars",
      preheader: "Four points of light that changed astronomy, visible from your garden.",
      intro: [
        "This month Jupiter rises in the east soon after dark, bright and steady. Brace a pair of binoculars against a fence post and look closely: beside the planet sit up to four tiny points of light, strung out in a line. These are the Galilean moons, and their positions change from night to night.",
        "Watching them shuffle is one of the oldest experiments in astronomy, and one of the most satisfying to repeat at home.",
      ],
      quote: "The sky did not change; you did.",
      closing: "Clear skies until next time.",
    },
    {
      title: "A beginner's guide to the terminator",
      preheader: "Why the best lunar views are never at full moon.",
      intro: [
        "The terminator is the line between lunar day and night, and it is where the moon comes alive. This issue is a short tour of what to look for there, plus the usual notes on getting the most from a small instrument.",
      ],
      quote: "Much of what we see depends on the light we see it by.",
      closing: "Send me your sketches; I will share a few next month with permission.",
    },
    {
      title: "Meteor season and the art of lying down",
      preheader: "No equipment needed, just a blanket and patience.",
      intro: [
        "Meteor showers are the most democratic event in astronomy. You need no telescope and no training, only a dark spot, a reclining chair or blanket, and the patience to watch a wide patch of sky for an hour. This week's shower peaks in the small hours, with the moon conveniently out of the way.",
        "Below, how to make the most of it, and why your logbook should include the misses as well as the hits.",
      ],
      quote: "Observing is mostly waiting, and the clear nights are all the sweeter for being rare.",
      closing: "Wrap up warm. Summer nights are colder than you think at three in the morning.",
    },
  ],
};
