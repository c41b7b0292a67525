import { describe, expect, it } from "vitest";
import { servesPrivatePeople } from "./audience.js";
import { namedAsAPerson, speaksAsOnePerson } from "./solo.js";

describe("an owner who writes as one person", () => {
  it.each([
    ["en", "I'm Hana Novak, a licensed architect working alone for homeowners in Brno."],
    ["it", "Insegno hatha yoga a Firenze, in piccoli gruppi e lezioni private."],
    ["it", "Avvocato Paolo Ferri. Ricevo su appuntamento dal lunedì al venerdì."],
    ["pl", "Jestem ilustratorką z Krakowa. Rysuję okładki książek."],
    ["nl", "Ik ben Mark Jansen en ik doe de boekhouding voor zzp'ers."],
    ["fr", "Architecte d'intérieur à Nantes, je conçois cuisines et salles de bains."],
    ["de", "Ich fotografiere Hochzeiten in Leipzig."],
    ["es", "Soy fisioterapeuta en Sevilla y atiendo a domicilio."],
    ["pl", "Sprzedaję herbaty liściaste. Wysyłka w 24 godziny."],
  ])("is one person (%s): %s", (lang, sentence) => {
    expect(speaksAsOnePerson([sentence], lang)).toBe(true);
  });

  it.each([
    ["en", "We install solar panels. I founded the company in 2010."],
    ["it", "Siamo un forno di famiglia. Io e mia sorella prepariamo il pane."],
    ["de", "Wir backen jeden Morgen Brot."],
    ["pl", "Naprawiamy rowery w Krakowie."],
    ["en", "Small-group kettlebell classes in Galway."],
  ])("is a team or says nothing of who (%s): %s", (lang, sentence) => {
    expect(speaksAsOnePerson([sentence], lang)).toBe(false);
  });
});

describe("a business that serves private people", () => {
  it.each([
    "Licensed architect working alone for homeowners in Brno.",
    "Je conçois cuisines, salles de bains et appartements complets.",
    "Beratung für Familien und Privatpersonen.",
  ])("names households or homes: %s", (description) => {
    expect(servesPrivatePeople(description)).toBe(true);
  });

  it("is not read from a business's own clients", () => {
    expect(servesPrivatePeople("Invoicing for small agencies and studios.")).toBe(false);
  });
});

describe("a business called by a person's name", () => {
  it.each(["Tomás Ribeiro", "Marta Zielińska", "Sam Okafor"])("is a person: %s", (name) => {
    expect(namedAsAPerson(name)).toBe(true);
  });
  it.each(["Moonwell Games", "Novak Design Studio", "Bloom & Stem", "Kettlebell Club", "Stride"])(
    "is a firm: %s",
    (name) => {
      expect(namedAsAPerson(name)).toBe(false);
    },
  );
});
