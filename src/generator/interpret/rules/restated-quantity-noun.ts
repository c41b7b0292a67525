/**
 * A count restated by its noun, whatever side of the number either writes it: "i posti sono ora 300" on
 * "Posti limitati a 200", "seats are now 300" on "Places limited to 200" (two nouns for places: packs'
 * `seatNouns`), "we now take groups of 8" on "Groups of 6 at most", "ahora grupos de 10". The page's number
 * next to the same noun in its own clause changes, everywhere it is written, and only it; numbers of
 * different values so named are not guessed between. Read by `restated-quantity` when the owner's number
 * has no unit after it.
 */
import type { Op } from "../../ops/schema.js";
import { pageTexts } from "../page-texts.js";
import { type Reading, startsWithVerb, wordsOf } from "../reading.js";
import { norm, sameStem, tokens } from "../text.js";
import { maskQuotes, prices } from "../values.js";

/** A whole number on its own: never part of a time ("20:00", "9h30"), a decimal, a date or a percentage. */
const NUMBER = /(?<![\d.,:/\p{L}])\d+(?![\d\p{L}%]|[.,:/]\d|\s?%)/gu;

/** Words the packs know as commands, grammar or count words: never the noun of a count. */
function knownWords(r: Reading): Set<string> {
  return new Set(
    wordsOf(r, (p) => [
      ...Object.values(p.verbs).flat(),
      ...Object.values(p.grammar).flat(),
      ...p.filler,
      ...(p.remaining ?? []),
      ...(p.left ?? []),
      ...(p.capacity ?? []),
      ...(p.moves ?? []),
    ]).flatMap((w) => tokens(w)),
  );
}

/** The page's words around a number in its own clause: up to three before it, two after it. */
function around(text: string, at: number, end: number) {
  const start = Math.max(text.slice(0, at).search(/[^,;·:.()!?]*$/u), 0);
  const stop = end + (text.slice(end).search(/[,;·:.()!?]/u) + 1 || text.length - end + 1) - 1;
  const before = [...text.slice(start, at).matchAll(/\p{L}[\p{L}'-]*/gu)].slice(-3);
  const after = [...text.slice(end, stop).matchAll(/\p{L}[\p{L}'-]*/gu)].slice(0, 2);
  return {
    before: before.map((m) => ({ word: m[0], index: start + m.index })),
    after: after.map((m) => ({ word: m[0], end: end + m.index + m[0].length })),
  };
}

/** With `seatsOnly`, only a noun for places names the page's count ("posti" for "12 persone"). */
export function countByNoun(r: Reading, seatsOnly = false): Op[] | null {
  const raw = maskQuotes(r.raw);
  if (prices(raw).length > 0 || /%/.test(raw)) return null;
  // "add 5 seats", "please remove 8 places" are commands; "we now take groups of 8" says what we do.
  const verb = startsWithVerb(r, (p) => [...p.verbs.add, ...p.verbs.remove]);
  const polite = new Set(wordsOf(r, (p) => [...p.filler, ...p.grammar.and]).flatMap((w) => tokens(w)));
  if (verb && tokens(r.text.slice(0, verb.index)).every((w) => polite.has(w))) return null;
  const numbers = [...raw.matchAll(NUMBER)].map((m) => m[0]);
  if (numbers.length !== 1 || /^(?:19|20)\d\d$/.test(numbers[0]!)) return null;
  const number = numbers[0]!;
  const known = knownWords(r);
  // The owner's words right after their number, without a closing "now": "1 dzień roboczy".
  const tail =
    (raw.slice(raw.search(NUMBER) + number.length).split(/[,;.!?]/u)[0] ?? "").match(/\p{L}[\p{L}'-]*/gu) ??
    [];
  const closing = new Set(wordsOf(r, (p) => [...p.grammar.now, ...p.filler]).flatMap((w) => tokens(w)));
  while (tail.length > 0 && closing.has(norm(tail[tail.length - 1]!))) tail.pop();
  const seats = wordsOf(r, (p) => p.seatNouns ?? []).map(norm);
  const isSeat = (w: string) => seats.some((s) => s === w || sameStem(w, s, 3));
  // A noun for places counts though a pack knows it as a verb too ("place", "places").
  const nouns = tokens(r.text).filter(
    (w) => w.length >= 4 && !/\d/.test(w) && (!known.has(w) || seats.includes(w)),
  );
  if (nouns.length === 0) return null;
  const names = (pageWord: string) => {
    const w = norm(pageWord);
    return nouns.some((n) => (isSeat(n) && isSeat(w)) || (!seatsOnly && sameStem(n, w, 3)));
  };
  // A number written with a month or weekday is a day of a date, never a count.
  const calendar = new Set(wordsOf(r, (p) => [...p.months.flat(), ...p.weekdays.flat()]).map(norm));
  const found = new Map<string, string>();
  const olds = new Set<string>();
  for (const { text } of pageTexts(r.model)) {
    // Prices blanked where they stand: their digits are no count.
    const plain = prices(text).reduce((t, p) => t.replace(p, " ".repeat(p.length)), text);
    for (const m of plain.matchAll(NUMBER)) {
      if (m[0] === number || /^(?:19|20)\d\d$/.test(m[0])) continue;
      const end = m.index + m[0].length;
      const { before, after } = around(plain, m.index, end);
      const near = [...before.map((b) => b.word), ...after.map((a) => a.word)];
      if (near.some((w) => calendar.has(norm(w)))) continue;
      // The noun after the number first ("12 Teilnehmer"), else before it ("Posti limitati a 200").
      const next = after[0] && names(after[0].word) ? after[0] : null;
      // A word before the number names it only when no other noun is counted after it ("at most" is
      // none): "Priya has 12 years" is a count of years, never a number of Priya's ("Priya is now 40").
      const free = !after[0] || isSeat(norm(after[0].word)) || known.has(norm(after[0].word));
      const lead = next || !free ? null : before.find((b) => names(b.word));
      if (!next && !lead) continue;
      // "wysyłka w 1 dzień roboczy" on "Wysyłka w 2 dni robocze": the owner's words after the number are
      // the page's in another form, taken as said; other words there are another unit, never guessed at.
      const theirs = lead && after.length >= tail.length ? after.slice(0, tail.length) : [];
      const restated = theirs.some((a, i) => sameStem(norm(a.word), norm(tail[i]!)));
      if (lead && tail.length > 0 && after.length > 0 && !restated) continue;
      const upTo = restated ? theirs[theirs.length - 1]!.end : end;
      const find = next ? text.slice(m.index, next.end) : text.slice(lead!.index, upTo);
      const said = next
        ? `${number}${find.slice(m[0].length)}`
        : restated
          ? `${text.slice(lead!.index, m.index)}${number}${text.slice(end, theirs[0]!.end - theirs[0]!.word.length)}${tail.join(" ")}`
          : `${find.slice(0, -m[0].length)}${number}`;
      found.set(find, said);
      olds.add(m[0]);
    }
  }
  // Two different numbers with the owner's noun ("max. 12 Teilnehmer", "20 Teilnehmer im Sommer"): asked
  // by the other rules, never picked here.
  if (olds.size !== 1) return null;
  // Longer phrases first, so a shorter one inside them is not replaced halfway.
  return [...found]
    .sort((a, b) => b[0].length - a[0].length)
    .map(([find, said]) => ({ op: "replace_text" as const, find, with: said }));
}
