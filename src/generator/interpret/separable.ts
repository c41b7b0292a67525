/**
 * Separable verbs: German and Dutch put a verb's particle at the end of the clause ("füge Kettenwechsel
 * für 30 € hinzu", "haal de aftelklok weg", "benenne den Kurs in Workshop um"). The packs list these verbs
 * whole ("füge hinzu", "haal weg", "benenne um"); the clause is read with the particle moved back after its
 * verb ("füge hinzu Kettenwechsel für 30 €"), so every rule reads it like any other command.
 */
import type { LanguagePack } from "../lang/types.js";
import { perPacks } from "./reading.js";
import { norm } from "./text.js";

/** A pack's two-word verbs by their particle: { hinzu: ["füge", "fügt"], weg: ["haal", …] }. */
function verbsByParticle(pack: LanguagePack): Map<string, Set<string>> {
  const table = new Map<string, Set<string>>();
  for (const phrase of Object.values(pack.verbs).flat()) {
    const parts = norm(phrase).split(" ");
    if (parts.length !== 2) continue;
    const [verb, particle] = parts as [string, string];
    if (!table.has(particle)) table.set(particle, new Set());
    table.get(particle)!.add(verb);
  }
  return table;
}

// Every clause, and every suggestion checked against the owner's page, is read through here: each pack's
// table is built once.
const tables = new WeakMap<LanguagePack, Map<string, Set<string>>>();

/** The verbs whose particle this is, in any of the packs; none when it is no particle. */
function verbsOf(particle: string, packs: LanguagePack[]): Set<string> {
  const verbs = new Set<string>();
  for (const pack of packs) {
    let table = tables.get(pack);
    if (!table) {
      table = verbsByParticle(pack);
      tables.set(pack, table);
    }
    for (const verb of table.get(particle) ?? []) verbs.add(verb);
  }
  return verbs;
}

/** "füg", "füge" and "fügt" are one verb: the imperative drops or keeps its "e", the plural adds "t". */
function isVerbForm(word: string, verbs: Set<string>): boolean {
  if (verbs.has(word)) return true;
  // "schieben", "weghalen": the infinitive a modal question ends on.
  const stem = word.replace(/(?:en|n)$/, "").replace(/[et]$/, "");
  return stem.length >= 3 && [stem, `${stem}e`, `${stem}t`].some((form) => verbs.has(form));
}

/** The clause with a separated particle moved back after its verb; unchanged when there is none. */
export function joinSeparableVerb(clause: string, packs: LanguagePack[]): string {
  const m = /\s+([\p{L}]+)([\s.!?]*)$/u.exec(clause);
  if (!m) return clause;
  if (verbsOf(norm(m[1]!), packs).size === 0) return particleBeforeWhere(clause, packs);
  const verbs = verbsOf(norm(m[1]!), packs);
  if (verbs.size === 0) return clause;
  const head = clause.slice(0, m.index);
  const words = [...head.matchAll(/\S+/g)];
  // The verb comes first, after at most two words ("bitte", "könnt ihr").
  const verb = words.slice(0, 3).find((w) => isVerbForm(norm(w[0]).replace(/[,:]$/, ""), verbs));
  if (!verb || verb === words[words.length - 1]) return clause;
  const at = verb.index + verb[0].length;
  return `${head.slice(0, at)} ${m[1]}${head.slice(at)}${m[2]}`;
}

/** The packs' modal openers and one-word command verbs. */
const modalWords = perPacks((packs) => ({
  openers: packs.flatMap((pack) => pack.modalOpeners ?? []).map(norm),
  verbs: new Set(
    packs
      .flatMap((pack) => Object.values(pack.verbs).flat())
      .flatMap((phrase) => norm(phrase).split(" ").slice(0, 1)),
  ),
}));

/**
 * "Können wir das Team weiter nach oben schieben?" → "schieben das Team weiter nach oben": a question opened
 * by a modal and its subject is read with the verb it ends on first; unchanged when it is no such question.
 */
export function frontModalVerb(clause: string, packs: LanguagePack[]): string {
  const { openers, verbs } = modalWords(packs);
  const opener = openers.find((o) => norm(clause).startsWith(`${o} `));
  if (!opener) return clause;
  const m = /\s+([\p{L}]+)([\s.!?]*)$/u.exec(clause);
  if (!m || !isVerbForm(norm(m[1]!), verbs)) return clause;
  const body = clause.slice(0, m.index).split(/\s+/).slice(opener.split(" ").length).join(" ");
  return body ? `${m[1]} ${body}` : clause;
}

/** Words that open where a thing goes: "aan de behandelingen", "zu den Kursen", "in het menu". */
const whereWords = perPacks((packs) =>
  packs.flatMap((pack) => [...pack.grammar.to, ...pack.grammar.in]).map(norm),
);

/**
 * "voeg dry needling toe aan de behandelingen": the particle ends the thing added, before where it goes;
 * read as "voeg toe dry needling aan de behandelingen". Unchanged when no particle of the clause's verb is
 * followed by a few words that say where.
 */
function particleBeforeWhere(clause: string, packs: LanguagePack[]): string {
  const words = [...clause.matchAll(/\S+/g)];
  const where = new Set(whereWords(packs));
  for (let i = 2; i < words.length - 1; i += 1) {
    const particle = words[i]!;
    const verbs = verbsOf(norm(particle[0]), packs);
    if (verbs.size === 0 || !where.has(norm(words[i + 1]![0])) || words.length - i > 6) continue;
    const verb = words.slice(0, 3).find((w) => isVerbForm(norm(w[0]).replace(/[,:]$/, ""), verbs));
    if (!verb || verb.index >= particle.index) continue;
    const at = verb.index + verb[0].length;
    const before = clause.slice(at, particle.index).trimEnd();
    return `${clause.slice(0, at)} ${particle[0]}${before} ${clause.slice(particle.index + particle[0].length).trimStart()}`;
  }
  return clause;
}
