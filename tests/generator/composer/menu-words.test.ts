/**
 * The header's menu names a list by what it holds, in the page's language: a kind's own eyebrow of three
 * short words ("Aus der Vitrine", "O que oferecemos") is said there, not the generic "Leistungen" or
 * "Serviços" a café or a farm stay does not offer.
 */
import { describe, expect, it } from "vitest";
import { compose, navOf } from "../compose-for-test.js";

describe("the menu names a list by what it holds", () => {
  it.each([
    [
      "de",
      "Café am Markt in Erfurt. Wir backen Apfelkuchen und Bienenstich, dazu Filterkaffee. Mi–So 9:00–17:00, Marktstraße 3.",
      "food" as const,
      /Leistungen|Dienstleistungen/,
    ],
    [
      "pt",
      "Casa de campo no Alentejo com 4 quartos, jardim e piscina. Pequeno-almoço caseiro incluído.",
      "travel" as const,
      /Serviços/,
    ],
    [
      "es",
      "Cafetería en Cádiz con tostadas, zumos naturales y bizcochos caseros. Abierto de lunes a sábado 8:00–14:00.",
      "food" as const,
      /Servicios/,
    ],
  ])("%s: no services word over what a café or a guest house offers", (_lang, prompt, industry, services) => {
    const { html } = compose("business-homepage", prompt, {
      industry,
      companyName: "Casa Alta",
      title: "Casa Alta",
    });
    const nav = navOf(html);
    expect(nav.length).toBeGreaterThan(0);
    expect(nav).not.toMatch(services);
  });
});
