/**
 * Facts in the right structure (issue 27.6): an invitation to act is said beside the form, never as a
 * feature card; a "then" price keeps the condition it follows; an offer keeps whom it is only for and is
 * never one of the services.
 */
import { describe, expect, it } from "vitest";
import { isInvitation } from "../../src/generator/composer/write/invitations.js";
import { compose, section } from "./compose-for-test.js";

const titles = (m: ReturnType<typeof compose>["model"], kind: Parameters<typeof section>[1]) =>
  section(m, kind)?.items.map((i) => i.title) ?? [];

describe("an invitation to act is said beside the form, not as a card", () => {
  it.each([
    [
      "saas-signup",
      "Tallyo is an expense tracker for small teams. Join the waitlist for the mobile app. Export to Xero and QuickBooks.",
      "signup",
      "Join the waitlist for the mobile app.",
    ],
    [
      "saas-signup",
      "Planifio est un logiciel de planning pour les crèches. Rejoignez la liste d'attente pour l'application mobile. Export vers Excel.",
      "signup",
      "Rejoignez la liste d'attente pour l'application mobile.",
    ],
    [
      "business-homepage",
      "Gelateria a Bari. Gelato artigianale e granite. Vieni a trovarci in via Sparano.",
      "contact",
      "Vieni a trovarci in via Sparano.",
    ],
  ] as const)("%s: %s", (type, prompt, home, line) => {
    const { model } = compose(type, prompt);
    expect(section(model, home)?.lead).toBe(line);
    const cards = model.sections.filter((s) => s.kind !== home).flatMap((s) => s.items.map((i) => i.title));
    expect(cards.join(" | ")).not.toContain(line.replace(/\.$/, ""));
  });

  it.each([
    ["Join the waitlist for the mobile app", "en", true],
    ["Síguenos en Instagram para ver los sabores del día", "es", true],
    // What is sold or what a product does, said as an imperative, stays in the story.
    ["Reserve su mesa online", "es", false],
    ["Order cakes for birthdays", "en", false],
    ["Install with one line, works with Postgres and MySQL", "en", false],
    ["Meld je aan voor de proefles", "nl", true],
    ["Escríbeme a lucia@gomez.es", "es", true],
    ["Ruf mich an unter 0171 555 0101", "de", true],
    ["Export to Xero and QuickBooks", "en", false],
    ["Prova gratuita di 7 giorni", "it", false],
  ] as const)("%s (%s) asks the visitor to act: %s", (sentence, lang, invites) => {
    expect(isInvitation(sentence, lang)).toBe(invites);
  });
});

describe("a price after 'then' keeps the condition it follows", () => {
  it.each([
    [
      "Free for up to 3 users, then £2 per person per month.",
      "Free for up to 3 users, then £2 per person per month",
    ],
    ["Essai gratuit de 14 jours, puis 19 € par mois.", "Essai gratuit de 14 jours, puis 19 € par mois"],
    ["Die ersten 30 Tage gratis, danach 9 € im Monat.", "Die ersten 30 Tage gratis, danach 9 € im Monat"],
  ])("%s", (sentence, price) => {
    const { model } = compose("saas-signup", `Rota app for small cafés. ${sentence}`);
    expect(section(model, "pricing")?.items.map((i) => i.price)).toContain(price);
  });
});

describe("an offer keeps whom it is only for, and is no service", () => {
  it.each([
    [
      "Yoga studio in Bath. Hatha and yin classes. First class free for new students only. Drop-in £12.",
      "First class free for new students only",
    ],
    [
      "Pilates studio in Leeds. Reformer classes. 10% off for NHS staff with ID. Classes £14.",
      "10% off for NHS staff with ID",
    ],
    [
      "Yoga für Schwangere in Köln. Erste Stunde gratis, nur für Neukundinnen. Kurse 15 €.",
      "Erste Stunde gratis, nur für Neukundinnen",
    ],
    [
      "Estudio de yoga en Valencia. Primera clase gratis solo para nuevos alumnos. Bono de 10 clases por 80 €.",
      "Primera clase gratis solo para nuevos alumnos",
    ],
  ])("%s", (prompt, offer) => {
    const { model } = compose("business-homepage", prompt, { industry: "fitness" });
    expect(titles(model, "offers")).toEqual([offer]);
    expect(titles(model, "services")).not.toContain(offer);
  });
});

describe("a time before a colon says when: its list stays with it, never services without their time", () => {
  it.each([
    [
      "Café in Brighton. Day: coffee, pastries and brunch. Night: cocktails and small plates.",
      [
        { title: "Day", text: "coffee, pastries and brunch" },
        { title: "Night", text: "cocktails and small plates" },
      ],
    ],
    [
      "Bar à vins à Lyon. Midi : planches, salades et soupes. Soir : vins nature et petites assiettes.",
      [
        { title: "Midi", text: "planches, salades et soupes" },
        { title: "Soir", text: "vins nature et petites assiettes" },
      ],
    ],
  ])("%s", (prompt, items) => {
    const { model } = compose("business-homepage", prompt, { industry: "food" });
    expect(section(model, "about")?.items).toEqual(items);
    expect(titles(model, "services")).not.toContain("Coffee");
  });
});
