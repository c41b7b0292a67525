/**
 * The held-out fake-model table (held-out-model-cases.ts) through iteratePage with a fake model on loopback:
 * an invented fact never reaches the page, a path the page lacks or an answer that is junk or nothing
 * changes nothing and costs nothing, an edit that changes nothing costs nothing, and the owner's own facts
 * stay. Each case names what it checks.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readModelBlock } from "../../../src/generator/composer/compose.js";
import { iteratePage } from "../../../src/generator/index.js";
import type { PageModel } from "../../../src/generator/model.js";
import { GenerationError, type IterateResult, type LlmSettings } from "../../../src/generator/types.js";
import { type FakeLlmServer, fakeModelSettings, startFakeLlmServer } from "../../helpers/fake-llm-server.js";
import { compose } from "../compose-for-test.js";
import { visible } from "../ops/pages.js";
import {
  HELD_OUT_CASES,
  HELD_OUT_PAGES,
  type HeldOutCase,
  type HeldOutPage,
} from "./held-out-model-cases.js";

let server: FakeLlmServer;
let llm: LlmSettings;
/** What the fake model answers to every call of the case running (a repair try gets the same). */
let answer = "";

beforeAll(async () => {
  server = await startFakeLlmServer({ fallback: () => ({ text: answer }) });
  llm = fakeModelSettings(server);
});
afterAll(() => server.close());

const composed = new Map<HeldOutPage, { html: string; model: PageModel }>();

function pageOf(name: HeldOutPage) {
  let page = composed.get(name);
  if (!page) {
    const spec = HELD_OUT_PAGES[name];
    page = compose(spec.type, spec.prompt, { companyName: spec.company, title: spec.company });
    composed.set(name, page);
  }
  return page;
}

/** "SAME" in a case's operations is the page's own headline, so the edit changes nothing. */
function opsFor(item: HeldOutCase, model: PageModel): unknown[] {
  const own = model.sections[0]?.heading ?? "";
  return JSON.parse(JSON.stringify(item.ops ?? []).replaceAll('"SAME"', JSON.stringify(own)));
}

async function run(item: HeldOutCase): Promise<IterateResult | GenerationError> {
  const { html, model } = pageOf(item.page);
  answer = item.raw ?? JSON.stringify({ parts: [{ part: item.request, ops: opsFor(item, model) }] });
  try {
    return await iteratePage(html, item.request, { provider: "llm", llm });
  } catch (error) {
    if (error instanceof GenerationError) return error;
    throw error;
  }
}

/** Words a cut leaves hanging: a doubled space, a space before a stop, a joining word before a stop. */
const DANGLING =
  /\s{2,}|\s[,.;:!?]|\b(?:with|and|or|of|for|by|in|at|to|the|a|our|mit|und|et|avec|de|y|con|e|en|i|w|és|a)\s*[,.;:!?]|^[,.;:]/iu;

describe("held-out fake-model answers: invented facts never reach the page, nothing changed costs nothing", () => {
  for (const item of HELD_OUT_CASES) {
    it(item.name, async () => {
      const result = await run(item);
      if (item.free) {
        expect(
          result instanceof GenerationError || result.ok === false,
          "nothing applied, nothing charged",
        ).toBe(true);
        return;
      }
      if (result instanceof GenerationError) throw result;
      const page = result.ok ? visible(result.html) : visible(pageOf(item.page).html);
      for (const word of item.absent ?? []) expect(page.toLowerCase()).not.toContain(word.toLowerCase());
      for (const word of item.present ?? []) expect(page).toContain(word);
      if (item.clean && result.ok) {
        const lead = (readModelBlock(result.html) as PageModel).sections[0]?.lead ?? "";
        expect(lead).not.toMatch(DANGLING);
      }
    });
  }
});
