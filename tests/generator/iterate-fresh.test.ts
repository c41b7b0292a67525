/**
 * A fresh round of change requests as owners type them (iterate-fresh-table.ts): casual, misspelt, several
 * in one message, polite, by place ("the second service", "the middle plan"), hours in many forms, prices,
 * sections named by their headings, other languages, and what a page cannot do. Each must change exactly
 * the lines it lists, report exactly what it did, keep the page passing the quality gates, or be refused
 * with its reason and at no charge.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readModelBlock } from "../../src/generator/composer/compose.js";
import { generatePage, iteratePage } from "../../src/generator/index.js";
import {
  FRESH_CASES,
  FRESH_NOW,
  FRESH_PAGES,
  type FreshCase,
  freshPageRequest,
} from "./iterate-fresh-table.js";
import { lineChanges, pageLines } from "./iterate-owner-pages.js";

const sorted = (lines: string[] = []) => [...lines].sort();
const pages = new Map<string, string>();

beforeAll(async () => {
  for (const page of Object.keys(FRESH_PAGES) as (keyof typeof FRESH_PAGES)[])
    pages.set(page, (await generatePage(freshPageRequest(page), { now: FRESH_NOW })).html);
}, 60_000);

describe("a fresh round of owners' change requests", () => {
  it.each(FRESH_CASES.map((c) => [c.page, c.ask, c] as const))("%s: %s", async (page, ask, c: FreshCase) => {
    const html = pages.get(page) ?? "";
    const result = await iteratePage(html, ask, { now: FRESH_NOW });
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
  });
});
