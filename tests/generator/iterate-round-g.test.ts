/**
 * Round G of change requests as owners type them (iterate-round-g-table.ts), on six new pages (a physio
 * clinic, a conference, a bookkeeping SaaS, a French bistro, an electrician without opening hours, a
 * newsletter): hours closed and added in the page's own format, sections named by their headings, FAQ
 * questions introduced in words, relative price changes, addresses that leave the old street in the owner's
 * text, undo, and what a page cannot do. Each must change exactly the lines it lists, report exactly what it
 * did, keep the page passing the quality gates, or be refused with its reason and at no charge.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readModelBlock } from "../../src/generator/composer/compose.js";
import { generatePage, iteratePage } from "../../src/generator/index.js";
import { lineChanges, pageLines } from "./iterate-owner-pages.js";
import {
  ROUND_G_CASES,
  ROUND_G_NOW,
  ROUND_G_PAGES,
  type RoundGCase,
  roundGPageRequest,
} from "./iterate-round-g-table.js";

const sorted = (lines: string[] = []) => [...lines].sort();
const pages = new Map<string, string>();

beforeAll(async () => {
  for (const page of Object.keys(ROUND_G_PAGES) as (keyof typeof ROUND_G_PAGES)[])
    pages.set(page, (await generatePage(roundGPageRequest(page), { now: ROUND_G_NOW })).html);
}, 60_000);

describe("round G of owners' change requests", () => {
  it.each(ROUND_G_CASES.map((c) => [c.page, c.ask, c] as const))(
    "%s: %s",
    async (page, ask, c: RoundGCase) => {
      const html = pages.get(page) ?? "";
      const result = await iteratePage(html, ask, { now: ROUND_G_NOW });
      if (c.refused !== undefined) {
        // Refused as a whole: nothing written, and the reason and what iteration can do said.
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.code).toBe("change_not_applied");
        expect(result.message).toContain(`I could not apply: ${c.refused}. I can change the theme`);
        return;
      }
      if (!result.ok) throw new Error(result.message);
      expect(result.report.ok).toBe(true);
      expect(result.applied).toEqual(c.applied);
      expect(result.notApplied).toEqual(c.notApplied);
      const changed = lineChanges(pageLines(html), pageLines(result.html));
      expect(sorted(changed.removed)).toEqual(sorted(c.removed));
      expect(sorted(changed.added)).toEqual(sorted(c.added));
      const before = readModelBlock(html);
      const after = readModelBlock(result.html);
      // Settings change only where asked.
      expect(after?.settings).toEqual({ ...before?.settings, ...c.settings });
      expect(after?.sections.map((s) => s.kind)).toEqual(c.kinds ?? before?.sections.map((s) => s.kind));
      const highlighted = (m: typeof after) =>
        m?.sections.flatMap((s) => s.items.filter((i) => i.highlight !== undefined).map((i) => i.title));
      expect(highlighted(after)).toEqual(c.highlighted ?? highlighted(before));
    },
  );
});
