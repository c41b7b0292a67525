/**
 * Hours the page already gives are no change and cost nothing, whichever interpreter read them: "closed on
 * Mondays" on a page open Tuesday to Sunday does not rewrite the page's hours in other words. A day the
 * page does not list is closed; new hours on it are a change. Offline, and through a fake model on loopback.
 */
import { describe, expect, it } from "vitest";
import { renderStoredModel } from "../../src/generator/composer/compose.js";
import { iteratePage } from "../../src/generator/index.js";
import { fakeModelForThisFile } from "../helpers/fake-model-per-file.js";
import { compose } from "./compose-for-test.js";
import { visible } from "./ops/pages.js";

const CREPERIE =
  "Crêperie Ti Breizh à Nantes. Galette complète 9,50 €, crêpe beurre-sucre 4 €. Ouvert du mardi au dimanche 12h–22h. Réservations au 02 40 00 11 22.";
const BAKERY = "Crumb & Co, a bakery in Leeds. Sourdough £4.50. Open Mon–Sat 7:00–17:00. Call 0113 496 0000.";

const fake = fakeModelForThisFile();

const pageOf = (description: string, name: string) =>
  renderStoredModel(compose("business-homepage", description, { companyName: name, title: name }).model).html;

describe("hours the page already gives", () => {
  it("a closed day the page does not list is free, named as already so (model)", async () => {
    fake.server.enqueue({
      text: JSON.stringify({
        parts: [{ part: "Fermé le lundi", ops: [{ op: "set_hours", days: [0], hours: "closed" }] }],
      }),
    });
    const result = await iteratePage(pageOf(CREPERIE, "Ti Breizh"), "Fermé le lundi", {
      provider: "llm",
      llm: fake.llm,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain("Rien à changer : la page est déjà ainsi");
  });

  it("the same hours said again are free (model)", async () => {
    fake.server.enqueue({
      text: JSON.stringify({ ops: [{ op: "set_hours", days: [5], hours: "07:00-17:00" }] }),
    });
    const result = await iteratePage(pageOf(BAKERY, "Crumb & Co"), "we're open saturdays 7 to 5", {
      provider: "llm",
      llm: fake.llm,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain("Nothing to change: the page already looks like that");
  });

  it("new hours on a day the page does not list are a change", async () => {
    fake.server.enqueue({
      text: JSON.stringify({ ops: [{ op: "set_hours", days: [6], hours: "09:00-13:00" }] }),
    });
    const result = await iteratePage(pageOf(BAKERY, "Crumb & Co"), "open sundays 9-1", {
      provider: "llm",
      llm: fake.llm,
    });
    if (!result.ok) throw new Error(result.message);
    expect(visible(result.html)).toMatch(/Sun[a-z]* 9:00–13:00/);
  });
});
