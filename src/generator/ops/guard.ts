/**
 * The fact guard on operations (issue 25.4): a new fact in an operation's values — a number, price, date,
 * time, phone, e-mail, link, person's name or quote — must come from the owner's request or already be on
 * the page. Words around an invented fact are kept (the fact is cut out with its clause, guard/); a value
 * that is itself the fact (a new price, a phone to add, opening hours) drops its operation, and a new item
 * (a question and its answer, a quote) with an invented fact in its title or text is dropped whole: what is left
 * of it would be a claim without its ground. Each one left out is reported.
 */

import { pageLang } from "../composer/locale/index.js";
import { quoteFacts, removeUntraced, untracedFacts } from "../guard/index.js";
import { spanDays } from "../interpret/span.js";
import { packsFor } from "../lang/index.js";
import type { PageModel } from "../model.js";
import { readFacts } from "./fact-values.js";
import { rangeMoveTraced, timeShiftTraced } from "./range-moved.js";
import { reportLine, reportWords } from "./report-words.js";
import type { Op } from "./schema.js";
import { pageSlots } from "./texts.js";

export interface GuardContext {
  request: string;
  model: PageModel;
  /** The request's amounts written in the page's own currency ("2.50" on a page in pounds: "£2.50"). */
  said?: string[];
}

/** One value of an operation: free text loses only the invented fact, a fact value loses the operation. */
interface Value {
  get(): string | undefined;
  set(text: string): void;
  /** "fact": the value is a fact itself; "required": the operation means nothing without it. */
  need?: "fact" | "required";
}

function value<T extends object>(target: T, key: keyof T, need?: Value["need"]): Value {
  return {
    get: () => (typeof target[key] === "string" ? (target[key] as string) : undefined),
    set: (text) => {
      target[key] = text as T[keyof T];
    },
    need,
  };
}

function itemValues(item: {
  title: string;
  text?: string;
  price?: string;
  meta?: string;
  href?: string;
}): Value[] {
  return [
    value(item, "title", "required"),
    value(item, "text"),
    value(item, "meta"),
    value(item, "price", "fact"),
    value(item, "href", "fact"),
  ];
}

/** The values an operation brings to the page (what it removes or moves is not new). */
function valuesOf(op: Op): Value[] {
  switch (op.op) {
    case "set_text":
      return [value(op, "value", "required")];
    case "replace_text":
      // A replacement cut short is a removal nobody asked for: "14-day" → "30-day" never becomes "".
      return [value(op, "with", "fact")];
    case "set_fact":
      return [value(op, "to", "fact")];
    case "add_fact":
      return [value(op, "value", "fact"), value(op, "label")];
    case "add_item":
      return itemValues(op.item);
    case "add_section":
      return [value(op, "heading"), ...(op.items ?? []).flatMap(itemValues)];
    case "highlight_item":
      return [value(op, "badge")];
    case "add_form_field":
      return [
        value(op, "label", "required"),
        ...(op.options ?? []).map((_, i) => value(op.options as string[], i)),
      ];
    case "set_form_field":
      return [value(op, "label")];
    case "set_form_action":
      return [value(op, "url", "fact")];
    case "add_button":
      return [value(op, "label", "required"), value(op, "href", "fact")];
    case "add_variant":
      return [value(op, "value", "required")];
    default:
      return [];
  }
}

/** The hours of a set_hours as numbers the owner said: "8-2" says 8 and 14 (2 in the afternoon). */
function hoursTraced(hours: string, said: string): boolean {
  const numbers = new Set((said.match(/\d{1,2}/g) ?? []).map(Number));
  return (hours.match(/(\d{1,2}):(\d{2})/g) ?? []).every((clock) => {
    const [h, m] = clock.split(":").map(Number);
    return (
      (numbers.has(h) || numbers.has(h - 12) || (h === 0 && numbers.has(12))) && (m === 0 || numbers.has(m))
    );
  });
}

/** A date moved by exactly the span of days the request says ("a week", "zwei Tage"). */
function shiftTraced(from: string, to: string, context: GuardContext): boolean {
  const span = spanDays(context.request, packsFor(context.model.lang, context.request));
  if (span === null) return false;
  const now = new Date(context.model.generatedAt);
  const day = (text: string) => readFacts(text, context.model, now).dates[0]?.start;
  const [a, b] = [day(from), day(to)];
  if (!a || !b) return false;
  return Math.abs(Date.parse(b) - Date.parse(a)) === span * 86_400_000;
}

/** Whether every value of a new item traces to the request or the page; what does not is reported. */
function itemTraced(
  item: { title: string; text?: string },
  sources: string[],
  lang: string,
  shown: string | undefined,
  dropped: string[],
): boolean {
  // Its title and text carry the claim; an invented author or unit is only cut (valuesOf).
  const untraced = [item.title, item.text].flatMap((text) =>
    text ? untracedFacts(text, sources, lang) : [],
  );
  if (untraced.length === 0) return true;
  dropped.push(reportWords(shown, "leftOut", { facts: quoteFacts(untraced) }));
  return false;
}

export function guardOps(ops: Op[], context: GuardContext): { ops: Op[]; dropped: string[] } {
  const sources = [
    context.request,
    ...(context.said ?? []),
    context.model.source.prompt,
    context.model.source.companyName,
    context.model.source.title,
    ...pageSlots(context.model).flatMap((slot) => slot.get() ?? []),
  ];
  const lang = context.model.lang;
  const shown = pageLang(context.model);
  const kept: Op[] = [];
  const dropped: string[] = [];
  for (const original of ops) {
    const op = structuredClone(original);
    if (op.op === "set_hours") {
      if (/\d/.test(op.hours) && !hoursTraced(op.hours, `${context.request} ${sources.join(" ")}`)) {
        dropped.push(reportLine(lang, "hoursLeftOut", { hours: op.hours }));
        continue;
      }
      kept.push(op);
      continue;
    }
    // "push it back a week": the new date is the page's own moved by the span the owner said.
    if (op.op === "set_fact" && op.kind === "date" && shiftTraced(op.from, op.to, context)) {
      kept.push(op);
      continue;
    }
    // "move it to 18:00, same duration", "start an hour later": the page's range moved whole.
    if (
      op.op === "set_fact" &&
      op.kind === "date" &&
      rangeMoveTraced(op.from, op.to, context.request, context.model, packsFor(lang, context.request))
    ) {
      kept.push(op);
      continue;
    }
    // "push it back an hour": the event's one time moved by the span said.
    if (
      op.op === "set_fact" &&
      op.kind === "time" &&
      timeShiftTraced(op.from, op.to, context.request, packsFor(lang, context.request))
    ) {
      kept.push(op);
      continue;
    }
    // "doors at 6.30 now" writes "18:30" on a page that says "19:00": the same numbers, the page's clock.
    if (
      op.op === "set_fact" &&
      op.kind === "time" &&
      /^\d{1,2}:\d{2}$/.test(op.to) &&
      hoursTraced(op.to, context.request)
    ) {
      kept.push(op);
      continue;
    }
    if (op.op === "add_section" && op.items?.length) {
      // A new item is one claim: an invented fact in its title or text (an answer, a quote) drops it whole.
      const items = op.items.filter((item) => itemTraced(item, sources, lang, shown, dropped));
      if (items.length === 0) continue;
      op.items = items;
    }
    if (op.op === "add_item" && !itemTraced(op.item, sources, lang, shown, dropped)) continue;
    let keep = true;
    for (const v of valuesOf(op)) {
      const text = v.get();
      if (!text) continue;
      const { text: cut, removed } = removeUntraced(text, sources, lang);
      if (!removed.length) continue;
      const untraced = untracedFacts(text, sources, lang);
      dropped.push(
        reportWords(shown, "leftOut", { facts: quoteFacts(untraced.length ? untraced : removed) }),
      );
      if (v.need === "fact" || (v.need === "required" && !cut.trim())) keep = false;
      else v.set(cut);
    }
    if (keep) kept.push(op);
  }
  return { ops: kept, dropped };
}
