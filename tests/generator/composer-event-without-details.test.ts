/**
 * An event page whose description gives no date, time or place ships no dashed "Add the date here" box:
 * its details say who holds it and how to take part, and the owner is asked once for the rest.
 */
import { expect, it } from "vitest";
import { composePage } from "../../src/generator/composer/compose.js";
import type { PageRequest } from "../../src/generator/types.js";
import { COMPOSE_NOW, pageWords } from "./compose-for-test.js";

it("says who holds a vague event and how to take part, and asks the owner once for its date", () => {
  const page = composePage(
    {
      landingPageType: "event-registration",
      industry: "nonprofit",
      companyName: "Plage Propre",
      title: "Nettoyage de plage",
      targetAudience: "",
      prompt: "page pour notre nettoyage de plage, faites quelque chose de sympa",
      logoOption: "generate",
      logoData: null,
    } as PageRequest,
    { now: COMPOSE_NOW },
  );
  expect(page.html).not.toContain("data-placeholder");
  const words = pageWords(page.html);
  expect(words).toContain("Organisé par");
  expect(words).toContain("Inscrivez-vous avec le formulaire de cette page");
  // The owner's wish for the page is not published.
  expect(words).not.toMatch(/sympa/i);
  const asks = page.toFill.filter((line) => /date/.test(line));
  expect(asks).toHaveLength(1);
});
