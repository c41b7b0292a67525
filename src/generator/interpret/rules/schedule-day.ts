/**
 * A recurring day changed: "it goes out on Sundays instead" on a newsletter that "lands every Saturday",
 * "ora ogni giovedì" on a class "ogni martedì alle 18:30", "jetzt jeden Dienstag". When the page names
 * one weekday and the owner names another (with "now", "every", "instead" or a change verb, and no
 * opening or closing words, times or "also"), that day becomes the new one wherever the page writes it,
 * in the page's own form ("every Saturday morning" → "every Sunday morning"). A page that names several
 * days (opening hours) is the hours rules' to read.
 */
import { packFor } from "../../lang/index.js";
import type { Op } from "../../ops/schema.js";
import { articleForDay } from "../days.js";
import { pageTexts } from "../page-texts.js";
import { has, type Reading, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { alternation, escapeRegExp, norm } from "../text.js";

interface DayAt {
  day: number;
  form: number;
  /** The "every" word said right before the day ("ogni", "każdą"), as written. */
  every?: string;
  /** The article said right before the day ("il sabato", "la domenica"), as written. */
  article?: string;
  written: string;
}

/** Lower case without accents, of the same length as the text (norm also trims and joins spaces). */
const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Each weekday a text names (forms of four letters or more: "sat", "so" are other words too). */
function daysIn(r: Reading, raw: string): DayAt[] {
  const text = raw.normalize("NFC");
  const found: DayAt[] = [];
  const every = wordsOf(r, (p) => p.grammar.all).map(plain);
  const articles = wordsOf(r, (p) => p.grammar.on).map(plain);
  for (const pack of r.packs)
    for (const [day, forms] of pack.weekdays.entries())
      for (const [index, form] of forms.entries()) {
        if (form.length < 4) continue;
        const re = new RegExp(
          `(?<![\\p{L}])(?:(${alternation(every)})\\s+|(${alternation(articles)})\\s+)?${escapeRegExp(plain(form))}(?![\\p{L}])`,
          "gu",
        );
        for (const m of plain(text).matchAll(re))
          found.push({
            day,
            form: index,
            every: m[1],
            article: m[2],
            written: text.slice(m.index, m.index + m[0].length),
          });
      }
  return found;
}

/** The new day in the page's form: the same form of the other day, or the owner's "every" phrase. */
function restated(page: DayAt, said: DayAt, r: Reading): string {
  const forms = r.packs.find((p) => p.weekdays[said.day]!.some((f) => f.length >= 4))!.weekdays[said.day]!;
  const same = forms[page.form];
  const form = same && same.length >= 4 ? same : forms[0]!;
  const pageDay = page.written.split(/\s+/).at(-1)!;
  const words =
    page.every && said.every ? said.written.split(/\s+/) : [...page.written.split(/\s+/).slice(0, -1), form];
  // "il sabato" → "la domenica": the article the new day takes, where the page writes one (days.ts).
  const article = articleForDay(packFor(r.model.lang), page.article, said.article, page.day, said.day);
  if (page.article && article) words[0] = article;
  // The day keeps the page's capital ("every Friday" → "every Sunday").
  const day = words.at(-1)!;
  words[words.length - 1] = /^\p{Lu}/u.test(pageDay) ? day.charAt(0).toUpperCase() + day.slice(1) : day;
  return words.join(" ");
}

export const scheduleDay: Rule = {
  name: "schedule-day",
  examples: [
    {
      page: "gazette",
      say: "it goes out on Sundays instead",
      ops: [{ op: "replace_text", find: "every Friday", with: "every Sunday" }],
    },
    {
      page: "corso",
      say: "ora ogni giovedì",
      ops: [{ op: "replace_text", find: "ogni martedì", with: "ogni giovedì" }],
    },
    {
      page: "corso",
      say: "da adesso il corso è il mercoledì",
      ops: [{ op: "replace_text", find: "ogni martedì", with: "ogni mercoledì" }],
    },
  ],
  read(r) {
    const said = daysIn(r, r.raw);
    if (new Set(said.map((d) => d.day)).size !== 1) return null;
    if (has(r, (p) => [...p.grammar.open, ...p.grammar.closed, ...p.grammar.also, ...p.facts.hours]))
      return null;
    if (/\d/.test(r.raw)) return null;
    const changes = has(r, (p) => [
      ...p.grammar.now,
      ...p.grammar.all,
      ...p.verbs.change,
      ...(p.rather ?? []),
    ]);
    if (!changes) return null;
    // "The Sunday Sprout" names no day: the business's name is taken out first.
    const { companyName, title } = r.model.source;
    const named = (text: string) =>
      [companyName, title].reduce((t, n) => (n ? t.split(n).join(" ") : t), text);
    const onPage = pageTexts(r.model).flatMap(({ text }) => daysIn(r, named(text)));
    const days = new Set(onPage.map((d) => d.day));
    if (days.size !== 1 || days.has(said[0]!.day)) return null;
    const ops = new Map<string, Op>();
    for (const page of onPage) {
      const find = norm(page.written);
      if (!ops.has(find))
        ops.set(find, { op: "replace_text", find: page.written, with: restated(page, said[0]!, r) });
    }
    return [...ops.values()];
  },
};
