/**
 * Opening hours added to those a page already gives ("we're open on Sundays 9–14 too"): the footer keeps its
 * hours together, and the answers that listed the old hours in full list the new ones too, so no part of
 * the page still reads as if the business were closed on the day just opened.
 */
import { isPageLabel } from "../composer/locale/index.js";
import type { Item, PageModel } from "../model.js";
import type { DaySpan } from "./day-spans.js";
import { timesLike } from "./word-days.js";

/** The footer's opening-hours lines, in order. */
export function footerHours(model: PageModel): string[] {
  return model.footer
    .filter((f) => isPageLabel(model, f.title, "Opening hours") && f.text)
    .map((f) => f.text as string);
}

/** Puts `added` right after the footer's last opening-hours line (or at its end when it has none). */
export function addFooterHours(model: PageModel, added: Item[]): void {
  const last = model.footer.findLastIndex((f) => isPageLabel(model, f.title, "Opening hours"));
  const at = last < 0 ? model.footer.length : last + 1;
  model.footer = [...model.footer.slice(0, at), ...added, ...model.footer.slice(at)];
}

/**
 * Where a question's answer or a section's lead gave every old line ("Mon–Sat 8:00–18:00." or
 * "Mon–Fri 9–17; Sat 10–14"), the new lines take their place, joined the same way. A sentence that names
 * only some of the days is the owner's own and stays as written.
 */
export function listAllHoursInAnswers(model: PageModel, before: string[], after: string[]): void {
  if (before.length === 0 || after.length <= before.length) return;
  const rewrite = (text: string | undefined) => {
    if (!text) return text;
    for (const separator of ["; ", ", "]) {
      const old = before.join(separator);
      const at = text.indexOf(old);
      // Only a whole list: the old lines followed by the end of the text, a full stop or a line break.
      if (at < 0 || !/^(?:[.!]?\s*$|[.!]\s)/.test(text.slice(at + old.length))) continue;
      return text.slice(0, at) + after.join(separator) + text.slice(at + old.length);
    }
    return text;
  };
  for (const section of model.sections) {
    if (section.kind === "hours" || section.kind === "contact") continue;
    if (section.lead) section.lead = rewrite(section.lead);
    if (section.kind === "faq")
      section.items = section.items.map((item) => ({ ...item, text: rewrite(item.text) }));
  }
}

const TYPED_TIMES =
  /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?\s*(?:[–-]|to|until|till)\s*(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i;
const PAGE_TIMES = /(\d{1,2})([:.])(\d{2})\s*([–-])\s*\d{1,2}[:.]\d{2}/;

/** The hours lines the page shows: the footer's, else the hours section's. */
function shownHours(model: PageModel): string[] {
  const footer = footerHours(model);
  if (footer.length > 0) return footer;
  const section = model.sections.find((s) => s.kind === "hours" && !s.placeholder);
  return section?.items.map((item) => [item.title, item.text].filter(Boolean).join(" ")) ?? [];
}

/** "9-1" read as hours of the day: 9:00 to 13:00; "8-5" 8:00 to 17:00; "9am-1pm" 9:00 to 13:00. */
function readTimes(times: string): [number, string, number, string] | null {
  const m = times.trim().match(TYPED_TIMES);
  if (!m) return null;
  let open = Number(m[1]);
  let close = Number(m[4]);
  const pm = (half?: string) => half !== undefined && /^p/i.test(half);
  const am = (half?: string) => half !== undefined && /^a/i.test(half);
  if (pm(m[3]) && open < 12) open += 12;
  if (am(m[3]) && open === 12) open = 0;
  if (pm(m[6]) && close < 12) close += 12;
  if (!m[6] && !m[3] && close <= open && close < 12) close += 12;
  if (!m[6] && m[3] && am(m[3]) && close <= open && close < 12) close += 12;
  if (open > 24 || close > 24 || close <= open) return null;
  return [open, m[2] ?? "00", close, m[5] ?? "00"];
}

/**
 * Hours the owner typed ("sunday 9-1", "mon-fri 8-5") in the page's own way of writing them ("Sun
 * 9:00–13:00", "Mon–Fri 8:00–17:00"): its day names and its times, as the lines it already shows. Hours
 * already written with minutes, or that cannot be read, stay as typed.
 */
export function hoursInPageFormat<H extends { text: string; days: string; times: string }>(
  model: PageModel,
  hours: H,
  readDays: (span: string) => DaySpan | null,
): H {
  const lines = shownHours(model);
  const sample = lines.find((line) => PAGE_TIMES.test(line));
  const style = sample?.match(PAGE_TIMES);
  const english = /^en\b/i.test(model.lang ?? "en");
  // Times typed as words or bare hours ("9:00 tot 16:00", "de 10 a 13") as the page writes its own
  // ("9:00–16:00", "10:00 a 13:00").
  const timesOf = (line: string) => line.slice(line.search(/\d/)).split(/[,;]/)[0];
  const like = lines.map((line) => timesLike(timesOf(line), hours.times)).find((written) => written !== null);
  if (!sample && !english) {
    if (!like || like === hours.times) return hours;
    return { ...hours, times: like, text: hours.text.replace(hours.times, like) };
  }
  let times = hours.times;
  const read = readTimes(hours.times);
  // Times typed with their minutes ("10:00-22:00") keep them as typed, with the page's dash.
  const typed = hours.times.trim().match(/^(\d{1,2}[:.]\d{2})\s*[–-]\s*(\d{1,2}[:.]\d{2})$/);
  if (typed) times = `${typed[1]}${style?.[4] ?? "–"}${typed[2]}`;
  else if (like && !read) times = like;
  else if (read) {
    const [open, openMinutes, close, closeMinutes] = read;
    const pad = style?.[1].length === 2 ? (n: number) => String(n).padStart(2, "0") : String;
    const colon = style?.[2] ?? ":";
    const dash = style?.[4] ?? "–";
    times = `${pad(open)}${colon}${openMinutes}${dash}${pad(close)}${colon}${closeMinutes}`;
  }
  let days = hours.days;
  const typedDays = days ? readDays(days) : null;
  const sampleSpan = sample?.match(/^\S+(?:\s*[–-]\s*[^\s\d]+)?/)?.[0];
  const daysLike = (sampleSpan && readDays(sampleSpan)) || (english ? readDays("Mon–Fri") : null);
  // Day names are rewritten on English pages, and on the others when typed in another language
  // ("saturdays" on a Dutch page that writes "ma–vr" is "za"): the page's own language's day names are
  // the owner's to choose ("Sa" or "Sb").
  if (typedDays && daysLike && (english || (!typedDays.inPageLanguage && daysLike.inPageLanguage)))
    days = daysLike.write(typedDays.days);
  if (times === hours.times && days === hours.days) return hours;
  return { ...hours, days, times, text: [days, times].filter(Boolean).join(" ") };
}
