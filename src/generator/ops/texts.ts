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
