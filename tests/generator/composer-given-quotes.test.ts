/**
 * A quote the owner pasted with who said it is a testimonial, said once (issue 27.2): never an About line,
 * never an empty "add a customer's words" request beside it, whoever signs it — a person or a client's team.
 */
import { describe, expect, it } from "vitest";
import { compose, pageWords, section } from "./compose-for-test.js";

describe("a quote the owner gives", () => {
  it.each([
    [
      "business-homepage",
      'Zahnarztpraxis in Mainz. Prophylaxe und Implantate. Telefon 06131 22 33 44.\n„Endlich keine Angst mehr vor dem Zahnarzt." – Sabine K.',
      "Endlich keine Angst mehr vor dem Zahnarzt.",
      "Sabine K.",
    ],
    [
      "portfolio",
      'Copywriter freelance en Valencia. Webs y newsletters. "Lucía entendió nuestra voz a la primera." — equipo de Laconicum. hola@luciagomez.es',
      "Lucía entendió nuestra voz a la primera.",
      "Equipo de Laconicum",
    ],
    [
      "saas-signup",
      'Invoicing for freelancers, $9/month. "Ledgerly got me paid faster." — the team at Harrow Foods',
      "Ledgerly got me paid faster.",
      "The team at Harrow Foods",
    ],
  ])("on a %s page is a testimonial signed by its author", (type, prompt, quote, author) => {
    const { model, html } = compose(type as "portfolio", prompt);
    const testimonials = section(model, "testimonials");
    expect(testimonials?.items.map((i) => [i.text, i.title])).toEqual([[quote, author]]);
    // Said once: the quote and its signature are not repeated in the About story.
    const about = JSON.stringify(section(model, "about") ?? {});
    expect(about).not.toContain(quote.slice(0, 20));
    expect(about.toLowerCase()).not.toContain(author.toLowerCase());
    expect(pageWords(html).split(quote).length - 1).toBe(1);
  });
});

describe("a testimonial's signature", () => {
  it("takes the author's role with it: no About line is left holding 'Illustrator'", () => {
    const { model } = compose(
      "saas-signup",
      'Ledgerly sends your invoices and chases late payments. Solo $9/month.\n"Ledgerly got me paid 3 weeks faster." — Dana Ruiz, illustrator',
    );
    expect(section(model, "testimonials")?.items[0]).toMatchObject({
      title: "Dana Ruiz",
      meta: "illustrator",
    });
    expect(JSON.stringify(section(model, "about") ?? {})).not.toMatch(/illustrator/i);
  });
});
