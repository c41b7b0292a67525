/**
 * No two sections of a page open their headings alike ("How we care" over the story and "How we care for
 * pets" over the services read as one section twice), whatever the seed picks.
 */
import { describe, expect, it } from "vitest";
import { compose } from "./compose-for-test.js";

const openings = (headings: string[]) =>
  headings.map((h) => h.toLowerCase().split(/\s+/).slice(0, 2).join(" "));

const PROMPTS: [string, string, string][] = [
  [
    "en",
    "Dog training in Leeds",
    "{name} is a dog training school in Leeds run by Hannah Cole. Puppy class on Saturdays 10:00-11:00, 6 weeks for £90. Recall and lead-walking class Wednesdays 18:30-19:30, £15 per session. One-to-one sessions £40/hour at your home. Call 0113 496 0123 or email hannah@pawsitivesteps.co.uk.",
  ],
  [
    "de",
    "Hundeschule in Köln",
    "{name} ist eine Hundeschule in Köln, geführt von Anna Berger. Welpenkurs 6 Wochen 120 €, Einzelstunde 45 €, Rückruftraining 20 €. Telefon 0221 123456.",
  ],
];

describe("headings on one page open differently", () => {
  it("a lead page's services under the story's 'How we care' take another heading", () => {
    const prompt = PROMPTS[0]![2].replace("{name}", "Pawsitive Steps");
    const { model } = compose("lead-generation", prompt, {
      companyName: "Pawsitive Steps",
      title: "Dog training in Leeds",
    });
    const seen = openings(model.sections.filter((s) => s.kind !== "hero" && s.heading).map((s) => s.heading));
    expect(new Set(seen).size).toBe(seen.length);
  });

  for (const [lang, title, prompt] of PROMPTS)
    for (const name of ["Pawsitive Steps", "Happy Paws", "Wag & Co", "Bello", "Paws Up", "Rex Academy"])
      it(`${lang}: ${name}`, () => {
        const { model } = compose("business-homepage", prompt.replace("{name}", name), {
          companyName: name,
          title,
          industry: "other",
        });
        const headings = model.sections.filter((s) => s.kind !== "hero" && s.heading).map((s) => s.heading);
        const seen = openings(headings);
        expect(new Set(seen).size).toBe(seen.length);
      });
});
