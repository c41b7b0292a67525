/**
 * Runs the owner-request table (iterate-owner-cases.ts) on freshly generated pages: each request must change
 * exactly the lines it lists, keep the page passing the quality gates, and report what it did not apply.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readModelBlock } from "../../src/generator/composer/compose.js";
import { iteratePage } from "../../src/generator/index.js";
import { OWNER_CASES, type OwnerCase } from "./iterate-owner-cases.js";
import {
  lineChanges,
  OWNER_NOW,
  type OwnerPage,
  ownerPageHtml,
  pageLines,
  withReplacements,
} from "./iterate-owner-pages.js";

const sorted = (lines: string[] = []) => [...lines].sort();

export function describeOwnerRequests(which: (page: OwnerPage) => boolean): void {
  const cases = OWNER_CASES.filter((c) => which(c.page));
  const pages = new Map<OwnerPage, string>();

  beforeAll(async () => {
    for (const page of new Set(cases.map((c) => c.page))) pages.set(page, ownerPageHtml(page));
  }, 60_000);

  describe("owners' change requests, checked on the page text", () => {
    it.each(cases.map((c) => [c.page, c.ask, c] as const))("%s: %s", async (page, ask, c: OwnerCase) => {
      const html = pages.get(page) ?? "";
      const result = await iteratePage(html, ask, { now: OWNER_NOW });
      if (c.refused !== undefined) {
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.message).toContain(`I could not apply: ${c.refused}.`);
        return;
      }
      if (!result.ok) throw new Error(result.message);
      expect(result.report.ok).toBe(true);
      expect(result.notApplied).toEqual(c.notApplied);
      const changed = lineChanges(withReplacements(pageLines(html), c.replaced), pageLines(result.html));
      expect(sorted(changed.removed)).toEqual(sorted(c.removed));
      expect(sorted(changed.added)).toEqual(sorted(c.added));
      const model = readModelBlock(result.html);
      if (c.settings) expect(model?.settings).toMatchObject(c.settings);
      if (c.kinds) expect(model?.sections.map((s) => s.kind)).toEqual(c.kinds);
    });
  });
}
