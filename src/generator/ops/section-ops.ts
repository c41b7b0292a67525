/**
 * Section operations: add a section with its content (before the contact and closing sections unless
 * placed), remove, move ("first" is right under the top banner, which stays on top) and copy one.
 */

import { LANDING_PAGE_TYPE_LABELS } from "../../core/page-options.js";
import { REQUIRED_SECTIONS } from "../composer/page-types.js";
import { writeSection } from "../composer/write/index.js";
import { norm } from "../interpret/text.js";
import { packByCode } from "../lang/index.js";
import type { PageModel, Section } from "../model.js";
import { addItems } from "./item-ops.js";
import { type HandlerTable, refuse } from "./outcome.js";
import { findSection, sectionInReport, sectionName } from "./refs.js";
import { reportWords } from "./report-words.js";

/** Sections a page ends with: a new section goes before them. */
const CLOSING = new Set(["contact", "registration", "signup", "subscribe", "lead-form", "download", "cta"]);

export function nextSectionId(model: PageModel): string {
  const taken = new Set(model.sections.map((s) => s.id));
  let n = model.sections.length + 1;
  while (taken.has(`s${n}`)) n++;
  return `s${n}`;
}

function closingIndex(model: PageModel): number {
  const at = model.sections.findIndex((s, i) => i > 0 && CLOSING.has(s.kind));
  return at < 0 ? model.sections.length : at;
}

function heroFirst(model: PageModel): number {
  return model.sections[0]?.kind === "hero" ? 1 : 0;
}

/** Buttons that led to a section that is gone lead to a form that is left, or go. */
function retargetButtons(model: PageModel, gone: Section): void {
  if (model.sections.some((s) => s.kind === gone.kind)) return;
  const anchor = `#${gone.kind}`;
  const form = model.sections.find((s) => s.form);
  for (const s of model.sections) {
    if (s.secondaryCta?.href === anchor) delete s.secondaryCta;
    if (s.cta?.href !== anchor) continue;
    if (form) s.cta = { ...s.cta, href: `#${form.kind}` };
    else if (s.secondaryCta) {
      s.cta = s.secondaryCta;
      delete s.secondaryCta;
    } else delete s.cta;
  }
}

const quotedList = (titles: string[]) =>
  titles.length <= 1
    ? `“${titles[0]}”`
    : `${titles
        .slice(0, -1)
        .map((t) => `“${t}”`)
        .join(", ")} and “${titles[titles.length - 1]}”`;

export const SECTION_OPS: HandlerTable = {
  add_section(model, op) {
    const id = nextSectionId(model);
    const section = writeSection(model, op.kind, id);
    if (op.heading?.trim()) section.heading = op.heading.trim();
    else if (model.sections.some((s) => norm(s.heading ?? "") === norm(section.heading ?? ""))) {
      // Two sections headed alike ("En bref" twice) read as one said twice: the new one takes its kind's
      // name in the page's language ("Services", "Leistungen").
      const name = packByCode(model.lang)?.sections[op.kind]?.[0];
      if (name) section.heading = name.charAt(0).toUpperCase() + name.slice(1);
    }
    if (op.items?.length) {
      section.items = [];
      delete section.placeholder;
      addItems(section, op.items);
    }
    // What the page's facts cannot fill is not published as an empty box: the owner is asked for it.
    if (section.placeholder !== undefined)
      refuse(model.lang, "nothingToFill", {
        section: sectionInReport(model, section),
        sectionLower: sectionName(section).toLowerCase(),
      });
    const at = op.after ? model.sections.indexOf(findSection(model, op.after)) + 1 : closingIndex(model);
    model.sections.splice(Math.max(at, heroFirst(model)), 0, section);
    const words = {
      section: sectionInReport(model, section),
      items: quotedList(section.items.map((i) => i.title)),
    };
    return reportWords(model.lang, op.items?.length ? "sectionAddedWith" : "sectionAdded", words);
  },

  remove_section(model, op) {
    const section = findSection(model, op.section);
    if (section.kind === "hero") refuse(model.lang, "bannerStaysFirst");
    const type = model.source.landingPageType;
    const others = model.sections.filter((s) => s.kind === section.kind).length;
    if (REQUIRED_SECTIONS[type].includes(section.kind) && others === 1)
      refuse(model.lang, "sectionRequired", {
        type: LANDING_PAGE_TYPE_LABELS[type],
        section: sectionInReport(model, section),
      });
    model.sections.splice(model.sections.indexOf(section), 1);
    retargetButtons(model, section);
    return reportWords(model.lang, "sectionRemoved", { section: sectionInReport(model, section) });
  },

  move_section(model, op) {
    const section = findSection(model, op.section);
    if (section.kind === "hero") refuse(model.lang, "bannerStaysTop");
    model.sections.splice(model.sections.indexOf(section), 1);
    const { to } = op;
    let at: number;
    let key: "sectionUnderBanner" | "sectionToTop" | "sectionToEnd" | "sectionAfter" | "sectionBefore";
    let other = "";
    if (to === "first") {
      at = heroFirst(model);
      key = at ? "sectionUnderBanner" : "sectionToTop";
    } else if (to === "last") {
      at = model.sections.length;
      key = "sectionToEnd";
    } else {
      const ref = "after" in to ? to.after : to.before;
      const next = findSection(model, ref);
      at = model.sections.indexOf(next) + ("after" in to ? 1 : 0);
      at = Math.max(at, heroFirst(model));
      key = next.kind === "hero" ? "sectionUnderBanner" : "after" in to ? "sectionAfter" : "sectionBefore";
      other = sectionInReport(model, next);
    }
    model.sections.splice(at, 0, section);
    return reportWords(model.lang, key, { section: sectionInReport(model, section), other });
  },

  duplicate_section(model, op) {
    const section = findSection(model, op.section);
    if (section.kind === "hero") refuse(model.lang, "bannerOnce");
    const copy = { ...structuredClone(section), id: nextSectionId(model) };
    // A copied form is a form of its own: its own id, so its fields' ids and its leads stay apart.
    if (copy.form) copy.form.id = `${copy.form.id}-${copy.id}`;
    model.sections.splice(model.sections.indexOf(section) + 1, 0, copy);
    return reportWords(model.lang, "sectionCopied", { section: sectionInReport(model, section) });
  },
};
