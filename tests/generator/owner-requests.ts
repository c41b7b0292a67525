/**
 * One way to record and check a round of owners' change requests (iterate-fresh, iterate-round-g): the
 * pages' descriptions, each request with the report it gives and exactly the lines of page text it takes
 * away and adds, or the reason it is refused.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readModelBlock } from "../../src/generator/composer/compose.js";
import { generatePage, iteratePage } from "../../src/generator/index.js";
import type { PageRequest } from "../../src/generator/types.js";
import { lineChanges, pageLines } from "./iterate-owner-pages.js";

/** A page of the round, as the owner described it. */
export type OwnerPageSeed = Omit<PageRequest, "logoOption" | "logoData">;

export interface OwnerRequestCase<Page extends string = string> {
  page: Page;
  ask: string;
  /** The report, one sentence per request applied. */
  applied?: string[];
  /** The parts of the message not applied, with their reasons. */
  notApplied?: string[];
  /** Every line of page text that goes and that comes, as often as it changes. */
  removed?: string[];
  added?: string[];
  /** Settings that change without text (colours, theme, sizes): exactly these. */
  settings?: Record<string, unknown>;
  /** The items drawn highlighted afterwards, when that changes (a highlight has no text of its own). */
  highlighted?: string[];
  /** The sections' order afterwards, when it changes. */
  kinds?: string[];
  /** The whole message refused: the request and its reason as the owner reads them. */
  refused?: string;
}

export function ownerPageRequest(seed: OwnerPageSeed): PageRequest {
  return { ...seed, logoOption: "generate", logoData: null };
}

const sorted = (lines: string[] = []) => [...lines].sort();

/**
 * Generates every page once, then runs each request on its page: it must change exactly the lines it
 * lists, report exactly what it did and keep every setting it was not asked to change, or be refused as a
 * whole with its reason (nothing written, nothing charged).
 */
export function describeOwnerRequests<Page extends string>(
  title: string,
  round: { pages: Record<Page, OwnerPageSeed>; cases: OwnerRequestCase<Page>[]; now: Date },
): void {
  const pages = new Map<string, string>();
  beforeAll(async () => {
    for (const [page, seed] of Object.entries(round.pages) as [Page, OwnerPageSeed][])
      pages.set(page, (await generatePage(ownerPageRequest(seed), { now: round.now })).html);
  }, 60_000);

  describe(title, () => {
    it.each(round.cases.map((c) => [c.page, c.ask, c] as const))("%s: %s", async (page, ask, c) => {
      const html = pages.get(page) ?? "";
      const result = await iteratePage(html, ask, { now: round.now });
      if (c.refused !== undefined) {
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
}
