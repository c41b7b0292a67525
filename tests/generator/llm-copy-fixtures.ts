/**
 * A bakery's request and the model answers the copy-plan tests give it through the fake servers: a good
 * plan, a plan inventing a fact in every field, and broken ones.
 */
import type { PageRequest } from "../../src/generator/types.js";

export const BAKERY: PageRequest = {
  prompt:
    "Family bakery in Leeds. Sourdough loaf £4.50, croissants £1.80. Open Mon–Sat 7:00–17:00. Call 0113 496 0000. 12 Market Street, Leeds LS1 6DT. Order cakes for birthdays.",
  title: "Crumb & Co",
  companyName: "Crumb & Co",
  landingPageType: "business-homepage",
  industry: "food",
  targetAudience: "Leeds families",
  logoOption: "generate",
  logoData: null,
  images: [],
};

/** Sections of the bakery's composed page: s1 hero, s2 about, s3 services (2 bakes), s4 faq (3), s5 contact. */
export const GOOD_PLAN = {
  style: "warm",
  metaDescription: "Crumb & Co: a family bakery in Leeds with sourdough and croissants.",
  order: ["s1", "s3", "s2", "s4", "s5"],
  sections: [
    {
      id: "s1",
      eyebrow: "Family bakery in Leeds",
      heading: "Real bread, baked for Leeds families",
      tagline: "Sourdough and croissants from our Market Street ovens",
      lead: "Come by for a sourdough loaf or a warm croissant, or order a cake for a birthday.",
      cta: "Visit the bakery",
      secondaryCta: "See our bakes",
    },
    { id: "s2", heading: "A family bakery", lead: "We bake for birthdays too: order your cake with us." },
    {
      id: "s3",
      heading: "Fresh from our ovens",
      items: [{ text: "A crusty loaf for the family table." }, { text: "Buttery and flaky, for breakfast." }],
    },
    {
      id: "s4",
      items: [{ title: "When are you open?" }, { title: "What do your bakes cost?" }, {}],
    },
    { id: "s5", heading: "Come and see us", submitLabel: "Send your order" },
  ],
};

/** The same plan with a made-up fact in every field the model writes. */
export const INVENTING_PLAN = {
  style: "warm",
  metaDescription: "Leeds' favourite bakery since 1987, rated 4.9/5.",
  sections: [
    {
      id: "s1",
      eyebrow: "Award-winning bakery since 1987",
      heading: "Rated 4.9/5 by 2,000 Leeds families",
      tagline: "Baguette £2.20, every morning",
      lead: "Fresh bread every day. Call us on 0113 000 1234 to order.",
      cta: "Call 0113 000 1234",
      secondaryCta: "See our bakes",
    },
    {
      id: "s2",
      heading: "Voted best bakery in Yorkshire",
      lead: "“The best sourdough in the north!” — Jane Doe, 5 stars. We bake cakes for birthdays.",
    },
    {
      id: "s3",
      heading: "Fresh from our ovens",
      items: [{ text: "Our bestseller since 1987." }, { text: "Baked at 5 am, 500+ sold every week." }],
    },
    { id: "s5", heading: "Come and see us", submitLabel: "Send your order" },
  ],
};

/** Facts the inventing plan makes up: none may reach a saved page. */
export const INVENTED = [
  "1987",
  "4.9/5",
  "2,000",
  "£2.20",
  "0113 000 1234",
  "Jane Doe",
  "5 stars",
  "500+",
  "5 am",
  "Award-winning",
  "Voted best",
];

export const WRONG_TYPES_PLAN = {
  style: "neon",
  sections: [{ id: "s1", heading: 42, items: "many" }],
};
