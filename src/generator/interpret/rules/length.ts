/**
 * "make it shorter", "shorter please", "the about text is too long", "make this shorter" (the selected
 * section). Longer copy needs the owner's words, so it is refused with how to ask.
 */
import { has, scopedSection, sectionNamed, sectionRef, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";

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
  ],
  read(r) {
    const shorter = has(r, (p) => p.sizes.shorter) || startsWithVerb(r, (p) => p.verbs.shorten) !== null;
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
