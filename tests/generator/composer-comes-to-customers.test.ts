/**
 * A business that comes to its customers has no premises to visit: its buttons never say "Visit the shop" or
 * "Find us", and its questions never ask "When can I come by?" — while a shop's page may still say them.
 */
import { describe, expect, it } from "vitest";
import { buttonLabels, compose } from "./compose-for-test.js";

const NAMES = [
  "Spaak",
  "Velo Fix",
  "Wheelwright",
  "Pedal Doctor",
  "Chain Gang",
  "Spoke & Co",
  "Ride On",
  "Bike Medic",
];

function buttonsAndQuestions(html: string): string[] {
  const buttons = buttonLabels(html);
  const questions = [...html.matchAll(/<summary[^>]*>([^<]+)/g)].map((m) => m[1]!);
  return [...buttons, ...questions];
}

const VISIT = /visit|find us|come by|drop in|pop in|vorbeikommen|passer|langskomen/i;

describe("a business that comes to its customers", () => {
  const mobile: [string, string][] = [
    [
      "en",
      "Mobile bike repair in Utrecht. Puncture fix €15, full service €65, we come to your home or office. Mon–Sat 8:00–18:00.",
    ],
    ["en, at the door", "Bike repairs at your door in Leeds. Tune-up £45. Open Mon–Fri 9–17."],
    ["de", "Fahrradreparatur in Leipzig, wir kommen zu Ihnen nach Hause. Inspektion 65 €. Mo–Sa 8–18 Uhr."],
    ["fr", "Réparation de vélos à domicile à Lyon. Révision 60 €. Du lundi au samedi 8h–18h."],
    ["nl", "Fietsreparatie aan huis in Utrecht. Onderhoudsbeurt €65. Ma–za 8:00–18:00."],
  ];
  for (const [language, description] of mobile) {
    it(`asks no visitor to come by (${language})`, () => {
      for (const name of NAMES) {
        const { html } = compose("business-homepage", description, {
          companyName: name,
          title: name,
          industry: "automotive",
        });
        for (const said of buttonsAndQuestions(html)) expect(said, `${name}: ${said}`).not.toMatch(VISIT);
      }
    });
  }

  it("a café's page can still invite a visit", () => {
    const said = NAMES.flatMap((name) =>
      buttonsAndQuestions(
        compose(
          "business-homepage",
          "Café in Leeds with our own roastery. Flat white £3.20, scones £2.50. Open daily 8:00–17:00.",
          {
            companyName: name,
            title: name,
            industry: "automotive",
          },
        ).html,
      ),
    );
    expect(said.some((s) => VISIT.test(s))).toBe(true);
  });
});
