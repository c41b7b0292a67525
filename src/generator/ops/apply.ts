/**
 * `applyOps`: the only code that changes a page. It validates each operation, runs its handler on a
 * copy of the model and reports each change in the owner's words; an operation that is invalid, names
 * something the page does not have, or changes nothing is reported as not applied and leaves no trace.
 * New facts nobody gave are left out first (guard.ts). Translations are returned for the caller to
 * run (they need the translator); refusals are reported as they were given.
 */
import { pageLang } from "../composer/locale/index.js";
import type { PageModel } from "../model.js";
import { resolveAmounts } from "./amounts.js";
import { BUTTON_OPS } from "./button-ops.js";
import { FACT_OPS } from "./fact-ops.js";
import { FORM_OPS } from "./form-ops.js";
import { guardOps } from "./guard.js";
import { HOURS_OPS } from "./hours-ops.js";
import { ITEM_OPS } from "./item-ops.js";
import { LOGO_OPS } from "./logo-ops.js";
import { type HandlerTable, NotApplied, type OpContext, type OpHandler } from "./outcome.js";
import { reportLine, reportWords } from "./report-words.js";
import { type Op, type OpName, type OpOf, opSchema } from "./schema.js";
import { SECTION_OPS } from "./section-ops.js";
import { SHORTEN_OP } from "./shorten-op.js";
import { STATUS_OPS } from "./status-ops.js";
import { STYLE_OPS } from "./style-ops.js";
import { TEXT_OPS } from "./text-ops.js";
import { VARIANT_OPS } from "./variant-ops.js";

export interface ApplyContext {
  /** The owner's request as typed. */
  request: string;
  /** The clock ("now") for dates; the page's generation time when not given. */
  now?: Date;
}

export interface ApplyResult {
  model: PageModel;
  /** One line per change, in the owner's words. */
  applied: string[];
  /** One line per operation not applied, with the reason. */
  notApplied: string[];
  /** Ids of the sections whose content changed, in page order. */
  changedSections: string[];
  /** Translations asked for, for the caller to run. */
  translations: OpOf<"translate">[];
}

const HANDLERS: HandlerTable = {
  ...TEXT_OPS,
  ...ITEM_OPS,
  ...SECTION_OPS,
  ...FACT_OPS,
  ...HOURS_OPS,
  ...STYLE_OPS,
  ...FORM_OPS,
  ...STATUS_OPS,
  ...SHORTEN_OP,
  ...LOGO_OPS,
  ...BUTTON_OPS,
  ...VARIANT_OPS,
};

/** One validated operation on a copy of the model: the copy and its line, or why not. */
function applyOne(
  model: PageModel,
  op: Op,
  context: OpContext,
): { model: PageModel; line: string } | { why: string } {
  const handler = HANDLERS[op.op] as OpHandler<OpName> | undefined;
  if (!handler) return { why: `“${op.op}” cannot be done on this page` };
  const draft = structuredClone(model);
  try {
    const line = handler(draft, op, context);
    if (JSON.stringify(draft) === JSON.stringify(model))
      return { why: reportWords(pageLang(model), "alreadyLooks", { change: line }) };
    return { model: draft, line };
  } catch (error) {
    if (error instanceof NotApplied) return { why: error.message };
    return { why: `Could not do “${op.op}”: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Ids of sections that are new or whose content differs, in page order. */
function changedSectionIds(before: PageModel, after: PageModel): string[] {
  const old = new Map(before.sections.map((s) => [s.id, JSON.stringify(s)]));
  return after.sections.filter((s) => old.get(s.id) !== JSON.stringify(s)).map((s) => s.id);
}

export function applyOps(model: PageModel, ops: unknown[], context: ApplyContext): ApplyResult {
  const opContext: OpContext = { request: context.request, now: context.now ?? new Date(model.generatedAt) };
  const result: ApplyResult = {
    model: structuredClone(model),
    applied: [],
    notApplied: [],
    changedSections: [],
    translations: [],
  };
  const valid: Op[] = [];
  for (const raw of ops) {
    const parsed = opSchema.safeParse(raw);
    if (parsed.success) valid.push(parsed.data);
    else {
      const name = (raw as { op?: unknown } | null)?.op;
      result.notApplied.push(
        typeof name === "string"
          ? reportLine(model.lang, "changeUnreadableNamed", { name })
          : reportLine(model.lang, "changeUnreadable"),
      );
    }
  }
  // Amounts said without a currency are written in the page's (amounts.ts) before the guard reads them.
  const amounts = resolveAmounts(valid, model, context.request);
  result.notApplied.push(...amounts.dropped);
  const guarded = guardOps(amounts.ops, { request: context.request, model, said: amounts.sources });
  result.notApplied.push(...guarded.dropped);
  for (const op of guarded.ops) {
    if (op.op === "translate") {
      result.translations.push(op);
      continue;
    }
    if (op.op === "refuse") {
      result.notApplied.push(`“${op.part}” — ${op.why}`);
      continue;
    }
    const outcome = applyOne(result.model, op, opContext);
    if ("why" in outcome) result.notApplied.push(outcome.why);
    else {
      result.model = outcome.model;
      result.applied.push(outcome.line);
    }
  }
  result.changedSections = changedSectionIds(model, result.model);
  return result;
}
