/**
 * "Did you mean": the phrasing iteration understands that shares the most words with a request it did
 * not understand, so a refusal always shows a way forward.
 */

const PHRASES = [
  "make it dark",
  "use a light theme",
  "use green as the main colour",
  "make the accent orange",
  "use a serif font",
  "change the headline to …",
  "set the subheadline to …",
  "set the button text to …",
  "change the company name to …",
  "add a pricing section",
  "add a FAQ section",
  "add a gallery section",
  "add a team section",
  "add a contact form",
  "remove the FAQ section",
  "move the testimonials to the top",
  "put the testimonials right after the hero",
  "swap the last two sections",
  "make it shorter",
  "make the headline bigger",
  "make the hero image smaller",
  "add more spacing",
  "make it look more premium",
  "make the buttons bigger",
  "remove the navigation",
  "remove the footer",
  "remove the Business plan",
  "set the prices to €499",
  "add a plan: Enterprise €299 per month",
  "add a product: Lavender candle €22",
  "add a feature: offline mode",
  "rename the Team plan to Agency",
  "add a FAQ question: … answer: …",
  "add a testimonial from Ana Lopez: “…”",
  "add a speaker, Dr. Tom Reyes",
  "set the agenda: 9:00 Welcome; 9:30 Keynote",
  "add opening hours: Mon–Fri 9:00–18:00",
  "add our phone number +36 1 234 5678",
  "add our e-mail hello@example.com",
  "add social links: https://instagram.com/yourname",
  "add the App Store link https://apps.apple.com/…",
  "send the form to https://example.com/leads",
];

const SAME: Record<string, string> = {
  title: "headline",
  heading: "headline",
  h1: "headline",
  huge: "bigger",
  larger: "bigger",
  big: "bigger",
  picture: "image",
  photo: "image",
  tinier: "smaller",
  small: "smaller",
  menu: "navigation",
  nav: "navigation",
  price: "prices",
  cost: "prices",
  colour: "color",
  review: "testimonial",
  speaker: "speaker",
  space: "spacing",
  whitespace: "spacing",
};

const STOP = new Set([
  "make",
  "set",
  "the",
  "a",
  "an",
  "to",
  "of",
  "and",
  "it",
  "my",
  "our",
  "please",
  "on",
  "in",
  "with",
  "for",
  "some",
  "this",
  "page",
]);

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\d]+/u)
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map((w) => SAME[w] ?? w)
    .map((w) => w.replace(/(?:ing|es|s)$/, ""));

/** The closest understood phrasing, or undefined when the request shares no word with any of them. */
export function closestPhrase(request: string): string | undefined {
  const asked = new Set(words(request));
  let best: { phrase: string | undefined; score: number } = { phrase: undefined, score: 0 };
  for (const phrase of PHRASES) {
    const own = words(phrase);
    const shared = own.filter((w) => asked.has(w)).length;
    const score = shared / Math.sqrt(own.length || 1);
    if (score > best.score) best = { phrase, score };
  }
  return best.phrase;
}
