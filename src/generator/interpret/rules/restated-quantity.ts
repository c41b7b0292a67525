/**
 * A quantity the page states, restated with a new number: "the free trial is now 30 days" where the page
 * says "14-day free trial", "returns within 60 days now". The number changes where the page writes it
 * next to the same unit, in the page's own form ("14-day" → "30-day"); other words stay.
 */

import type { LanguagePack } from "../../lang/types.js";
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { ownersLine } from "../new-scope.js";
import { pageTexts } from "../page-texts.js";
import { find, has, type Reading, spanWords, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { alternation, escapeRegExp, findPhrase, norm, sameStem, tokens } from "../text.js";
import { maskQuotes, prices } from "../values.js";
import { lineAdded } from "./add-sentence.js";
import { examples } from "./restated-quantity.examples.js";
import { countByNoun } from "./restated-quantity-noun.js";

/** Words of the clause that say what it is about (not the verb, "now", fillers, the number or unit). */
function keyWords(r: Reading, unit: string): string[] {
  const skip = new Set(
    wordsOf(r, (p) => [
      ...p.grammar.is,
      ...p.grammar.now,
      ...p.filler,
      ...p.grammar.of,
      ...(p.remaining ?? []),
      ...(p.capacity ?? []),
      ...p.verbs.make,
    ]).flatMap((w) => norm(w).split(" ")),
  );
  return tokens(r.text).filter(
    (w) => w.length > 3 && !skip.has(w) && !/^\d/.test(w) && !unit.startsWith(w.replace(/s$/, "")),
  );
}

/**
 * The text says the key word, or the same word in another person: the composer writes the owner's "we"
 * as the business ("enviamos" → "Velas Luna envía"), so a shared stem of at least four letters that is
 * the whole of the shorter word but its last letters counts.
 */
function saysSameStem(text: string, key: string): boolean {
  const word = key.replace(/s$/, "");
  if (text.includes(word)) return true;
  return tokens(text).some((t) => {
    let same = 0;
    while (same < t.length && same < word.length && t[same] === word[same]) same++;
    return same >= 4 && same >= Math.min(t.length, word.length) - 1;
  });
}

const NUMBERS = /\d+(?:[.,]\d+)*/g;
/** The dash between the two numbers of a range ("2-4", "2–4", "2 — 4"). */
const RANGE = "[-–—]";
const RANGE_END = /\s*[-–—]\s*$/u;
/** One number as written: thousands grouped by a space, point or comma ("4 500"), or with decimals. */
const GROUPED = String.raw`\d{1,3}(?:[ \u00a0\u202f.,]\d{3})+(?!\d)|\d+(?:[.,]\d+)?`;
const wordAt = (text: string, last: boolean) => {
  const words = text.match(/\p{L}+/gu) ?? [];
  return (last ? words.at(-1) : words[0]) ?? "";
};

/**
 * A sentence of the page restated with several new numbers: "rated 4.9 by 3,100 attendees" where the
 * page says "Rated 4.8 by 2,300 attendees of past sessions". The words between the numbers are the
 * page's, and the word before the first and after the last say the same (same stem); every number changes
 * in place. Two different sentences of that shape on the page: not guessed.
 */
function restatedSentence(r: Reading): Op[] | null {
  const now = new Set(wordsOf(r, (p) => [...p.grammar.now, ...p.filler]).map(norm));
  const said = r.raw.replace(/[\s.!]+$/u, "");
  const numbers = [...said.matchAll(NUMBERS)];
  if (numbers.length < 2) return null;
  const pieces = said.split(NUMBERS);
  const mids = pieces.slice(1, -1);
  if (mids.some((m) => m.length > 24 || /\d/.test(m))) return null;
  const before = wordAt(pieces[0]!, true);
  const after = wordAt(
    pieces
      .at(-1)!
      .split(/\s+/)
      .filter((w) => !now.has(norm(w)))
      .join(" "),
    false,
  );
  // Enough of the sentence's own words to know it is the same sentence: "à" before "1 h 30" is grammar,
  // which "à 18 h 30" writes too, never a word of the sentence.
  const grammar = new Set(wordsOf(r, (p) => Object.values(p.grammar).flat()).map(norm));
  const own = (w: string) => (w && !grammar.has(norm(w)) ? w : "");
  const context = [own(before), own(after), ...mids.filter((m) => /\p{L}/u.test(m))].filter(Boolean);
  if (context.length < 2) return null;
  const gap = (mid: string) => mid.trim().split(/\s+/).map(escapeRegExp).join("\\s+");
  const shape = new RegExp(
    mids.reduce(
      (re, mid) => `${re}\\s*${gap(mid)}\\s*(\\d+(?:[.,]\\d+)*)`,
      "(?<![\\d.,])(\\d+(?:[.,]\\d+)*)",
    ),
    "iu",
  );
  const found = new Map<string, string>();
  for (const { text } of pageTexts(r.model)) {
    const m = shape.exec(text);
    if (!m) continue;
    const head = wordAt(text.slice(0, m.index), true);
    const tail = wordAt(text.slice(m.index + m[0].length), false);
    if (before && !saysSameStem(norm(head), norm(before))) continue;
    if (after && !saysSameStem(norm(tail), norm(after))) continue;
    let k = 0;
    const restated = m[0].replace(NUMBERS, () => numbers[k++]![0]);
    if (restated !== m[0]) found.set(m[0], restated);
  }
  if (found.size !== 1) return null;
  const [[find, restated]] = [...found];
  return [{ op: "replace_text", find: find!, with: restated! }];
}

/** A count worth restating on its own: grouped by thousands or at least 100, never a year ("2015"). */
function bigCount(number: string): boolean {
  const digits = number.replace(/[^\d]/g, "");
  if (/^(?:19|20)\d\d$/.test(number)) return false;
  return /\d[ \u00a0\u202f.,]\d{3}(?!\d)/.test(number) || Number(digits) >= 100;
}

const COUNT = new RegExp(`(?<![\\d:.,/])(${GROUPED})(\\s+)(\\p{L}{3,})`, "gu");

/**
 * "we passed 5,000 readers", "já temos mais de 350 clientes", "on a dépassé les 900 élèves": a count the
 * page states ("Over 4,200 coffee people read it", "Mais de 300 clientes") restated with a new number and
 * no command verb. The number changes where the page writes it before the same noun (same stem); a noun
 * the page does not write ("readers" for "coffee people") names the page's one count, when it has exactly
 * one. The page's own frame ("Over", "Mais de") and words stay. Small counts are left to the rules below.
 */
function restatedCount(r: Reading): Op[] | null {
  if (startsWithVerb(r, (p) => Object.values(p.verbs).flat())) return null;
  const raw = maskQuotes(r.raw);
  if (prices(raw).length > 0 || /%/.test(raw) || tokens(r.text).length > 9) return null;
  // "our address is 450 Rua Augusta": a number said of a fact of another kind is never a count.
  if (has(r, (p) => Object.values(p.facts).flat())) return null;
  const numbers = raw.match(/\d+(?:[ \u00a0\u202f.,]\d+)*/g) ?? [];
  const said = [...raw.matchAll(COUNT)];
  if (numbers.length !== 1 || said.length !== 1) return null;
  const [, number, , noun] = said[0]!;
  if (!bigCount(number!)) return null;
  const notCounted = wordsOf(r, (p) => [...(p.durations ?? []), ...p.months.flat(), ...p.weekdays.flat()]);
  if (notCounted.some((w) => norm(w) === norm(noun!))) return null;
  const counts = new Map<string, { written: string; noun: string }>();
  for (const { path, text } of pageTexts(r.model)) {
    if (path.endsWith(".price") || prices(text).length > 0) continue;
    for (const m of text.matchAll(COUNT)) {
      if (bigCount(m[1]!) && m[1] !== number) counts.set(norm(m[0]), { written: m[0], noun: m[3]! });
    }
  }
  const same = [...counts.values()].filter((c) => sameStem(norm(c.noun), norm(noun!)));
  // Another noun ("readers" for "coffee people") restates the page's one count only as a count that grew
  // or shrank as counts do, never a number of another order ("300 seats" beside "4,200 readers").
  const value = (n: string) => Number(n.replace(/[^\d]/g, ""));
  const near = (c: { written: string }) => {
    const ratio = value(number!) / value(c.written.match(new RegExp(GROUPED, "u"))![0]);
    return ratio >= 1 / 3 && ratio <= 4;
  };
  const found = same.length > 0 ? same : [...counts.values()].filter(near);
  if (same.length === 0 && counts.size !== 1) return null;
  if (found.length !== 1) return null;
  const { written } = found[0]!;
  return [
    { op: "replace_text", find: written, with: written.replace(new RegExp(`^${GROUPED}`, "u"), number!) },
  ];
}

/** Sections a count line joins: the selected one, else the about section (added when there is none). */
const LINE_SECTIONS = new Set(["about", "event-details", "benefits", "features", "services", "offers"]);

/** The owner's count said as a line of its own: "Sono rimasti solo 6 posti." */
function countLine(r: Reading): Op[] | null {
  // "… maintenant", "… now": said to us, not a word of the line.
  const title = ownersLine(r);
  if (title.split(/\s+/).length > 10 || r.packs.some((p) => unitIsWord(p, title))) return null;
  return lineAdded(r, title, LINE_SECTIONS);
}

/**
 * The page writes its count as what is left or as scarce ("nur noch 3 Plätze frei", "Only 16 places",
 * "10 places seulement"): a new count of what is left restates it. A capacity ("Maximal 14 Plätze pro
 * Kurs", "20 spots per class") is not what is left.
 */
function pageSaysLeft(r: Reading): boolean {
  const left = alternation(wordsOf(r, (p) => [...(p.left ?? []), ...(p.remaining ?? [])]).map(norm));
  const word = `(?<![\\p{L}])(?:${left})(?![\\p{L}])`;
  const near = new RegExp(`\\d[^.]{0,25}${word}|${word}[^.]{0,25}\\d`, "u");
  return pageTexts(r.model).some(({ text }) => near.test(norm(text)));
}

/** A count the page writes on its own ("30 places") or after a limit word ("Maximal 6 Hunde"). */
function pageCount(r: Reading): string | null {
  const limits = wordsOf(r, (p) => p.capacity ?? []).map(norm);
  for (const { text } of pageTexts(r.model)) {
    const bare = /^(\d+\s+\p{L}+)\.?$/u.exec(text.trim());
    if (bare) return bare[1]!;
    const after = /(\p{L}+)\s+(\d+\s+\p{L}+)/u.exec(text);
    if (after && limits.includes(norm(after[1]!))) return after[2]!;
  }
  return null;
}

/**
 * "we're rated 4.9 now" on "Rated 4.7 on Tripadvisor": the owner's one number after a word the page writes
 * right before one of its own numbers of the same kind (a decimal for a decimal); that number changes.
 */
function afterSameWord(r: Reading): Op[] | null {
  const raw = maskQuotes(r.raw);
  const numbers = [...raw.matchAll(/(?<![\d.,:])\d+(?:[.,]\d+)?(?![\d.,:]*\d)/gu)];
  if (numbers.length !== 1 || prices(raw).length > 0) return null;
  const number = numbers[0]![0];
  const word = norm(/(\p{L}{4,})\s*:?\s*$/u.exec(raw.slice(0, numbers[0]!.index))?.[1] ?? "");
  // A limit word ("maximal 10") is a count's: the page's count after a limit word is found below.
  const skip = wordsOf(r, (p) => [
    ...p.grammar.now,
    ...p.grammar.is,
    ...p.filler,
    ...(p.remaining ?? []),
    ...(p.capacity ?? []),
  ]);
  if (!word || skip.some((w) => norm(w) === word)) return null;
  // "dure 30 minutes de plus": a span added to the page's number, never its new value.
  if (has(r, spanWords)) return null;
  // "szombaton 15 óráig" on "szombat 9–14": a number after a day or a month is a time or a date, read by
  // the hours and date rules, never a quantity of that day.
  const calendar = wordsOf(r, (p) => [...p.weekdays.flat(), ...p.months.flat()]).map(norm);
  if (calendar.some((w) => sameStem(w, word))) return null;
  const decimal = /[.,]/.test(number);
  const found = new Set<string>();
  for (const { text } of pageTexts(r.model)) {
    for (const m of text.matchAll(/(\p{L}{4,})\s*:?\s+(\d+(?:[.,]\d+)?)(?![\d%])/gu)) {
      if (sameStem(norm(m[1]!), word) && /[.,]/.test(m[2]!) === decimal && m[2] !== number) found.add(m[0]);
    }
  }
  if (found.size !== 1) return null;
  const [find] = [...found];
  return [{ op: "replace_text", find: find!, with: find!.replace(/\d+(?:[.,]\d+)?$/u, number) }];
}

/**
 * The page's counts said after a limit word ("limitées à 8 personnes", "Max 10 paddlers"), distinct; with
 * `saying`, only those in a text that also writes that noun ("Plazas limitadas a 8 personas" for "plaza").
 */
function limitedCounts(r: Reading, saying?: string): string[] {
  const limits = alternation(wordsOf(r, (p) => p.capacity ?? []));
  const re = new RegExp(`(?<![\\p{L}])(?:${limits})\\s+(\\d+\\s+\\p{L}{3,})`, "giu");
  const found = new Map<string, string>();
  for (const { text } of pageTexts(r.model)) {
    if (saying && !norm(text).includes(saying)) continue;
    for (const m of text.matchAll(re)) found.set(norm(m[1]!), m[1]!);
  }
  return [...found.values()];
}

/**
 * "the concert now lasts 90 minutes" where the page says "2 hours": a duration said in another unit is the
 * page's one duration (in any unit), when the page writes exactly one.
 */
function otherDuration(r: Reading, unit: string): string | null {
  const units = wordsOf(r, (p) => p.durations ?? []);
  if (!units.some((u) => norm(u) === norm(unit))) return null;
  const re = new RegExp(
    `(?<![\\p{L}\\d:.,])\\d+(?:[.,]\\d+)?\\s*(?:${alternation(units)})(?![\\p{L}])`,
    "giu",
  );
  const found = new Map<string, string>();
  for (const { text } of pageTexts(r.model)) for (const m of text.matchAll(re)) found.set(norm(m[0]), m[0]);
  return found.size === 1 ? [...found.values()][0]! : null;
}

/** "only 5 left": the word after the number is a word of the request ("left"), not what is counted. */
function unitIsWord(pack: LanguagePack, said: string): boolean {
  const unit = norm(/\d+\s*(\p{L}+)/u.exec(said)?.[1] ?? "");
  return !unit || [...(pack.remaining ?? []), ...pack.filler].some((w) => norm(w) === unit);
}

export const restatedQuantity: Rule = {
  name: "restated-quantity",
  examples,
  read(r) {
    // "quedan solo 6 plazas" on "Plazas limitadas a 16 personas": what is left is news of its own, the
    // owner's line, never the capacity restated; a count of what is left that the page writes is restated.
    if (has(r, (p) => p.left ?? []) && /\d/.test(r.raw) && !pageSaysLeft(r)) {
      const line = countLine(r);
      if (line) return line;
    }
    const sentence = restatedSentence(r) ?? restatedCount(r);
    if (sentence) return sentence;
    // "only 10 places left", "maximaal 300 deelnemers": a short clause that is nothing but the new count
    // restates it as surely as "is now" does.
    const verb = find(r, (p) => Object.values(p.verbs).flat());
    // "make it 60 minutes": a verb of making with the new count is a restatement too.
    const made = startsWithVerb(r, (p) => p.verbs.make)?.index === 0 && tokens(r.text).length <= 5;
    // "change trial to 30 days": a verb of change with the new count after "to" restates it too.
    const changedTo =
      startsWithVerb(r, (p) => p.verbs.change)?.index === 0 &&
      new RegExp(`(?<![\\p{L}])(?:${alternation(wordsOf(r, (p) => p.grammar.to))})\\s+\\d`, "u").test(r.text);
    const bare = (tokens(r.text).length <= 5 && verb?.index !== 0) || made || changedTo;
    const count = verb?.index !== 0 && has(r, (p) => [...(p.remaining ?? []), ...(p.capacity ?? [])]);
    if (!bare && !count && !has(r, (p) => [...p.grammar.now, ...p.grammar.is])) return null;
    // A unit is a word ("30 days") or a percent sign ("la commissione ora è 1,5%").
    // A clock time is not a count: "18:30 Uhr" says no "30 Uhr" (minutes after a colon are not read).
    // "5 000 abonnés", "12.000 Nutzer": a number grouped by thousands is one number.
    // "3-5 days": a range is one quantity; its first number comes with it.
    const said = new RegExp(
      `(?<![\\d:])(?:(${GROUPED})\\s*${RANGE}\\s*)?(${GROUPED})\\s*-?\\s*(\\p{L}{2,}|%)`,
      "u",
    ).exec(r.raw);
    if (!said) return afterSameWord(r) ?? countByNoun(r);
    const [, from, number, unitWord] = said;
    // "30 minutes de plus", "20 Minuten mehr", "two days longer": a span added, never the new quantity.
    const after = r.raw.slice(said.index + said[0].length);
    if (findPhrase(norm(after), wordsOf(r, spanWords))?.index === 0) return null;
    // "a kakaós csiga ára legyen 500 Ft": an amount of money is a price, changed by its item (change-fact),
    // never the page's first number with the same currency.
    if (prices(r.raw).some((price) => price.includes(number!))) return null;
    const value = from ? `${from}–${number}` : number!;
    const unit = norm(unitWord!).replace(/s$/, "");
    const keys = keyWords(r, unit);
    // The unit as the page writes it, accents or not ("3 días" for "dias"): matched letter by letter.
    const letters = [...unit].map((c) => `${escapeRegExp(c)}\\p{M}*`).join("");
    // The page's quantity in that unit, a range ("2-4 days") taken whole: m[1] its first number and the
    // dash as written, m[2] its (last) number, m[3] the space or hyphen, m[4] the unit.
    const re = new RegExp(
      `(?<![\\p{L}\\d:])((?:${GROUPED})\\s*${RANGE}\\s*)?(${GROUPED})(\\s*-?\\s*)(${letters}${unit === "%" ? "" : "s?"})(?![\\p{L}])`,
      "iu",
    );
    const pageValue = (m: RegExpExecArray) => (m[1] ? `${m[1].replace(RANGE_END, "")}–${m[2]}` : m[2]!);
    // "la carte 10 cours passe à 140 €": a count the page already writes in that unit names a thing of
    // the page ("Carte 10 cours"); it restates no other count.
    const every = new RegExp(re.source, "giu");
    // The page's texts, walked once for the three questions below.
    const texts = pageTexts(r.model);
    if (
      texts.some(({ text }) =>
        [...text.normalize("NFD").matchAll(every)].some((m) => !m[1] && !from && m[2] === number),
      )
    )
      return null;
    // The unit stays as the page writes it ("14-day", "2 días"); only a count of one drops its plural.
    const restate = (m: RegExpExecArray) => {
      const one = !from && Number(number) === 1;
      const written = one && !m[3]!.includes("-") ? m[4]!.replace(/s$/i, "") : m[4]!;
      const grown = !m[1] && Number(m[2]) === 1 && !one && r.model.lang.startsWith("en") ? "s" : "";
      // The range's dash as the page writes it ("2-4" stays "3-5", "2–4" becomes "3–5").
      const dash = m[1] ? RANGE_END.exec(m[1])![0] : "–";
      const restated = from ? `${from}${dash}${number}` : number;
      const find = m[0].normalize("NFC");
      return [
        { op: "replace_text" as const, find, with: `${restated}${m[3]}${written}${grown}`.normalize("NFC") },
      ];
    };
    const onPage = texts
      .map(({ text }) => ({ text, m: re.exec(text.normalize("NFD")) }))
      .filter((t): t is { text: string; m: RegExpExecArray } => t.m !== null && pageValue(t.m) !== value);
    const about = onPage.find(({ text }) => keys.some((k) => saysSameStem(norm(text), k)));
    if (about) return restate(about.m);
    // "wysyłka w 24 godziny" on "Wysyłka w 2 dni robocze" and "40 godzin" of burning: the owner's words
    // name another number of the page (the shipping line's), so the page's one duration is not theirs.
    const namesOther = texts.some(
      ({ text }) =>
        /\d/.test(text) &&
        !onPage.some((o) => o.text === text) &&
        keys.some((k) => saysSameStem(norm(text), k)),
    );
    const duration = onPage.length === 0 && !namesOther ? otherDuration(r, unitWord!) : null;
    if (duration) return [{ op: "replace_text", find: duration, with: `${number} ${unitWord}` }];
    // "it's 60 minutes now, not 45", "16 places now instead of 12": the old number says which.
    const olds = [...r.raw.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => m[0]).filter((n) => n !== number);
    const named = onPage.find(({ m }) => olds.includes(m[2]!));
    if (named) return restate(named.m);
    // No other words say which: the page's only quantity in that unit.
    const distinct = new Set(onPage.map(({ m }) => norm(m[0])));
    if (keys.length === 0 && distinct.size === 1) return restate(onPage[0]!.m);
    // "de les duurt nu 3 uur" on a page whose one duration is "2,5 uur": a duration says which by its unit.
    const isDuration = wordsOf(r, (p) => p.durations ?? []).some((u) => norm(u) === norm(unitWord!));
    if (isDuration && distinct.size === 1 && !namesOther) return restate(onPage[0]!.m);
    const rated = onPage.length === 0 ? afterSameWord(r) : null;
    if (rated) return rated;
    // "sono rimasti solo 6 posti" on a page that writes no count of places: the owner's own words
    // become a line of the page (a count the page has in another unit is not guessed at).
    // "ahora son 10 plazas" on "Plazas limitadas a 8 personas": the noun counted, written in the line of
    // the page's one limited count, says which count, though the page counts it in another noun.
    if (!count && onPage.length === 0 && unit.length >= 4) {
      const named = limitedCounts(r, unit);
      if (named.length === 1)
        return [{ op: "replace_text", find: named[0]!, with: named[0]!.replace(/\d+/u, number!) }];
    }
    // "we now take 25 guests" on "Places limited to 20": the noun counted names the page's count by its own.
    if (!count || onPage.length > 0) return onPage.length === 0 ? countByNoun(r) : null;
    // "só 12 vagas" on "Vagas limitadas a 15 participantes", "only 8 spots" on "Max 10 paddlers": the
    // page's one count said after a limit word is restated, its own noun kept; several are not guessed.
    const limited = limitedCounts(r);
    if (limited.length === 1)
      return [{ op: "replace_text", find: limited[0]!, with: limited[0]!.replace(/\d+/u, number!) }];
    const other =
      limited.length > 1 ? limited.join("”, “") : find(r, (p) => p.capacity ?? []) ? pageCount(r) : null;
    if (other)
      return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "countInWords", { other }) }];
    return countLine(r);
  },
};
