/**
 * Two items of one list change places: named by their titles around an "and"/"with" ("tausche Bronzekurs
 * und Silberkurs", "troca a queijada com o pastel de nata", "scambia coppetta piccola e coppetta grande"),
 * or by place in a list a noun names ("switch the first and second plans", "swap the two plans around" on a
 * page with two plans). Two moves; tried after rules/swap-sections, which takes two sections.
 */
import type { SectionKind } from "../../model.js";
import type { Op } from "../../ops/schema.js";
import { itemsByWord } from "../item-mention.js";
import { itemNamed, type NamedItem, type Reading, sectionRef, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { sectionMeant } from "../section-named.js";
import { sectionsByPlace } from "../section-place.js";
import { findPhrase, norm, tokens } from "../text.js";

/** The one item a part of the clause names: its whole title, else the one item a word of it names. */
function oneItem(r: Reading, text: string): NamedItem | null {
  const whole = itemNamed(r, text);
  if (whole) return whole;
  const byWord = itemsByWord(r, (n) => n.section.items.length >= 2, text);
  return byWord.length === 1 ? byWord[0]! : null;
}

/** The places said ("first", "second"; "the first two"), 0-based, or [] when none or unclear. */
function placesSaid(r: Reading, text: string, count: number): number[] {
  const places: number[] = [];
  let two = false;
  for (const word of tokens(text)) {
    const pack = r.packs.find((p) => Object.keys(p.ordinals).some((o) => norm(o) === word));
    const ordinal = pack && Object.entries(pack.ordinals).find(([o]) => norm(o) === word)?.[1];
    if (ordinal !== undefined && ordinal !== null) places.push(ordinal < 0 ? count + ordinal : ordinal - 1);
    else if (r.packs.some((p) => Object.entries(p.numbers).some(([n, v]) => norm(n) === word && v === 2)))
      two = true;
  }
  if (places.length === 2) return places;
  // "the first two", "the last two".
  if (places.length === 1 && two)
    return places[0]! === count - 1 ? [count - 2, count - 1] : [places[0]!, places[0]! + 1];
  // "the two plans", "swap the plans around": a list of exactly two.
  if (places.length === 0 && count === 2) return [0, 1];
  return [];
}

/** Sections whose items are one list of like things, counted by place ("the two plans"). */
const LISTS: SectionKind[] = [
  "services",
  "products",
  "features",
  "offers",
  "pricing",
  "speakers",
  "agenda",
  "team",
  "projects",
  "testimonials",
];

function swapped(r: Reading, a: NamedItem, b: NamedItem): Op[] {
  const [first, second] = a.index < b.index ? [a, b] : [b, a];
  const section = sectionRef(r.model, a.section);
  // Neighbours: one move is the swap.
  if (second.index === first.index + 1)
    return [{ op: "move_item", section, item: first.item.title, to: second.index + 1 }];
  return [
    { op: "move_item", section, item: first.item.title, to: second.index + 1 },
    { op: "move_item", section, item: second.item.title, to: first.index + 1 },
  ];
}

export const swapItems: Rule = {
  name: "swap-items",
  examples: [
    {
      page: "baeckerei",
      say: "tausche Roggenbrot und Apfelkuchen",
      ops: [
        { op: "move_item", section: "services", item: "Roggenbrot", to: 3 },
        { op: "move_item", section: "services", item: "Apfelkuchen", to: 1 },
      ],
    },
    {
      page: "saas",
      say: "switch the first and second plan",
      ops: [{ op: "move_item", section: "pricing", item: "Basic", to: 2 }],
    },
    {
      page: "trattoria",
      say: "scambia la ribollita con il tiramisù",
      ops: [
        { op: "move_item", section: "services", item: "Ribollita", to: 3 },
        { op: "move_item", section: "services", item: "Tiramisù", to: 1 },
      ],
    },
    {
      page: "tienda",
      say: "intercambia la vela de lavanda y la de naranja",
      ops: [{ op: "move_item", section: "products", item: "Vela de lavanda", to: 2 }],
    },
  ],
  read(r) {
    const verb = startsWithVerb(r, (p) => p.swap ?? []);
    if (!verb) return null;
    const rest = r.text.slice(verb.end);
    // "the first two sections" are sections (rules/swap-sections).
    if (sectionsByPlace(r, rest)) return null;
    const join = findPhrase(
      rest,
      wordsOf(r, (p) => [...p.grammar.and, ...p.grammar.with]),
    );
    if (join) {
      const a = oneItem(r, rest.slice(0, join.index));
      const b = oneItem(r, rest.slice(join.end));
      if (a && b && a.section === b.section && a.index !== b.index) return swapped(r, a, b);
    }
    const meant = sectionMeant(r, rest);
    if (!meant || !("section" in meant) || !LISTS.includes(meant.section.kind)) return null;
    const { section } = meant;
    const [i, j] = placesSaid(r, rest, section.items.length);
    if (i === undefined || j === undefined || i === j) return null;
    const a = section.items[i];
    const b = section.items[j];
    if (!a || !b) return null;
    return swapped(r, { section, item: a, index: i }, { section, item: b, index: j });
  },
};
