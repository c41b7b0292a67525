/**
 * A clause of the owner's said as a badge or a benefit line, not pasted (issue 27.2): the words that only
 * carry a fact go, the fact stays. "We have an emergency service on Sunday mornings" → "Emergency service
 * on Sunday mornings"; "Mats and blocks are provided" → "Mats and blocks provided"; "Free UK delivery on
 * orders over £40" → "Free UK delivery over £40"; "Register to get the replay" → "Get the replay".
 * Nothing is added and no word with a figure or a name is dropped: the rules remove openings, articles and
 * copulas only (../locale/badge-words.ts), and a clause they would leave under two words stays as it was.
 */
import { escapeRegex } from "../../brief/vocabulary.js";
import { type BadgeWords, badgeWordsOf } from "../locale/badge-words.js";
import { capitalize } from "./text.js";

const wordCount = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;

/** The compiled patterns of one language, built once. */
interface BadgePatterns {
  opening: RegExp | null;
  article: RegExp | null;
  copula: RegExp | null;
  shorter: [RegExp, string][];
}

const PATTERNS = new Map<BadgeWords, BadgePatterns>();

const alternation = (words: string[]) =>
  words.map((w) => (/[()?|\\]/.test(w) ? w : escapeRegex(w))).join("|");

function patternsOf(words: BadgeWords): BadgePatterns {
  const cached = PATTERNS.get(words);
  if (cached) return cached;
  const patterns: BadgePatterns = {
    opening: words.openings.length
      ? new RegExp(`^(?:${alternation(words.openings)})(?:\\s+|(?<=\\s)$)`, "iu")
      : null,
    article: words.articles.length ? new RegExp(`^(?:${alternation(words.articles)})\\s+`, "iu") : null,
    copula:
      words.copulas.length && words.states.length
        ? new RegExp(
            `(?<=\\p{L})\\s+(?:${alternation(words.copulas)})\\s+(?=(?:${alternation(words.states)})(?![\\p{L}]))`,
            "iu",
          )
        : null,
    shorter: (words.shorter ?? []).map(([from, to]) => [new RegExp(from, "giu"), to]),
  };
  PATTERNS.set(words, patterns);
  return patterns;
}

/**
 * English calls to action that say what the visitor gets: "Register to get the replay", "Pre-order now
 * and get a free carry loop" → what they get. The button says the action; the benefit is the badge.
 */
const ACTION_THEN_BENEFIT =
  /^(?:register|sign up|subscribe|join(?: us)?|book(?: now)?|order|pre-order|reserve|download(?: it)?|enrol|enroll|apply|wishlist(?: it)?)(?:\s+(?:now|today|here|online|free|for free))?\s+(?:to|and)\s+(?=(?:get|receive|save|claim|be|join|see|watch|win|unlock|enjoy)\b)/iu;

/** A clause (no final stop) as a badge in its language; the clause itself when no rule shortens it. */
export function asBadge(clause: string, lang: string): string {
  const words = badgeWordsOf(lang);
  const text = clause.trim();
  if (!words || wordCount(text) < 3) return text;
  const p = patternsOf(words);
  let out = text;
  const keep = (next: string) => {
    if (wordCount(next) >= 2) out = next.trim();
  };
  if (lang.startsWith("en")) keep(out.replace(ACTION_THEN_BENEFIT, ""));
  if (p.opening) keep(out.replace(p.opening, ""));
  if (p.copula) keep(out.replace(p.copula, " "));
  // Without its opening or its verb the clause is a noun phrase: its article goes too ("A demo available
  // now" → "Demo available now"). A clause that keeps its verb keeps its article ("Le olive sono coltivate…").
  // An article before a name stays ("The Corn Exchange"); German capitalises every noun.
  const article = out !== text ? p.article?.exec(out) : null;
  if (article) {
    const next = out.slice(article[0].length);
    if (lang.startsWith("de") || /^\p{Ll}/u.test(next)) keep(next);
  }
  for (const [from, to] of p.shorter)
    keep(
      out.replace(from, (...groups: string[]) =>
        to.replace(/\$(l?)(\d)/g, (_m, lower: string, n: string) => {
          const group = groups[Number(n)] ?? "";
          return lower ? group.toLocaleLowerCase() : group;
        }),
      ),
    );
  return out === text ? text : capitalize(out.replace(/\s{2,}/g, " "));
}
