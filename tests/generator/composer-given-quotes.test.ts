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

describe("a quote in any marks, signed in any language (issue 27.1)", () => {
  it.each([
    [
      "de",
      "business-homepage",
      "Café in Leipzig. „Der beste Käsekuchen der Stadt“, sagt Petra Lorenz. Tel. 0341 22 33 44.",
      "Der beste Käsekuchen der Stadt",
      "Petra Lorenz",
    ],
    [
      "es",
      "business-homepage",
      "Taberna en Cádiz. «Las mejores tortillitas que he probado» dice Lucía Romero. Reservas al 956 12 34 56.",
      "Las mejores tortillitas que he probado",
      "Lucía Romero",
    ],
    [
      "fr",
      "lead-generation",
      "Plombier à Lyon. « Intervention rapide et propre » dit Claire Dubois. Devis gratuit.",
      "Intervention rapide et propre",
      "Claire Dubois",
    ],
    [
      "it",
      "business-homepage",
      "Trattoria a Bologna. «Come quelli della nonna» (Giulia Rossi). Aperti dal martedì alla domenica.",
      "Come quelli della nonna",
      "Giulia Rossi",
    ],
    [
      "nl",
      "product-launch",
      "Een slimme fietsbel. 'Eindelijk vind ik mijn fiets terug' zegt Sanne de Vries. Verkrijgbaar vanaf maart.",
      "Eindelijk vind ik mijn fiets terug",
      "Sanne de Vries",
    ],
    [
      "pl",
      "event-registration",
      "Warsztaty programowania w Krakowie, 14 czerwca. „Po tych warsztatach zmieniłam pracę” mówi Anna Kowalska.",
      "Po tych warsztatach zmieniłam pracę",
      "Anna Kowalska",
    ],
    [
      "pt",
      "business-homepage",
      'Clínica dentária em Braga. "Nunca tive tanto à vontade no dentista" diz Marta Silva. Marcações: 253 123 456.',
      "Nunca tive tanto à vontade no dentista",
      "Marta Silva",
    ],
    [
      "hu",
      "business-homepage",
      "Fodrászat Debrecenben. „Végre egy fodrász, aki meghallgat” – mondja Kiss Éva. Bejelentkezés: +36 52 123 456.",
      "Végre egy fodrász, aki meghallgat",
      "Kiss Éva",
    ],
    [
      "en",
      "webinar",
      "A free webinar on pricing for freelancers, 3 March at 18:00. ‚Worth every minute‘ – Jan Berg.",
      "Worth every minute",
      "Jan Berg",
    ],
    [
      "en",
      "portfolio",
      "Illustrator for children's books. 'Mira brought our story to life' — Tom Baker. Commissions open.",
      "Mira brought our story to life",
      "Tom Baker",
    ],
    [
      "en",
      "business-homepage",
      "Japanese bakery in Leeds. 『Best melon pan outside Tokyo』 — Yuki Tanaka. Open daily.",
      "Best melon pan outside Tokyo",
      "Yuki Tanaka",
    ],
    [
      "de",
      "business-homepage",
      "Bäckerei in Kiel. Petra Lorenz sagt: „Hier schmeckt es wie früher.“ Wir backen täglich.",
      "Hier schmeckt es wie früher.",
      "Petra Lorenz",
    ],
    [
      "de",
      "event-registration",
      "Pasta-Kochkurs am 14. März 2027 in Hamburg, 89 € pro Person. Jana Weber sagt: „Der schönste Abend des Jahres!“",
      "Der schönste Abend des Jahres!",
      "Jana Weber",
    ],
    [
      "es",
      "lead-generation",
      "Valoración gratuita de tu vivienda en Málaga. “Vendimos en tres semanas” — Carmen Ruiz. Llama al 952 11 22 33.",
      "Vendimos en tres semanas",
      "Carmen Ruiz",
    ],
  ])(
    "%s, on a %s page, is a testimonial card and not an About line",
    (_lang, type, prompt, quote, author) => {
      const { model, html } = compose(type as "portfolio", prompt);
      const testimonials = section(model, "testimonials");
      expect(testimonials?.items.map((i) => [i.text, i.title])).toEqual([[quote, author]]);
      // No stars or role the owner did not write.
      expect(testimonials?.items[0]?.meta).toBeUndefined();
      expect(html).not.toMatch(/aria-label="Rated/);
      // Said once: neither the quote nor its signature is left in another section ("Jana Weber sagt").
      for (const other of model.sections.filter((s) => s.kind !== "testimonials")) {
        expect(JSON.stringify(other)).not.toContain(quote.slice(0, 18));
        expect(JSON.stringify(other)).not.toContain(author);
      }
    },
  );

  it("leaves an apostrophe and a quoted product name alone", () => {
    const { model } = compose("e-commerce", "Wines from d'Alba and Barolo. Try our 'Riserva' box at 42 €.");
    expect(section(model, "testimonials")).toBeUndefined();
  });
});
