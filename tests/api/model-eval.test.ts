/**
 * `npm run eval` against a model on loopback: the operator's measurement prints per case and in total the
 * facts kept, the invented facts removed and left, the gates, time and tokens — here against a model that
 * invents in every field, so the removals are real and nothing invented may be left.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILT_IN_CASES, casesSchema } from "../../scripts/eval/cases.js";
import { runEvalCli } from "../../scripts/eval/run.js";
import { type AdversarialModel, startAdversarialModel } from "../helpers/adversarial-model.js";

let model: AdversarialModel;
let env: Record<string, string>;
beforeAll(async () => {
  model = await startAdversarialModel();
  env = {
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: model.baseUrl,
    LLM_MODEL: "eval-model",
    LLM_API_KEY: "sk-eval",
  };
});
afterAll(() => model?.close());

async function evalWith(args: string[], environment = env) {
  const lines: string[] = [];
  const code = await runEvalCli(args, environment, (line) => lines.push(line));
  return { code, out: lines.join("\n") };
}

/** Two descriptions and two changes from the built-in set, so the test stays quick. */
function smallCases(): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "eval-cases-")), "cases.json");
  const generation = BUILT_IN_CASES.generation.filter((c) => c.name === "bakery" || c.name === "event");
  // "new-price" is read by the offline rules too, but with a model configured every request reaches it
  // (decision 0036), the rules' reading going along as a hint.
  const iteration = BUILT_IN_CASES.iteration.filter(
    (c) => c.name === "new-price" || c.name === "testimonial",
  );
  writeFileSync(file, JSON.stringify({ generation, iteration }));
  return file;
}

describe("npm run eval", () => {
  it("has a built-in set of ten descriptions and ten changes, each change on one of the descriptions", () => {
    const cases = casesSchema.parse(BUILT_IN_CASES);
    expect(cases.generation.length).toBeGreaterThanOrEqual(10);
    expect(cases.iteration.length).toBeGreaterThanOrEqual(10);
    const names = new Set(cases.generation.map((c) => c.name));
    for (const change of cases.iteration) expect(names).toContain(change.page);
  });

  it("prints each case and the totals: facts kept, invented facts removed and none left, gates, time, tokens", async () => {
    const { code, out } = await evalWith(["--cases", smallCases()]);
    expect(code, out).toBe(0);
    const host = new URL(model.baseUrl).host;
    expect(out).toContain(`Model eval-model (openai-compatible at ${host})`);
    expect(out).toMatch(
      /^generation +bakery +ok +facts kept \d+\/\d+ +removed +\d+ +invented left 0 +valid yes +self-contained yes +[\d.]+ s +tokens \d+\+\d+$/m,
    );
    expect(out).toMatch(
      /^iteration +testimonial +ok +facts kept \d+\/\d+ +removed +[1-9]\d* +invented left 0 +valid \w+ +self-contained yes +[\d.]+ s +tokens [1-9]\d*\+[1-9]\d*$/m,
    );
    expect(out).toMatch(/^iteration +new-price +ok .* tokens [1-9]\d*\+[1-9]\d*$/m);
    expect(out).toContain("Total: 4 cases — generation 2/2 ok");
    expect(out).toContain("invented facts left on pages 0");
    expect(out).toMatch(/invented facts removed ([1-9]\d*)/);
    expect(out).toMatch(/gates: valid \d+\/4, self-contained 4\/4/);
    const tokens = out.match(/tokens (\d+) in \+ (\d+) out/);
    expect(Number(tokens?.[1])).toBeGreaterThan(0);
    expect(Number(tokens?.[2])).toBeGreaterThan(0);
  });

  it("runs only the changes with --only iteration", async () => {
    const { code, out } = await evalWith(["--cases", smallCases(), "--only", "iteration"]);
    expect(code).toBe(0);
    expect(out).not.toMatch(/^generation /m);
    expect(out).toContain("generation 0/0 ok, iteration");
  });

  it("refuses to run without a model configured, or with an unknown --only, and says how", async () => {
    const none = await evalWith([], {});
    expect(none.code).toBe(2);
    expect(none.out).toContain("LLM_PROVIDER is composer (the default)");
    const wrong = await evalWith(["--only", "pages"]);
    expect(wrong).toEqual({
      code: 2,
      out: "usage: npm run eval -- [--cases <file>] [--only generation|iteration]",
    });
  });
});
