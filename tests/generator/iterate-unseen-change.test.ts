/**
 * A change is paid for what the visitor sees: a request whose operations leave the rendered page as it was
 * (a design the page already wears, under another name in the model) is answered "not applied", for free,
 * and says why.
 */
import { expect, it } from "vitest";
import { renderStoredModel } from "../../src/generator/composer/compose.js";
import { iteratePage } from "../../src/generator/index.js";
import { examplePage } from "../../src/generator/interpret/example-pages.js";
import { page } from "./ops/pages.js";

it("answers a look the page already has as nothing to change, and charges nothing", async () => {
  const restaurant = renderStoredModel(page("restaurant")).html;
  const result = await iteratePage(restaurant, "make it look luxurious", {});
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.code).toBe("change_not_applied");
  expect(result.message).toBe(
    "Nothing was changed, and nothing was charged. Nothing to change: the page already looks like that (Switched to the “luxury” design).",
  );
});

it("still applies a look that changes what the visitor sees", async () => {
  const restaurant = renderStoredModel(page("restaurant")).html;
  const result = await iteratePage(restaurant, "make it bold", {});
  expect(result.ok && result.applied).toEqual(["Switched to the “bold” design"]);
});

it("says a look the page already has in the page's own language", async () => {
  const trattoria = renderStoredModel(examplePage("trattoria")).html;
  const before = await iteratePage(trattoria, "più caldo", {});
  if (!before.ok) return expect.unreachable(before.message);
  const result = await iteratePage(before.html, "più caldo", {});
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.message).toBe(
    `Non è stato modificato nulla e non è stato addebitato nulla. Niente da cambiare: la pagina è già così (${before.applied[0]}).`,
  );
});
