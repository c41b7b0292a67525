/**
 * What a product comes in — its colours, sizes or models (brief/variants.ts) — is shown as one chip in the
 * top banner ("Charcoal · Moss · Oat", composer/write/variants.ts). `add_variant` and `remove_variant`
 * change that chip, and keep in step every other place that lists the same values: a sentence ("Colours:
 * Charcoal, Moss and Oat"), a form's choices, and the owner's description the page was made from (so the
 * page read again says the same). A page with no chip of that kind is refused, never guessed.
 */
import { briefOf } from "../composer/write/index.js";
import { CHIP_SEPARATOR, chipValues, variantIcon } from "../composer/write/variants.js";
import { capitalised } from "../interpret/text.js";
import type { Item, PageModel } from "../model.js";
import { addToText, dropFromText } from "./lists.js";
import { type HandlerTable, refuse } from "./outcome.js";
import { fold } from "./refs.js";
import { type Key, reportWords } from "./report-words.js";
import type { OpOf, VariantKind } from "./schema.js";
import { pageSlots, wholePhrase } from "./texts.js";

const NONE: Record<VariantKind, Key> = { colour: "noColours", size: "noSizes", choice: "noChoices" };
const ADDED: Record<VariantKind, Key> = { colour: "colourAdded", size: "sizeAdded", choice: "choiceAdded" };
const REMOVED: Record<VariantKind, Key> = {
  colour: "colourRemoved",
  size: "sizeRemoved",
  choice: "choiceRemoved",
};

/**
 * The chip of that kind: colours wear the palette; sizes and models both wear layers, so of two such chips
 * the one whose values the description gives for that kind.
 */
function chipOf(model: PageModel, kind: VariantKind): Item {
  const hero = model.sections.find((s) => s.kind === "hero");
  const chips = hero?.items.filter((item) => item.icon === variantIcon(kind)) ?? [];
  if (chips.length === 1) return chips[0]!;
  if (chips.length === 0) return refuse(model.lang, NONE[kind]);
  const lists = (briefOf(model.source, model.generatedAt).variants ?? []).filter((v) => v.kind === kind);
  const same = chips.filter((chip) =>
    lists.some((v) => fold(v.values.join(CHIP_SEPARATOR)) === fold(chip.title)),
  );
  if (same.length === 1) return same[0]!;
  return refuse(model.lang, "whichOne", { list: chips.map((c) => `“${c.title}”`).join(", ") });
}

/**
 * The value of the list the owner names: the same words, or the same word in another form ("piaskowego"
 * for "piaskowy"): the shorter one differs from the longer only in its last two letters.
 */
function matchValue(values: string[], said: string): string | undefined {
  const key = fold(said);
  const exact = values.find((v) => fold(v) === key);
  if (exact) return exact;
  const near = values.filter((v) => {
    const [a, b] = [fold(v), key].sort((x, y) => x.length - y.length) as [string, string];
    return a.length >= 4 && b.startsWith(a.slice(0, Math.max(4, a.length - 2))) && b.length - a.length <= 3;
  });
  return near.length === 1 ? near[0] : undefined;
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const isUpper = (text: string) => /^\p{Lu}/u.test(text);
const isLower = (text: string) => /^\p{Ll}/u.test(text);

/** The owner's value written like the members after the first (the chip's first is always capitalised). */
function casedLike(members: string[], value: string): string {
  const rest = members.slice(1);
  if (rest.length > 0 && rest.every(isLower)) return lower(value);
  if (rest.length > 0 && rest.every(isUpper)) return capitalised(value);
  return members.length === 0 ? capitalised(value) : value;
}

/** How many of the values a text names as whole words. */
const namesOf = (text: string, values: string[]) =>
  values.filter((v) => wholePhrase(v, "iu").test(text)).length;

/**
 * The other places that list the values, each rewritten: sentences naming two of them or more, a form's
 * choice field holding two of them or more, and the owner's description. Answers the places, as said.
 */
function otherPlaces(
  model: PageModel,
  chip: Item,
  values: string[],
  rewrite: (text: string) => string,
  choices: (options: string[]) => string[],
): string[] {
  const said: string[] = [];
  let sentences = 0;
  for (const slot of pageSlots(model)) {
    const text = slot.get();
    if (!text || text === chip.title || /\.options\.\d+$/.test(slot.path)) continue;
    if (namesOf(text, values) < 2) continue;
    const next = rewrite(text);
    if (next === text) continue;
    slot.set(next);
    sentences++;
  }
  if (sentences === 1) said.push(reportWords(model.lang, "listSentence"));
  if (sentences > 1) said.push(reportWords(model.lang, "listSentences", { count: String(sentences) }));
  for (const section of model.sections)
    for (const field of section.form?.fields ?? []) {
      const options = field.options ?? [];
      if (field.type !== "select" || options.filter((o) => matchValue(values, o)).length < 2) continue;
      const next = choices(options);
      if (JSON.stringify(next) === JSON.stringify(options)) continue;
      field.options = next;
      said.push(reportWords(model.lang, "choicesOf", { field: field.label }));
    }
  if (namesOf(model.source.prompt, values) >= 2) model.source.prompt = rewrite(model.source.prompt);
  return said;
}

/** The line with the other places that changed with the chip. */
function withPlaces(model: PageModel, line: string, places: string[]): string {
  if (places.length === 0) return line;
  const and = ` ${reportWords(model.lang, "and")} `;
  return `${line}${reportWords(model.lang, "variantAlso", { places: places.join(and) })}`;
}

function addVariant(model: PageModel, op: OpOf<"add_variant">): string {
  const chip = chipOf(model, op.kind);
  const values = chipValues(chip);
  const value = casedLike(values, op.value.trim());
  const there = matchValue(values, value);
  // Already there: the line is said with nothing changed, which the caller answers as "already so", free.
  if (there && fold(there) === fold(value)) return reportWords(model.lang, ADDED[op.kind], { value: there });
  chip.title = [...values, value].join(CHIP_SEPARATOR);
  const places = otherPlaces(
    model,
    chip,
    values,
    (text) => addToText(text, values, value),
    (options) => [...options, casedLike(options, value)],
  );
  return withPlaces(model, reportWords(model.lang, ADDED[op.kind], { value }), places);
}

function removeVariant(model: PageModel, op: OpOf<"remove_variant">): string {
  const chip = chipOf(model, op.kind);
  const values = chipValues(chip);
  const gone = matchValue(values, op.value.trim());
  if (!gone)
    return refuse(model.lang, "variantNotListed", { value: op.value.trim(), list: values.join(", ") });
  const rest = values.filter((v) => v !== gone);
  const hero = model.sections.find((s) => s.kind === "hero")!;
  if (rest.length === 0) hero.items = hero.items.filter((item) => item !== chip);
  // The chip's first value is capitalised: the one that comes first now takes the capital.
  else chip.title = rest.map((v, i) => (i === 0 ? capitalised(v) : v)).join(CHIP_SEPARATOR);
  const places = otherPlaces(
    model,
    chip,
    values,
    (text) => dropFromText(text, gone),
    (options) => options.filter((o) => fold(o) !== fold(gone)),
  );
  const line = reportWords(model.lang, REMOVED[op.kind], { value: gone });
  const whole = withPlaces(model, line, places);
  return rest.length === 0 ? `${whole}${reportWords(model.lang, "variantsGone")}` : whole;
}

export const VARIANT_OPS: HandlerTable = {
  add_variant: addVariant,
  remove_variant: removeVariant,
};
