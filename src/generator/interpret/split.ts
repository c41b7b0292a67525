/**
 * Cutting a message into clauses: at new lines, sentence ends and semicolons always; at commas, "and",
 * "then" always, after "and" or a comma "also" too, and otherwise only when what follows starts a new command (a verb, a size word, "we …"). So lists
 * ("A, B and C"), prices ("£4.50"), times ("8:00–13:00") and quoted text stay whole.
 */
import { ABBREVIATIONS } from "../lang/abbreviations.js";
import type { LanguagePack } from "../lang/types.js";
import { questionHead } from "./rules/add-question.js";
import { alternation, findCommand, findPhrase, norm } from "./text.js";
import { emails, maskQuotes, phones, priceSpans, prices, urls } from "./values.js";

/** The packs' word lists the splitter asks at every comma and "and", built once per set of packs. */
interface SplitWords {
  /** Words the packs know as something else: never read as a slip of a command verb. */
  known: Set<string>;
  verbs: string[];
  verbsNorm: Set<string>;
  starters: string[];
  looks: string[];
  articles: Set<string>;
  determiners: Set<string>;
  now: string[];
  /** "is", "costs", "ist", "coûte": what states a value of the thing named before it. */
  copulas: string[];
  factNouns: string[];
  ands: string[];
  swap: string[];
  forms: string[];
  formLead: string[];
  /** Short words written with a full stop that ends no sentence ("ul.", "Str.", "Mo."). */
  abbreviations: Set<string>;
  /** The packs' weekdays and months in every form ("mon", "janv"). */
  dayNames: Set<string>;
}

const SPLIT_WORDS = new Map<string, SplitWords>();

function splitWords(packs: LanguagePack[]): SplitWords {
  const key = packs.map((p) => p.code).join(",");
  const cached = SPLIT_WORDS.get(key);
  if (cached) return cached;
  const all = <T>(pick: (p: LanguagePack) => T[]) => packs.flatMap(pick);
  const verbs = all((p) => Object.values(p.verbs).flat());
  const words: SplitWords = {
    // "…to Strong, calm and ready": "calm" is a style word, not a slip of "call". Compared as the splitter
    // reads words (accents off): "zmień" is a verb of its own, never a slip of "zamień".
    known: new Set(
      all((p) => [
        ...Object.values(p.verbs).flat(),
        ...p.filler,
        ...Object.values(p.grammar).flat(),
        ...Object.values(p.designs).flat(),
        ...Object.values(p.sizes).flat(),
        ...Object.values(p.schemes).flat(),
        ...Object.keys(p.colours),
      ]).map(norm),
    ),
    verbs,
    verbsNorm: new Set(verbs.map(norm)),
    starters: all((p) => [
      ...Object.values(p.verbs).flat(),
      ...p.sizes.bigger,
      ...p.sizes.smaller,
      ...p.sizes.more,
      ...p.sizes.less,
      ...p.filler.filter((f) => f.includes(" ")),
      ...p.grammar.open,
      ...p.grammar.closed,
      ...p.forms.sendTo,
    ]),
    looks: all((p) => [
      ...p.fonts.font,
      ...p.fonts.serif,
      ...p.colourWords.colour,
      ...p.styleParts.buttons,
      ...p.styleParts.spacing,
      ...p.texts.headline,
    ]),
    articles: new Set(all((p) => p.grammar.one.filter((w) => !w.includes(" "))).map(norm)),
    determiners: new Set(all((p) => p.filler.filter((f) => !f.includes(" ") && f.length <= 4))),
    now: all((p) => p.grammar.now),
    copulas: all((p) => p.grammar.is),
    factNouns: all((p) => [...p.facts.phone, ...p.facts.email, ...p.facts.url, ...p.facts.address]),
    ands: all((p) => p.grammar.and).map(norm),
    swap: all((p) => p.swap ?? []),
    forms: all((p) => p.forms.form),
    formLead: all((p) => [...p.grammar.with, ...p.forms.ask]),
    abbreviations: new Set(packs.flatMap((p) => ABBREVIATIONS[p.code] ?? []).map(norm)),
    dayNames: new Set(all((p) => [...p.weekdays.flat(), ...p.months.flat()]).map(norm)),
  };
  SPLIT_WORDS.set(key, words);
  return words;
}

function startsCommand(rest: string, packs: LanguagePack[], inList: boolean): boolean {
  const text = norm(rest)
    .replace(/^[\s,]+/, "")
    .replace(/^(?:please|pls|can you|could you|can we|could we|also|and|then)\s+/, "");
  // Inside a list after a colon ("Small dog £35, Large dog £60") only a command verb, spelt right,
  // starts a clause: "…£30, removes loose undercoat" describes the item, it is no slip of "remove".
  const words = splitWords(packs);
  const verbs = words.verbs;
  if (inList) {
    const verb = findPhrase(text.split(" ").slice(0, 3).join(" "), verbs);
    return verb !== null && verb.index === 0;
  }
  const first = findCommand(text.split(" ").slice(0, 3).join(" "), words.starters, words.known);
  if (first && first.index === 0) return true;
  // "plus court svp et une police plus élégante": a part of the look (a font, a colour, the buttons)
  // named after "and", with or without an article, is a wish of its own.
  // "…shorter and the colours darker": "the" before the part is an article too.
  const noun = text
    .split(" ")
    .filter((w, i) => i > 0 || !(words.articles.has(w) || words.determiners.has(w)));
  const look = findPhrase(noun.slice(0, 3).join(" "), words.looks);
  if (look && look.index === 0 && !inList) return true;
  // "…and play some music": a word the packs do not know, then a determiner ("some", "a", "the"), is a
  // wish of its own — read (or named as not understood) on its own, never swallowed by the clause before.
  const [word, next] = text.split(" ");
  if (word && next && !words.known.has(word) && words.determiners.has(next) && /^\p{L}+$/u.test(word))
    return true;
  // "…, it's not ready": a statement about the thing just named starts a clause of its own (a reason).
  return /^(?:we|we're|we are|i|i'm|it's|it is|its|they're|they are|our\s+\w+\s+(?:is|are))\b/.test(text);
}

/**
 * "change the large dog price to £65 and nail trim is now £12": after a price, a part that says a new
 * price "now" within its first words is a change of its own, not the end of a list.
 */
function newValueStated(before: string, rest: string, packs: LanguagePack[], joiner: string): boolean {
  if (joiner.includes(",") && valueStatedAfterCommand(before, rest, packs)) return true;
  if (valueStatedLast(before, packs) && wordsJoin(joiner, rest, packs) && /\p{L}/u.test(rest)) return true;
  // "new number 0113 496 0999 and the email is now book@x.co.uk": after a value, a part that names a
  // fact of its own within its first words is a second change.
  if (valueEndsPart(before) && wordsJoin(joiner, rest, packs) && factNamedFirst(rest, packs)) return true;
  if (prices(before).length === 0) return false;
  // "price is now £25 per player and groups up to 8": after a new price stated, a part with a number of
  // its own is a second change (read, or named as not understood), never silently dropped.
  const now = splitWords(packs).now;
  if (findPhrase(before, now) !== null && /\d/.test(rest)) return true;
  if (prices(rest).length === 0) return false;
  const head = norm(rest).split(" ").slice(0, 5).join(" ");
  return findPhrase(head, now) !== null;
}

/**
 * "we don't open saturdays anymore, and emergency callout is £95": after a comma that ends a command of its
 * own, a part that names a thing and states its value ("X is £95", "X kostet 12 €") is a second change,
 * never the object of the first. The first word or two of a list ("bath, brush and nails are £40") are no
 * command.
 */
function valueStatedAfterCommand(before: string, rest: string, packs: LanguagePack[]): boolean {
  if (!startsCommand(before, packs, false) && norm(before).split(" ").length < 3) return false;
  const values = [...prices(rest), ...phones(rest), ...emails(rest), ...urls(rest)];
  const at = Math.min(...values.map((v) => rest.indexOf(v)).filter((i) => i >= 0));
  if (!Number.isFinite(at)) return false;
  const head = norm(rest.slice(0, at));
  const words = head.split(" ").filter(Boolean);
  if (words.length < 2 || words.length > 7) return false;
  const copula = findPhrase(head, splitWords(packs).copulas);
  return copula !== null && copula.index > 0;
}

/**
 * "Sourdough is now £4.80, and tell people why they will love us", "el teléfono ahora es 954 999 888 y
 * añade …": a new value said "now" ends its clause; what follows "and" is a wish of its own (read, or named
 * as not understood), never swallowed by the fact before it.
 */
function valueStatedLast(before: string, packs: LanguagePack[]): boolean {
  const values = [...prices(before), ...phones(before), ...emails(before), ...urls(before)];
  const last = values.map((v) => before.lastIndexOf(v) + v.length).sort((a, b) => b - a)[0];
  if (last === undefined || before.slice(last).replace(/[\s,.!]+/g, "").length > 0) return false;
  return findPhrase(before, splitWords(packs).now) !== null;
}

/** A value (price, phone, e-mail, link) is the last thing the part says. */
function valueEndsPart(before: string): boolean {
  const values = [...prices(before), ...phones(before), ...emails(before), ...urls(before)];
  const last = values.map((v) => before.lastIndexOf(v) + v.length).sort((a, b) => b - a)[0];
  return last !== undefined && before.slice(last).replace(/[\s,.!]+/g, "").length === 0;
}

/** A fact noun ("the email", "l'adresse mail", "il telefono") within the first words after "and". */
function factNamedFirst(rest: string, packs: LanguagePack[]): boolean {
  const head = norm(rest)
    .replace(/^[\s,]+/, "")
    .split(" ")
    .slice(0, 4)
    .join(" ");
  return findPhrase(head.replace(/\b[ldn]'/g, ""), splitWords(packs).factNouns) !== null;
}

/** The joiner is an "and" of the packs (" and ", ", and ", " und ", " y "), not a bare comma. */
function wordsJoin(joiner: string, rest: string, packs: LanguagePack[]): boolean {
  const word = norm(joiner.replace(/,/g, " ")) || norm(rest).split(" ")[0];
  return word !== undefined && word !== "" && splitWords(packs).ands.includes(word);
}

/**
 * "Die FAQ raus und dafür Bewertungen rein": where commands put their verb last, a part that ends with a
 * verb, then "and", then a part that ends with a verb are two commands.
 */
function verbsLast(before: string, after: string, packs: LanguagePack[]): boolean {
  const verbs = splitWords(packs).verbsNorm;
  const last = (text: string) =>
    norm(text)
      .replace(/[\s.!?]+$/, "")
      .split(" ")
      .pop() ?? "";
  return (
    before.trim().includes(" ") &&
    after.trim().includes(" ") &&
    verbs.has(last(before)) &&
    verbs.has(last(after))
  );
}

/** The one-word "and" of the other languages that joins two commands ("…, und …", "… és …"). */
const OTHER_ANDS = ["und", "et", "y", "e", "en", "és", "i", "oraz"];

export function splitClauses(message: string, packs: LanguagePack[]): string[] {
  const masked = maskQuotes(message);
  const cuts: number[] = [0];
  const hard = /\n+|;\s*|(?<=[.!?])\s+(?=\S)/g;
  const months = new RegExp(`^(?:${alternation(packs.flatMap((p) => p.months.flat()))})(?![\\p{L}])`, "iu");
  const answers = new RegExp(`^(?:${alternation(packs.flatMap((p) => p.qa.answer))})\\s*:`, "iu");
  const asks = questionHead(packs);
  const words = splitWords(packs);
  for (const m of masked.matchAll(hard)) {
    // "£4.50", "8.30", "e.g. x", "ul. Długa", "Dr. Tom": no end after a short word the packs write with a
    // full stop, nor before a digit; "remove the nail trim. make the buttons green" is two sentences.
    const after = masked.slice(m.index + m[0].length);
    const dotted = masked[m.index - 1] === "." && m[0].trim() === "";
    const wordBefore = norm(
      masked
        .slice(Math.max(0, m.index - 12), m.index - 1)
        .split(/\s/)
        .pop() ?? "",
    );
    if (dotted && words.abbreviations.has(wordBefore)) continue;
    if (dotted && /^[0-9]/.test(after)) continue;
    // After a whole word or a value, a small letter starts the owner's next sentence ("…£48. the bath is
    // £32 now"); after a day's or a month's short form it continues ("Mon. to Fri.").
    if (dotted && /^\p{Ll}/u.test(after) && (wordBefore.length < 3 || words.dayNames.has(wordBefore)))
      continue;
    // "13. März 2027": a day's number with a full stop, then a month, is a date.
    // "13. März", and the last day of a range "19.–21. Juni": a day's full stop ends no sentence.
    if (/(?:^|[\s–—-])\d{1,2}\.$/.test(masked.slice(0, m.index)) && months.test(after)) continue;
    // "question: …? answer: …" and "question: …? Yes, …" stay one clause.
    if (answers.test(after)) continue;
    const sinceCut = masked.slice(Math.max(...cuts), m.index);
    if (masked[m.index - 1] === "?" && asks.test(sinceCut) && sinceCut.split("?").length === 2) continue;
    // Initials and titles ("Sam P.", "Dr. Tom") end no sentence.
    if (
      /(?:^|\s)(?:\p{Lu}|dr|mr|mrs|ms|st|no|nr|e\.g|etc)\.$/iu.test(
        masked.slice(Math.max(0, m.index - 5), m.index),
      ) &&
      /\p{Lu}\.$|\b(?:dr|mr|mrs|ms|st|no|nr)\.$/iu.test(masked.slice(0, m.index))
    )
      continue;
    cuts.push(m.index, m.index + m[0].length);
  }
  // Another language's "and" is no joiner here: Polish "i" is the English "I" ("can I bring a friend?").
  const ands = new Set(words.ands);
  const joinWords = ["and", "then", "also", ...OTHER_ANDS.filter((w) => ands.has(w))];
  const toWords = packs.flatMap((p) => p.grammar.to ?? []).map(norm);
  const soft = new RegExp(`,\\s*|\\s+(?:${joinWords.join("|")})\\s+|\\s+&\\s+`, "giu");
  // The prices the message writes, found once for every comma below.
  const priced = priceSpans(masked);
  for (const m of masked.matchAll(soft)) {
    const rest = masked.slice(m.index + m[0].length);
    // "£5,750", "1,200 guests": a comma between digits grouping thousands is part of the number.
    if (m[0] === "," && /\d$/.test(masked.slice(0, m.index)) && /^\d{3}(?!\d)/.test(rest)) continue;
    // "€4,95", "R$ 12,90": a comma inside a price is its decimal mark.
    if (m[0] === "," && priced.some(([from, to]) => m.index > from && m.index < to)) continue;
    // "then" and "also" join commands, never list items: they always cut.
    const joinsCommands =
      /^\s*then\s*$/i.test(m[0]) || (/^(?:,|\s+and\b)/i.test(m[0]) && /^(?:then|also)\b/i.test(rest));
    const lastHard = Math.max(0, ...cuts.filter((c) => c <= m.index));
    const inList = masked.slice(lastHard, m.index).includes(":");
    const before = masked.slice(lastHard, m.index);
    const nextHard = Math.min(masked.length, ...cuts.filter((c) => c > m.index));
    const verbLast = !inList && verbsLast(before, masked.slice(m.index + m[0].length, nextHard), packs);
    // "swap the pricing and features sections": a swap's "and" joins its two sections. "swap the phone to
    // 0161 … and make it green" swaps one thing for a value: its "and" starts the next command.
    const swapping = findCommand(norm(before), words.swap, words.known);
    const swapped = swapping ? norm(before).slice(swapping.end) : "";
    if (
      swapping &&
      swapping.index <= 12 &&
      !findPhrase(swapped, [...ands]) &&
      !findPhrase(swapped, toWords) &&
      !/\d/.test(swapped)
    )
      continue;
    // "add a faq: do I need a laptop? yes, bring your own": a comma in the answer after the question's "?"
    // is the owner's sentence, never the start of a command.
    if (m[0].trim() === "," && asks.test(before) && before.includes("?")) continue;
    // "add a form with name, phone and preferred date": the fields listed after the form are one clause.
    const form = findPhrase(norm(before), words.forms);
    if (form && findPhrase(norm(before).slice(form.end), words.formLead)) continue;
    if (
      joinsCommands ||
      verbLast ||
      startsCommand(rest, packs, inList) ||
      newValueStated(before, rest, packs, m[0])
    )
      cuts.push(m.index, m.index + m[0].length);
  }
  cuts.push(message.length);
  // "und", "et", "then": a word that only joins two commands is no clause of its own.
  const joiners = new Set(
    [",", ";", "&", ...packs.flatMap((p) => [...p.grammar.and, ...p.grammar.also, ...p.grammar.next])].map(
      norm,
    ),
  );
  // "…, und die Inspektion kostet 95 €": the "and" that joined the clause is no part of it.
  const leadJoiner = new RegExp(`^(?:${joinWords.join("|")})\\s+`, "iu");
  const sorted = [...new Set(cuts)].sort((a, b) => a - b);
  const clauses: string[] = [];
  for (let i = 0; i < sorted.length - 1; i += 1) {
    const part = message.slice(sorted[i], sorted[i + 1]).trim();
    if (part.replace(/^[\s,;.]+|[\s,;.]+$/g, "").length === 0 || joiners.has(norm(part))) continue;
    // A full stop between two commands ends the owner's sentence; it is not part of the new text
    // ("Change the headline to Strong, calm and ready. Set the…").
    // "… and also X": "also" joins two commands; a message that starts with it says X is added.
    const clause = part.replace(i > 0 ? leadJoiner : /^(?:and|then)\s+/i, "").replace(/[\s,;]+$/, "");
    clauses.push(i < sorted.length - 2 ? clause.replace(/(?<![.\d\p{Lu}])\.$/u, "") : clause);
  }
  return joinFragments(clauses, message);
}

/** A piece that only says who ("we're", "I") is no clause of its own: it joins the next one as written. */
function joinFragments(clauses: string[], message: string): string[] {
  const joined: string[] = [];
  for (let i = 0; i < clauses.length; i += 1) {
    const part = clauses[i]!;
    const next = clauses[i + 1];
    if (next !== undefined && /^(?:we|we're|we are|i|i'm|i am|it|it's|our \w+)$/i.test(norm(part))) {
      const start = message.indexOf(part);
      const end = message.indexOf(next, start + part.length);
      clauses[i + 1] = start >= 0 && end >= 0 ? message.slice(start, end + next.length) : `${part} ${next}`;
      continue;
    }
    joined.push(part);
  }
  return joined;
}
