/**
 * Item operations: add (with its price and second line), remove (and from the lists the page writes in
 * sentences), move, copy and highlight one plan or product of a section.
 */
import { packByCode } from "../lang/index.js";
import type { Item, PageModel, Section, SectionKind } from "../model.js";
import { restatesItem } from "./item-restated.js";
import { addToText, dropFromText } from "./lists.js";
import { type HandlerTable, refuse } from "./outcome.js";
import { findItem, findSection, itemLabel, itemNoun, sectionInReport } from "./refs.js";
import { reportWords } from "./report-words.js";
import { pageSlots, rewriteSlots, wholePhrase } from "./texts.js";

/** A new item, with the icon its neighbours share so the card looks like them. */
function newItem(section: Section, given: Omit<Item, "icon">): Item {
  const item: Item = { title: given.title.trim() };
  for (const key of ["text", "price", "meta", "href"] as const) {
    const value = given[key]?.trim();
    if (value) item[key] = value;
  }
  const icons = new Set(section.items.map((i) => i.icon));
  const [icon] = icons;
  if (icons.size === 1 && icon) item.icon = icon;
  // A number that dials shows the phone, an address that writes the envelope, as the composer's own do.
  if (item.href?.startsWith("tel:")) item.icon = "phone";
  if (item.href?.startsWith("mailto:")) item.icon = "mail";
  return item;
}

/** Adds items to a section that may still be a box waiting for content (it is not, any more). */
export function addItems(section: Section, given: Omit<Item, "icon">[], position?: number): Item[] {
  const items = given.map((g) => newItem(section, g));
  const at = position ? Math.min(position - 1, section.items.length) : section.items.length;
  section.items.splice(at, 0, ...items);
  if (items.length) delete section.placeholder;
  return items;
}

/**
 * Takes an item's name out of the lists the page writes in sentences (hero, about, answers…): a text that
 * also names other items of its section (two, or the one left), not any sentence that happens to say
 * the words ("Register with your name and email" is no list of a "Your name" item).
 */
function dropFromLists(model: PageModel, section: Section, title: string): void {
  const others = section.items.filter((i) => i.title !== title).map((i) => wholePhrase(i.title, "iu"));
  const needed = Math.max(1, Math.min(2, others.length));
  const listsThem = (text: string) => others.filter((other) => other.test(text)).length >= needed;
  // Another section's point may be such a sentence ("We serve fresh pasta, wood-fired pizza and
  // tiramisu"); this section's own names and any price stay as they are.
  const own = `sections.${section.id}.items.`;
  rewriteSlots(
    pageSlots(model).filter((slot) => !slot.path.endsWith(".price") && !slot.path.startsWith(own)),
    (text) => (listsThem(text) ? dropFromText(text, title) || text : text),
  );
}

/** A form's choice of the removed item ("Prato raso (26 €)") goes too: nobody can order what is gone. */
function dropFromForms(model: PageModel, title: string): void {
  const name = title.trim().toLowerCase();
  for (const section of model.sections) {
    for (const field of section.form?.fields ?? []) {
      if (!field.options) continue;
      const kept = field.options.filter((option) => {
        const o = option.trim().toLowerCase();
        return o !== name && !o.startsWith(`${name} (`);
      });
      if (kept.length > 0) field.options = kept;
    }
  }
}

/**
 * A new item joins what lists its section's items elsewhere: a sentence listing two or more of them
 * ("Sabores: turrón, horchata y chocolate negro") and a form's choices listing them (the order form's
 * colours). Answers what else now names it, for the report.
 */
function addToLists(model: PageModel, section: Section, item: Item): string[] {
  const names = section.items.filter((i) => i !== item).map((i) => i.title);
  const own = `sections.${section.id}.items.`;
  const also: string[] = [];
  const texts = rewriteSlots(
    pageSlots(model).filter((slot) => !slot.path.endsWith(".price") && !slot.path.startsWith(own)),
    (text) => addToText(text, names, item.title, packByCode(model.lang)?.relatives),
  );
  if (texts)
    also.push(
      reportWords(model.lang, texts === 1 ? "listSentence" : "listSentences", { count: String(texts) }),
    );
  const lower = new Set(names.map((n) => n.trim().toLowerCase()));
  for (const other of model.sections) {
    for (const field of other.form?.fields ?? []) {
      const options = field.options ?? [];
      const listed = options.filter((o) =>
        lower.has(
          o
            .trim()
            .toLowerCase()
            .replace(/\s*\(.*\)$/, ""),
        ),
      );
      if (listed.length < 2 || options.some((o) => o.trim().toLowerCase() === item.title.toLowerCase()))
        continue;
      const priced = listed.every((o) => /\(.*\)$/.test(o)) && item.price;
      options.push(priced ? `${item.title} (${item.price})` : item.title);
      field.options = options;
      also.push(reportWords(model.lang, "choicesOf", { field: field.label }));
    }
  }
  return also;
}

/** Sections whose content is their items (a gallery shows photos, a download band its store badges). */
const ITEM_SECTIONS: ReadonlySet<SectionKind> = new Set<SectionKind>([
  "about",
  "services",
  "features",
  "benefits",
  "products",
  "projects",
  "learn",
  "skills",
  "offers",
  "pricing",
  "agenda",
  "speakers",
  "host",
  "team",
  "testimonials",
  "reviews",
  "faq",
]);

/** Whether a section of items shows nothing under its heading: no item, line, form, button or box to fill. */
function saysNothing(section: Section): boolean {
  if (!ITEM_SECTIONS.has(section.kind)) return false;
  const { items, lead, tagline, form, cta, secondaryCta, date, placeholder } = section;
  return items.length === 0 && !lead && !tagline && !form && !cta && !secondaryCta && !date && !placeholder;
}

function moveTo(section: Section, index: number, to: "first" | "last" | number): number {
  const [item] = section.items.splice(index, 1);
  const target =
    to === "first" ? 0 : to === "last" ? section.items.length : Math.min(to - 1, section.items.length);
  section.items.splice(target, 0, item);
  return target;
}

export const ITEM_OPS: HandlerTable = {
  add_item(model, op) {
    const section = findSection(model, op.section);
    const [item] = addItems(section, [op.item], op.position);
    const also = addToLists(model, section, item!);
    const words = { item: itemLabel(item), section: sectionInReport(model, section) };
    if (!also.length) return reportWords(model.lang, "itemAdded", words);
    return reportWords(model.lang, "itemAddedAlso", {
      ...words,
      also: also.join(` ${reportWords(model.lang, "and")} `),
    });
  },

  remove_item(model, op) {
    const section = findSection(model, op.section);
    const { item, index } = findItem(model, section, op.item);
    section.items.splice(index, 1);
    // The same product said again as a card of another section ("Dolcetto di Dogliani a 12 €") goes too.
    for (const other of model.sections)
      if (other !== section) other.items = other.items.filter((card) => !restatesItem(card, item));
    dropFromLists(model, section, item.title);
    dropFromForms(model, item.title);
    // A section left with nothing but its heading ("About / More about it") would publish an empty band.
    if (saysNothing(section)) {
      model.sections = model.sections.filter((s) => s !== section);
      return reportWords(model.lang, "itemRemovedLast", {
        item: item.title,
        section: sectionInReport(model, section),
      });
    }
    return reportWords(model.lang, "itemRemoved", {
      item: item.title,
      section: sectionInReport(model, section),
    });
  },

  move_item(model, op) {
    const section = findSection(model, op.section);
    const { item, index } = findItem(model, section, op.item);
    const at = moveTo(section, index, op.to);
    const key = at === 0 ? "itemToTop" : at === section.items.length - 1 ? "itemToEnd" : "itemToPlace";
    const words = { item: item.title, section: sectionInReport(model, section), place: String(at + 1) };
    return reportWords(model.lang, key, words);
  },

  duplicate_item(model, op) {
    const section = findSection(model, op.section);
    const { item, index } = findItem(model, section, op.item);
    const copy = structuredClone(item);
    delete copy.highlight;
    section.items.splice(index + 1, 0, copy);
    return reportWords(model.lang, "itemCopied", {
      item: item.title,
      section: sectionInReport(model, section),
    });
  },

  highlight_item(model, op) {
    const section = findSection(model, op.section);
    if (op.item === null) {
      const had = section.items.find((i) => i.highlight !== undefined);
      if (!had)
        refuse(model.lang, "noneHighlighted", {
          noun: itemNoun(section),
          section: sectionInReport(model, section),
        });
      for (const i of section.items) delete i.highlight;
      return reportWords(model.lang, "highlightRemoved", { item: had?.title ?? "" });
    }
    const { item } = findItem(model, section, op.item);
    const badge = op.badge?.trim() ?? item.highlight ?? "";
    for (const i of section.items) if (i !== item) delete i.highlight;
    item.highlight = badge;
    return reportWords(model.lang, badge ? "highlightedAs" : "highlighted", { item: item.title, badge });
  },
};
