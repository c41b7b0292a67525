/**
 * What a fresh review round of generated pages (corpus part H) found wrong as their customers read them,
 * one family per describe: each asserts the exact words the page now shows.
 */
import { describe, expect, it } from "vitest";
import { compose, section } from "./compose-for-test.js";

/** The page's text as a visitor reads it (no scripts, styles or attributes). */
const visible = (html: string) =>
  html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&");

const contact = (prompt: string, extra: Parameters<typeof compose>[2] = {}) =>
  section(compose("business-homepage", prompt, extra).model, "contact")?.items.map((i) => [i.title, i.text]);

describe("a trade listing the towns it covers after 'in'", () => {
  it("shows them all as the areas it covers, not the first as its address", () => {
    const { model, html } = compose(
      "business-homepage",
      "Lawn mowing, hedge trimming and garden clearances in Swindon, Marlborough and Wootton Bassett. Regular fortnightly visits from £30. Call Tom 07555 123456",
      { companyName: "GreenCut Gardens" },
    );
    expect(section(model, "contact")?.items.map((i) => [i.title, i.text])).toEqual([
      ["Areas we cover", "Swindon, Marlborough and Wootton Bassett"],
      ["Phone", "07555 123456"],
    ]);
    expect(section(model, "hero")?.items.map((i) => i.icon)).not.toContain("map-pin");
    expect(visible(html)).not.toMatch(/Address/);
  });

  it("does so in French and Dutch too", () => {
    expect(
      contact(
        "Plombier chauffagiste intervenant à Nantes, Rezé, Saint-Herblain et Orvault. Dépannage 7j/7, installation de chaudières, débouchage. Devis gratuit. Tél. 06 12 34 56 78",
        { companyName: "Plombier Martin" },
      )?.[0],
    ).toEqual(["Zone d'intervention", "Nantes, Rezé, Saint-Herblain et Orvault"]);
    expect(
      contact(
        "Wij maken kantoren en woningen schoon in Eindhoven, Veldhoven, Best en Geldrop. Vanaf € 27,50 per uur. Bel 040 123 4567 of mail info@glans.nl",
        { companyName: "Schoonmaakbedrijf Glans" },
      )?.[0],
    ).toEqual(["Werkgebied", "Eindhoven, Veldhoven, Best en Geldrop"]);
  });

  it("keeps premises named before 'in' as places, labelled where the business is (a district is no address)", () => {
    expect(
      contact("Physiotherapy clinics in Leith and Morningside, Edinburgh. Call 0131 496 0000", {
        companyName: "Northside Physio",
      })?.[0],
    ).toEqual(["Where", "Leith"]);
  });

  it("reads 'in Yorkshire and beyond' as an area, with no service 'Beyond'", () => {
    const { model } = compose(
      "business-homepage",
      "Relaxed, documentary wedding photography in Yorkshire and beyond. Packages: Elopement (3 hours) £750, Half day (6 hours) £1,250, Full day (10 hours) £1,650 including an online gallery and a second shooter. Engagement shoot £200. Email lucy@lucymarr.co.uk",
      { companyName: "Lucy Marr Photography", industry: "entertainment" },
    );
    expect(section(model, "contact")?.items[0]).toMatchObject({ title: "Areas we cover", text: "Yorkshire" });
    expect(section(model, "services")?.items.map((i) => i.title)).not.toContain("Beyond");
    // "an online gallery" is a thing in the package, not where the photographer works.
    expect(section(model, "hero")?.items.map((i) => i.title)).not.toContain("online");
  });
});

describe("an American address with a suite", () => {
  const prompt =
    "Attorney Sarah Whitcomb helps families with probate in Massachusetts. Wills, trusts, estate administration and guardianship. Free 30-minute consultation. 85 Main Street, Suite 4, Worcester, MA 01608. (508) 555-0192";

  it("keeps the suite, the town and the zip code, and the phone alone", () => {
    const { model, html } = compose("business-homepage", prompt, {
      companyName: "Whitcomb Law",
      industry: "legal",
    });
    expect(section(model, "contact")?.items.map((i) => [i.title, i.text, i.href])).toEqual([
      ["Address", "85 Main Street, Suite 4, Worcester, MA 01608", undefined],
      ["Phone", "(508) 555-0192", "tel:+15085550192"],
    ]);
    expect(section(model, "services")?.items.map((i) => i.title)).not.toContain("Worcester");
    expect(visible(html)).toContain("probate in Massachusetts");
  });
});

describe("a Brazilian description", () => {
  const salon =
    "Salão de beleza no Cambuí. Corte feminino R$ 90, escova R$ 60, manicure R$ 35, coloração a partir de R$ 180. Atendemos de terça a sábado, das 9h às 19h. Rua Coronel Quirino, 1200 - Cambuí, Campinas - SP. WhatsApp (19) 99876-5432";

  it("gets a page in Brazilian Portuguese, not Portugal's", () => {
    const { model, html } = compose("business-homepage", salon, {
      companyName: "Studio Bella Pele",
      industry: "fashion",
    });
    expect(model.lang).toBe("pt-BR");
    const text = visible(html);
    expect(html).toContain('<html lang="pt-BR"');
    for (const word of ["Endereço", "Contato", "Fale conosco"]) expect(text).toContain(word);
    for (const word of ["Morada", "Contacto", "connosco", "Os nossos", "vos posso"])
      expect(text).not.toContain(word);
  });

  it("keeps the district, the town and the state in the address, and lists no 'Cambuí' or 'SP' as a service", () => {
    const { model } = compose("business-homepage", salon, {
      companyName: "Studio Bella Pele",
      industry: "fashion",
    });
    expect(section(model, "contact")?.items[0]).toMatchObject({
      title: "Endereço",
      text: "Rua Coronel Quirino, 1200 - Cambuí, Campinas - SP",
    });
    expect(section(model, "hero")?.items[0]?.title).toBe("Rua Coronel Quirino, 1200 - Cambuí, Campinas - SP");
    const offered = model.sections.flatMap((s) => (s.kind === "services" ? s.items.map((i) => i.title) : []));
    expect(offered).not.toContain("Cambuí");
    expect(offered).not.toContain("SP");
  });

  it("dials Brazil without a price in reais, and a page from Portugal stays Portugal's", () => {
    const { model } = compose(
      "event-registration",
      "Aulão gratuito de revisão para o ENEM no dia 15 de março de 2027, das 8h às 12h, Rua das Flores, 450 - Centro, Curitiba - PR. Inscreva-se pelo WhatsApp (41) 99123-4567",
      { companyName: "Cursinho Aprova", industry: "education" },
    );
    expect(model.lang).toBe("pt-BR");
    expect(model.footer.find((i) => i.icon === "phone")?.href).toBe("tel:+5541991234567");
    expect(
      compose(
        "business-homepage",
        "Cabeleireiro no Chiado com mais de 20 anos. Fazemos cortes, coloração e tratamentos para toda a família. Corte 25 €, coloração a partir de 45 €. Rua Garrett 50, 1200-204 Lisboa. Telefone 213 456 789",
        {
          companyName: "Salão Chiado",
        },
      ).model.lang,
    ).toBe("pt");
  });
});

describe("the page's language for a few short sentences", () => {
  it.each([
    [
      "de",
      "Gemütliches Café am Prinzipalmarkt. Hausgemachten Kuchen gibt es jeden Tag frisch, dazu fair gehandelten Kaffee. Geöffnet Di–So 10:00–18:00. Prinzipalmarkt 22, 48143 Münster",
    ],
    [
      "de",
      "Kfz-Meisterbetrieb seit 1994. Inspektion, HU/AU, Reifenwechsel 25 €, Klimaservice 79 €. Mo–Fr 7:30–17:00. Industriestraße 5, Telefon 07031 987654",
    ],
    [
      "nl",
      "Fietsenmaker in Utrecht-Oost. Binnenband plakken € 12,50, kleine beurt € 45, grote beurt € 85. Ook verkoop van tweedehands fietsen. Open di t/m za 9:00–17:30. Biltstraat 98, 3572 BG Utrecht. Bel 030 271 4455",
    ],
    [
      "en",
      "Immigration attorney Maria Kowalczyk handles family visas, green cards and citizenship in Texas. Se habla español. Flat-fee consultations $150. 2100 Ross Ave, Dallas, TX 75201. Call (214) 555-0147",
    ],
  ])("is %s for: %s", (lang, prompt) => {
    expect(compose("business-homepage", prompt).model.lang).toBe(lang);
  });
});

describe("a German address", () => {
  it("on a 'markt' is an address, and 'Telefon' after it is no town", () => {
    expect(
      contact(
        "Gemütliches Café am Prinzipalmarkt. Geöffnet Di–So 10:00–18:00. Prinzipalmarkt 22, 48143 Münster",
        {
          companyName: "Café Sonnenschein",
          industry: "food",
        },
      )?.[0],
    ).toEqual(["Adresse", "Prinzipalmarkt 22, 48143 Münster"]);
    expect(
      contact(
        "Kfz-Meisterbetrieb seit 1994. Inspektion, HU/AU, Reifenwechsel 25 €. Mo–Fr 7:30–17:00. Industriestraße 5, Telefon 07031 987654",
        { companyName: "Garage Müller", industry: "automotive" },
      )?.[0],
    ).toEqual(["Adresse", "Industriestraße 5"]);
  });
});

describe("a car wash", () => {
  const prompt =
    "Hand car wash and valeting in Reading. Exterior wash £8, inside and out £15, full valet £60. No appointment needed. Open 7 days 8:00-18:00. Unit 3, Cardiff Road, Reading RG1 8JF";

  it("has no garage's workshop headings, and shows its hours and its 'inside and out' price", () => {
    const { model, html } = compose("business-homepage", prompt, {
      companyName: "Sparkle Car Wash",
      industry: "automotive",
    });
    expect(model.kind).toBe("car-wash");
    const text = visible(html);
    for (const words of ["Workshop", "workshop", "What we fix", "garage", "drivers say"])
      expect(text).not.toContain(words);
    expect(section(model, "hero")?.items.map((i) => i.title)).toContain("7 days 8:00-18:00");
    const priced = model.sections.flatMap((s) =>
      s.items.filter((i) => i.price).map((i) => [i.title, i.price]),
    );
    expect(priced).toContainEqual(["Inside and out", "£15"]);
    expect(priced.map(([title]) => title)).not.toContain("Inside");
  });
});

describe("a dog school's team", () => {
  it("has the trainer and the osteopath, a German compound role with a title before the name", () => {
    const { model } = compose(
      "business-homepage",
      "Hundeschule in Bremen-Findorff. Welpengruppe 15 € pro Stunde, Einzeltraining 60 €. Unsere Trainerin Lena Brandt und Hundeosteopathin Dr. Maren Stolz begleiten euch. Hemmstraße 212, 28215 Bremen. Telefon 0421 3456789",
      { companyName: "Hundeschule Wolke", industry: "education" },
    );
    expect(section(model, "team")?.items.map((i) => [i.title, i.meta])).toEqual([
      ["Lena Brandt", "Trainerin"],
      ["Dr. Maren Stolz", "Hundeosteopathin"],
    ]);
  });
});

describe("a phone's lead word in other languages", () => {
  it("does not stand alone in the about text ('Tél.', 'Cell.')", () => {
    const { model } = compose(
      "business-homepage",
      "Ripetizioni di matematica e fisica per ragazzi dalle medie al liceo (11–18 anni). Lezione singola 25 €, pacchetto 10 lezioni 220 €. Chiara Bianchi, laureata in fisica. Zona Crocetta e San Salvario, Torino. Cell. 347 123 4567",
      { companyName: "Ripetizioni Chiara", industry: "education" },
    );
    const texts = model.sections.flatMap((s) => [s.lead ?? "", ...s.items.map((i) => i.text ?? "")]);
    expect(texts.filter((t) => /(?:^|\s)Cell\.$/.test(t.trim()))).toEqual([]);
  });
});

describe("a price's own words", () => {
  it("keep the whole list of what it comes with, not the part before 'and'", () => {
    const { model } = compose(
      "business-homepage",
      "Relaxed, documentary wedding photography in Yorkshire and beyond. Packages: Elopement (3 hours) £750, Half day (6 hours) £1,250, Full day (10 hours) £1,650 including an online gallery and a second shooter. Engagement shoot £200. Email lucy@lucymarr.co.uk",
      { companyName: "Lucy Marr Photography", industry: "entertainment" },
    );
    const fullDay = model.sections.flatMap((s) => s.items).find((i) => i.title === "Full day (10 hours)");
    expect(`${fullDay?.price} ${fullDay?.text ?? ""}`).toContain(
      "including an online gallery and a second shooter",
    );
    const app = compose(
      "app-download",
      "PlantPal reminds you when to water each of your houseplants. Free on iOS and Android; PlantPal Plus is £2.99 a month for unlimited plants and a care diary.",
      { companyName: "PlantPal", industry: "technology" },
    ).model;
    expect(app.sections.flatMap((s) => s.items).find((i) => i.title === "PlantPal Plus")?.price).toBe(
      "£2.99 a month for unlimited plants and a care diary",
    );
  });

  it("name a size priced alone ('500 ml R$ 26'), not a bare 'Preço'", () => {
    const { model } = compose(
      "business-homepage",
      "Açaí na tigela 300 ml R$ 18, 500 ml R$ 26, com granola e banana. Entregamos pelo iFood. Aberto todos os dias das 11h às 22h. Telefone (48) 3232-1234",
      { companyName: "Açaí da Praia", industry: "food" },
    );
    const priced = model.sections.flatMap((s) =>
      s.items.filter((i) => i.price).map((i) => [i.title, i.price]),
    );
    expect(priced).toContainEqual(["500 ml", "R$ 26"]);
  });

  it("on a fundraiser are a target and gifts, not prices to ask about", () => {
    const { html } = compose(
      "lead-generation",
      "Friends of Elm Park is raising £18,000 to rebuild the playground in Elm Park, Leicester before summer 2027. So far we have raised £6,450 from 212 neighbours. Every £25 buys a square metre of safety surfacing. Registered charity no. 1187654. Questions: elmparkfriends@gmail.com",
      { companyName: "Friends of Elm Park", industry: "nonprofit" },
    );
    expect(visible(html)).not.toMatch(/prices|charge\?|How much/i);
  });
});

describe("a lawyer's probate in a US state", () => {
  it("keeps every state it names, 'New Hampshire' too", () => {
    const { model } = compose(
      "lead-generation",
      "Hale & Cooper LLP handles probate in Massachusetts and New Hampshire. Free consultation. Call (978) 555-0110.",
      { companyName: "Hale & Cooper", industry: "legal" },
    );
    const answers = section(model, "faq")?.items.map((i) => i.text);
    expect(answers).toContain("Massachusetts and New Hampshire.");
  });

  it("lists probate as a practice area when the state follows it", () => {
    const { model } = compose(
      "business-homepage",
      "Wills, trusts and probate in Massachusetts. I'm Dana Reyes, an estate planning attorney with 15 years of practice. Flat-fee wills from $900. Call (617) 555-0148.",
      { companyName: "Dana Reyes Law", industry: "legal" },
    );
    expect(section(model, "services")?.items.map((i) => i.title)).toEqual(["Wills", "Trusts", "Probate"]);
  });
});

describe("a short Brazilian description", () => {
  it("is Portuguese by its reais and its phone, even with few Portuguese words", () => {
    const { model } = compose(
      "business-homepage",
      "Barbearia tradicional na Savassi. Corte R$ 45, barba R$ 35, corte + barba R$ 70. Agende pelo WhatsApp (31) 98765-4321. Rua Pernambuco, 800 - Savassi, Belo Horizonte - MG",
      { companyName: "Barbearia do Zé", industry: "fashion" },
    );
    expect(model.lang).toBe("pt-BR");
    expect(section(model, "contact")?.items[0]).toMatchObject({
      title: "Endereço",
      text: "Rua Pernambuco, 800 - Savassi, Belo Horizonte - MG",
    });
  });
});

describe("more towns covered", () => {
  it("in Polish after 'we', not listed as services", () => {
    const { model } = compose(
      "business-homepage",
      "Usługi hydrauliczne we Wrocławiu, Oleśnicy i Oławie. Naprawa kranów od 80 zł, montaż kabiny prysznicowej od 350 zł. Tel. 601 234 567",
      { companyName: "Hydraulik Nowak" },
    );
    // The towns keep their preposition: "Wrocławiu" alone is an inflected form, not a name (issue 27).
    expect(section(model, "contact")?.items[0]).toMatchObject({
      title: "Obszar działania",
      text: "we Wrocławiu, Oleśnicy i Oławie",
    });
    expect(section(model, "services")?.items.map((i) => i.title)).toEqual([
      "Naprawa kranów",
      "Montaż kabiny prysznicowej",
    ]);
  });

  it("'the greater Austin area, including Round Rock and Cedar Park' are three areas, no services", () => {
    const { model } = compose(
      "business-homepage",
      "Residential window cleaning serving the greater Austin area, including Round Rock and Cedar Park. Exterior only from $149, inside and out from $249. Call (512) 555-0163",
      { companyName: "Austin Window Pros" },
    );
    expect(section(model, "contact")?.items[0]).toMatchObject({
      title: "Areas we cover",
      text: "the greater Austin area, Round Rock and Cedar Park",
    });
    expect(section(model, "services")?.items.map((i) => i.title)).not.toContain("Round Rock");
  });

  it("a Dutch list ending in a verb's particle gives no item 'Woningen schoon'", () => {
    const { model } = compose(
      "business-homepage",
      "Wij maken kantoren en woningen schoon in Eindhoven, Veldhoven, Best en Geldrop. Vanaf € 27,50 per uur. Bel 040 123 4567",
      { companyName: "Schoonmaakbedrijf Glans" },
    );
    expect(model.sections.flatMap((s) => s.items.map((i) => i.title))).not.toContain("Woningen schoon");
  });
});

describe("a German team listed after a plural role", () => {
  it("has both trainers, and the address does not start with the last one's name", () => {
    const { model } = compose(
      "business-homepage",
      "Pilates-Studio in Schwabing. Einzelstunde 75 €, Zehnerkarte Gruppe 180 €. Unsere Trainerinnen: Anna Berger und Sophie Lang. Hohenzollernstraße 30, 80801 München",
      { companyName: "Studio Pilates Anna", industry: "fitness" },
    );
    expect(section(model, "contact")?.items[0]).toMatchObject({
      title: "Adresse",
      text: "Hohenzollernstraße 30, 80801 München",
    });
    expect(section(model, "team")?.items.map((i) => [i.title, i.meta])).toEqual([
      ["Anna Berger", "Trainerin"],
      ["Sophie Lang", "Trainerin"],
    ]);
  });
});

describe("an English street on a 'Hill'", () => {
  it("is an address ('7 Catherine Hill'), not lost behind the town", () => {
    const { model } = compose(
      "business-homepage",
      "Small sourdough bakery in Frome. Loaves from £4.50. Open Wed-Sun 8am-2pm. Find us at 7 Catherine Hill. Call 01373 555 012",
    );
    expect(section(model, "contact")?.items[0]).toMatchObject({ title: "Address", text: "7 Catherine Hill" });
  });
});

describe("towns covered, said with a verb in French and Italian", () => {
  it.each([
    [
      "Électricien, nous intervenons sur Lyon, Villeurbanne et Vénissieux. Mise aux normes, dépannage, installation de prises. Devis gratuit au 06 98 76 54 32.",
      ["Zone d'intervention", "Lyon, Villeurbanne et Vénissieux"],
    ],
    [
      "Idraulico con 20 anni di esperienza. Operiamo a Milano, Monza e Sesto San Giovanni. Pronto intervento 24 ore su 24. Chiamate il 333 123 4567.",
      ["Zone servite", "Milano, Monza e Sesto San Giovanni"],
    ],
  ])("are the areas covered, not services: %s", (prompt, card) => {
    const { model } = compose("business-homepage", prompt);
    expect(section(model, "contact")?.items.map((i) => [i.title, i.text])[0]).toEqual(card);
    const services = section(model, "services")?.items.map((i) => i.title) ?? [];
    expect(services.filter((s) => /Lyon|Villeurbanne|Milano|Monza/.test(s))).toEqual([]);
  });
});

describe("opening hours with every day the owner wrote", () => {
  // Each page's hours lines (hero, contact cards, footer) hold every day and time the owner gave, as typed.
  const pages: [string, Parameters<typeof compose>[2], string, string[]][] = [
    [
      "a Dutch bike shop's Saturday",
      { companyName: "Fietsmaker Jansen", industry: "other" },
      "Fietsmaker Jansen repareert fietsen in Utrecht, Twijnstraat 12. Bandenreparatie € 12,50, kleine beurt € 45. Open ma–vr 8:30–18:00, za 9:00–16:00. Bel 030 231 4455.",
      ["ma–vr 8:30–18:00", "za 9:00–16:00"],
    ],
    [
      "a Polish salon's Saturday",
      { companyName: "Salon Fryzjerski Ewa", industry: "other" },
      "Salon Fryzjerski Ewa w Krakowie, ul. Długa 15. Strzyżenie damskie 90 zł. Otwarte pon–pt 9:00–19:00, sob 9:00–15:00. Zadzwoń: 12 345 67 89.",
      ["pon–pt 9:00–19:00", "sob 9:00–15:00"],
    ],
    [
      "a yoga studio's evening classes",
      { companyName: "Still Point Yoga", industry: "fitness" },
      "Still Point Yoga is a small yoga studio in Bristol at 7 Gloucester Road. Drop-in class £12. Class schedule: Mon–Fri 7:00–9:00 and 18:00–21:00, Sat 9:00–12:00. Call 0117 496 0321.",
      ["Mon–Fri 7:00–9:00 and 18:00–21:00", "Sat 9:00–12:00"],
    ],
    [
      "a French bakery's Sunday",
      { companyName: "Boulangerie Martin", industry: "food" },
      "Boulangerie Martin à Lyon, 12 rue Mercière. Baguette 1,20 €. Ouvert mar–sam 7h–19h, dim 7h–13h. Appelez le 04 72 00 00 00.",
      ["mar–sam 7h–19h", "dim 7h–13h"],
    ],
  ];
  for (const [say, extra, prompt, lines] of pages) {
    it(`keeps ${say} in the hours lines`, () => {
      const { model } = compose("business-homepage", prompt, extra);
      const heroHours = section(model, "hero")?.items.map((i) => i.title);
      // The hero's chip is a label and starts with a capital; the cards and the footer keep the owner's case.
      const chip = lines.join(", ");
      expect(heroHours).toContain(chip.charAt(0).toLocaleUpperCase() + chip.slice(1));
      // One card holds the week.
      const cards = (contact(prompt, extra) ?? []).map(([, text]) => text);
      expect(cards).toContain(lines.join("; "));
      const footer = model.footer.map((f) => f.text);
      expect(footer).toContain(lines.join("; "));
    });
  }
});
