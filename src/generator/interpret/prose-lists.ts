/**
 * Lists the page writes in sentences: "Automatic reminders, Stripe and PayPal payments, multi-currency",
 * "Rosso di Montalcino, Brunello 2019, Moscadello". A member named by a word of it is found (to take it
 * out), and a new member is put at the end of a list of names ("Stripe, PayPal and Wise").
 */
import { dropFromText, withMembers } from "../ops/lists.js";
import { wordsNaming } from "./item-mention.js";
import { pageTexts } from "./page-texts.js";
import { type Reading, wordsOf } from "./reading.js";
import { escapeRegExp, findPhrase, norm } from "./text.js";

/** The words joining the last member ("and", "und", "y", "&") of every pack. */
export function andWords(r: Reading): string[] {
  return [...new Set(wordsOf(r, (p) => p.grammar.and).filter((w) => /^\p{L}+$|^&$/u.test(w)))];
}

/** A sentence's members, split at commas, semicolons and "and" words. */
function members(sentence: string, ands: string[]): string[] {
  // A comma before a space parts members ("Brunello 2019, Moscadello"); "1,200" is one number.
  const re = new RegExp(
    `\\s*(?:,(?=\\s)|(?<!\\d),(?!\\d)|;|\\s(?:${ands.map(escapeRegExp).join("|")})\\s)\\s*`,
    "iu",
  );
  return sentence
    .replace(/[.!?]+$/, "")
    .split(re)
    .map((m) => m.trim())
    .filter(Boolean);
}

/**
 * The name in a member that the said words name: "PayPal" in "PayPal for easy booking", "Brunello
 * Riserva 2016" for "riserva" (the capitalised words and numbers around the word said).
 */
function nameIn(part: string, said: string[]): string | null {
  const words = part.split(/\s+/);
  const hits = words.map((w, i) => (wordsNaming(said, w) > 0 ? i : -1)).filter((i) => i >= 0);
  if (hits.length === 0) return null;
  if (words.length <= 2) return part;
  const named = (w: string) => /^[\p{Lu}\d]/u.test(w);
  let from = hits[0]!;
  let to = hits[hits.length - 1]!;
  while (from > 0 && named(words[from - 1]!) && named(words[from]!)) from -= 1;
  while (to < words.length - 1 && named(words[to + 1]!) && named(words[to]!)) to += 1;
  return words.slice(from, to + 1).join(" ");
}

/**
 * The sentence without one of its list's members, joined again with the list's own commas and "and"
 * ("Mudanzas Rápidas: hacemos mudanzas en Madrid, Alcalá y Getafe." → "… en Madrid y Alcalá."): only the
 * separators of the page's languages part it, so an "en" or "e" of another language inside the words
 * before the list stays. Null when the member is more than its part (a detail after it, a lead before a
 * member not first) — the general cut (ops/lists.ts) is left to it.
 */
function listWithout(sentence: string, ands: string[], at: number, name: string): string | null {
  const end = /[.!?]*$/.exec(sentence)?.[0] ?? "";
  const core = sentence.slice(0, sentence.length - end.length);
  const cut = new RegExp(
    `(\\s*(?:,(?=\\s)|(?<!\\d),(?!\\d)|;|\\s(?:${ands.map(escapeRegExp).join("|")})\\s)\\s*)`,
    "iu",
  );
  const pieces = core.split(cut);
  const parts = pieces.filter((_, i) => i % 2 === 0);
  const seps = pieces.filter((_, i) => i % 2 === 1);
  if (seps.some((sep) => sep.includes(";")) || parts.length < 2) return null;
  const own = parts[at];
  if (own === undefined) return null;
  let lead = "";
  if (own.trim() !== name) {
    if (at !== 0 || !own.endsWith(name)) return null;
    lead = own.slice(0, own.length - name.length);
  }
  const last = seps[seps.length - 1]!;
  const conjunction = last.replace(/,/g, "").trim();
  const oxford = conjunction !== "" && last.trim().startsWith(",");
  const rest = parts.filter((_, i) => i !== at).map((part) => part.trim());
  const joined =
    rest.length === 1 || !conjunction
      ? rest.join(", ")
      : `${rest.slice(0, -1).join(", ")}${oxford && rest.length > 2 ? "," : ""} ${conjunction} ${rest[rest.length - 1]}`;
  return `${lead}${joined}${end}`;
}

/** The sentence's last member comes after an "and" word ("… Stripe and PayPal payments"). */
function joinedLast(sentence: string, last: string, ands: string[]): boolean {
  const and = ands.map(escapeRegExp).join("|");
  return new RegExp(`\\s(?:${and})\\s+${escapeRegExp(last)}[.!?]*$`, "iu").test(sentence);
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);

export interface MemberDrop {
  find: string;
  with: string;
}

/**
 * The one list member the said words name, with every sentence listing it rewritten without it ("Madrid,
 * Alcalá y Getafe" in the lead and "Madrid, Alcalá, Getafe, Toledo y Segovia" in the footer both lose
 * "Getafe"); `among` when they name several members, null when none. A member is one to four words; a
 * sentence that is one member alone is no list. A word of the words before a list ("Dave's Plumbing
 * covers Leeds, …") is its lead, not a member: "we no longer cover Bradford" names Bradford only.
 */
export function memberNamed(
  r: Reading,
  said: string[],
): { name: string; drops: MemberDrop[] } | { among: string[] } | null {
  const ands = andWords(r);
  const found = new Map<string, { drops: Map<string, string>; lead: boolean }>();
  for (const { path, text } of pageTexts(r.model)) {
    if (path.endsWith(".price")) continue;
    for (const sentence of sentencesOf(text)) {
      const parts = members(sentence, ands);
      // Two members are a list only when both are names ("Stripe and PayPal"); "Tagliere di salumi e
      // pecorino incluso" is one thing.
      if (parts.length < 2 || (parts.length === 2 && !parts.every((p) => /^[\p{Lu}\d]/u.test(p)))) continue;
      parts.forEach((part, i) => {
        const name = nameIn(part, said);
        if (!name) return;
        // "…, repas végétariens, randonnée dans les gorges": the words after a member's name are its own
        // detail and go with it — unless an "and" joins it last, where they are shared ("Stripe and PayPal
        // payments" without PayPal is "Stripe payments").
        const whole = part.trim();
        const headed =
          whole !== name &&
          whole.startsWith(name) &&
          !(i === parts.length - 1 && joinedLast(sentence, whole, ands));
        const without = listWithout(sentence, ands, i, headed ? whole : name) ?? dropFromText(sentence, name);
        if (!without || without === sentence) return;
        // Words of the first part that stop before its own member (its last word) lead the list in.
        const words = part.split(/\s+/);
        const lead = i === 0 && words.length > 2 && !name.split(/\s+/).includes(words[words.length - 1]!);
        const entry = found.get(name) ?? { drops: new Map<string, string>(), lead };
        entry.drops.set(sentence, without);
        entry.lead &&= lead;
        found.set(name, entry);
      });
    }
  }
  const named = [...found].filter(([, entry]) => !entry.lead);
  const kept = named.length > 0 ? named : [...found];
  if (kept.length > 1) return { among: kept.map(([name]) => name) };
  const [name, one] = kept[0] ?? [];
  if (!name || !one) return null;
  // "Leeds, Bradford and Huddersfield." and "… covers Leeds, Bradford and Huddersfield" are one change:
  // the shortest find, made everywhere the page writes it, covers the texts holding it.
  const finds = [...one.drops.keys()];
  const drops = finds
    .filter((find) => !finds.some((other) => other !== find && find.includes(other)))
    .map((find) => ({ find, with: one.drops.get(find)! }));
  return { name, drops };
}

/** The hero's edit paths start so: its texts say who the page is for, not what it lists. */
const hero = (r: Reading) => `sections.${r.model.sections.find((s) => s.kind === "hero")?.id ?? "-"}.`;

/** The FAQ's answers are written from the page's facts: its lists change with them. */
const faq = (r: Reading) => `sections.${r.model.sections.find((s) => s.kind === "faq")?.id ?? "-"}.`;

/** A list of names: members that each start with a capital letter or a digit ("Brunello 2019"). */
const NAME = String.raw`[\p{Lu}\d][\p{L}\p{N}.'’&-]*(?: (?:[\p{Lu}\d][\p{L}\p{N}.'’&-]*|di|de|del|da|von|van|la|le))*`;

/** Texts a list may stand in: items and leads (not headings, not taglines). */
const LIST_PATH = /\.(?:items\.\d+\.(?:title|text)|lead)$/;

/** Members written as `word`, the last one joined by one of the packs' "and" words ("A, B and C"). */
function joinedList(r: Reading, word: string): RegExp {
  const and = andWords(r).map(escapeRegExp).join("|");
  return new RegExp(`(?<![\\p{L}])(${word}(?:, ${word})*)(,?) (${and}) (${word})(?![\\p{L}])`, "gu");
}

/**
 * A list `joinedList` found, and the same list with the member at its end. The sentence's full stop
 * ("… en Frans.") is no part of the last name.
 */
function appended(m: RegExpMatchArray, member: string): [string, string] {
  const last = m[4]!.replace(/\.+$/, "");
  const whole = m[0].slice(0, m[0].length - (m[4]!.length - last.length));
  return [whole, withMembers(`${m[1]}, ${last}`, `${m[2]} ${m[3]}`, member)];
}

/** The one list found; none, or several (the owner is not guessed at), is null. */
function theOne(found: Map<string, string>): MemberDrop | null {
  if (found.size !== 1) return null;
  const [[find, withIt]] = [...found];
  return { find: find!, with: withIt! };
}

/**
 * The page's list of names with one more at its end: "Stripe and PayPal" → "Stripe, PayPal and Wise";
 * "Rosso di Montalcino, Brunello 2019, Moscadello" → "…, Moscadello, Sant'Antimo Rosso". Null when the
 * page has no such list, or several (the owner is not guessed at).
 */
export function listWithMember(r: Reading, member: string, heroLead = false): MemberDrop | null {
  const joined = joinedList(r, NAME);
  const commas = new RegExp(`^${NAME}(?:, ${NAME}){2,}$`, "u");
  const found = new Map<string, string>();
  for (const { path, text } of pageTexts(r.model)) {
    // Lists the owner keeps: items and leads, not the hero's tagline or a heading ("Für Familien und
    // Camper" is no list of offers, however its nouns are capitalised).
    // The hero's lead only when the owner named the list by its members' noun ("aan de talen").
    const inHero = path.startsWith(hero(r)) && !(heroLead && path === `${hero(r)}lead`);
    if (!LIST_PATH.test(path) || inHero || path.startsWith(faq(r))) continue;
    // "Kontaktformular mit Name und E-Mail" lists a form's fields, not what the business offers.
    if (
      findPhrase(
        text,
        wordsOf(r, (p) => p.forms.form),
      )
    )
      continue;
    for (const m of text.matchAll(joined)) {
      // "Spokes & Co" is the business's name, not a list.
      if (norm(r.model.source.companyName).includes(norm(m[0]))) continue;
      const first = m[1]!.split(", ").pop()!;
      // "Team building packages for companies and Birthdays": a member of two or more lower-case words
      // is prose, not a name.
      if (first.split(" ").length > 3) continue;
      found.set(...appended(m, member));
    }
    if (commas.test(text.trim())) found.set(text.trim(), `${text.trim()}, ${member}`);
  }
  return theOne(found);
}

/** A list of small words: "cursos de inglés y alemán", "salumi e formaggi" — one word each, lower case. */
const SMALL_WORD = String.raw`\p{Ll}[\p{Ll}'’-]{2,}`;

/**
 * "añade francés a los idiomas": a lower-case member said with a noun for the list's members (packs'
 * `memberNouns`) joins the page's one list of small words ("inglés y alemán" → "inglés, alemán y francés"),
 * wherever the page writes it. Two such lists, or none, and nothing is picked.
 */
export function listOfWordsNamed(r: Reading, member: string): MemberDrop | null {
  if (!/^\p{Ll}/u.test(member) || member.split(" ").length > 2) return null;
  const joined = joinedList(r, SMALL_WORD);
  const ands = new Set(andWords(r));
  const found = new Map<string, string>();
  for (const { path, text } of pageTexts(r.model)) {
    if (!LIST_PATH.test(path) || path.startsWith(faq(r))) continue;
    for (const m of text.matchAll(joined)) {
      // "this and that and more": an "and" word is no member of its own.
      if (m[0].split(/,? /).some((w) => ands.has(w) && w !== m[3])) continue;
      found.set(...appended(m, member));
    }
  }
  const list = theOne(found);
  return list && !list.find.includes(member) ? list : null;
}

/** A word of a list's member said after a verb ("boeketten", "chocolate negro"). */
const WORD = String.raw`[\p{L}\p{N}][\p{L}\p{N}.'’&-]*`;

/**
 * The last member of a list without the words after it: as long as the longest member before it plus
 * one word, its words written in the first member's case ("Roggenbrot und Dinkelbrötchen aus eigener
 * Backstube" ends at "Dinkelbrötchen"; "turrón, horchata y chocolate negro" keeps "chocolate negro").
 */
export function lastMember(before: string, last: string, grammar: string[]): string {
  const longest = Math.max(...before.split(", ").map((m) => m.split(" ").length));
  const upper = (w: string) => w.charAt(0) !== w.charAt(0).toLowerCase();
  // "Airbnb hosts and letting agents": the last member's own first word sets its case when the first
  // member's name is capitalised but the last is not.
  const style = upper(before) && upper(last);
  const [first, ...rest] = last.split(" ");
  const kept = [first!];
  for (const word of rest) {
    if (kept.length > longest || upper(word) !== style || grammar.includes(norm(word))) break;
    kept.push(word);
  }
  return kept.join(" ");
}

/**
 * The list a page's text says right after the owner's verb, with one more member: "unterrichtet
 * Italienisch und Französisch" for "wir unterrichten jetzt auch Spanisch" → "Italienisch, Französisch und
 * Spanisch". The verb is matched by its stem (five letters), so "unterrichtet" answers "unterrichten".
 * Null when no text or several say the verb with a list after it.
 */
export function listAfterVerb(r: Reading, verb: string, member: string): MemberDrop | null {
  const stem = norm(verb).split(" ")[0]!.slice(0, 5);
  if (stem.length < 4) return null;
  const and = andWords(r).map(escapeRegExp).join("|");
  // A member is one to three words, none a grammar word: "Französisch in Gruppen" ends at "in".
  const grammar = wordsOf(r, (p) => Object.values(p.grammar).flat()).filter((w) => /^\p{L}+$/u.test(w));
  const stop = `(?:${grammar.map(escapeRegExp).join("|")})(?![\\p{L}])`;
  const word = `(?!${stop})${WORD}`;
  const one = `${word}(?: ${word}){0,2}`;
  const list = new RegExp(
    `^\\s+(?:${stop}\\s+)?(${one}(?:, ${one})*)(,?) (${and}) (${one})(?=[\\s.,;!?]|$)`,
    "iu",
  );
  const found = new Map<string, string>();
  for (const { path, text } of pageTexts(r.model)) {
    if (!/\.(?:items\.\d+\.(?:title|text)|lead)$/.test(path)) continue;
    const verbAt = new RegExp(`(?<![\\p{L}])${escapeRegExp(stem)}\\p{L}*`, "u").exec(norm(text));
    if (!verbAt) continue;
    const rest = text.slice(verbAt.index + verbAt[0].length);
    const m = list.exec(rest);
    if (!m) continue;
    const last = lastMember(m[1]!, m[4]!, grammar);
    const lower = last.charAt(0) !== last.charAt(0).toUpperCase();
    const added = lower ? member.charAt(0).toLowerCase() + member.slice(1) : member;
    found.set(`${m[1]}${m[2]} ${m[3]} ${last}`, `${m[1]}, ${last}${m[2]} ${m[3]} ${added}`);
  }
  if (found.size !== 1) return null;
  const [[find, withIt]] = [...found];
  return { find: find!, with: withIt! };
}
