/**
 * Repairs a model's change answer that is slightly off the schema before it is judged, so a real model's
 * habits do not cost the owner the AI's reading (or a second call): the JSON is taken out of markdown
 * fences or a sentence around it; an answer wrapped in another object ({"result": {"parts": …}}), a bare
 * list of operations or of parts, or operations under another name ("changes", "operations") are
 * unwrapped; an operation's name in another spelling ("setFact", "set-fact") or under "type"/"action" is
 * read as the operation; numbers, weekdays and yes/no written as strings ("5", "Sunday", "Mon–Fri",
 * "true") become what the schema asks for. Nothing is invented here: only the shape changes, and
 * what does not fit after the repair is still refused by the schema.
 */
import { weekdayNames } from "../ops/week.js";

/** Where the operations of an answer may be kept when a model names them its own way. */
const OP_LISTS = ["ops", "operations", "changes", "edits", "actions"];

/** The JSON value of a text: the whole text, the inside of a ```json fence, or its outermost {...} / [...]. */
export function jsonValueOf(text: string): unknown {
  const candidates = [text.trim()];
  const fenced = text.match(/```(?:json|JSON)?\s*([\s\S]*?)```/);
  if (fenced?.[1]) candidates.push(fenced[1].trim());
  for (const [open, close] of [
    ["{", "}"],
    ["[", "]"],
  ] as const) {
    const start = text.indexOf(open);
    const end = text.lastIndexOf(close);
    if (start >= 0 && end > start) candidates.push(text.slice(start, end + 1));
  }
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate);
    } catch {
      // the next candidate
    }
  }
  return undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const opName = (item: Record<string, unknown>) => item.op ?? item.type ?? item.action ?? item.operation;
const looksLikeOp = (item: unknown) => isObject(item) && typeof opName(item) === "string";
const looksLikePart = (item: unknown) =>
  isObject(item) && OP_LISTS.some((key) => Array.isArray(item[key])) && !looksLikeOp(item);

/** The answer as {parts} or {ops}, found in whatever the model wrapped it (depth-first, a few levels). */
function answerShape(value: unknown, depth = 0): Record<string, unknown> | undefined {
  if (depth > 3) return undefined;
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(looksLikePart)) return { parts: value };
    if (value.length > 0 && value.every(looksLikeOp)) return { ops: value };
    return undefined;
  }
  if (!isObject(value)) return undefined;
  if (Array.isArray(value.parts)) return value;
  for (const key of OP_LISTS) {
    const list = value[key];
    if (Array.isArray(list) && list.every((item) => looksLikeOp(item))) return { ops: list };
  }
  if (looksLikeOp(value)) return { ops: [value] };
  for (const inner of Object.values(value)) {
    const found = answerShape(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Weekday names (long and short) in many languages, Monday = 0 (the page's own names: ops/week.ts). */
const WEEKDAYS: Map<string, number> = (() => {
  const names = new Map<string, number>();
  const langs = [
    "en",
    "de",
    "fr",
    "es",
    "it",
    "pt",
    "nl",
    "pl",
    "sv",
    "da",
    "nb",
    "fi",
    "cs",
    "hu",
    "ro",
    "tr",
  ];
  for (const lang of langs)
    for (const width of ["long", "short"] as const)
      weekdayNames(lang, width).forEach((name, day) => {
        if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), day);
      });
  for (const [name, day] of [
    ["tues", 1],
    ["thur", 3],
    ["thurs", 3],
  ] as const)
    names.set(name, day);
  return names;
})();

function weekday(word: string): number | undefined {
  const name = word
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/s$/, (s, at, all: string) => (WEEKDAYS.has(all.slice(0, at)) ? "" : s));
  if (/^[0-6]$/.test(name)) return Number(name);
  return WEEKDAYS.get(name);
}

/** Days written as words or strings ("Sunday", "5", "Mon–Fri", "Monday to Friday") as numbers 0–6. */
function daysOf(value: unknown): unknown {
  const list = Array.isArray(value) ? value : [value];
  const out: number[] = [];
  for (const entry of list) {
    if (typeof entry === "number") {
      out.push(entry);
      continue;
    }
    if (typeof entry !== "string") return value;
    for (const piece of entry.split(/\s*(?:,|;|\band\b|&)\s*/)) {
      const range = piece.split(/\s*(?:[-–—]|\bto\b|\bthrough\b|\bbis\b|\bau\b|\ba\b)\s*/u).filter(Boolean);
      const ends = range.map(weekday);
      if (ends.some((d) => d === undefined) || ends.length === 0 || ends.length > 2) return value;
      const [first, last = first] = ends as number[];
      for (let d = first as number; ; d = (d + 1) % 7) {
        out.push(d);
        if (d === last) break;
      }
    }
  }
  // Days counted 1 (Monday) … 7 (Sunday), as ISO 8601 does: a 7 says so (the schema counts from 0).
  const iso = out.includes(7) && !out.includes(0);
  return [...new Set(iso ? out.map((day) => day - 1) : out)];
}

/** A whole number written as a string ("2") as a number; anything else as it was. */
const wholeNumber = (value: unknown) =>
  typeof value === "string" && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value;

/** A yes/no written as a string as a boolean. */
const yesNo = (value: unknown) => (value === "true" ? true : value === "false" ? false : value);

/** A value the schema wants as words, given as a number (a price of 29): its digits. */
const asText = (value: unknown) => (typeof value === "number" ? String(value) : value);

function repairItem(item: unknown): unknown {
  if (!isObject(item)) return item;
  const out = { ...item };
  for (const key of ["title", "text", "price", "meta", "href"]) if (key in out) out[key] = asText(out[key]);
  return out;
}

/** One operation with its name and fields in the schema's spelling where the model wrote them another way. */
export function repairOp(raw: unknown): unknown {
  if (!isObject(raw)) return raw;
  const { type: _type, action: _action, operation: _operation, ...rest } = raw;
  const name = opName(raw);
  const op: Record<string, unknown> = { ...rest };
  if (typeof name === "string")
    op.op = name
      .replace(/([a-z])([A-Z])/g, "$1_$2")
      .replace(/[-\s]+/g, "_")
      .toLowerCase();
  if (op.op === "set_hours") {
    if ("days" in op) op.days = daysOf(op.days);
    else if ("day" in op) op.days = daysOf(op.day);
    delete op.day;
    if (Array.isArray(op.hours)) op.hours = op.hours.join(", ");
  }
  for (const key of ["position"]) if (key in op) op[key] = wholeNumber(op[key]);
  if ((op.op === "move_item" || op.op === "remove_item" || op.op === "duplicate_item") && "to" in op)
    op.to = wholeNumber(op.to);
  if ("required" in op) op.required = yesNo(op.required);
  for (const key of ["from", "to", "value"])
    if (key in op && op.op !== "move_item" && op.op !== "move_section") op[key] = asText(op[key]);
  if ("item" in op) op.item = isObject(op.item) ? repairItem(op.item) : wholeNumber(op.item);
  if (Array.isArray(op.items)) op.items = op.items.map(repairItem);
  return op;
}

function repairPart(part: unknown): unknown {
  if (!isObject(part)) return part;
  const list = OP_LISTS.map((key) => part[key]).find(Array.isArray) as unknown[] | undefined;
  const { operations: _o, changes: _c, edits: _e, actions: _a, ...rest } = part;
  return { ...rest, ops: (list ?? []).map(repairOp) };
}

/**
 * The answer text in the schema's shape, or null when no answer can be found in it (prose, a refusal in
 * words): the schema's own error then stands, and the model is asked once more.
 */
export function repairChangeAnswer(text: string): string | null {
  const shape = answerShape(jsonValueOf(text));
  if (!shape) return null;
  const repaired: Record<string, unknown> = {};
  if (Array.isArray(shape.parts)) repaired.parts = shape.parts.map(repairPart);
  const ops = OP_LISTS.map((key) => shape[key]).find(Array.isArray) as unknown[] | undefined;
  if (ops) repaired.ops = ops.map(repairOp);
  return JSON.stringify(repaired);
}
