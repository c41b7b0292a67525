/**
 * Which words of a composed page a model may write, and how they are addressed. Facts the composer placed
 * (addresses, hours, phones, prices, dates, people, quotes) stay its own: sections that list them keep their
 * items, and items that carry a price, a date, a link or a photo keep their title. Paths follow the page's
 * edit paths (`sections.s3.items.1.text`, render/edit-paths.ts), plus `sections.s1.cta.label`,
 * `sections.s6.form.submitLabel` and `meta.description`.
 */
import type { Item, PageModel, Section, SectionKind } from "../model.js";

/** Sections whose items are the owner's facts as the composer placed them. */
const FACT_ITEM_KINDS = new Set<SectionKind>([
  "hero",
  "contact",
  "hours",
  "event-details",
  "countdown",
  "agenda",
  "speakers",
  "host",
  "team",
  "testimonials",
  "reviews",
  "pricing",
  "offers",
  "gallery",
  "download",
  "stats",
  "logos",
  "ratings",
  "trust",
  "shipping",
  "samples",
]);

/** Sections whose item titles are the composer's words (questions, benefits), not the owner's names. */
const WRITTEN_TITLE_KINDS = new Set<SectionKind>([
  "features",
  "benefits",
  "faq",
  "how-it-works",
  "problem-solution",
]);

/** A section the model writes for: not a box still waiting for the owner's content. */
export function isWritable(section: Section): boolean {
  return !section.placeholder;
}

export function itemTextWritable(section: Section): boolean {
  return isWritable(section) && !FACT_ITEM_KINDS.has(section.kind);
}

export function itemTitleWritable(section: Section, item: Item): boolean {
  return (
    itemTextWritable(section) &&
    WRITTEN_TITLE_KINDS.has(section.kind) &&
    item.price === undefined &&
    item.datetime === undefined &&
    item.href === undefined &&
    item.image === undefined
  );
}

export interface CopyText {
  path: string;
  text: string;
}

/** Every text of the model a copy plan may have written, with its path (absent texts are skipped). */
export function writableTexts(model: PageModel): CopyText[] {
  const texts: CopyText[] = [{ path: "meta.description", text: model.meta.description }];
  for (const section of model.sections.filter(isWritable)) {
    const at = (...rest: (string | number)[]) => ["sections", section.id, ...rest].join(".");
    for (const field of ["eyebrow", "heading", "tagline", "lead"] as const) {
      const text = section[field];
      if (text) texts.push({ path: at(field), text });
    }
    section.items.forEach((item, i) => {
      if (itemTitleWritable(section, item)) texts.push({ path: at("items", i, "title"), text: item.title });
      if (itemTextWritable(section) && item.text)
        texts.push({ path: at("items", i, "text"), text: item.text });
    });
    if (section.cta) texts.push({ path: at("cta", "label"), text: section.cta.label });
    if (section.secondaryCta)
      texts.push({ path: at("secondaryCta", "label"), text: section.secondaryCta.label });
    if (section.form) texts.push({ path: at("form", "submitLabel"), text: section.form.submitLabel });
  }
  return texts;
}

/** Sets one text by its path; false when the path names nothing the model may write. */
export function setCopyText(model: PageModel, path: string, text: string): boolean {
  if (path === "meta.description") {
    model.meta.description = text;
    return true;
  }
  const [root, id, field, index, leaf] = path.split(".");
  const section = root === "sections" ? model.sections.find((s) => s.id === id) : undefined;
  if (!section || !isWritable(section)) return false;
  if (field === "eyebrow" || field === "tagline" || field === "lead") {
    if (text) section[field] = text;
    else delete section[field];
    return true;
  }
  if (field === "heading") {
    if (text) section.heading = text;
    return Boolean(text);
  }
  if ((field === "cta" || field === "secondaryCta") && index === "label") {
    const link = section[field];
    if (link && text) link.label = text;
    return Boolean(link && text);
  }
  if (field === "form" && index === "submitLabel") {
    if (section.form && text) section.form.submitLabel = text;
    return Boolean(section.form && text);
  }
  const item = field === "items" ? section.items[Number(index)] : undefined;
  if (!item) return false;
  if (leaf === "text" && itemTextWritable(section)) {
    if (text) item.text = text;
    else delete item.text;
    return true;
  }
  if (leaf === "title" && itemTitleWritable(section, item) && text) {
    item.title = text;
    return true;
  }
  return false;
}
