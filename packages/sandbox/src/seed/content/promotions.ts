/** Products and offers for the outdoor-shop promotion emails. */
export interface Product {
  name: string;
  slug: string;
  price: string;
  was?: string;
  tagline: string;
}

export const northwindProducts: Product[] = [
  {
    name: "Ridgeline 28L Daypack",
    slug: "daypack",
    price: "$89",
    was: "$119",
    tagline: "Light, roomy, rain-ready.",
  },
  {
    name: "Cedar Trail Shoes",
    slug: "trail-shoes",
    price: "$104",
    was: "$130",
    tagline: "Grip for wet roots and rocks.",
  },
  { name: "Harbor Rain Shell", slug: "rain-shell", price: "$139", tagline: "Seam-sealed and packable." },
  { name: "Ember Insulated Mug", slug: "mug", price: "$24", was: "$32", tagline: "Hot for six hours." },
  { name: "Summit Merino Beanie", slug: "beanie", price: "$28", tagline: "Warm, soft, never itchy." },
  { name: "Lantern Trio", slug: "lantern", price: "$45", was: "$60", tagline: "Three brightness modes." },
  {
    name: "Fjord Fleece Jacket",
    slug: "fleece",
    price: "$79",
    was: "$99",
    tagline: "A layer for every season.",
  },
  { name: "Trailhead Water Filter", slug: "filter", price: "$36", tagline: "Clean water from any stream." },
  {
    name: "Cascade Camp Chair",
    slug: "camp-chair",
    price: "$58",
    was: "$75",
    tagline: "Folds to the size of a loaf.",
  },
];

export const northwindCampaigns = [
  {
    subject: "⛺ Up to 30% off trail essentials — this weekend only",
    preheader: "Daypacks, shoes and shells. Free shipping over $50.",
    headline: "The Trail Weekend Sale",
    code: "TRAIL30",
  },
  {
    subject: "Your cart misses you (and 15% off to prove it)",
    preheader: "Finish your order before Sunday midnight.",
    headline: "Still thinking it over?",
    code: "COMEBACK15",
  },
  {
    subject: "New arrivals for colder mornings",
    preheader: "Merino, fleece and a mug that keeps coffee hot for hours.",
    headline: "Layer up for autumn",
    code: "LAYERS10",
  },
];
