/** "add a FAQ section", "add a gallery", "we need a team section": a section of that kind, to fill in. */
import { reportWords } from "../../ops/report-words.js";
import { find, has, kindNamed, saidAsWritten, sectionNamed, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { findPhrase } from "../text.js";

export const addSection: Rule = {
  name: "add-section",
  examples: [
    { say: "add a gallery section", ops: [{ op: "add_section", kind: "gallery" }] },
    { page: "shop", say: "add a FAQ", ops: [{ op: "add_section", kind: "faq" }] },
    {
      say: "add a FAQ section",
      ops: [{ op: "refuse", part: "add a FAQ section", why: "the page already has a FAQ section" }],
    },
    { page: "boulangerie", say: "ajoute une galerie", ops: [{ op: "add_section", kind: "gallery" }] },
    // A section the words name by its heading is there, whatever kind the words name in general.
    {
      page: "trattoria",
      say: "mostra il menù",
      ops: [{ op: "refuse", part: "mostra il menù", why: "la pagina ha già una sezione «menù»" }],
    },
  ],
  read(r) {
    if (!startsWithVerb(r, (p) => p.verbs.add)) return null;
    const named = kindNamed(r);
    if (!named || named.kind === "hero") return null;
    // "metti i vini prima della storia": a section said after "before"/"after" is where something goes,
    // never the section added (the move rule reads it).
    const where = find(r, (p) => [...p.places.above, ...p.places.below, ...p.places.under]);
    if (where && where.index < named.at.index) return null;
    // "add a bullet point: pricing your first product": words after an entry's noun and a colon are the
    // entry's, never a section to add.
    const colon = r.text.indexOf(":");
    if (
      colon >= 0 &&
      colon < named.at.index &&
      findPhrase(
        r.text.slice(0, colon),
        wordsOf(r, (p) => p.itemWords),
      )
    )
      return null;
    // "add a FAQ" is a section; "add a new product" is an item (add-items reads those with their words).
    const rest = r.text
      .slice(named.at.end)
      .replace(/\b(?:section|block|part|please|too|as well)\b/g, "")
      .trim();
    if (rest.replace(/[.!?]/g, "").length > 0 && !has(r, (p) => p.sectionWords)) return null;
    // "mostra il menù" on a trattoria whose dishes are a section headed "Menù": that section is there.
    const there = r.model.sections.find((s) => s.kind === named.kind) ?? sectionNamed(r, r.text);
    if (there && there.kind !== "hero") {
      return [
        {
          op: "refuse",
          part: r.raw,
          why: reportWords(r.model.lang, "sectionExists", {
            section: named.at.phrase.toUpperCase() === "FAQ" ? "FAQ" : saidAsWritten(r, named.at),
          }),
        },
      ];
    }
    return [{ op: "add_section", kind: named.kind }];
  },
};
