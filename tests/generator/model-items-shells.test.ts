/**
 * An item the model adds whose only substance is facts of its own (a "Tuesday promo" of −20 % at 7,60 € for
 * "add a promo") is a shell once the guard takes them: it goes whole, the change is free, and each thing
 * left out is named. An item the owner named in the request stays without the model's facts.
 * Through a fake OpenAI-compatible model on loopback.
 */
import { describe, expect, it } from "vitest";
import { renderStoredModel } from "../../src/generator/composer/compose.js";
import { iteratePage } from "../../src/generator/index.js";
import type { IterateResult } from "../../src/generator/types.js";
import { fakeModelForThisFile } from "../helpers/fake-model-per-file.js";
import { compose } from "./compose-for-test.js";
import { visible } from "./ops/pages.js";

const CREPERIE =
  "Crêperie Ti Breizh à Nantes. Galette complète 9,50 €, crêpe beurre-sucre 4 €. Ouvert du mardi au dimanche 12h–22h. Réservations au 02 40 00 11 22.";

const fake = fakeModelForThisFile();

function page(): string {
  const { model } = compose("business-homepage", CREPERIE, {
    companyName: "Crêperie Ti Breizh",
    title: "Crêperie Ti Breizh",
  });
  return renderStoredModel(model).html;
}

async function change(html: string, request: string, ops: unknown[]): Promise<IterateResult> {
  fake.server.enqueue({ text: JSON.stringify({ parts: [{ part: request, ops }] }) });
  return iteratePage(html, request, { provider: "llm", llm: fake.llm });
}

describe("an item made of the model's facts", () => {
  it("goes whole, is named, and nothing is charged", async () => {
    const result = await change(page(), "Ajoutez une promo", [
      {
        op: "add_item",
        section: "services",
        item: { title: "Promo du mardi", text: "-20 % sur toutes les galettes le mardi !", price: "7,60 €" },
      },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain(
      "Laissé de côté : “Promo du mardi” – ce n'est ni dans votre demande ni sur la page",
    );
    expect(result.message).toContain("“7,60 €”");
  });

  it("stays when the owner named it, without the price the model gave it", async () => {
    const result = await change(page(), "Ajoutez la galette saucisse", [
      { op: "add_item", section: "services", item: { title: "Galette saucisse", price: "6,90 €" } },
    ]);
    if (!result.ok) throw new Error(result.message);
    const shown = visible(result.html);
    expect(shown).toContain("Galette saucisse");
    expect(shown).not.toContain("6,90");
    expect(result.notApplied?.join("\n")).toContain("“6,90 €”");
  });
});
