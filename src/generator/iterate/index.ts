/**
 * Iterating a composer page: the request becomes operations on its page model, and `applyOps` is the only
 * code that changes it. Offline, the rules (interpret/) read it; when a model is configured, the model reads
 * the whole request with the rules' reading as a hint (model-reading.ts, decision 0036) and answers in the
 * same change language. What neither reads is named as not done, with the closest phrasings that work —
 * never guessed. Translations
 * run last (so what the other changes added is translated too) and need the model.
 */
import { pageLang } from "../composer/locale/index.js";
import { interpret } from "../interpret/index.js";
import { streamCompletion } from "../llm/stream.js";
import type { PageModel } from "../model.js";
import { applyOps } from "../ops/apply.js";
import { reportWords } from "../ops/report-words.js";
import type { Op } from "../ops/schema.js";
import type { EngineOptions } from "../types.js";
import { otherSpellings } from "./fact-spellings.js";
import { unreadLine } from "./messages.js";
import { readWithModel } from "./model-reading.js";
import { withoutSameHours } from "./same-hours.js";
import { applyTranslations } from "./translate.js";

export { notAppliedMessage, SUPPORTED_CHANGES } from "./messages.js";

export interface ChangeOptions extends EngineOptions {
  scope?: { section: string; path?: string };
}

export interface ModelChange {
  model: PageModel;
  applied: string[];
  notApplied: string[];
  changedSections: string[];
  /** The page as the operations left it, before any translation (what the operations' guard checked). */
  written: PageModel;
}

/**
 * The operations a request stands for: the rules' reading, or with a model configured, the model's reading
 * of the whole request with the rules' as its hint and what stands behind it (model-reading.ts).
 */
async function readRequest(
  text: string,
  stored: PageModel,
  options: ChangeOptions,
): Promise<{ ops: Op[]; notApplied: string[] }> {
  const read = interpret(text, stored, { scope: options.scope });
  if (options.provider !== "llm" || !options.llm) {
    const lang = pageLang(stored);
    return { ops: read.ops, notApplied: read.unread.map((part) => unreadLine(part, lang)) };
  }
  options.onProgress?.({ stage: "requesting", message: "Asking the AI to read your request…" });
  return readWithModel(text, stored, read, options.llm, { signal: options.signal, scope: options.scope });
}

/** Applies a plain-words request to a page model: what changed, what did not and why. */
export async function changeModel(
  stored: PageModel,
  text: string,
  options: ChangeOptions,
): Promise<ModelChange> {
  const read = await readRequest(text, stored, options);
  const same = withoutSameHours(read.ops, stored, text);
  const ops = same.ops;
  const notApplied = [...read.notApplied, ...same.notApplied];
  const done = applyOps(stored, ops, { request: text });
  // The same value written another way changes too; its report is the one line the change already has.
  const spellings = otherSpellings(ops, stored);
  if (spellings.length > 0 && done.applied.length > 0) {
    const also = applyOps(done.model, spellings, { request: text });
    done.model = also.model;
    done.changedSections = [...new Set([...done.changedSections, ...also.changedSections])];
  }
  const result: ModelChange = {
    model: done.model,
    // One line per change said: a value changed in two places is one change to the owner.
    applied: [...new Set(done.applied)],
    notApplied: [...notApplied, ...done.notApplied],
    changedSections: done.changedSections,
    written: done.model,
  };
  if (done.translations.length === 0) return result;
  const llm = options.provider === "llm" ? options.llm : undefined;
  if (!llm) {
    result.notApplied.push(reportWords(pageLang(stored), "needsProvider"));
    return result;
  }
  options.onProgress?.({ stage: "requesting", message: "Translating your page…" });
  const complete = async (system: string, prompt: string) =>
    (await streamCompletion({ settings: llm, system, prompt, signal: options.signal })).text;
  const translated = await applyTranslations(result.model, done.translations, complete);
  result.model = translated.model;
  result.applied.push(...translated.applied);
  result.notApplied.push(...translated.notApplied);
  // A translation rewrites every section it touches; the preview outlines them all.
  result.changedSections = translated.applied.length
    ? translated.model.sections.map((s) => s.id)
    : result.changedSections;
  return result;
}
