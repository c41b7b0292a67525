/**
 * "add a testimonial from Clare & Tom: '…'", "add a review by Sam P.: “…”", "new question: … answer: …":
 * given content kept exactly as the owner wrote it (a quote is never reworded or cut).
 */
import type { Op } from "../../ops/schema.js";
import { kindNamed, type Reading, scopedSection, sectionRef, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";
import { quoted } from "../values.js";

function addTo(
  r: Reading,
  kind: "testimonials" | "reviews" | "faq",
  item: { title: string; text: string },
): Op[] {
  const section =
    r.model.sections.find((s) => s.kind === kind) ??
    (kind !== "faq"
      ? r.model.sections.find((s) => s.kind === "testimonials" || s.kind === "reviews")
      : undefined);
  if (!section) return [{ op: "add_section", kind, items: [item] }];
  return [{ op: "add_item", section: sectionRef(r.model, section), item }];
}

export const testimonial: Rule = {
  name: "testimonial",
  examples: [
    {
      say: "Add a testimonial from Clare & Tom: 'Best sourdough in York, hands down.'",
      ops: [
        {
          op: "add_item",
          section: "testimonials",
          item: { title: "Clare & Tom", text: "Best sourdough in York, hands down." },
        },
      ],
    },
    {
      page: "shop",
      say: "add a review by Sam P. — “The Rust colour is even nicer in person”",
      ops: [
        {
          op: "add_item",
          section: "reviews",
          item: { title: "Sam P.", text: "The Rust colour is even nicer in person" },
        },
      ],
    },
    {
      say: "add a question: Do you bake gluten-free? answer: Yes, every Saturday.",
      ops: [
        {
          op: "add_item",
          section: "faq",
          item: { title: "Do you bake gluten-free?", text: "Yes, every Saturday." },
        },
      ],
    },
  ],
  read(r) {
    const named = kindNamed(r);
    const scoped = scopedSection(r);
    const faq =
      /\bquestion\b.*\banswer\b/i.exec(r.raw) &&
      (named?.kind === "faq" || scoped?.kind === "faq" || /\bquestion\s*:/i.test(r.raw));
    if (faq) {
      const m = /question\s*:?\s*(.+?)\s*[,;]?\s*answer\s*:?\s*(.+)$/i.exec(r.raw);
      if (!m) return null;
      return addTo(r, "faq", { title: m[1]!.trim(), text: m[2]!.trim() });
    }
    const kind = named?.kind ?? scoped?.kind;
    if (kind !== "testimonials" && kind !== "reviews") return null;
    if (!startsWithVerb(r, (p) => p.verbs.add) && !/\bsays?\b|\bsaid\b|\bwrote\b/.test(r.text)) return null;
    const quote = quoted(r.raw)[0];
    if (!quote) return null;
    const author = /\b(?:from|by)\s+(.+?)\s*(?:[:,–—-]|\bsays?\b|\bsaid\b)\s*["“„«'‘]/iu
      .exec(r.raw)?.[1]
      ?.trim();
    if (!author)
      return [{ op: "refuse", part: r.raw, why: "say who said it, e.g. a testimonial from Ana: '…'" }];
    return addTo(r, kind, { title: author, text: quote });
  },
};
