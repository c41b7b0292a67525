/**
 * The owner's question to the visitor ("Kündigung erhalten?", "Tired of chasing invoices?") heads the list of
 * what the business does for them; it is never a card of its own with its question mark cut off.
 */
import { describe, expect, it } from "vitest";
import { compose } from "./compose-for-test.js";

describe("a question in a description", () => {
  const cases: [string, string, string][] = [
    [
      "de",
      "Fachanwalt für Arbeitsrecht in Hamburg. Kündigung erhalten? Kostenlose Ersteinschätzung am Telefon: 040 3095 1120. Antwort innerhalb von 24 Stunden.",
      "Kündigung erhalten?",
    ],
    [
      "en",
      "Bookkeeping for sole traders in Leeds. Drowning in receipts? Monthly bookkeeping, tax return included. Fixed monthly fee, no surprises.",
      "Drowning in receipts?",
    ],
  ];
  for (const [language, description, question] of cases) {
    it(`heads the list and is no card (${language})`, () => {
      const { model } = compose("google-ads", description, { industry: "legal" });
      const cards = model.sections.flatMap((s) => s.items ?? []).map((item) => item.title);
      expect(cards).not.toContain(question.replace(/\?$/u, ""));
      expect(cards.some((title) => title.includes(question))).toBe(false);
      const headed = model.sections.find((s) => s.heading === question);
      expect(headed?.items?.length ?? 0).toBeGreaterThanOrEqual(2);
    });
  }
});
