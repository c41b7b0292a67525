/**
 * `npm run eval -- [--cases <file>] [--only generation|iteration]`: runs descriptions and change requests
 * through the model the server is configured with (the same LLM_* variables, read by the server's own
 * schema) and prints, per case and in total, the owner's facts kept, the invented facts the guard removed,
 * any invented fact left on a page, the gates (valid, nothing loaded from outside), time and tokens.
 * Tokens are read from the product's own debug log of each model request, so what is printed is what the
 * server would spend.
 */
import { readFileSync } from "node:fs";
import { type GeneratedPage, generatePage, iteratePage } from "../../src/generator/index.js";
import type { LlmSettings } from "../../src/generator/types.js";
import { configSchema } from "../../src/server/config.js";
import { BUILT_IN_CASES, casesSchema, type EvalCases, type GenerationCase } from "./cases.js";
import { factsKept, gatesOf, inventedOn, leftOut, modelOf, sourcesOf } from "./measure.js";

type Write = (line: string) => void;

interface CaseResult {
  kind: "generation" | "iteration";
  name: string;
  /** "ok", "not applied" (a change the engine answered with ok: false) or the failure's code. */
  outcome: string;
  detail?: string;
  facts?: { kept: number; total: number };
  removed: string[];
  inventedLeft: string[];
  valid?: boolean;
  selfContained?: boolean;
  /** The quality checks that failed. */
  failed?: string[];
  ms: number;
  inputTokens: number;
  outputTokens: number;
}

/** Collects the token counts of the "model answer" debug lines the product writes for each call. */
class TokenLog {
  inputTokens = 0;
  outputTokens = 0;
  calls = 0;
  debug(details: object, message: string): void {
    if (message !== "model answer") return;
    const { inputTokens, outputTokens } = details as { inputTokens?: number; outputTokens?: number };
    this.inputTokens += inputTokens ?? 0;
    this.outputTokens += outputTokens ?? 0;
    this.calls++;
  }
}

export function settingsFrom(env: Record<string, string | undefined>): LlmSettings | string {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success)
    return parsed.error.issues.map((i) => `${String(i.path[0] ?? "environment")}: ${i.message}`).join("\n");
  const config = parsed.data;
  if (config.LLM_PROVIDER === "composer")
    return "LLM_PROVIDER is composer (the default): set LLM_PROVIDER, LLM_MODEL and LLM_BASE_URL or LLM_API_KEY as for the server.";
  return {
    provider: config.LLM_PROVIDER,
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL ?? "",
    timeoutMs: config.LLM_TIMEOUT_MS,
  };
}

const pageRequest = (c: GenerationCase) => ({
  ...c.request,
  logoOption: "generate" as const,
  logoData: null,
});

function failed(result: CaseResult, error: unknown): CaseResult {
  const code = (error as { code?: string }).code ?? "error";
  return { ...result, outcome: code, detail: error instanceof Error ? error.message : String(error) };
}

/** A case's result before it runs: applied, nothing removed, nothing measured yet. */
function freshResult(kind: CaseResult["kind"], name: string): CaseResult {
  return { kind, name, outcome: "ok", removed: [], inventedLeft: [], ms: 0, inputTokens: 0, outputTokens: 0 };
}

async function runGeneration(c: GenerationCase, settings: LlmSettings): Promise<CaseResult> {
  const log = new TokenLog();
  const started = Date.now();
  const result = freshResult("generation", c.name);
  try {
    const page: GeneratedPage = await generatePage(pageRequest(c), {
      provider: "llm",
      llm: { ...settings, logger: log },
    });
    result.ms = Date.now() - started;
    const composed = modelOf((await generatePage(pageRequest(c))).html);
    const model = modelOf(page.html);
    const { prompt, title, companyName, targetAudience } = c.request;
    result.facts = factsKept(prompt, model);
    // The guard's own count, whatever language the page's notes are written in.
    result.removed = [
      ...new Set((page as GeneratedPage & { stats?: { removed: string[] } }).stats?.removed ?? []),
    ];
    result.inventedLeft = inventedOn(model, [
      prompt,
      title,
      companyName,
      targetAudience,
      ...sourcesOf(composed),
    ]);
    Object.assign(result, gatesOf(page.html, c.request.landingPageType));
  } catch (error) {
    Object.assign(result, failed(result, error), { ms: Date.now() - started });
  }
  return { ...result, inputTokens: log.inputTokens, outputTokens: log.outputTokens };
}

async function runIteration(
  c: EvalCases["iteration"][number],
  cases: EvalCases,
  settings: LlmSettings,
): Promise<CaseResult> {
  const log = new TokenLog();
  const result = freshResult("iteration", c.name);
  const base =
    cases.generation.find((g) => g.name === c.page) ??
    BUILT_IN_CASES.generation.find((g) => g.name === c.page);
  if (!base) return { ...result, outcome: "no_page", detail: `no generation case named “${c.page}”` };
  // The page to change is the composer's: the eval measures how the model reads the change, not the page.
  const before = await generatePage(pageRequest(base));
  const started = Date.now();
  try {
    const changed = await iteratePage(before.html, c.change, {
      provider: "llm",
      llm: { ...settings, logger: log },
      landingPageType: base.request.landingPageType,
    });
    result.ms = Date.now() - started;
    if (!changed.ok) {
      Object.assign(result, { outcome: "not applied", detail: changed.message });
    } else {
      const model = modelOf(changed.html);
      result.facts = factsKept(base.request.prompt, model);
      result.removed = [...new Set(leftOut(changed.notApplied ?? [], model.lang))];
      result.inventedLeft = inventedOn(model, [c.change, ...sourcesOf(modelOf(before.html))]);
      Object.assign(result, gatesOf(changed.html, base.request.landingPageType));
    }
  } catch (error) {
    Object.assign(result, failed(result, error), { ms: Date.now() - started });
  }
  return { ...result, inputTokens: log.inputTokens, outputTokens: log.outputTokens };
}

const yesNo = (value: boolean | undefined) => (value === undefined ? "–" : value ? "yes" : "NO");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function caseLine(r: CaseResult): string {
  const facts = r.facts ? `${r.facts.kept}/${r.facts.total}` : "–";
  const head = `${r.kind.padEnd(10)} ${r.name.padEnd(16)} ${r.outcome.padEnd(11)}`;
  const figures = `facts kept ${facts.padEnd(5)}  removed ${String(r.removed.length).padStart(2)}  invented left ${r.inventedLeft.length}  valid ${yesNo(r.valid)}  self-contained ${yesNo(r.selfContained)}  ${seconds(r.ms)}  tokens ${r.inputTokens}+${r.outputTokens}`;
  const notes = [
    ...(r.inventedLeft.length ? [`    invented left: ${r.inventedLeft.join(" | ")}`] : []),
    ...(r.failed?.length ? [`    failed checks: ${r.failed.join(", ")}`] : []),
    ...(r.detail ? [`    ${r.detail}`] : []),
  ];
  return [`${head} ${figures}`, ...notes].join("\n");
}

function totalLines(results: CaseResult[]): string[] {
  const sum = (pick: (r: CaseResult) => number) => results.reduce((n, r) => n + pick(r), 0);
  const count = (kind: string, outcome: string) =>
    results.filter((r) => r.kind === kind && r.outcome === outcome).length;
  const measured = results.filter((r) => r.valid !== undefined);
  return [
    `Total: ${results.length} cases — generation ${count("generation", "ok")}/${results.filter((r) => r.kind === "generation").length} ok, iteration ${count("iteration", "ok")}/${results.filter((r) => r.kind === "iteration").length} applied (${count("iteration", "not applied")} not applied)`,
    `  facts kept ${sum((r) => r.facts?.kept ?? 0)}/${sum((r) => r.facts?.total ?? 0)}`,
    `  invented facts removed ${sum((r) => r.removed.length)}, invented facts left on pages ${sum((r) => r.inventedLeft.length)}`,
    `  gates: valid ${measured.filter((r) => r.valid).length}/${measured.length}, self-contained ${measured.filter((r) => r.selfContained).length}/${measured.length}`,
    `  time ${seconds(sum((r) => r.ms))}, tokens ${sum((r) => r.inputTokens)} in + ${sum((r) => r.outputTokens)} out`,
  ];
}

function readCases(args: string[]): EvalCases | string {
  const at = args.indexOf("--cases");
  if (at < 0) return BUILT_IN_CASES;
  const file = args[at + 1];
  if (!file) return "--cases needs a file";
  const parsed = casesSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success)
    return `${file}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`;
  return parsed.data;
}

/** The eval's command line; resolves to the exit code (2 for a usage or configuration error). */
export async function runEvalCli(
  args: string[],
  env: Record<string, string | undefined>,
  write: Write,
): Promise<number> {
  const onlyAt = args.indexOf("--only");
  const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined;
  if (only !== undefined && only !== "generation" && only !== "iteration") {
    write("usage: npm run eval -- [--cases <file>] [--only generation|iteration]");
    return 2;
  }
  const settings = settingsFrom(env);
  if (typeof settings === "string") {
    write(settings);
    return 2;
  }
  const cases = readCases(args);
  if (typeof cases === "string") {
    write(cases);
    return 2;
  }
  write(
    `Model ${settings.model} (${settings.provider}${settings.baseUrl ? ` at ${new URL(settings.baseUrl).host}` : ""})`,
  );
  const results: CaseResult[] = [];
  if (only !== "iteration")
    for (const c of cases.generation) {
      results.push(await runGeneration(c, settings));
      write(caseLine(results.at(-1) as CaseResult));
    }
  if (only !== "generation")
    for (const c of cases.iteration) {
      results.push(await runIteration(c, cases, settings));
      write(caseLine(results.at(-1) as CaseResult));
    }
  for (const line of totalLines(results)) write(line);
  return 0;
}
