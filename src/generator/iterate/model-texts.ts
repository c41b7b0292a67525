/**
 * The places in a page model that hold text, each as a slot that reads and writes it: what translation
 * sends to the AI provider and what "change the date / venue / price everywhere it is written" edits.
 */
import { initialsOf } from "../composer/write/text.js";
import type { FormSpec, Item, PageModel, Section } from "../model.js";

/** One text in the model; `get` is undefined where the field is empty. */
export interface TextSlot {
  get(): string | undefined;
  set(text: string): void;
}

export function field<T extends object, K extends keyof T>(target: T, key: K): TextSlot {
  return {
    get: () => (typeof target[key] === "string" ? (target[key] as string) : undefined),
    set: (text) => {
      target[key] = text as T[K];
    },
  };
}

function itemTexts(item: Item, withPrices: boolean): TextSlot[] {
  const slots = [field(item, "title"), field(item, "text"), field(item, "meta")];
  return withPrices ? [...slots, field(item, "price")] : slots;
}

function formTexts(form: FormSpec): TextSlot[] {
  const slots = [
    field(form, "submitLabel"),
    field(form, "thanksTitle"),
    field(form, "thanksText"),
    field(form, "note"),
  ];
  for (const input of form.fields) {
    slots.push(field(input, "label"));
    const options = input.options ?? [];
    for (let i = 0; i < options.length; i++) slots.push(field(options, i));
  }
  return slots;
}

/** Every text of a section: headings, items, buttons and its form. Prices only when asked for. */
export function sectionTexts(section: Section, options: { prices?: boolean } = {}): TextSlot[] {
  const slots = [
    field(section, "eyebrow"),
    field(section, "heading"),
    field(section, "tagline"),
    field(section, "lead"),
    field(section, "placeholder"),
  ];
  for (const item of section.items) slots.push(...itemTexts(item, options.prices ?? false));
  if (section.cta) slots.push(field(section.cta, "label"));
  if (section.secondaryCta) slots.push(field(section.secondaryCta, "label"));
  if (section.form) slots.push(...formTexts(section.form));
  return slots;
}

/** Every text the page shows, with prices and the footer's values: for edits that follow a value everywhere. */
export function pageTexts(model: PageModel): TextSlot[] {
  return [
    ...model.sections.flatMap((section) => sectionTexts(section, { prices: true })),
    ...model.footer.map((item) => field(item, "text")),
    field(model.meta, "description"),
  ];
}

/**
 * A business renamed: the new name wherever the page writes the old one, its title included, and a
 * generated logo's initials.
 */
export function renameEverywhere(model: PageModel, from: string, to: string): void {
  replaceEverywhere(model, from, to);
  model.source.title = model.source.title.split(from).join(to);
  model.source.companyName = to;
  if (model.logo.kind === "generated") model.logo = { kind: "generated", initials: initialsOf(to) };
}

/** Every text the page shows, as it is now (empty fields left out). */
export function shownTexts(model: PageModel): string[] {
  return pageTexts(model).flatMap((slot) => slot.get() ?? []);
}

/** Rewrites every text the page shows; answers how many changed. */
export function rewriteEverywhere(model: PageModel, rewrite: (text: string) => string): number {
  let changed = 0;
  for (const slot of pageTexts(model)) {
    const value = slot.get();
    if (!value) continue;
    const next = rewrite(value);
    if (next === value) continue;
    slot.set(next);
    changed++;
  }
  return changed;
}

/** Replaces a text wherever the page shows it. */
export function replaceEverywhere(model: PageModel, from: string, to: string): void {
  rewriteEverywhere(model, (text) => text.split(from).join(to));
}
