/**
 * Sentences that say which days are closed ("Open Tuesday to Saturday 9–17, closed Sunday and Monday",
 * "lunedì chiuso") can sit outside the hours the page's facts hold. When new hours open one of those days,
 * the statement is rewritten with the days still closed, or taken out when none are — so no text keeps
 * saying a day is closed that the new hours open.
 */
import { escapeRegExp } from "./texts.js";
import { DAY_JOINERS, readDays, type Week, weekdayNames } from "./week.js";

const CLOSED =
  /(?<![\p{L}])(?:closed|geschlossen|fermée?s?|cerrados?|chius[oi]|gesloten|fechados?|zamknięte|zárva)(?![\p{L}])/giu;
/** Small words between "closed" and its days: "closed on Mondays", "fermé le lundi". */
const LEAD = /^\s*(?:on|le|les|am|il|la|el|los|op|em|aos|w)?\s*/iu;

const JOINER = new RegExp(`^(?:,|&|${DAY_JOINERS.join("|")})$`, "i");

interface Said {
  start: number;
  end: number;
  daysStart: number;
  daysEnd: number;
  days: number[];
}

/** The longest run of words, from one end, that reads as days. */
function longestDays(words: string[], lang: string, fromEnd: boolean): { count: number; days: number[] } {
  let best = { count: 0, days: [] as number[] };
  for (let n = 1; n <= Math.min(words.length, 7); n += 1) {
    const part = fromEnd ? words.slice(words.length - n) : words.slice(0, n);
    if (JOINER.test(part[0]!) || JOINER.test(part[n - 1]!)) continue;
    // "So", "Di", "Sa" are words too: a closed day is named with at least three letters.
    if (
      part.some((w) => /\p{L}/u.test(w) && w.replace(/\.$/, "").length < 3 && !/^(?:e|y|i|en|et)$/i.test(w))
    )
      break;
    const days = readDays(part.join(" "), lang);
    if (days) best = { count: n, days };
  }
  return best;
}

/** The words read as days, as the text writes them (spaces and commas between them as they come). */
const written = (used: string[]) => used.map(escapeRegExp).join("[\\s,]*");

/** Every "closed <days>" and "<days> closed" a text says. */
function closedStatements(text: string, lang: string): Said[] {
  const found: Said[] = [];
  for (const m of text.matchAll(CLOSED)) {
    const end = m.index + m[0].length;
    const lead = LEAD.exec(text.slice(end))![0];
    const after = text.slice(end + lead.length).split(/[.;:!?()\n]|,(?=\s*\d)/)[0]!;
    const words = after.match(/[\p{L}.]+|,|&/gu) ?? [];
    const forward = longestDays(words, lang, false);
    if (forward.count) {
      const used = words.slice(0, forward.count);
      const at = new RegExp(written(used), "u").exec(after);
      if (at) {
        const daysStart = end + lead.length + at.index;
        found.push({
          start: m.index,
          end: daysStart + at[0].length,
          daysStart,
          daysEnd: daysStart + at[0].length,
          days: forward.days,
        });
        continue;
      }
    }
    const before = text
      .slice(0, m.index)
      .split(/[.;:!?()\n]|\d\s*,/)
      .pop()!;
    const back = before.match(/[\p{L}.]+|,|&/gu) ?? [];
    const backward = longestDays(back, lang, true);
    if (!backward.count) continue;
    const used = back.slice(back.length - backward.count);
    const at = new RegExp(`${written(used)}\\s*$`, "u").exec(text.slice(0, m.index));
    if (at)
      found.push({
        start: at.index,
        end,
        daysStart: at.index,
        daysEnd: at.index + at[0].trimEnd().length,
        days: backward.days,
      });
  }
  return found;
}

/** Days as the page's language lists them: "Sunday", "dimanche et lundi". */
function listDays(days: number[], lang: string, like: string): string {
  const names = weekdayNames(lang, "long").map((n) =>
    like.charAt(0) === like.charAt(0).toLowerCase() ? n.toLowerCase() : n,
  );
  return new Intl.ListFormat(lang, { type: "conjunction" }).format(days.map((d) => names[d]!));
}

/** The text with its closed-day statements made true of the new week. */
export function fixClosedDays(text: string, week: Week, lang: string): string {
  let out = text;
  for (const said of closedStatements(text, lang).reverse()) {
    const opened = said.days.filter((d) => week[d]?.length);
    if (opened.length === 0) continue;
    const still = said.days.filter((d) => !week[d]?.length);
    if (still.length) {
      const like = out.slice(said.daysStart, said.daysEnd);
      out = out.slice(0, said.daysStart) + listDays(still, lang, like) + out.slice(said.daysEnd);
      continue;
    }
    // No day of it is closed any more: the statement goes, with the comma that joined it.
    const head = out.slice(0, said.start).replace(/\s*[,;·]?\s*$/, "");
    const tail = out.slice(said.end);
    out = head + (head ? tail : tail.replace(/^\s*[,;·]\s*/, ""));
  }
  return out;
}
