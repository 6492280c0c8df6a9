/** Link items for the roundup newsletters; targets live on reserved example domains. */
export interface LinkItem {
  title: string;
  url: string;
  blurb: string;
  source: string;
}

export const linkHarvestItems: LinkItem[] = [
  {
    title: "The quiet return of the repair café",
    url: "https://citylife.example.org/features/repair-cafes",
    blurb:
      "Volunteers with soldering irons and sewing machines are keeping toasters and trousers out of landfill, one Saturday morning at a time.",
    source: "City Life",
  },
  {
    title: "Why maps lie (usefully)",
    url: "https://atlas.example.net/essays/projections",
    blurb:
      "Every flat map distorts the globe somehow. A clear walk through the trade-offs, with interactive comparisons you can drag around.",
    source: "Atlas Review",
  },
  {
    title: "A field guide to the sounds of a city at 4 a.m.",
    url: "https://soundwalk.example.com/4am",
    blurb:
      "Street sweepers, bakery ovens and the first trams: an audio essay recorded over a year of early mornings.",
    source: "Soundwalk",
  },
  {
    title: "How libraries quietly became tool sheds",
    url: "https://commons.example.org/library-of-things",
    blurb:
      "From drills to ukuleles, lending libraries now stock objects as well as books. Borrowers say it changed how they think about owning things.",
    source: "The Commons",
  },
  {
    title: "The surprising maths of queueing",
    url: "https://numbers.example.com/posts/queues",
    blurb:
      "Why one long queue feeding several tills is fairer and faster than a queue per till, explained with simulations and very few equations.",
    source: "Numbers Weekly",
  },
  {
    title: "In praise of the boring bridge",
    url: "https://structures.example.net/boring-bridges",
    blurb:
      "The most reliable infrastructure is the kind nobody writes about. An engineer on why dull designs last a century.",
    source: "Structures",
  },
  {
    title: "What a year of walking the same route taught me",
    url: "https://slowtravel.example.org/same-route",
    blurb:
      "Repetition, it turns out, is a lens: the author noticed more on the 300th walk than on the first.",
    source: "Slow Travel",
  },
  {
    title: "The long history of the humble spreadsheet",
    url: "https://techhistory.example.com/spreadsheets",
    blurb:
      "Ledger paper, mainframes, and the program that sold personal computers to accountants. A tidy history with plenty of screenshots.",
    source: "Tech History",
  },
  {
    title: "Rewilding a school playground",
    url: "https://greenschools.example.org/playground",
    blurb:
      "Tarmac out, logs and long grass in. Teachers report fewer squabbles and more curious questions at break time.",
    source: "Green Schools",
  },
  {
    title: "The design of a good form",
    url: "https://uxnotes.example.net/forms",
    blurb:
      "Labels above fields, one question per line, and error messages that say how to fix the problem. Small rules, large effects.",
    source: "UX Notes",
  },
  {
    title: "Tea, tides and timekeeping",
    url: "https://maritime.example.com/tide-tables",
    blurb:
      "How harbour masters predicted tides for centuries with brass machines full of gears, and why some still keep one polished.",
    source: "Maritime Monthly",
  },
  {
    title: "Notes from a community orchard",
    url: "https://orchards.example.org/notes",
    blurb:
      "Forty trees, a hundred volunteers and one very old cider press. What it takes to keep a shared orchard going.",
    source: "Orchard Network",
  },
  {
    title: "Why we still print train timetables",
    url: "https://transitdesk.example.net/paper-timetables",
    blurb:
      "Apps are great until the battery dies. The case for paper as the most robust interface a railway has.",
    source: "Transit Desk",
  },
  {
    title: "A short guide to reading in a second language",
    url: "https://languages.example.com/reading",
    blurb:
      "Pick books slightly too easy, read a lot of them, and stop looking up every word. Advice from teachers and learners.",
    source: "Languages Today",
  },
];

export const byteSizedItems: LinkItem[] = [
  {
    title: "Idempotency keys, explained with a coffee order",
    url: "https://devjournal.example.com/idempotency",
    blurb: "Why retrying a payment must not charge twice, and how a single header makes retries safe.",
    source: "Dev Journal",
  },
  {
    title: "Backoff with jitter: the two lines that save your API",
    url: "https://reliability.example.net/backoff",
    blurb:
      "Exponential backoff alone makes clients retry in lockstep. Add randomness and the thundering herd disperses.",
    source: "Reliability Notes",
  },
  {
    title: "Reading a flame graph without panic",
    url: "https://perf.example.org/flame-graphs",
    blurb:
      "Width is time, height is depth, colour is usually meaningless. A gentle tour through a real profile.",
    source: "Perf Club",
  },
  {
    title: "Cursor pagination versus offsets",
    url: "https://apidesign.example.com/pagination",
    blurb:
      "Offsets skip or repeat rows when data changes under you; cursors do not. When each is good enough.",
    source: "API Design Weekly",
  },
  {
    title: "Testing against fakes that behave like the real thing",
    url: "https://testing.example.net/contract-fakes",
    blurb:
      "A fake that returns the wrong error shape is worse than no fake. Contract tests keep both sides honest.",
    source: "Testing Matters",
  },
  {
    title: "Unicode normalisation in five minutes",
    url: "https://textfiles.example.org/nfc-nfd",
    blurb:
      "Why two strings that look identical can compare unequal, and which normal form to pick for storage.",
    source: "Text Files",
  },
  {
    title: "What a token bucket actually does",
    url: "https://ratelimits.example.com/token-bucket",
    blurb:
      "A bucket that refills at a steady rate and allows short bursts: the algorithm behind most API quotas.",
    source: "Rate Limits",
  },
  {
    title: "Small functions, honest names",
    url: "https://craft.example.net/naming",
    blurb: "If you cannot name it without 'and', it is two functions. Notes from a long code review career.",
    source: "Craft",
  },
];

export const byteSizedSnippets: { title: string; code: string }[] = [
  {
    title: "Retry with full jitter",
    code: `async function withRetry(call, attempts = 5) {
  for (let i = 0; ; i++) {
    try {
      return await call();
    } catch (error) {
      if (i + 1 >= attempts) throw error;
      const cap = Math.min(30_000, 250 * 2 ** i);
      await new Promise((r) => setTimeout(r, Math.random() * cap));
    }
  }
}`,
  },
  {
    title: "A tiny token bucket",
    code: `class Bucket {
  constructor(rate, capacity) { Object.assign(this, { rate, capacity, tokens: capacity, at: Date.now() }); }
  take(n = 1) {
    const now = Date.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.at) / 1000) * this.rate);
    this.at = now;
    if (this.tokens < n) return false;
    this.tokens -= n;
    return true;
  }
}`,
  },
  {
    title: "Normalise before you compare",
    code: `const same = (a, b) => a.normalize("NFC") === b.normalize("NFC");
same("caf\\u00e9", "cafe\\u0301"); // true`,
  },
];
