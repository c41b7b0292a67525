/**
 * New values for facts the page already states, said the way owners say them: "the trial is now 30 days",
 * "we now have 15,000 readers", "the gym now opens at 5:30", "it goes out every Monday now", "the keynote
 * is now by Prof. Anna Weber". The old value changes wherever the page writes it, in the page's own format
 * ("14-day free trial" becomes "30-day free trial"); when the page gives several candidates and the
 * request does not say which, it is refused rather than guessed.
 */
import { escapeRegex } from "../brief/vocabulary.js";
import type { PageModel } from "../model.js";
import type { ChangeRule, RuleOutcome } from "./change-rules.js";
import { dayNamed } from "./closed-days.js";
import { namedItem } from "./item-rules.js";
import { replaceEverywhere, rewriteEverywhere, shownTexts } from "./model-texts.js";

/** Words that make a phrase a request or a clause rather than the name of something on the page. */
const VERB_OR_LINK =
  /\b(?:add|remove|delete|change|set|make|move|put|use|show|hide|include|update|rename|for|at|to|is|are|was|were|be|now|with|from|of|costs?)\b/i;

/**
 * "X is now Y", "X now costs Y", "X costs Y now" → "change X to Y", which the price and value rules
 * understand; undefined when the request is not said that way.
 */
export function restated(request: string, model: PageModel): string | undefined {
  const text = request.trim().replace(/[.!]+$/, "");
  // "We no longer serve the tasting menu", "the Fig & Cedar candle is discontinued": the item goes. (Sold
  // out is a state the item keeps its card in: sold-out.ts.)
  const stopped = text.match(
    /^(?:we\s+|i\s+)?(?:no longer|don'?t|do not|won'?t|stopped|stop)\s+(?:doing|serving|selling|offering|making|having|stocking|carrying|do|serve|sell|offer|make|have|stock|carry)\s+(?:the\s+|our\s+)?(.+?)(?:\s+any\s?more|\s+any\s?longer)?$/i,
  );
  if (stopped) return `remove the ${stopped[1]}`;
  const gone = text.match(
    /^(?:the\s+|our\s+)?(.+?)\s+(?:is|are)\s+(?:now\s+)?(?:discontinued|no longer (?:available|offered|on the menu|on sale)|off the menu)$/i,
  );
  if (gone) return `remove the ${gone[1]}`;
  // "Solo is now called Freelancer": an item of the page gets its new name.
  const renamed = text.match(
    /^(?:the\s+|our\s+)?(.+?)\s+(?:is|are)\s+(?:now\s+)?(?:called|named|renamed(?:\s+to)?)\s+(.+)$/i,
  );
  if (renamed && namedItem(renamed[1], model)) return `rename the ${renamed[1]} to ${renamed[2]}`;
  // "The host is now Tom Reyes, marketing lead at Shopwise": the one person in that role is replaced.
  const person = text.match(
    /^(?:the\s+|our\s+)(host|presenter|speaker|keynote speaker|instructor|teacher|trainer|coach)\s+is\s+now\s+(\p{Lu}.+)$/u,
  );
  if (person) return `change the ${person[1]} to ${person[2]}`;
  // "Our newsletter is now called The Frugal Weekly", "we are now called …": the business's new name.
  const called = text.match(
    /^(?:(?:our|the)\s+[\p{L} ]{2,30}?\s+(?:is|are)|we\s+are|we're|it\s+is|it's)\s+now\s+(?:called|named)\s+(.+)$/iu,
  );
  if (called) return `change the company name to ${called[1]}`;
  // "We have a new chef, Marco Rossi": a person joins the team, with that role.
  const joined = text.match(
    /^[Ww]e\s+(?:have|hired|welcome(?:d)?)\s+(?:a\s+|our\s+)?new\s+([\p{L} -]{2,40}?),\s*((?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)?\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)+)$/u,
  );
  if (joined) return `add a team member, ${joined[2]}, ${joined[1]}`;
  // "Maria Keller is now CEO of Northwind": a person on the page with a new role.
  const role = text.match(/^(.+?)\s+is\s+now\s+(?:the\s+|our\s+|an?\s+)?(.+)$/i);
  if (role && isPersonOnPage(role[1], model)) return `set ${role[1]}'s role to ${role[2]}`;
  const forms: RegExp[] = [
    /^(?:the\s+|our\s+|my\s+)?(.+?)\s+(?:is|are|will be)\s+now\s+(?:(?:only|just|at|priced at|set at)\s+)?(.+)$/i,
    /^(?:the\s+|our\s+|my\s+)?(.+?)\s+now\s+(?:is|are|costs?|starts?|runs?|lasts?|takes?)?\s*(?:(?:only|just|at)\s+)?(.+)$/i,
    /^(?:the\s+|our\s+|my\s+)?(.+?)\s+(?:is|are|costs?)\s+(?:(?:only|just)\s+)?(.+?)\s+now$/i,
  ];
  // "change the seats to 30", "reduce the number of places to 12": the bare figure takes the unit named.
  const figure = text.match(
    /^(?:please\s+)?(?:change|set|reduce|increase|raise|lower|cut|bump|make)\s+(?:the\s+)?(?:number\s+of\s+)?([\p{L}][\p{L}-]*s)\s+(?:to|down\s+to|up\s+to)\s+(\d[\d.,]*)$/iu,
  );
  if (figure) return `change to ${figure[2]} ${figure[1]}`;
  // "set capacity to 30 seats", "change the limit to 12 places".
  const capacity = text.match(
    /^(?:please\s+)?(?:change|set|make)\s+(?:the\s+)?(?:capacity|limit|number of places|number of seats)\s+(?:to|at)\s+(\d.+)$/i,
  );
  if (capacity) return `change to ${capacity[1]}`;
  // "start at 19:30 instead", "begin at 7pm": the event's time.
  const starts = text.match(
    /^(?:let'?s\s+)?(?:start|begin)s?\s+(?:at|from)\s+(\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?)(?:\s+instead)?$/i,
  );
  if (starts) return `change the time to ${starts[1]}`;
  // "make it 19:00 instead", "move it to 8pm".
  const at = text.match(
    /^(?:please\s+)?(?:make|move|change|set)\s+it\s+(?:to\s+|at\s+)?(\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?)(?:\s+instead)?$/i,
  );
  if (at && /[:.]|am|pm/i.test(at[1])) return `change the time to ${at[1]}`;
  // "make tickets £70 each": a price said as what to make it.
  const make = text.match(
    /^(?:please\s+)?make\s+(?:the\s+)?(.+?)\s+((?:[€$£¥]\s?\d|\d[\d.,]*\s?(?:€|EUR|USD|GBP|Ft)\b).*)$/iu,
  );
  if (make) return `change ${make[1]} to ${make[2]}`;
  // "Only 30 seats now", "now just 12 places": a new figure with its unit.
  const only = text.match(
    /^(?:now\s+)?(?:only|just)\s+(\d[\d.,]*\s+\p{L}.*?)(?:\s+(?:now|left|remaining))?$/iu,
  );
  if (only) return `change to ${only[1]}`;
  // "Freelancer costs $12 per month": a price said as what the item costs.
  const costs = text.match(
    /^(?:the\s+|our\s+)?(.+?)\s+(?:costs?|is priced at|are priced at)\s+((?:[€$£¥]\s?\d|\d[\d.,]*\s?(?:€|EUR|USD|GBP|HUF|Ft|kr|zł)\b).*)$/iu,
  );
  if (costs) return `change ${costs[1]} to ${costs[2]}`;
  // The verb left out after the first of two ("tickets are now €229 and student tickets €89").
  const elliptic = text.match(
    /^(?:the\s+)?([\p{L}][\p{L}'&\s-]{1,40}?)\s+((?:[€$£¥]\s?\d|\d[\d.,]*\s?(?:€|EUR|USD|GBP|HUF|Ft|kr|zł)\b).*)$/iu,
  );
  if (elliptic && !VERB_OR_LINK.test(elliptic[1])) return `change ${elliptic[1]} to ${elliptic[2]}`;
  for (const form of forms) {
    const m = text.match(form);
    if (!m || !/\d|\bby\s+\p{Lu}/u.test(m[2])) continue;
    const subject = m[1].replace(/^(?:we|it|they|there)$/i, "").trim();
    return `change ${subject ? `${subject} ` : ""}to ${m[2].trim()}`;
  }
  return undefined;
}

const PEOPLE_KINDS = new Set(["host", "speakers", "team"]);

function isPersonOnPage(name: string, model: PageModel): boolean {
  const wanted = name.trim().toLowerCase();
  return model.sections.some(
    (s) => PEOPLE_KINDS.has(s.kind) && s.items.some((item) => item.title.toLowerCase() === wanted),
  );
}

const NUMBER = String.raw`\d{1,3}(?:[,.\s]\d{3})+|\d+(?:[.,]\d+)?`;

/** A number with the word it counts: "30 days", "45-minute", "15,000 readers". */
function quantityOf(text: string): { number: string; unit: string } | undefined {
  const m = text.match(new RegExp(`(${NUMBER})[\\s-]?([\\p{L}]{3,})`, "u"));
  return m ? { number: m[1], unit: m[2] } : undefined;
}

/** The stem that matches every form of a unit: "days"/"day"/"daily" → "da", "minutes" → "minute". */
const unitStem = (unit: string) => unit.toLowerCase().replace(/(?:ies|es|s)$/, "");

function changeQuantity(request: string, model: PageModel): RuleOutcome {
  const m = request.match(/^(?:change|set|make|update)\s+(.*?)\s*\bto\s+(.+)$/i);
  if (!m) return null;
  const wanted = quantityOf(m[2]);
  if (!wanted || /[€$£¥]/.test(m[2])) return null;
  const stem = unitStem(wanted.unit);
  const pattern = new RegExp(`(?<![\\d,.])(${NUMBER})([\\s-]?)(${escapeRegex(stem)}\\p{L}*)`, "giu");
  const subjectWords = m[1]
    .toLowerCase()
    .split(/\W+/)
    .filter((w) => w.length >= 3 && !["the", "our", "your", "now"].includes(w));
  const olds = new Map<string, number>();
  for (const value of shownTexts(model)) {
    for (const found of value.matchAll(pattern)) {
      if (found[1] === wanted.number) continue;
      // With a subject ("the trial"), only the values written in a text that names it.
      if (subjectWords.length && !subjectWords.some((w) => value.toLowerCase().includes(w))) continue;
      olds.set(found[1], (olds.get(found[1]) ?? 0) + 1);
    }
  }
  if (olds.size === 0) return null;
  if (olds.size > 1)
    return {
      refused: `The page gives more than one ${stem} figure (${[...olds.keys()].join(", ")}); say which one to change`,
    };
  const [old] = [...olds.keys()];
  rewriteEverywhere(model, (text) =>
    text.replace(pattern, (all, n: string, gap: string, unit: string) =>
      n === old ? `${wanted.number}${gap}${unit}` : all,
    ),
  );
  return {
    applied: `Changed ${old} ${wanted.unit} to ${wanted.number} ${wanted.unit} everywhere on the page`,
  };
}

const TIME = String.raw`\d{1,2}(?:[:.]\d{2})?(?:\s?[ap]\.?m\.?)?`;

/** "opens at 5:30" / "closes at 22:00": the start or end of the page's opening-time ranges. */
function changeOpeningTime(request: string, model: PageModel): RuleOutcome {
  const m = request.match(new RegExp(`\\b(open|close)(?:s|ing)?\\s+(?:now\\s+)?at\\s+(${TIME})`, "i"));
  if (!m) return null;
  const end = m[1].toLowerCase() === "close";
  const range = new RegExp(`(${TIME})(\\s*[–-]\\s*)(${TIME})`, "gi");
  const current = new Set<string>();
  for (const text of shownTexts(model)) for (const r of text.matchAll(range)) current.add(end ? r[3] : r[1]);
  if (current.size === 0) return null;
  if (current.size > 1)
    return {
      refused: `The page gives several opening times (${[...current].join(", ")}); give the hours in full: opening hours: Mon–Fri 8:00–18:00`,
    };
  const [old] = [...current];
  rewriteEverywhere(model, (text) =>
    text.replace(range, (all, from: string, dash: string, to: string) =>
      end ? (to === old ? `${from}${dash}${m[2]}` : all) : from === old ? `${m[2]}${dash}${to}` : all,
    ),
  );
  return {
    applied: `Changed the ${end ? "closing" : "opening"} time from ${old} to ${m[2]} everywhere on the page`,
  };
}

const WEEKDAY = "(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)";

/** "it goes out every Monday now": the one weekday the page repeats on ("every Sunday"). */
function changeWeekday(request: string, model: PageModel): RuleOutcome {
  const m = request.match(new RegExp(`\\b(?:every|on)\\s+${WEEKDAY}s?\\b`, "i"));
  if (!m || !/\b(?:now|instead|moved?|changed?|from now on)\b/i.test(request)) return null;
  const day = m[1][0].toUpperCase() + m[1].slice(1).toLowerCase();
  const every = new RegExp(`\\b(every|on)\\s+${WEEKDAY}(s?)\\b`, "g");
  const current = new Set<string>();
  for (const text of shownTexts(model)) for (const e of text.matchAll(every)) current.add(e[2]);
  current.delete(day);
  if (current.size !== 1) return null;
  const [old] = [...current];
  rewriteEverywhere(model, (text) =>
    text.replace(every, (all, w: string, d: string, s: string) => (d === old ? `${w} ${day}${s}` : all)),
  );
  return { applied: `Changed ${old} to ${day} everywhere on the page` };
}

const NAME = String.raw`(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)?\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)+`;

/** "the keynote is now by Prof. Anna Weber": the person named after "<subject> by" changes everywhere. */
function changePersonBy(request: string, model: PageModel): RuleOutcome {
  const m = request.match(new RegExp(`^(?:change|set|make|update)\\s+(.+?)\\s+to\\s+by\\s+(${NAME})$`, "u"));
  if (!m) return null;
  const subject = m[1].replace(/^(?:the|our)\s+/i, "");
  const before = new RegExp(`\\b${escapeRegex(subject)}\\s+by\\s+(${NAME})`, "iu");
  const old = shownTexts(model)
    .map((text) => text.match(before)?.[1])
    .find(Boolean);
  if (!old || old === m[2]) return null;
  replaceEverywhere(model, old, m[2]);
  // The person's own card, listed by name alone.
  for (const item of model.sections.flatMap((s) => s.items))
    if (item.title === old.replace(/^(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+/, "")) item.title = m[2];
  return { applied: `Changed ${old} to ${m[2]} everywhere on the page` };
}

/** "Change the host to Priya Shah, senior engineer at Stripe": the one person in that role is replaced. */
function replacePerson(request: string, model: PageModel): RuleOutcome {
  const m = request.match(
    new RegExp(
      `^(?:change|replace|set|swap)\\s+(?:the\\s+|our\\s+)?(host|presenter|speaker|keynote speaker|instructor|teacher|trainer|coach)\\s+(?:to|with|for)\\s+(${NAME})(?:\\s*[,–—-]\\s*(.+))?$`,
      "iu",
    ),
  );
  if (!m) return null;
  const kind = /speaker/i.test(m[1]) ? "speakers" : "host";
  const section =
    model.sections.find((s) => s.kind === kind && !s.placeholder) ??
    model.sections.find((s) => PEOPLE_KINDS.has(s.kind) && s.kind !== "team" && !s.placeholder);
  if (!section) return null;
  if (section.items.length !== 1)
    return {
      refused: `The page has ${section.items.length} people there; say whose place the new one takes: replace Sam Patel with ${m[2]}`,
    };
  const person = section.items[0];
  const old = person.title;
  replaceEverywhere(model, old, m[2]);
  person.title = m[2];
  if (m[3]) person.meta = m[3].trim();
  else delete person.meta;
  return { applied: `Replaced ${old} with ${m[2]}${m[3] ? ` (${m[3].trim()})` : ""} everywhere on the page` };
}

const DAY_TIMES = String.raw`\d{1,2}[:.]\d{2}\s*[–-]\s*\d{1,2}[:.]\d{2}`;

/** "Saturday hours are now 12:00–22:00": the line the page gives that one day. */
function changeDayHours(request: string, model: PageModel): RuleOutcome {
  const m = request.match(
    new RegExp(
      `^change\\s+(?:the\\s+|our\\s+)?(\\p{L}+?)s?(?:'s?)?(?:\\s+(?:opening\\s+)?hours)?\\s+to\\s+(${DAY_TIMES})$`,
      "iu",
    ),
  );
  const day = m && dayNamed(m[1]);
  if (!m || !day) return null;
  const stem = day.slice(0, 3);
  const line = new RegExp(`\\b(${stem}[a-z]*\\s+)(${DAY_TIMES})`, "gi");
  let changed = rewriteEverywhere(model, (text) => text.replace(line, (_, name: string) => `${name}${m[2]}`));
  for (const item of model.sections.flatMap((s) => (s.kind === "hours" ? s.items : []))) {
    if (dayNamed(item.title) === day) {
      item.text = m[2];
      changed++;
    }
  }
  if (changed === 0)
    return {
      refused: `The page gives no hours of their own for ${day[0].toUpperCase()}${day.slice(1)}; give the hours in full: opening hours: Mon–Fri 9:00–18:00, Sat 10:00–14:00`,
    };
  return { applied: `Changed the ${day[0].toUpperCase()}${day.slice(1)} hours to ${m[2]}` };
}

export const VALUE_RULES: ChangeRule[] = [
  { apply: replacePerson, takesText: true },
  { apply: changeDayHours },
  { apply: changePersonBy },
  { apply: changeOpeningTime },
  { apply: changeWeekday },
  { apply: changeQuantity },
];
