/**
 * The composer never invents: every fact on its pages comes from the owner's request. So every text of
 * its pages traces back to that request, and any fact the guard flags there is a false alarm.
 */
import { describe, expect, it } from "vitest";
import { composePage } from "../../../src/generator/composer/compose.js";
import { untracedFacts } from "../../../src/generator/guard/index.js";
import { pageSlots } from "../../../src/generator/ops/texts.js";
import { OWNER_NOW, OWNER_PAGES, type OwnerPage, ownerPageRequest } from "../iterate-owner-pages.js";

describe("the guard raises no false alarm on the composer's own pages", () => {
  it.each(Object.keys(OWNER_PAGES) as OwnerPage[])("%s", (name) => {
    const request = ownerPageRequest(name);
    const { model } = composePage(request, { now: OWNER_NOW });
    const sources = [request.prompt, request.companyName, request.title, request.targetAudience];
    const alarms = pageSlots(model).flatMap((slot) => {
      const text = slot.get();
      if (!text) return [];
      return untracedFacts(text, sources, model.lang).map((f) => `${slot.path}: ${f.kind} ${f.text}`);
    });
    expect(alarms).toEqual([]);
  });
});
