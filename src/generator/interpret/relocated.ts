/**
 * "we moved to 12 Stonegate, York", "neue Adresse: …": the page's street address (packs' `relocated`) becomes
 * what follows those words; a page without one gets it added. An e-mail or a web address is no street address.
 */
import { daysIn } from "./days.js";
import { pageFact } from "./page-facts.js";
import { pageTexts } from "./page-texts.js";
import { rawIndex } from "./raw-at.js";
import { find, type Reading, wordsOf } from "./reading.js";
import { escapeRegExp, type Found, findPhrase, norm } from "./text.js";
import { clock, dateText, emails, urls } from "./values.js";

export function relocated(r: Reading) {
  const at = find(r, (p) => p.relocated) ?? addressNamed(r);
  if (!at) return null;
  const start = rawIndex(r.raw, at.end);
  const to = withoutPreposition(
    r,
    r.raw
      .slice(start)
      .replace(/^[\s:,-]+/, "")
      .replace(/[.!\s]+$/, ""),
  );
  const from = streetOfTown(r, pageFact(r, "address"));
  // "nouvelle adresse e-mail : …", "new web address: …": an e-mail or a link is no street address.
  if (!to || to.length < 4 || emails(to).length > 0 || urls(to).length > 0) return null;
  // "the championship moved to Sunday", "the talk moved to 3pm": a thing moved in time, not the business.
  if (saysWhen(r, to)) return null;
  if (!from) return [{ op: "add_fact" as const, kind: "address" as const, value: to }];
  // "we moved to Presuming Ed, 114 London Road" where the page writes "The Skiff, 12 Gloucester Road":
  // the place's name before the street changes with it, wherever the page writes it.
  const venue = /^([^\d,]{2,40}),\s*(?=\S*\d)/u.exec(to);
  const oldVenue = venue ? venueBefore(r, from) : null;
  if (venue && oldVenue && oldVenue !== venue[1]) {
    const street = to.slice(venue[0].length);
    return [
      { op: "set_fact" as const, kind: "address" as const, from, to: street },
      { op: "replace_text" as const, find: oldVenue, with: venue[1]!.trim() },
    ];
  }
  return [{ op: "set_fact" as const, kind: "address" as const, from, to }];
}

/** A day, a date or a clock time said where a place was expected ("3pm" has no letters beyond its clock). */
function saysWhen(r: Reading, to: string): boolean {
  if (
    daysIn(to, r.packs).length > 0 ||
    dateText(
      to,
      r.packs.flatMap((p) => p.months),
    )
  )
    return true;
  return clock(to) !== null && !/\p{L}/u.test(to.replace(/\b(?:[ap]\.?m\.?|uhr|h)\b/giu, ""));
}

/** The place's name the page writes right before its address ("The Skiff, 12 Gloucester Road"), if one. */
function venueBefore(r: Reading, address: string): string | null {
  const found = new Set<string>();
  const re = new RegExp(
    `((?:\\p{Lu}[\\p{L}'’&.-]*\\s+){0,3}\\p{Lu}[\\p{L}'’&.-]*),\\s*${escapeRegExp(address)}`,
    "gu",
  );
  for (const { text } of pageTexts(r.model)) for (const m of text.matchAll(re)) found.add(m[1]!);
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * "nous avons déménagé au 8 place Bellecour", "umgezogen in die Hauptstraße 5": the word that leads to the
 * place (packs' `at`, `to`, `in`) is the owner's grammar, not part of the address.
 */
function withoutPreposition(r: Reading, said: string): string {
  const leads = new Set(wordsOf(r, (p) => [...p.grammar.at, ...p.grammar.to, ...p.grammar.in]).map(norm));
  const m = /^(\p{L}+)\s+(?=[\p{Lu}\d])/u.exec(said);
  return m && leads.has(norm(m[1]!)) ? said.slice(m[0].length) : said;
}

/**
 * "change l'adresse : 12 rue Tête d'Or, 69006 Lyon", "the address is now 4 Mill Lane", "die Adresse ist jetzt
 * …": the address named as the field changed, its new value after a colon or the small words that say it
 * (packs' `to`, `is`, `now`). The value holds a number (a street's or a postcode): colour words in it
 * ("Tête d'Or", "Green Lane") are the address, never a look.
 */
function addressNamed(r: Reading): Found | null {
  const noun = find(r, (p) => p.facts.address);
  if (!noun || noun.index > 30) return null;
  const small = new Set(
    wordsOf(r, (p) => [
      ...p.grammar.to,
      ...p.grammar.is,
      ...p.grammar.now,
      ...p.grammar.new,
      ...p.filler,
    ]).flatMap((w) => norm(w).split(" ")),
  );
  const words = r.text.slice(noun.end).split(/(\s+)/);
  let end = noun.end;
  let joined = false;
  for (const word of words) {
    const bare = word.trim().replace(/^[:=]+|[:=]+$/g, "");
    if (word.trim() === "" || bare === "" || small.has(bare)) {
      joined ||= word.includes(":") || word.includes("=") || small.has(bare);
      end += word.length;
      continue;
    }
    break;
  }
  const rest = r.text.slice(end);
  // A plain "the address" with no new value, or a value with no number, is no new address.
  if (!joined || !/\d/.test(rest) || rest.trim().split(/\s+/).length < 2) return null;
  // Its own noun in another field ("adresse e-mail", "web address") is read by that field's rule.
  if (
    findPhrase(
      r.text,
      wordsOf(r, (p) => [...p.facts.email, ...p.facts.url]),
    )
  )
    return null;
  return { phrase: noun.phrase, index: noun.index, end };
}

/**
 * The street address the page writes ending in the town its address card gives ("8 cours de l'Intendance,
 * 33000 Bordeaux" for "Bordeaux"): the address that changes, never the town's name in every sentence.
 */
function streetOfTown(r: Reading, from: string | null): string | null {
  if (!from || /\d/.test(from)) return from;
  const re = new RegExp(
    `\\d{1,4}[a-z]?,?\\s+[^.;:!?()\\d]{3,50}?,\\s*(?:[A-Z]{0,2}[-\\s]?\\d{4,5}\\s+)?${escapeRegExp(from)}(?![\\p{L}])`,
    "u",
  );
  const found = new Set<string>();
  for (const { text } of pageTexts(r.model))
    for (const m of text.matchAll(new RegExp(re, "gu"))) found.add(m[0]);
  return found.size === 1 ? [...found][0]! : from;
}
