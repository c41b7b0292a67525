/** Issue 27.6 as the visitor reads it: a quote is a testimonial said once, a starting price keeps its "from". */
import { describe, expect, it } from "vitest";
import { withoutQuotes } from "../../src/generator/composer/write/quotes.js";
import { compose, section } from "./compose-for-test.js";

const visible = (html: string) =>
  html
    .replace(/<(script|style|template|head)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, "\n")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

describe("a customer's quote", () => {
  it("becomes a testimonial and is not pasted again in the story", () => {
    const { model, html } = compose(
      "business-homepage",
      'Neighbourhood cafe in Bristol. Free Wi-Fi and a dog-friendly garden. "Best flat white in Bristol" — Sarah K. Call 0117 496 0321 to book the back room.',
      { companyName: "Harbour Lane Coffee", title: "Harbour Lane Coffee" },
    );
    expect(section(model, "testimonials")?.items).toEqual([
      { title: "Sarah K.", text: "Best flat white in Bristol", meta: undefined },
    ]);
    expect(visible(html).split("Best flat white in Bristol").length - 1).toBe(1);
    // The booking hint asks the visitor to act: it is said beside the contact form, not as a point.
    expect(section(model, "contact")?.lead).toBe("Call 0117 496 0321 to book the back room.");
  });

  it.each([
    ['Open daily. "Best flat white in Bristol" — Sarah K. Call us.', "Open daily. Call us."],
    ["Ouvert le samedi. « Enfin une coiffeuse qui écoute !", "Ouvert le samedi."],
    ["» — Julie M. Réservez au 02 40 12 34 56.", "Réservez au 02 40 12 34 56."],
  ])("is taken out of the sentence %j", (sentence, rest) => {
    const quotes = [
      { text: "Best flat white in Bristol", author: "Sarah K." },
      { text: "Enfin une coiffeuse qui écoute !", author: "Julie M." },
    ];
    expect(withoutQuotes(sentence, quotes)).toBe(rest);
  });
});

describe("a starting price", () => {
  it.each([
    ["Salon de coiffure à Nantes. Coupe femme 42 €, couleur dès 55 €.", "dès 55 €"],
    ["Boekhouder in Rotterdam. Jaarrekening vanaf € 65 per maand.", "vanaf € 65"],
    ["Albergo a Camogli. Camera doppia da 120 € a notte.", "da 120 €"],
  ])("keeps its 'from' in every language: %s", (prompt, price) => {
    const { html } = compose("business-homepage", prompt);
    expect(visible(html)).toContain(price);
  });
});

describe("a plan named like a word that qualifies a price", () => {
  it("is the plan's name, not said again in its price: 'Solo $9/month' is Solo at $9/month", () => {
    const { model } = compose(
      "saas-signup",
      "Invoicing for freelancers. Plans: Solo $9/month, Team $29/month, Agency $79/month.",
    );
    const plans = section(model, "pricing")?.items ?? [];
    expect(plans.map((p) => [p.title, p.price])).toEqual([
      ["Solo", "$9/month"],
      ["Team", "$29/month"],
      ["Agency", "$79/month"],
    ]);
  });
});
