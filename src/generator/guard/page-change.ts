/**
 * The last net over a change a model took part in (issue 26, done-when): operations are guarded one by one
 * (ops/guard.ts), but a model's words also reach the page by other roads — a translation's answer, a
 * repaired text. After the change, every text of the page that is new or changed, and every new link of an
 * item or the forms' address, must trace its facts to the page before it (its texts, its stored brief and
 * description) or to the owner's request; what does not is cut, and each cut is reported.
 */
import type { PageModel } from "../model.js";
import { pageSlots, pruneEmpty } from "../ops/texts.js";
import { removeUntraced, untracedFacts } from "./index.js";

/** Strings longer than this are pictures (data: URLs), not words a fact could come from. */
const MAX_SOURCE_CHARS = 4000;

/** Every string the page model holds: texts, links, the stored brief and the owner's description. */
export function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    if (value.length <= MAX_SOURCE_CHARS && !value.startsWith("data:")) out.push(value);
  } else if (Array.isArray(value)) {
    for (const entry of value) stringsOf(entry, out);
  } else if (value && typeof value === "object") {
    for (const entry of Object.values(value)) stringsOf(entry, out);
  }
  return out;
}

export interface GuardedChange {
  /** The facts cut, as written. */
  removed: string[];
  /** One line per text that lost facts, for the change's report. */
  notes: string[];
}

/**
 * Cuts from `after` (in place) every fact of a new or changed text that `before` and `request` do not give.
 * `written`: the page as the guarded operations left it (before a translation); what they wrote was checked
 * value by value (ops/guard.ts) and is not cut again, so a day's hours formatted anew stay.
 */
export function guardChangedPage(
  before: PageModel,
  after: PageModel,
  request: string,
  written?: PageModel,
): GuardedChange {
  const known = stringsOf(before);
  const sources = [request, ...known];
  const unchanged = new Set([...known, ...(written ? stringsOf(written) : [])]);
  const previous = new Map(pageSlots(before).map((slot) => [slot.path, slot.get()]));
  const removed: string[] = [];
  const notes: string[] = [];
  const report = (facts: string[]) => {
    removed.push(...facts);
    const note = `Left out ${facts.map((f) => `“${f}”`).join(", ")}: it is not in your request or on the page`;
    if (!notes.includes(note)) notes.push(note);
  };

  for (const slot of pageSlots(after)) {
    const text = slot.get();
    if (!text || unchanged.has(text)) continue;
    const cut = removeUntraced(text, sources, after.lang);
    if (cut.removed.length === 0) continue;
    report(cut.removed.map((f) => f.text));
    // A text cut to nothing goes back to what it said before the change (or goes, when it is new).
    slot.set(cut.text.trim() || (previous.get(slot.path) ?? ""));
  }
  for (const item of after.sections.flatMap((s) => s.items)) {
    if (!item.href || unchanged.has(item.href)) continue;
    const facts = untracedFacts(item.href, sources, after.lang);
    if (facts.length === 0) continue;
    report(facts.map((f) => f.text));
    delete item.href;
  }
  const action = after.settings.formAction;
  if (action && action !== before.settings.formAction && untracedFacts(action, sources).length) {
    report([action]);
    after.settings.formAction = before.settings.formAction;
    after.settings.ownFormAction = before.settings.ownFormAction;
  }
  pruneEmpty(after);
  return { removed, notes };
}
