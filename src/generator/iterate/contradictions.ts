/**
 * What a model's operations set, slot by slot: a text's path, a fact's old value, a weekday's hours, a
 * style field, a section's place. Two operations that set one slot to different values contradict each
 * other (the model said two things at once); both are left out rather than one guessed. The same targets
 * tell whether a model's operation is about what a rule read in a part of the request.
 */
import { quoteFacts } from "../guard/index.js";
import { reportWords } from "../ops/report-words.js";
import type { Op } from "../ops/schema.js";

const low = (value: unknown) =>
  String(value ?? "")
    .toLowerCase()
    .trim();

/** The slots an operation sets, each with the value it sets there. */
function slots(op: Op): [string, string][] {
  switch (op.op) {
    case "set_text":
      return [[`text:${op.path}`, op.value]];
    case "set_fact":
      return [[`fact:${op.kind}:${low(op.from)}`, op.to]];
    case "remove_fact":
      return [[`fact:${op.kind}:${low(op.value)}`, "(removed)"]];
    case "set_hours":
      return op.days.map((day) => [`hours:${day}`, op.hours]);
    case "set_style":
      return Object.entries(op).flatMap(([key, value]) =>
        key === "op" || value === undefined ? [] : [[`style:${key}`, low(value)] as [string, string]],
      );
    case "move_section":
      return [[`place:${low(op.section)}`, JSON.stringify(op.to)]];
    case "move_item":
      return [[`place:${low(op.section)}:${low(op.item)}`, String(op.to)]];
    case "highlight_item":
      return [[`highlight:${low(op.section)}`, low(op.item)]];
    case "set_status":
      return [[`status:${low(op.item)}`, op.status]];
    case "set_form_action":
      return [["form-action", op.url]];
    case "translate":
      return [[`lang:${low(op.section)}`, low(op.lang)]];
    default:
      return [];
  }
}

/** What an operation is about, coarser than its slots: "the items of pricing", "the contact facts". */
function targets(op: Op): string[] {
  const own = slots(op).map(([slot]) => slot);
  switch (op.op) {
    case "add_item":
    case "remove_item":
    case "duplicate_item":
      return [...own, `items:${low(op.section)}`];
    case "add_section":
      return [`section:${op.kind}`];
    case "remove_section":
    case "duplicate_section":
      return [`section:${low(op.section)}`];
    case "add_fact":
      return [`contact:${op.kind}`];
    case "remove_fact":
      return [...own, `contact:${op.kind}`];
    case "add_form_field":
    case "remove_form_field":
    case "set_form_field":
      return ["form"];
    case "replace_text":
      return [`replace:${low(op.find)}`];
    case "shorten":
      return [`shorten:${low(op.section)}`];
    default:
      return own;
  }
}

/** Whether two operations are about the same thing on the page. */
export function sharesTarget(a: Op, b: Op): boolean {
  const mine = new Set(targets(a));
  return targets(b).some((target) => mine.has(target));
}

/** Operations that set one slot to different values, and one report line per slot, in the page's language. */
export function contradictions(ops: Op[], lang?: string): { ops: Set<Op>; lines: string[] } {
  const bySlot = new Map<string, { op: Op; value: string }[]>();
  for (const op of ops)
    for (const [slot, value] of slots(op)) bySlot.set(slot, [...(bySlot.get(slot) ?? []), { op, value }]);
  const found = new Set<Op>();
  const lines: string[] = [];
  for (const entries of bySlot.values()) {
    const values = [...new Set(entries.map((e) => e.value))];
    if (values.length < 2) continue;
    for (const entry of entries) found.add(entry.op);
    lines.push(reportWords(lang, "conflict", { facts: quoteFacts(values.map((text) => ({ text }))) }));
  }
  return { ops: found, lines };
}
