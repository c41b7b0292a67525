import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";

describe("a quote with its author is a testimonial (issue 27.2)", () => {
  it.each([
    [
      'Free Wi-Fi. "Best flat white in Bristol" — Sarah K. Call 0117 496 0321 to book.',
      "Best flat white in Bristol",
      "Sarah K.",
    ],
    [
      "Ouvert le samedi. « Enfin une coiffeuse qui écoute ! » — Julie M. Réservez au 02 40 12 34 56.",
      "Enfin une coiffeuse qui écoute !",
      "Julie M.",
    ],
    ['"Saved me a day every month" — Tom B., designer.', "Saved me a day every month", "Tom B."],
    // A German opening mark closed with a plain one, as phones type it.
    [
      'Notfälle bitte anrufen.\n„Endlich keine Angst mehr vor dem Zahnarzt." – Sabine K.',
      "Endlich keine Angst mehr vor dem Zahnarzt.",
      "Sabine K.",
    ],
    // A client's team signs: the organisation in capitals after "team at", "equipo de", "das Team von".
    [
      'Clientes: Nude Project. "Lucía entendió nuestra voz a la primera." — equipo de Laconicum. hola@lg.es',
      "Lucía entendió nuestra voz a la primera.",
      "equipo de Laconicum",
    ],
    [
      '"Best onboarding we have had." — the team at Harrow Foods',
      "Best onboarding we have had.",
      "the team at Harrow Foods",
    ],
    ['„Schnell und zuverlässig." – das Team von Kolibri', "Schnell und zuverlässig.", "das Team von Kolibri"],
  ])("%s", (description, text, author) => {
    const b = brief(description);
    expect(b.quotes.map((q) => [q.text, q.author])).toEqual([[text, author]]);
    expect(b.quoted).toEqual([]);
  });

  it("keeps a quoted phrase whose dash is followed by no team or person as quoted text", () => {
    const b = brief('Our motto: "Bread like it used to be" — the team of bakers.');
    expect(b.quotes).toEqual([]);
  });
});
