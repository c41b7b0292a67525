/**
 * Translating a composer page through its model: the texts in the op's scope are collected from the model
 * (never from the HTML), sent to the AI provider as one JSON array, and written back one by one. The owner's
 * facts survive: a translated text that lost, changed or added a fact, compared by value (guard/keepsFacts:
 * "£12" may become "12 £", "7pm" "19 Uhr"), is not used (the original stays). Without an AI provider a
 * translate op is refused (iterate/index.ts).
 */
import { CHROME_TEXTS, RENDER_TEXTS } from "../composer/render/chrome-text.js";
import { keepsFacts } from "../guard/index.js";
import type { PageModel } from "../model.js";
import { lookupSection, sectionName } from "../ops/refs.js";
import type { OpOf } from "../ops/schema.js";
import { pageSlots, sectionSlots, type TextSlot } from "../ops/texts.js";

/** Sends a system and a user prompt to the AI provider; resolves with its whole answer. */
export type Complete = (system: string, prompt: string) => Promise<string>;

type TranslateOp = OpOf<"translate">;

/** Scripts written right to left, by primary language code. */
const RIGHT_TO_LEFT = new Set(["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv"]);

/** The language's English name ("Italian"), from the runtime's own tables; the code when it has none. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

function directionOf(code: string): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(code.toLowerCase().split(/[-_]/)[0] ?? "") ? "rtl" : "ltr";
}

/** The renderers' own words ("Menu", "Send") as slots, so a whole-page translation leaves none behind. */
function chromeSlots(model: PageModel): TextSlot[] {
  const ui: Record<string, string> = { ...model.ui };
  model.ui = ui;
  const renderTexts = Object.values(RENDER_TEXTS).filter((english) => english in ui);
  return [...CHROME_TEXTS, ...renderTexts].map((english) => ({
    path: `ui.${english}`,
    get: () => ui[english] ?? english,
    set: (text: string) => {
      ui[english] = text;
    },
  }));
}

function slotsFor(model: PageModel, op: TranslateOp): TextSlot[] | string {
  if (!op.section) return [...pageSlots(model), ...chromeSlots(model)];
  const section = lookupSection(model, op.section);
  if (!section) return `There is no “${op.section}” section on the page to translate`;
  return sectionSlots(section);
}

const SYSTEM = [
  "You translate the texts of a landing page. You answer with a JSON array of strings and nothing else.",
  "The answer has exactly as many strings as the question, in the same order; each is the translation of the string at its position.",
  "Keep every number, price, currency sign, date, time, e-mail address, link, phone number, @handle, person's name, company name and product name exactly as written.",
  "Do not add, drop or invent anything; keep each text about as long as the original.",
].join("\n");

/** The model's answer as an array of strings, if it is one (a code fence around it is tolerated). */
function readArray(answer: string, length: number): string[] | null {
  const start = answer.indexOf("[");
  const end = answer.lastIndexOf("]");
  if (start < 0 || end < start) return null;
  try {
    const parsed: unknown = JSON.parse(answer.slice(start, end + 1));
    if (!Array.isArray(parsed) || parsed.length !== length) return null;
    return parsed.every((value) => typeof value === "string") ? (parsed as string[]) : null;
  } catch {
    return null;
  }
}

export interface TranslationsApplied {
  model: PageModel;
  applied: string[];
  notApplied: string[];
}

/** Runs the translate ops of a change, in order, each on the page as the one before left it. */
export async function applyTranslations(
  stored: PageModel,
  ops: TranslateOp[],
  complete: Complete,
): Promise<TranslationsApplied> {
  let model = stored;
  const applied: string[] = [];
  const notApplied: string[] = [];
  for (const op of ops) {
    const name = languageName(op.lang);
    const draft = structuredClone(model);
    const slots = slotsFor(draft, op);
    if (typeof slots === "string") {
      notApplied.push(slots);
      continue;
    }
    const filled = slots.filter((slot) => slot.get()?.trim());
    const originals = filled.map((slot) => slot.get() as string);
    const prompt = `Translate each string into ${name} (${op.lang}).\n${JSON.stringify(originals)}`;
    const translated = readArray(await complete(SYSTEM, prompt), originals.length);
    if (!translated) {
      notApplied.push(
        `The translation into ${name} could not be read; nothing was changed. Please try again.`,
      );
      continue;
    }
    let kept = 0;
    filled.forEach((slot, i) => {
      const text = translated[i]?.trim() ?? "";
      if (text && keepsFacts(originals[i] ?? "", text, model.lang, op.lang)) slot.set(text);
      else kept++;
    });
    if (!op.section) {
      draft.lang = op.lang;
      draft.dir = directionOf(op.lang);
    }
    model = draft;
    const part = op.section ? sectionName(lookupSection(draft, op.section) ?? { kind: op.section }) : "";
    const what = !op.section ? "the page" : /^the /i.test(part) ? part : `the ${part}`;
    const keptNote = kept
      ? ` (${kept} text${kept === 1 ? "" : "s"} kept as written, to keep their figures and links exact)`
      : "";
    applied.push(`Translated ${what} into ${name}${keptNote}`);
  }
  return { model, applied, notApplied };
}
