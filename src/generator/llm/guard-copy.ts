/**
 * The fact guard over a model's words (issue 26.2): every text the model wrote is checked against the
 * owner's description, their facts and the composer's own words. Texts with facts that do not trace back
 * get one repair round (the model rewrites them without); what still does not trace is cut out, and the
 * page's notes say what was removed. A text cut to nothing goes back to the composer's words.
 */
import type { ContentBrief } from "../brief/types.js";
import { type FoundFact, removeUntraced, untracedFacts } from "../guard/index.js";
import type { PageModel } from "../model.js";
import { type CopyText, setCopyText, writableTexts } from "./copy-fields.js";
import { briefFacts, type UntracedText } from "./copy-view.js";
import { modelWords } from "./model-words.js";

/** What a model's words may be traced back to: the owner's words, the brief's facts, the composer's page. */
export function traceSources(composed: PageModel, brief: ContentBrief): string[] {
  const { source } = composed;
  return [
    source.prompt,
    source.title,
    source.companyName,
    source.targetAudience,
    ...Object.values(briefFacts(brief)).flat(),
    ...writableTexts(composed).map((t) => t.text),
    ...composed.footer.flatMap((item) => [item.title, item.text ?? ""]),
  ].filter(Boolean);
}

/** Asks the model once for new words for the texts listed; resolves to the texts it sent back. */
export type RepairCopy = (untraced: UntracedText[]) => Promise<CopyText[]>;

export interface GuardedCopy {
  model: PageModel;
  /** Facts cut from the page after the repair round. */
  removed: FoundFact[];
  /** Texts that had untraced facts before the repair round. */
  flagged: number;
  /** For the owner: one line per removed fact ("Removed “since 1987”: not in your description"). */
  notes: string[];
}

function untracedIn(texts: CopyText[], sources: string[], lang: string): UntracedText[] {
  return texts.flatMap(({ path, text }) => {
    const facts = untracedFacts(text, sources, lang).map((f) => f.text);
    return facts.length ? [{ path, text, facts }] : [];
  });
}

/**
 * Cuts every untraced fact out of the texts given (in `model`, by path); a text cut to nothing goes back
 * to the composer's words. Used on the final texts and on every streamed preview.
 */
export function cutUntraced(
  model: PageModel,
  composed: PageModel,
  texts: CopyText[],
  sources: string[],
): FoundFact[] {
  const original = new Map(writableTexts(composed).map((t) => [t.path, t.text]));
  const removed: FoundFact[] = [];
  for (const { path, text } of texts) {
    const cut = removeUntraced(text, sources, model.lang);
    if (cut.removed.length === 0) continue;
    removed.push(...cut.removed);
    const kept = cut.text.trim();
    if (!kept || !setCopyText(model, path, kept)) setCopyText(model, path, original.get(path) ?? "");
  }
  return removed;
}

/** The model's texts made safe: repaired once, then cut; `model` is changed in place and returned. */
export async function guardCopy(
  model: PageModel,
  composed: PageModel,
  written: CopyText[],
  sources: string[],
  repair: RepairCopy,
): Promise<GuardedCopy> {
  const flagged = untracedIn(written, sources, model.lang);
  if (flagged.length === 0) return { model, removed: [], flagged: 0, notes: [] };

  const flaggedPaths = new Set(flagged.map((u) => u.path));
  const current = new Map(flagged.map((u) => [u.path, u.text]));
  for (const fix of await repair(flagged)) {
    if (flaggedPaths.has(fix.path)) current.set(fix.path, fix.text.replace(/\s+/g, " ").trim());
  }
  // The repaired words go in first, so a fix that is clean stands as the model wrote it; a text the model
  // dropped goes back to the composer's words.
  const original = new Map(writableTexts(composed).map((t) => [t.path, t.text]));
  for (const [path, text] of current) {
    if (!text || !setCopyText(model, path, text)) {
      setCopyText(model, path, original.get(path) ?? "");
      current.delete(path);
    }
  }
  const texts = [...current].map(([path, text]) => ({ path, text }));
  const removed = cutUntraced(model, composed, texts, sources);
  const notes = [...new Set(removed.map((f) => f.text))].map((text) =>
    modelWords(model.lang, "removed", { fact: `“${text}”` }),
  );
  return { model, removed, flagged: flagged.length, notes };
}
