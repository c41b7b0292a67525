/**
 * set_hours: the page's opening hours read into a week, the change merged in, and the hours written back
 * in the page's language wherever the page wrote them — the hours section, contact cards, the footer,
 * the top banner's facts, answers that list them, the stored brief (JSON-LD openingHours) and the
 * description.
 */
import type { HoursFact } from "../brief/types.js";
import { pageLang, say } from "../composer/locale/index.js";
import { briefOfModel } from "../composer/stored-brief.js";
import type { Item, PageModel } from "../model.js";
import { fixClosedDays } from "./closed-days.js";
import { type HandlerTable, refuse } from "./outcome.js";
import { reportWords } from "./report-words.js";
import { escapeRegExp, pageSlots, rewriteSlots, type TextSlot, wholePhrase } from "./texts.js";
import {
  clockStyleOf,
  daysInWords,
  HOURS_LANGS,
  hoursLanguage,
  minuteMarkOf,
  readLine,
  readSpans,
  type Week,
  weekdayNames,
  writeWeek,
} from "./week.js";

/**
 * How the page writes weekdays: in full ("Tuesday to Sunday") or short ("Tue–Sun"), as most of its lines do
 * ("pon.–pt. …, sob. …, niedziela zamknięte" is short), and a short name with its full stop ("pon.").
 */
function widthOf(lines: HoursFact[], lang: string): { width: "long" | "short"; dotted: boolean } {
  const long = weekdayNames(lang, "long").map((n) => n.toLowerCase());
  const short = weekdayNames(lang, "short").map((n) => n.toLowerCase());
  const inFull = lines.filter((h) => long.some((name) => h.text.toLowerCase().includes(name))).length;
  const width = inFull * 2 >= lines.length && inFull > 0 ? "long" : "short";
  const dotted = lines.some((h) =>
    short.some((name) => new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}\\.`, "iu").test(h.text)),
  );
  return { width, dotted: width === "short" && dotted };
}

/** The page's lines that say days are closed ("niedziela zamknięte"), for days this change leaves closed. */
function closedLinesKept(lines: HoursFact[], changed: number[], lang: string): HoursFact[] {
  return lines.filter((line) => {
    const week: Week = Array(7).fill(undefined);
    if (!readLine(week, line, lang)) return false;
    const days = week.flatMap((spans, day) => (spans ? [day] : []));
    return days.length > 0 && days.every((day) => week[day]?.length === 0 && !changed.includes(day));
  });
}

/** Replaces the cards that held the old lines with one card per new line, where the first one stood. */
function replaceCards(items: Item[], old: string[], next: HoursFact[], hoursSection: boolean): Item[] {
  const holds = (item: Item) =>
    old.includes(item.text ?? "") || old.includes(item.title) || (hoursSection && item.icon === "clock");
  const first = items.findIndex(holds);
  if (first < 0) return items;
  const shape = items[first];
  const cards = next.map((line): Item => {
    if (hoursSection) return { ...shape, title: line.days, text: line.times };
    return old.includes(shape.title) ? { ...shape, title: line.text } : { ...shape, text: line.text };
  });
  const kept = items.filter((item) => !holds(item));
  kept.splice(first, 0, ...cards);
  return kept;
}

/** New hours on a page that had none: a card in the contact section and in the footer. */
function addCards(model: PageModel, next: HoursFact[]): void {
  const label = say(pageLang(model), "Opening hours");
  const cards = next.map((line) => ({ title: label, text: line.text, icon: "clock" }));
  model.sections.find((s) => s.kind === "contact")?.items.push(...structuredClone(cards));
  model.footer.push(...cards);
}

function writeEverywhere(model: PageModel, spellings: string[][], next: HoursFact[]): void {
  const old = spellings.flat();
  if (!old.length) {
    addCards(model, next);
    return;
  }
  const nextTexts = next.map((h) => h.text);
  // An answer may start the hours with a capital ("Dal lunedì…"): matched in any case, written alike.
  const capital = (found: string) => found.charAt(0) !== found.charAt(0).toLowerCase();
  // Each separator's spelling is first marked, then written: a new line that keeps an old one word for word
  // ("pon.–sob. 6:30–18:00" stays when Sunday is added) must not be matched again by the next separator.
  const separators = ["; ", ", ", " · "];
  const mark = (i: number, capital: boolean) => `\uE000${i}${capital ? "^" : ""}\uE001`;
  const marked = (text: string) => {
    for (const lines of spellings)
      separators.forEach((separator, i) => {
        const pattern = wholePhrase(lines.join(separator), "giu");
        text = text.replace(pattern, (found) => mark(i, capital(found)));
      });
    return text;
  };
  const written = (text: string, join: (i: number) => string) =>
    text.replace(/\uE000(\d)(\^?)\uE001/g, (_, i: string, upper: string) => {
      const line = join(Number(i));
      return upper ? line.charAt(0).toUpperCase() + line.slice(1) : line;
    });
  // Texts first, cards after: a card that is one old line is replaced by one card per new line, not rewritten.
  const isCard = (path: string) => path.includes(".items.") || path.startsWith("footer.");
  const cardLine = (slot: TextSlot) => isCard(slot.path) && old.includes(slot.get()?.trim() ?? "");
  rewriteSlots(
    pageSlots(model).filter((slot) => !cardLine(slot)),
    (text) => written(marked(text), (i) => nextTexts.join(separators[i])),
  );
  model.source.prompt = written(marked(model.source.prompt), () => nextTexts.join(", "));
  for (const s of model.sections) s.items = replaceCards(s.items, old, next, s.kind === "hours");
  model.footer = replaceCards(model.footer, old, next, false);
}

/**
 * The ways the page may write its hours: as the description said them ("Aperti tutti i giorni dalle 12:00…")
 * and from their days on ("Tutti i giorni dalle 12:00…"), as the composer shows a line without its lead word.
 */
function hoursSpellings(hours: HoursFact[]): string[][] {
  const fromDays = hours.map((h) => {
    const at = h.days ? h.text.toLowerCase().indexOf(h.days.toLowerCase()) : -1;
    return at > 0 ? h.text.slice(at) : h.text;
  });
  const said = hours.map((h) => h.text);
  return fromDays.join("\n") === said.join("\n") ? [said] : [said, fromDays];
}

function parseHours(
  hours: string,
  lang: string | undefined,
): { spans: ReturnType<typeof readSpans>; closed: boolean } {
  const spans = readSpans(hours);
  if (!spans) refuse(lang, "hoursUnreadable", { hours });
  return { spans, closed: spans?.length === 0 };
}

export const HOURS_OPS: HandlerTable = {
  set_hours(model, op) {
    const brief = structuredClone(briefOfModel(model));
    // The hours are read and written in their own language: Dutch "ma–vr" on an English page stays Dutch.
    const lang = hoursLanguage(brief.hours, pageLang(model));
    const week: Week = Array(7).fill(undefined);
    const langs = [...new Set([lang, pageLang(model), ...HOURS_LANGS])];
    for (const line of brief.hours)
      if (!langs.some((l) => readLine(week, line, l)))
        refuse(model.lang, "pageHoursUnreadable", { hours: line.text });
    const { spans, closed } = parseHours(op.hours, model.lang);
    for (const day of op.days) week[day] = spans ?? [];
    const { width, dotted } = widthOf(brief.hours, lang);
    const clock = clockStyleOf(brief.hours.map((h) => h.text));
    const mark = minuteMarkOf(brief.hours.map((h) => h.text));
    const written = writeWeek(week, lang, width, dotted, clock, mark).map((line) => ({
      ...line,
      text: `${line.days} ${line.times}`,
    }));
    const next = [...written, ...closedLinesKept(brief.hours, op.days, lang)];
    const shownBefore = JSON.stringify([model.sections, model.footer]);
    writeEverywhere(model, hoursSpellings(brief.hours), next);
    // A sentence saying a day is closed may be in the page's language or the hours'.
    const closedIn = [...new Set([lang, pageLang(model)])];
    const fixed = (text: string) => closedIn.reduce((out, l) => fixClosedDays(out, week, l), text);
    rewriteSlots(pageSlots(model), fixed);
    // Hours only the search snippet or the description knew would change nothing the owner sees.
    if (brief.hours.length > 0 && JSON.stringify([model.sections, model.footer]) === shownBefore)
      refuse(model.lang, "hoursNotFound");
    model.source.prompt = fixed(model.source.prompt);
    brief.hours = next;
    model.brief = brief;
    const days = daysInWords(op.days, model.lang);
    const and = ` ${reportWords(model.lang, "and")} `;
    return closed
      ? reportWords(model.lang, "hoursClosed", { days })
      : reportWords(model.lang, "hoursSet", {
          days,
          times: spans?.map((s) => `${s.open}–${s.close}`).join(and) ?? "",
        });
  },
};
