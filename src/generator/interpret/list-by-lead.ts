/**
 * A new member of a list the page writes after its own lead words, found by the owner saying the same lead:
 * "we now also run classes in Lewes" on "Core Room runs classes in Brighton and Hove", "consegniamo anche a
 * San Lazzaro" on "Consegniamo a Bologna e Casalecchio", "also written by Leo Park", "werkt nu ook met Alexa"
 * on "Werkt met Google Home en Apple HomeKit", "wir beliefern auch Waldkirch" on "Wir liefern nach …". No
 * verb list is needed: the page's words before its list are the lead, matched word by word (a verb by its
 * stem) in the owner's clause; what the owner says after the matched lead is the new member.
 */

import { pageTexts } from "./page-texts.js";
import { andWords, lastMember, type MemberDrop } from "./prose-lists.js";
import { type Reading, wordsOf } from "./reading.js";
import { escapeRegExp, norm } from "./text.js";
import { prices } from "./values.js";

interface Word {
  norm: string;
  start: number;
  end: number;
}

function wordsIn(text: string): Word[] {
  return [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)].map((m) => ({
    norm: norm(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/**
 * Two forms of one word: "run"/"runs", "liefern"/"liefert", "dowozimy"/"dowozi" (a shared stem of five
 * letters, or a short word and one more letter), "beliefern"/"liefern" (a prefixed verb ends with the other).
 */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 3) return false;
  if (
    short.length >= 5
      ? long.startsWith(short.slice(0, 5))
      : long.startsWith(short) && long.length === short.length + 1
  )
    return true;
  return short.length >= 5 && long.endsWith(short);
}

/** The small words of a clause and a page's sentence: grammar, "also", "now", fillers, "we". */
function smallWords(r: Reading): Set<string> {
  return new Set(
    wordsOf(r, (p) => [...Object.values(p.grammar).flat(), ...p.filler, ...(p.listAdd?.subjects ?? [])]).map(
      norm,
    ),
  );
}

/** The words joining a lead to its list that the owner may leave out ("nach", "with", "at", "by"). */
function joiningWords(r: Reading): Set<string> {
  return new Set(
    wordsOf(r, (p) => [
      ...p.grammar.to,
      ...p.grammar.in,
      ...p.grammar.at,
      ...p.grammar.with,
      ...p.grammar.by,
    ]).map(norm),
  );
}

/** The owner's member after the matched lead, without the small words at its ends; null when it is no name. */
function memberAfter(r: Reading, from: number, small: Set<string>): string | null {
  const said = r.raw
    .slice(from)
    .replace(/[.!?]+\s*$/, "")
    .trim();
  const words = said.split(/\s+/).filter(Boolean);
  while (words.length && small.has(norm(words[0]!).replace(/[,:]$/, ""))) words.shift();
  while (words.length && small.has(norm(words[words.length - 1]!).replace(/[,:.!]$/, ""))) words.pop();
  const member = words.join(" ").replace(/^[\s,:]+|[\s,:.!]+$/g, "");
  if (!member || words.length > 4 || /\d/.test(member) || prices(member).length > 0) return null;
  // "the park on Sundays" is a place and a time, not one name: only "of" words may stand inside a name
  // ("menus de restaurant", "San Lazzaro").
  const of = new Set(wordsOf(r, (p) => p.grammar.of).map(norm));
  if (words.slice(1, -1).some((w) => small.has(norm(w)) && !of.has(norm(w)))) return null;
  if (/[,;:]/.test(member)) return null;
  return member;
}

export interface LedList extends MemberDrop {
  member: string;
}

/** A list found, and whether it was one value alone that becomes a pair. */
type Found = LedList & { pair: boolean };

/**
 * The page's list after the lead the owner repeats, with the owner's member at its end; null when no text
 * or several different lists match (the owner is not guessed at), or when the member is already listed.
 */
export function listByLead(r: Reading): LedList | null {
  const small = smallWords(r);
  const joining = joiningWords(r);
  const said = wordsIn(r.raw);
  const content = (w: Word) => w.norm.length >= 3 && !small.has(w.norm) && !/^\d/.test(w.norm);
  const and = andWords(r).map(escapeRegExp).join("|");
  const grammar = wordsOf(r, (p) => Object.values(p.grammar).flat()).filter((w) => /^\p{L}+$/u.test(w));
  const stop = `(?:${grammar.map(escapeRegExp).join("|")})(?![\\p{L}])`;
  const word = `(?!${stop})[\\p{L}\\p{N}][\\p{L}\\p{N}.'’&-]*`;
  const one = `${word}(?: ${word}){0,2}`;
  // "ai Giardini Margherita, a Porta Saragozza e a San Luca": a member may start with its place word.
  const preps = wordsOf(r, (p) => [...p.grammar.to, ...p.grammar.in, ...p.grammar.at]).filter((w) =>
    /^\p{L}+$/u.test(w),
  );
  const prep = `(?:(?:${preps.map(escapeRegExp).join("|")}) )`;
  const list = new RegExp(
    `^(${prep}?${one}(?:, ${prep}?${one})*)(,?) (${and}) (${prep})?(${one})(?=[\\s.,;!?]|$)`,
    "iu",
  );
  const prepOf = new RegExp(`^${prep}`, "iu");
  // One value alone, a name ending its sentence ("Sold at Waterstones."), becomes a pair.
  const single = /^(\p{Lu}[\p{L}\p{N}'’&-]*(?: \p{Lu}[\p{L}\p{N}'’&-]*){0,2})(?=[.!?]?$)/u;
  const found = new Map<string, Found>();
  for (const { path, text } of pageTexts(r.model)) {
    if (!/\.(?:items\.\d+\.(?:title|text)|lead)$/.test(path)) continue;
    const page = wordsIn(text);
    for (const [i, anchor] of page.entries()) {
      if (!content(anchor)) continue;
      const q0 = said.findIndex((w) => content(w) && sameWord(w.norm, anchor.norm));
      if (q0 < 0) continue;
      // The lead goes on while the owner says its next words too, a joining word the owner left out aside.
      let q = q0;
      let j = i + 1;
      let skipped = false;
      while (j < page.length) {
        const next = said.findIndex((w, k) => k > q && k <= q + 3 && sameWord(w.norm, page[j]!.norm));
        if (next >= 0) q = next;
        else if (!skipped && joining.has(page[j]!.norm)) skipped = true;
        else break;
        j += 1;
      }
      if (j >= page.length || /[.!?;]/.test(text.slice(anchor.end, page[j]!.start))) continue;
      const member = memberAfter(r, said[q]!.end, small);
      if (!member) continue;
      const rest = text.slice(page[j]!.start);
      const m = list.exec(rest);
      let find: string;
      let members: string[];
      let joined: (added: string) => string;
      if (m) {
        // "… and Tom Hale." ends at the name, not at the sentence's full stop.
        const head = m[1]!.split(", ").map((x) => x.replace(prepOf, ""));
        const last = lastMember(head.join(", "), m[5]!, grammar).replace(/\.+$/, "");
        const lastPrep = m[4] ?? "";
        find = `${m[1]}${m[2]} ${m[3]} ${lastPrep}${last}`;
        members = [...head, last];
        // The new member takes the owner's own place word ("al Parco"), else the page's last one.
        const ownPrep = new RegExp(`(?:^|\\s)(${preps.map(escapeRegExp).join("|")})\\s+$`, "iu").exec(
          r.raw.slice(0, r.raw.lastIndexOf(member)),
        );
        const placeWord = lastPrep ? `${ownPrep?.[1] ?? lastPrep.trim()} ` : "";
        joined = (added) => `${m[1]}, ${lastPrep}${last}${m[2]} ${m[3]} ${placeWord}${added}`;
      } else {
        const s = single.exec(rest);
        const pageAnd = andWords(r)[0];
        if (!s || !pageAnd) continue;
        // A value alone may be the page's address too: the lead goes with it, so only this sentence changes.
        find = text.slice(anchor.start, page[j]!.start + s[1]!.length);
        members = [s[1]!];
        joined = (added) => `${find} ${pageAnd} ${added}`;
      }
      if (members.some((x) => norm(x) === norm(member))) continue;
      // Written like the list's last member: "letting agents and property managers", "Toast and Xero".
      const final = members[members.length - 1]!;
      const lower = final.charAt(0) !== final.charAt(0).toUpperCase();
      const added = lower
        ? member.charAt(0).toLowerCase() + member.slice(1)
        : member.charAt(0).toUpperCase() + member.slice(1);
      found.set(find, { find, with: joined(added), member: added, pair: members.length === 1 });
      // The lead's first word found is the whole lead: its later words would name the same list again.
      break;
    }
  }
  // "Wir behandeln Rückenschmerzen" (a card) beside "Wir behandeln Rückenschmerzen, … und Kopfschmerzen":
  // a list of several is the list meant, not a value alone that starts it.
  const lists = [...found.values()];
  const several = lists.filter((l) => !l.pair);
  const meant = several.length > 0 ? several : lists;
  if (meant.length !== 1) return null;
  const { pair: _, ...led } = meant[0]!;
  return led;
}
