/**
 * Facts as data (issue 25.2): set_fact changes a price, phone, e-mail, address, link, profile, name, date or
 * time everywhere the page has it — its texts, the footer, its links, the <time> and countdown dates, the
 * stored brief the JSON-LD is written from, and the description (so nothing brings the old value back).
 * add_fact puts a contact fact into the contact section and the footer; remove_fact takes one out of
 * everywhere, and out of the lists the page writes in sentences.
 */
import type { DateFact } from "../brief/types.js";
import { briefOfModel, type StoredBrief } from "../composer/stored-brief.js";
import { packFor } from "../lang/index.js";
import type { PageModel } from "../model.js";
import { ADD_FACT, REMOVE_FACT } from "./fact-contact.js";
import { briefSays, linkOf, replaceInBrief, rewriteLinks } from "./fact-links.js";
import {
  FACT_WORDS,
  machineFormFor,
  machineForms,
  readFacts,
  settle,
  telLike,
  telOf,
  writeDateLike,
} from "./fact-values.js";
import { type HandlerTable, type OpContext, refuse } from "./outcome.js";
import { fold } from "./refs.js";
import { reportWords } from "./report-words.js";
import type { FactKind } from "./schema.js";
import { pageSays, pageSlots, rewriteSlots, wholePhrase } from "./texts.js";

/** The date of the brief the owner means: the one written as `from`, or the one `from` is part of. */
function findDate(brief: StoredBrief, from: string): number {
  const key = fold(from);
  const exact = brief.dates.findIndex((d) => fold(d.text) === key);
  if (exact >= 0) return exact;
  return brief.dates.findIndex((d) => fold(d.text).includes(key) || key.includes(fold(d.text)));
}

/** "19:30", "19h30", "18 h 30", "7:30pm" → "19:30": the brief keeps its times on the 24-hour clock. */
const normalTime = (text: string) => {
  const m = text.match(/(\d{1,2})(?:\s?[:.h]\s?(\d{2}))?\s*(?:([ap])\.?m\b)?/i);
  if (!m) return "";
  const hour = (Number(m[1]) % (m[3] ? 12 : 24)) + (m[3]?.toLowerCase() === "p" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${m[2] ?? "00"}`;
};

/** Points the page's machine-readable dates (<time datetime>, countdowns) from one date to another. */
function moveMachineDates(model: PageModel, before: DateFact, after: DateFact): void {
  const forms = machineForms(before);
  for (const s of model.sections) {
    for (const item of s.items)
      if (item.datetime && forms.includes(item.datetime))
        item.datetime = machineFormFor(item.datetime, before, after);
    if (s.date && forms.includes(s.date)) {
      s.date = machineFormFor(s.date, before, after);
      if (s.past && !after.past) delete s.past;
    }
  }
}

/** A date moved to another day (its time kept unless a new one is given) or to another time. */
function changeDate(
  model: PageModel,
  brief: StoredBrief,
  op: { from: string; to: string },
  context: OpContext,
) {
  const at = findDate(brief, op.from);
  if (at < 0) return null;
  const before = brief.dates[at];
  const read =
    readFacts(op.to, model, context.now, before.zone).dates[0] ??
    refuse(model.lang, "dateUnreadable", { date: op.to });
  const days = (Date.parse(read.start) - Date.parse(before.start)) / 86_400_000;
  const shiftedEnd =
    before.end && !read.end
      ? new Date(Date.parse(before.end) + days * 86_400_000).toISOString().slice(0, 10)
      : read.end;
  const after = settle(
    {
      ...before,
      start: read.start,
      end: shiftedEnd,
      startTime: read.startTime ?? before.startTime,
      endTime: read.startTime ? read.endTime : before.endTime,
    },
    context.now,
  );
  if (!after.end) delete after.end;
  if (!after.endTime) delete after.endTime;
  after.text = writeDateLike(before, after, model.lang);
  brief.dates[at] = after;
  moveMachineDates(model, before, after);
  return { was: before.text, now: after.text };
}

/** A time of day changed: the dates starting then start at the new time. */
function changeTime(
  model: PageModel,
  brief: StoredBrief,
  op: { from: string; to: string },
  context: OpContext,
) {
  const from = normalTime(op.from);
  const to = normalTime(op.to);
  if (!from || !to) refuse(model.lang, "timeUnreadable", { time: !from ? op.from : op.to });
  brief.dates = brief.dates.map((date) => {
    if (date.startTime !== from) return date;
    const after = settle({ ...date, startTime: to }, context.now);
    moveMachineDates(model, date, after);
    return after;
  });
}

/** Structured values that follow a changed text: an amount, a tel: number. */
function followValue(
  model: PageModel,
  brief: StoredBrief,
  kind: FactKind,
  from: string,
  to: string,
  now: Date,
) {
  if (kind === "price")
    for (const price of brief.prices.filter((p) => p.text === to)) {
      const read = readFacts(to, model, now).prices[0];
      if (read) Object.assign(price, { amount: read.amount, currency: read.currency || price.currency });
    }
  if (kind === "phone") {
    const changed = brief.phones.filter((p) => p.text === to);
    const old = new Set([`tel:${telOf(from)}`, ...changed.map((p) => `tel:${p.e164}`)]);
    const e164 = telLike(to, changed[0]?.e164 || telOf(from));
    for (const phone of changed) phone.e164 = e164;
    rewriteLinks(model, (href) => (old.has(href) ? `tel:${e164}` : href));
  }
  if (kind === "email")
    rewriteLinks(model, (href) => (fold(href) === fold(`mailto:${from}`) ? `mailto:${to}` : href));
  if (kind === "url" || kind === "social")
    rewriteLinks(model, (href) =>
      fold(href) === fold(linkOf(from)) || fold(href) === fold(from) ? linkOf(to) : href.split(from).join(to),
    );
}

/** The one-word words that lead to an amount in prose ("a 50 €", "for £50", "für 50 €"), as one alternation. */
function leadWords(lang: string): string {
  const pack = packFor(lang);
  return [...pack.grammar.to, ...pack.grammar.at].filter((w) => /^\p{L}+$/u.test(w)).join("|");
}

export const FACT_OPS: HandlerTable = {
  set_fact(model, op, context) {
    let brief = structuredClone(briefOfModel(model));
    let was = op.from.trim();
    let shown = op.to.trim();
    if (op.kind === "date") {
      const moved = changeDate(model, brief, op, context);
      if (moved) ({ was, now: shown } = moved);
    }
    if (op.kind === "time") changeTime(model, brief, op, context);
    if (!pageSays(model, was) && !briefSays(brief, was)) refuse(model.lang, "notOnPage", { said: was });
    // "a 50 €" made free reads "gratuita", never "a gratuita": the word that led to the amount goes with it,
    // on the page and in the description alike.
    const pattern =
      op.kind === "price" && !/\d/.test(shown)
        ? new RegExp(`(?:(?<![\\p{L}])(?:${leadWords(model.lang)})\\s+)?${wholePhrase(was).source}`, "giu")
        : wholePhrase(was, "giu");
    // "Giovedì 14 gennaio" at a sentence's start keeps its capital when the date is written again.
    const keepCase = (found: string) =>
      found.charAt(0) !== found.charAt(0).toLowerCase()
        ? shown.charAt(0).toUpperCase() + shown.slice(1)
        : shown;
    rewriteSlots(pageSlots(model), (text) => text.replace(pattern, keepCase));
    brief = replaceInBrief(brief, was, shown);
    model.source.prompt = model.source.prompt.replace(pattern, () => shown);
    followValue(model, brief, op.kind, was, shown, context.now);
    model.brief = brief;
    const what = reportWords(model.lang, FACT_WORDS[op.kind]);
    return reportWords(model.lang, "factChanged", { what, was, now: shown });
  },
  add_fact: ADD_FACT,
  remove_fact: REMOVE_FACT,
};
