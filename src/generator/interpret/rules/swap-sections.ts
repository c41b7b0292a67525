/**
 * "swap the pricing and features sections", "tausch FAQ und Angebot", "inverse la FAQ et les services":
 * two sections named around an "and" change places (two moves). The hero stays first.
 */

import type { Section } from "../../model.js";
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { type Reading, sectionRef, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { sectionMeant } from "../section-named.js";
import { outOfRange, sectionsByPlace } from "../section-place.js";
import { findPhrase } from "../text.js";

export const swapSections: Rule = {
  name: "swap-sections",
  examples: [
    {
      page: "trattoria",
      say: "scambia i piatti e le domande",
      ops: [{ op: "move_section", section: "services", to: { after: "faq" } }],
    },
    {
      say: "swap the faq and testimonials sections",
      ops: [{ op: "move_section", section: "testimonials", to: { after: "faq" } }],
    },
    {
      page: "baeckerei",
      say: "tausch FAQ und Angebot",
      ops: [{ op: "move_section", section: "services", to: { after: "faq" } }],
    },
    {
      page: "boulangerie",
      say: "inverse la FAQ et les services",
      ops: [{ op: "move_section", section: "services", to: { after: "faq" } }],
    },
    {
      page: "trattoria",
      say: "scambia le domande frequenti e i servizi",
      ops: [{ op: "move_section", section: "services", to: { after: "faq" } }],
    },
    {
      say: "swap the first two sections",
      ops: [{ op: "move_section", section: "services", to: { after: "about" } }],
    },
    {
      page: "baeckerei",
      say: "tausche die ersten zwei Abschnitte",
      ops: [{ op: "move_section", section: "services", to: { after: "faq" } }],
    },
    {
      page: "boulangerie",
      say: "échange les deux premières sections",
      ops: [{ op: "move_section", section: "services", to: { after: "faq" } }],
    },
    {
      page: "tienda",
      say: "intercambia la segunda y la tercera sección",
      ops: [{ op: "move_section", section: "offers", to: { after: "about" } }],
    },
    {
      page: "bloemen",
      say: "wissel de laatste twee secties",
      ops: [{ op: "move_section", section: "faq", to: { after: "contact" } }],
    },
    {
      page: "trattoria",
      say: "scambia la terza e la quinta sezione",
      ops: [
        {
          op: "refuse",
          part: "scambia la terza e la quinta sezione",
          why: "questa pagina ha 3 sezioni sotto il banner, non c'è una sezione 5",
        },
      ],
    },
  ],
  read(r) {
    const verb = startsWithVerb(r, (p) => p.swap ?? []);
    if (!verb) return null;
    const rest = r.text.slice(verb.end);
    // "swap the first two sections", "échange la deuxième et la troisième section".
    const placed = sectionsByPlace(r, rest);
    if (placed && "outOfRange" in placed) return [{ op: "refuse", part: r.raw, why: outOfRange(r, placed) }];
    if (placed?.sections.length === 2 && placed.sections[0] !== placed.sections[1])
      return swap(r, placed.sections[0]!, placed.sections[1]!);
    const and = findPhrase(
      rest,
      wordsOf(r, (p) => p.grammar.and),
    );
    if (!and) return null;
    // "swap the classes and the reviews": each side by any of its names (section-named.ts).
    const sides = [sectionMeant(r, rest.slice(0, and.index)), sectionMeant(r, rest.slice(and.end))];
    for (const side of sides)
      if (side && "why" in side) return [{ op: "refuse", part: r.raw, why: side.why }];
    const [a, b] = sides.map((side) => (side && "section" in side ? side.section : null));
    if (!a || !b || a === b) return null;
    if (a.kind === "hero" || b.kind === "hero")
      return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "bannerStaysFirst") }];
    return swap(r, a, b);
  },
};

/** Two moves: the first of the two goes after the second; the second takes the first's old place. */
function swap(r: Reading, a: Section, b: Section) {
  const sections = r.model.sections;
  const [first, second] = sections.indexOf(a) < sections.indexOf(b) ? [a, b] : [b, a];
  const next = sections[sections.indexOf(first) + 1]!;
  const ops: Op[] = [
    { op: "move_section", section: sectionRef(r.model, first), to: { after: sectionRef(r.model, second) } },
  ];
  if (next !== second)
    ops.push({
      op: "move_section",
      section: sectionRef(r.model, second),
      to: { before: sectionRef(r.model, next) },
    });
  return ops;
}
