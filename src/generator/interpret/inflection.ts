/**
 * Pack words said with a case ending (packs' `caseEndings`): "töröld a telefonszámot", "a főcímet",
 * "sötétebbre", "a kenyér ára". Only the nouns and looks of a pack that declares endings take them — never
 * its verbs or small words, never a word another pack also has (an English "sort" is no Hungarian "sor" +
 * "t"), never the owner's own text, which is only read through these words.
 */
import { allPacks } from "../lang/index.js";
import type { LanguagePack } from "../lang/types.js";

/** The parts of a pack whose words an owner inflects: names of things and looks, not commands. */
function inflectable(pack: LanguagePack): string[] {
  const lists: (readonly string[] | undefined)[] = [
    ...Object.values(pack.sections),
    pack.sectionWords,
    pack.itemWords,
    ...Object.values(pack.texts),
    Object.keys(pack.colours),
    ...Object.values(pack.colourWords),
    ...Object.values(pack.schemes),
    ...Object.values(pack.fonts),
    ...Object.values(pack.designs),
    pack.professional,
    ...Object.values(pack.facts),
    pack.forms.form,
    pack.forms.field,
    pack.offerings,
    pack.qa?.question,
    pack.qa?.answer,
    pack.sessions?.nouns,
    ...Object.values(pack.contactRoles ?? {}),
    ...Object.values(pack.styleParts ?? {}).filter((_, i, all) => all[i] !== pack.styleParts?.hide),
  ];
  return lists.flatMap((list) => list ?? []);
}

/** Every string a pack holds, for telling which words other languages have too. */
function allStrings(value: unknown, into: Set<string>, norm: (s: string) => string): void {
  if (typeof value === "string") into.add(norm(value));
  else if (Array.isArray(value)) for (const v of value) allStrings(v, into, norm);
  else if (value && typeof value === "object")
    for (const v of Object.values(value)) allStrings(v, into, norm);
}

const quote = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const group = (list: string[]) =>
  `(?:${[...new Set(list)]
    .sort((a, b) => b.length - a.length)
    .map(quote)
    .join("|")})`;
const VOWEL = /[aeiou]/;

/** A word's endings as a regex fragment (empty when it takes none), by the normalised phrase. */
let built: Map<string, string> | null = null;

export function endingsOf(phrase: string, norm: (s: string) => string): string {
  if (!built) built = build(norm);
  return built.get(phrase) ?? "";
}

function build(norm: (s: string) => string): Map<string, string> {
  const packs = allPacks();
  const elsewhere = new Set<string>();
  for (const pack of packs) if (!pack.caseEndings) allStrings(pack, elsewhere, norm);
  const map = new Map<string, string>();
  for (const pack of packs) {
    const endings = pack.caseEndings;
    if (!endings) continue;
    const marks = endings.marks.map(norm);
    const cases = endings.cases.map(norm);
    const assimilated = (endings.assimilated ?? []).map(norm);
    for (const raw of inflectable(pack)) {
      const phrase = norm(raw);
      const last = phrase.split(" ").at(-1) ?? "";
      if (!/^\p{L}+$/u.test(last) || elsewhere.has(phrase) || map.has(phrase)) continue;
      // A word of two letters ("ár") takes only endings opening with a vowel: "árat", "ára", never
      // "árra"-like look-alikes of other words.
      const vowelFirst = (list: string[]) => list.filter((e) => VOWEL.test(e[0] ?? ""));
      const parts =
        last.length < 3
          ? [`${group(vowelFirst(marks))}${group(cases)}`, group(vowelFirst(marks)), group(vowelFirst(cases))]
          : [`${group(marks)}?${group(cases)}`, group(marks)];
      const end = last.at(-1) ?? "";
      // "telefonszámmal": -val/-vel after a consonant doubles it.
      if (assimilated.length && !VOWEL.test(end)) parts.push(`${quote(end)}${group(assimilated)}`);
      map.set(phrase, `(?:-?(?:${parts.join("|")}))?`);
    }
  }
  return map;
}

/**
 * The endings a page's own words take when named in a request of the page's language ("nevezd át a kakaós
 * csigát" names "Kakaós csiga"): the page pack's endings, or nothing. The title is only found, never changed.
 */
export function titleEndings(pack: LanguagePack | undefined, norm: (s: string) => string): string {
  const endings = pack?.caseEndings;
  if (!endings) return "";
  return `(?:-?(?:${group(endings.marks.map(norm))}?${group(endings.cases.map(norm))}|${group(endings.marks.map(norm))}))?`;
}
