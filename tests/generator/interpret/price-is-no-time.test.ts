/** A price's digits are never opening hours: "passe à 175 €" beside "week-end" is the price, not 17:00. */
import { expect, it } from "vitest";
import { iteratePage } from "../../../src/generator/index.js";
import { compose, pageWords } from "../compose-for-test.js";

const ATELIER = compose(
  "business-homepage",
  "Atelier de poterie à Lyon. Cours d'essai 45 €, stage week-end 160 €. Ouvert du mercredi au samedi de 10h à 19h. Téléphone 04 72 00 11 22.",
  { companyName: "Atelier Terre", title: "Cours de poterie à Lyon", industry: "education" },
).html;

it("reprices the weekend course and leaves the opening hours as they were", async () => {
  const result = await iteratePage(ATELIER, "le stage week-end passe à 175 € et mets la FAQ plus haut");
  if (!result.ok) return expect.unreachable(result.message);
  const text = pageWords(result.html);
  expect(text).toContain("175 €");
  expect(text).not.toContain("160 €");
  expect(text).toMatch(/mercredi au samedi de 10h à 19h/i);
});
