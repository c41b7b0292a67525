/**
 * "make it shorter", "shorter please", "the about text is too long", "make this shorter" (the selected
 * section). Longer copy needs the owner's words, so it is refused with how to ask.
 */
import { has, type Reading, scopedSection, sectionNamed, sectionRef, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";
import { norm } from "../text.js";

/** True when the word at `index` of the clause is part of the name of an item on the page ("Nail trim"). */
function insideItemName(r: Reading, index: number): boolean {
  return r.model.sections.some((section) =>
    section.items.some((item) => {
      const title = norm(item.title);
      const at = title.length > 3 ? r.text.indexOf(title.replace(/s$/, "")) : -1;
      return at >= 0 && index >= at && index < at + title.length;
    }),
  );
}

export const length: Rule = {
  name: "length",
  examples: [
    { say: "make it shorter", ops: [{ op: "shorten" }] },
    { say: "shorter please", ops: [{ op: "shorten" }] },
    { say: "the about section is too wordy", ops: [{ op: "shorten", section: "about" }] },
    { say: "make this shorter", scope: { section: "s3" }, ops: [{ op: "shorten", section: "about" }] },
    {
      say: "make the text longer",
      ops: [
        {
          op: "refuse",
          part: "make the text longer",
          why: "longer copy needs your own words: say what to add, e.g. add to the about text: …",
        },
      ],
    },
    { page: "baeckerei", say: "mach den Text kürzer", ops: [{ op: "shorten" }] },
    { page: "boulangerie", say: "raccourcis le texte", ops: [{ op: "shorten" }] },
    { page: "tienda", say: "acorta los textos", ops: [{ op: "shorten" }] },
  ],
  read(r) {
    // "nail trim is now £12": a word of an item's name ("Nail trim") is no command to shorten.
    const verb = startsWithVerb(r, (p) => p.verbs.shorten);
    const inName = verb !== null && insideItemName(r, verb.index);
    const shorter = has(r, (p) => p.sizes.shorter) || (verb !== null && !inName);
    const longer = has(r, (p) => p.sizes.longer) || startsWithVerb(r, (p) => p.verbs.lengthen) !== null;
    if (!shorter && !longer) return null;
    // "shorter headline" or "a shorter button" are texts the owner should give; only copy or sections here.
    if (has(r, (p) => [...p.texts.headline, ...p.texts.button, ...p.texts.tagline])) return null;
    if (longer && !shorter) {
      return [
        {
          op: "refuse",
          part: r.raw,
          why: "longer copy needs your own words: say what to add, e.g. add to the about text: …",
        },
      ];
    }
    const section = sectionNamed(r) ?? scopedSection(r);
    return [
      {
        op: "shorten",
        ...(section && section.kind !== "hero" ? { section: sectionRef(r.model, section) } : {}),
      },
    ];
  },
};
