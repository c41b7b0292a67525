/**
 * Taking one member out of the lists a page writes in sentences: "We serve fresh pasta, wood-fired pizza
 * and tiramisu." without the pizza is "We serve fresh pasta and tiramisu.", and "Call +351 … or write to
 * ciao@…" without the e-mail is "Call +351 …". A sentence that says nothing but the member goes; a text
 * that is nothing but the member becomes empty (its caller decides what an empty text means).
 */
import { escapeRegExp, wholePhrase } from "./texts.js";

/** "and" / "or" in the languages the composer writes, between the last two members of a list. */
const CONJUNCTION = "(?:and|or|und|oder|et|ou|y|o|e|en|of|i|lub|és|vagy|&)";
const SEPARATOR = new RegExp(String.raw`,?\s+${CONJUNCTION}\s+|,\s+|;\s+`, "giu");

/** Sentences with what follows each (space), so joining them back gives the text. */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])(?=\s+\p{Lu})/u);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A member that is a value rather than words: a phone, a price, an e-mail address or a link. */
const valueLike = (text: string) => /^(?:[+(\d€$£]|\S*@|https?:\/\/)/u.test(text.trim());

/**
 * Joins list members the way the sentence joined them: "a, b and c", or "a; b; c" when no word joined
 * them (an answer listing prices) — never with a word of another language.
 */
function joinList(members: string[], conjunction: string): string {
  if (members.length <= 1) return members.join("");
  if (conjunction === ";" || conjunction === ",") return members.join(`${conjunction} `);
  return `${members.slice(0, -1).join(", ")} ${conjunction} ${members[members.length - 1]}`;
}

/** The sentence without the member, "" when nothing else is left, or null when it does not name it. */
function dropFromSentence(sentence: string, member: string, alone: Alone): string | null {
  const pattern = wholePhrase(member, "iu");
  const found = pattern.exec(sentence);
  if (!found) return null;
  const lead = sentence.match(/^\s*/)?.[0] ?? "";
  const body = sentence.trim();
  const end = body.match(/[.!?…]*$/)?.[0] ?? "";
  const core = body.slice(0, body.length - end.length);
  // "Flexplek: €19 per dag; Cours en petit groupe : 180 €": members set apart by semicolons are split at
  // them only (an "en" or a comma inside a member joins words of its name).
  const separators = [...core.matchAll(core.includes("; ") ? /;\s+/g : SEPARATOR)];
  const parts: string[] = [];
  let from = 0;
  for (const sep of separators) {
    parts.push(core.slice(from, sep.index));
    from = (sep.index ?? 0) + sep[0].length;
  }
  parts.push(core.slice(from));
  const at = parts.findIndex((part) => wholePhrase(member, "iu").test(part));
  const last = separators.at(-1)?.[0].trim() ?? ",";
  const conjunction = /^[,;]$/.test(last) ? last : last.replace(/^,/, "").trim();
  // A member with commas of its own ("Collect rent, track repairs and …") is no member of this list.
  if (at < 0) return alone === "keep" ? sentence : "";
  // "a care plan for your light and season, and …": an "and" before a member that is not the last joins
  // a pair inside one member; in a list ("A, B and C") only the last member follows the "and".
  const joinedByWord = /\p{L}/u.test(separators[at - 1]?.[0] ?? "");
  if (alone === "keep" && joinedByWord && at < parts.length - 1) return sentence;
  const rest = parts.filter((_, i) => i !== at);
  const own = parts[at]!;
  const [before, after] = own.split(wholePhrase(member, "iu"));
  let result: string;
  if (parts.length === 1) return alone === "keep" ? sentence : "";
  // "Por telefone, para o 912 …, por e-mail, para …": commas and "o" inside each way of reaching the
  // business leave a lone short word as a "member" — no list to take one member from; a fact goes with
  // its whole sentence rather than leaving "Por telefone, para, por e-mail…".
  if (alone === "drop" && parts.some((part) => /^\p{L}{1,4}$/u.test(part.trim()))) return "";
  // "Privékantoor: vanaf €650", "Anti-Giftköder-Training 90 €": what follows the member after a colon
  // or a bracket, or its price, is its own detail.
  const ownDetail = /^\s*(?:[:(–—]|[£$€]?\s?\d)/u.test(after ?? "");
  // "By phone on …, by e-mail at … or with the form": when another member starts with the same word as the
  // first one's lead-in, each member brings its own lead-in, and it goes with the member ("We serve pasta,
  // pizza and …" is one lead-in for the whole list, and stays).
  const leadWord = (part: string) => part.trim().split(/\s+/)[0]?.toLowerCase() ?? "";
  // "Telefonisch via 030 … of met het formulier": a value (phone, e-mail, link, price) in a list of
  // other kinds of thing is led in by its own words ("via", "on", "call"), and they go with it.
  const ownLeadIn =
    before.trim() !== "" &&
    (rest.some((part) => leadWord(part) === leadWord(before)) ||
      (valueLike(member) && !rest.some(valueLike)));
  if (at === 0 && before.trim() && !ownLeadIn) result = `${before}${joinList(rest, conjunction)}`;
  else if (at === parts.length - 1 && after.trim() && !ownDetail)
    result = `${joinList(rest, conjunction)}${after}`;
  else result = joinList(rest, conjunction);
  if (!result.trim()) return "";
  const first = body.charAt(0);
  const fixed = first === first.toUpperCase() && first !== first.toLowerCase() ? capitalise(result) : result;
  return `${lead}${fixed}${end}`;
}

/**
 * What to do with a sentence that names the member outside a list: keep it (an item's name in prose) or
 * drop it (a fact that must go from everywhere).
 */
export type Alone = "keep" | "drop";

/** The text without the member in its lists (or its sentence); unchanged when it does not name it. */
export function dropFromText(text: string, member: string, alone: Alone = "keep"): string {
  if (!wholePhrase(member, "iu").test(text)) return text;
  const kept = sentencesOf(text).flatMap((sentence) => {
    const dropped = dropFromSentence(sentence, member, alone);
    if (dropped === null) return [sentence];
    return dropped ? [dropped] : [];
  });
  return kept.join("").trim();
}

/** Words joining a list's last member, in the languages the pages are written in. */
const AND_WORDS = "and|und|y|e|et|en|i|és|oraz";
const LIST_AND = `${AND_WORDS}|&`;
/** Between names said together ("Klarna, Square", "Southville and Bedminster"); "&" joins one name. */
const SAID_TOGETHER = new RegExp(`\\s*,\\s*|\\s+(?:${AND_WORDS})\\s+`, "iu");

/** A member's words, as written. */
const wordsIn = (text: string) => text.trim().split(/\s+/);

/**
 * "… cleans windows, clears gutters and scrubs conservatory roofs": a list of things done, each member
 * (and the word before the list) starting with a verb of one ending, is no list a thing's name joins
 * ("…, scrubs conservatory roofs and driveway washing" would not be a sentence). Read from the words alone:
 * every member after the first has two or more words, and their first words end alike, unlike the new one.
 */
function listsVerbs(before: string, members: string[], member: string): boolean {
  const rest = members.slice(1);
  if (rest.length === 0 || !rest.every((m) => wordsIn(m).length >= 2)) return false;
  // The first member's verb is its own first word ("sends invoices, chases …") or, for a one-word member,
  // the word before the list ("cleans windows, clears gutters …").
  const head = wordsIn(members[0]!);
  const lead = head.length >= 2 ? head[0]! : (wordsIn(before).pop() ?? "");
  const firsts = [lead, ...rest.map((m) => wordsIn(m)[0]!)];
  if (!firsts.every((w) => /^\p{Ll}+$/u.test(w))) return false;
  const ending = firsts[0]!.slice(-1);
  if (!firsts.every((w) => w.endsWith(ending))) return false;
  return !(wordsIn(member)[0] ?? "").toLowerCase().endsWith(ending);
}

/**
 * "Budżetownik to aplikacja, która śledzi wydatki, planuje oszczędności i przypomina o rachunkach", "Tickr
 * tracks your hours, sends invoices and chases late payments", "der Büros putzt, Fenster reinigt und …": a
 * list of what its subject does — phrases of two or more words, right after a relative word (`relatives`:
 * "która", "that", "qui", "der") or a name. A new member joins it only when it starts like them: with a verb of the same ending
 * as every member's ("exports to Xero"); "wspólny budżet dla pary" is a thing, not something done.
 */
function listsDoings(before: string, members: string[], member: string, relatives: string[]): boolean {
  // A phrase, not a name: two or more words, one of them in lower case ("Fenster reinigt", "sends invoices").
  const phrase = (m: string) => {
    const words = wordsIn(m);
    return words.length >= 2 && words.some((w) => /^\p{Ll}/u.test(w));
  };
  const isRelative = (word: string | undefined) => relatives.includes((word ?? "").toLowerCase());
  // "Reinigungsdienst, der Büros putzt, Fenster reinigt und …": the list of doings starts at its relative word.
  const from = members.findIndex((m) => isRelative(wordsIn(m)[0]) && wordsIn(m).length >= 3);
  const doings = from >= 0 ? members.slice(from) : members;
  if (!doings.every(phrase)) return false;
  const firsts = doings.map((m) => wordsIn(m)[0]!.toLowerCase());
  if (from >= 0) firsts[0] = wordsIn(doings[0]!)[1]!.toLowerCase();
  let relative = from >= 0;
  // Members before the ones matched ("…, która śledzi wydatki, planuje …"): the list goes on to the left.
  let head = before.trimEnd();
  while (!relative && head.endsWith(",")) {
    const cut = head.slice(0, -1);
    const chunk = cut.slice(cut.lastIndexOf(",") + 1).trim();
    const words = wordsIn(chunk);
    if (isRelative(words[0]) && words.length >= 2) {
      firsts.push(words[1]!.toLowerCase());
      relative = true;
      break;
    }
    if (!phrase(chunk)) break;
    firsts.push(words[0]!.toLowerCase());
    head = cut.slice(0, cut.lastIndexOf(",") + 1).trimEnd();
  }
  // "Tickr tracks …": a name right before the list is its subject; a word before a comma is not.
  if (!relative && !/[,:;]$/.test(head)) {
    const last = head.split(/\s+/).pop() ?? "";
    relative = isRelative(last) || /^\p{Lu}[\p{L}\p{N}'’-]*$/u.test(last);
  }
  if (!relative) return false;
  const ending = firsts[0]!.slice(-1);
  const own = wordsIn(member);
  const alike = firsts.every((w) => w.endsWith(ending)) && own.length >= 2;
  return !(alike && own[0]!.toLowerCase().endsWith(ending));
}

/**
 * A list with the owner's new member(s) at its end: `members` ("A, B, C") then `joiner` (", and" or " y")
 * then the new ones. Names said together ("Southville and Bedminster") are two members: "A, B, C,
 * Southville and Bedminster", never "… and Southville and Bedminster". `lower` writes them in the list's
 * lower case.
 */
export function withMembers(members: string, joiner: string, member: string, lower = false): string {
  const parts = member
    .split(SAID_TOGETHER)
    .map((one) => one.trim())
    .filter(Boolean);
  // Only names are split ("Southville and Bedminster"); "fish and chips" or "Rose & clay bar" is one thing.
  const names = parts.length > 1 && parts.every((one) => /^\p{Lu}/u.test(one));
  const added = (names ? parts : [member.trim()]).map((one) =>
    lower ? one.charAt(0).toLowerCase() + one.slice(1) : one,
  );
  const last = added.pop() ?? member;
  return `${members}${added.map((one) => `, ${one}`).join("")}${joiner} ${last}`;
}

/**
 * A list in a sentence that names at least two of `names` (its last member among them), with one more
 * member at its end: "turrón, horchata y chocolate negro" + "Pistacho" → "turrón, horchata, chocolate negro
 * y pistacho" — written in the list's own case and with its own joining word. The text itself when it
 * lists fewer than two of the names.
 */
export function addToText(text: string, names: string[], member: string, relatives: string[] = []): string {
  const known = names.filter((n) => n.trim()).map((n) => escapeRegExp(n.trim()));
  if (known.length < 2) return text;
  const name = `(?:${known.sort((a, b) => b.length - a.length).join("|")})`;
  const list = new RegExp(
    `(?<![\\p{L}\\p{N}])(${name}(?:, ${name})*)(,?) (${LIST_AND}) (${name})(?![\\p{L}\\p{N}])`,
    "iu",
  );
  const m = list.exec(text);
  if (!m) return text;
  const members = [...m[1]!.split(", "), m[4]!];
  if (listsVerbs(text.slice(0, m.index), members, member)) return text;
  if (listsDoings(text.slice(0, m.index), members, member, relatives)) return text;
  const lower = m[4]!.charAt(0) !== m[4]!.charAt(0).toUpperCase();
  const replaced = withMembers(`${m[1]}, ${m[4]}`, `${m[2]} ${m[3]}`, member, lower);
  return `${text.slice(0, m.index)}${replaced}${text.slice(m.index + m[0].length)}`;
}
