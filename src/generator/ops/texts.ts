/**
 * The texts of a page model as slots that read and write them, and the edit paths (`data-edit`) that name
 * one of them: what replace_text, set_fact and shorten rewrite, and what set_text addresses.
 */
import type { FormSpec, Item, PageModel, Section } from "../model.js";

export interface TextSlot {
  /** The edit path of the text ("sections.s3.items.0.title", "footer.2.text", "meta.description"). */
  path: string;
  get(): string | undefined;
  set(text: string): void;
}

function slot<T extends object>(path: string, target: T, key: keyof T): TextSlot {
  return {
    path,
    get: () => (typeof target[key] === "string" ? (target[key] as string) : undefined),
    set: (text) => {
      target[key] = text as T[keyof T];
    },
  };
}

function itemSlots(base: string, item: Item): TextSlot[] {
  return (["title", "text", "meta", "price"] as const).map((key) => slot(`${base}.${key}`, item, key));
}

function formSlots(base: string, form: FormSpec): TextSlot[] {
  const slots = (["submitLabel", "thanksTitle", "thanksText", "note"] as const).map((key) =>
    slot(`${base}.${key}`, form, key),
  );
  form.fields.forEach((input, i) => {
    slots.push(slot(`${base}.fields.${i}.label`, input, "label"));
    const options = input.options ?? [];
    options.forEach((_, j) => {
      slots.push(slot(`${base}.fields.${i}.options.${j}`, options, j));
    });
  });
  return slots;
}

/** Every text of a section: headings, items (prices too), buttons and its form. */
export function sectionSlots(section: Section): TextSlot[] {
  const base = `sections.${section.id}`;
  const slots = (["eyebrow", "heading", "tagline", "lead", "placeholder"] as const).map((key) =>
    slot(`${base}.${key}`, section, key),
  );
  section.items.forEach((item, i) => {
    slots.push(...itemSlots(`${base}.items.${i}`, item));
  });
  if (section.cta) slots.push(slot(`${base}.cta.label`, section.cta, "label"));
  if (section.secondaryCta) slots.push(slot(`${base}.secondaryCta.label`, section.secondaryCta, "label"));
  if (section.form) slots.push(...formSlots(`${base}.form`, section.form));
  return slots;
}

/** Every text the page shows: its sections, the footer's values and the search snippet. */
export function pageSlots(model: PageModel, sections: Section[] = model.sections): TextSlot[] {
  return [
    ...sections.flatMap(sectionSlots),
    ...model.footer.flatMap((item, i) => [slot(`footer.${i}.text`, item, "text")]),
    slot("meta.description", model.meta, "description"),
  ];
}

/** Rewrites the given slots; answers how many texts changed. */
export function rewriteSlots(slots: TextSlot[], rewrite: (text: string) => string): number {
  let changed = 0;
  for (const s of slots) {
    const value = s.get();
    if (!value) continue;
    const next = rewrite(value);
    if (next === value) continue;
    s.set(next);
    changed++;
  }
  return changed;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern for a phrase as whole words: "€29" matches in "from €29." but not in "€295". */
export function wholePhrase(phrase: string, flags = "gu"): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, flags);
}

/** The phrase replaced as whole words (case kept as written). */
export function replaceWhole(text: string, find: string, replacement: string): string {
  return text.replace(wholePhrase(find), () => replacement);
}

/** True when the page writes the phrase somewhere (whole words, any case). */
export function pageSays(model: PageModel, phrase: string): boolean {
  const pattern = wholePhrase(phrase, "iu");
  return pageSlots(model).some((s) => pattern.test(s.get() ?? ""));
}

/** The slot an edit path names, or undefined when the path leads nowhere on this page. */
export function slotAt(model: PageModel, path: string): TextSlot | undefined {
  return pageSlots(model).find((s) => s.path === path);
}

/** Optional texts emptied by a change are left out, not drawn as empty elements. */
export function pruneEmpty(model: PageModel): void {
  for (const s of model.sections) {
    for (const key of ["eyebrow", "tagline", "lead"] as const) if (s[key] === "") delete s[key];
    for (const item of s.items)
      for (const key of ["text", "meta", "price"] as const) if (item[key] === "") delete item[key];
    if (s.form?.note === "") delete s.form.note;
  }
  model.footer = model.footer.filter((item) => item.text !== "");
}

const TRAILING_PUNCTUATION = /[,.;:!?)»”"]+$/u;
const LEADING_PUNCTUATION = /^[(«“"]+/u;

/**
 * What a phrase replacement changed, quoted as whole words: "5 per" found in "£5 per session" is reported
 * "£5 per session" → "£6 per session", never a cut "5 per". The span grows to the spaces around it, and
 * past a short word a phrase of several words would end on ("per", "de", "à"), which says nothing
 * without the next one.
 */
export function wholeQuote(
  text: string,
  find: string,
  replacement: string,
): { was: string; now: string } | undefined {
  // undefined: the phrase is whole words already, and is quoted as the owner or model wrote it.
  const match = wholePhrase(find, "iu").exec(text);
  if (!match || !replacement) return undefined;
  let start = match.index;
  let end = start + match[0].length;
  while (start > 0 && !/\s/u.test(text.charAt(start - 1))) start--;
  while (end < text.length && !/\s/u.test(text.charAt(end))) end++;
  // "5 per" ends on a word that needs the next; "tea" alone is a whole phrase however short.
  const words = text.slice(start, end).split(/\s+/);
  if (words.length > 1 && /^\p{Ll}{1,3}$/u.test(words.at(-1) ?? "")) {
    const next = text.slice(end).match(/^\s+\S+/u)?.[0];
    if (next) end += next.length;
  }
  const whole = text.slice(start, end);
  const lead = whole.match(LEADING_PUNCTUATION)?.[0].length ?? 0;
  const trail = whole.match(TRAILING_PUNCTUATION)?.[0].length ?? 0;
  const from = start + Math.min(lead, match.index - start);
  const to = end - Math.min(trail, end - (match.index + match[0].length));
  if (from === match.index && to === match.index + match[0].length) return undefined;
  return {
    was: text.slice(from, to),
    now: text.slice(from, match.index) + replacement + text.slice(match.index + match[0].length, to),
  };
}
