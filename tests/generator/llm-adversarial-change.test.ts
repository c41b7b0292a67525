/**
 * The model as interpreter of changes, against a model that invents in every field: what it answers is
 * operations of the change language; a refusal's words (shown to the owner as ours) lose the facts the
 * model made up, while the other operations keep their values for the operations' guard to judge.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readChangeWithModel } from "../../src/generator/llm/change.js";
import type { Op } from "../../src/generator/ops/schema.js";
import type { LlmSettings } from "../../src/generator/types.js";
import {
  type AdversarialModel,
  INVENTED_MARKERS,
  startAdversarialModel,
} from "../helpers/adversarial-model.js";
import { page } from "./ops/pages.js";

let model: AdversarialModel;
let settings: LlmSettings;
beforeAll(async () => {
  model = await startAdversarialModel();
  settings = { provider: "openai-compatible", baseUrl: model.baseUrl, model: "adversary", maxRetries: 0 };
});
afterAll(() => model?.close());

const invented = (text: string) =>
  INVENTED_MARKERS.filter((m) => text.toLowerCase().includes(m.toLowerCase()));

describe("an inventing model reading a change", () => {
  it("answers every kind of operation but a refusal made only of invented facts, which is dropped", async () => {
    const { ops, usage } = await readChangeWithModel("make it feel special", page("restaurant"), settings);
    const kinds = new Set(ops.map((op) => op.op));
    expect(kinds).toContain("set_fact");
    expect(kinds).toContain("add_item");
    // Its refusal was nothing but invented facts ("Loaves from only £1.99. Family-run since 1987."): dropped.
    expect(kinds).not.toContain("refuse");
    expect(kinds.size).toBeGreaterThan(10);
    // The invented values of the other operations are still there: the operations' guard reports them.
    const setFact = ops.find((op): op is Extract<Op, { op: "set_fact" }> => op.op === "set_fact");
    expect(invented(setFact?.to ?? "")).not.toEqual([]);
    expect(usage.outputTokens).toBeGreaterThan(0);
  });
});
