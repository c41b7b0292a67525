/** "translate the page into German", "in French please": the page (or the selected section) in a language. */
import { find, has, scopedSection, sectionNamed, sectionRef, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";
import { findPhrase } from "../text.js";

export const translate: Rule = {
  name: "translate",
  examples: [
    { say: "translate the page into German", ops: [{ op: "translate", lang: "de" }] },
    { say: "can you do it in spanish?", ops: [{ op: "translate", lang: "es" }] },
    {
      say: "translate this to French",
      scope: { section: "s3" },
      ops: [{ op: "translate", lang: "fr", section: "about" }],
    },
    { page: "boulangerie", say: "traduis la page en anglais", ops: [{ op: "translate", lang: "en" }] },
  ],
  read(r) {
    const verb = startsWithVerb(r, (p) => p.verbs.translate);
    const inWords = find(r, (p) => ["in", "into", ...p.grammar.in]);
    for (const pack of r.packs) {
      for (const [code, names] of Object.entries(pack.languages)) {
        const at = findPhrase(r.text, names);
        if (!at) continue;
        // "in German" alone is a translation only when it ends the clause ("do it in spanish").
        const endsClause = at.end >= r.text.replace(/[?!. ]+$/, "").length;
        if (!verb && !(inWords && endsClause)) continue;
        // "translate the headline…" is the top banner; "translate the FAQ…" that section; else the page.
        const named = has(r, (p) => [...p.texts.headline, ...p.texts.tagline, ...p.texts.button])
          ? (r.model.sections.find((s) => s.kind === "hero") ?? null)
          : sectionNamed(r, r.text.slice(0, at.index));
        const section = scopedSection(r) ?? named;
        return [
          { op: "translate", lang: code, ...(section ? { section: sectionRef(r.model, section) } : {}) },
        ];
      }
    }
    return null;
  },
};
