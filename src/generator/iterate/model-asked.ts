/**
 * A model does what the owner asked and nothing more: where the rules read a part of the request and the
 * model's answer for that part does the same kind of change and also others ("change the phone" answered
 * with the new phone, a dark theme and the FAQ removed), the others are left out and each is named. Words
 * (set_text, replace_text, shorten) are never judged here: rewording a line the change touches is part of
 * a change. A model reading a part differently than the rules (no kind in common) is not judged either.
 */
import { modelWords } from "../llm/model-words.js";
import type { PageModel } from "../model.js";
import { applyOps } from "../ops/apply.js";
import type { Op } from "../ops/schema.js";

/** The kind of change an operation makes, or undefined for words (judged by the guard, not here). */
export function kindOfChange(op: Op): string | undefined {
  switch (op.op) {
    case "set_fact":
    case "add_fact":
    case "remove_fact":
      return `fact:${op.kind}`;
    case "set_hours":
      return "hours";
    case "set_style":
    case "set_logo":
      return "style";
    case "add_section":
    case "remove_section":
    case "move_section":
    case "duplicate_section":
      return "sections";
    case "add_item":
    case "remove_item":
    case "move_item":
    case "duplicate_item":
    case "highlight_item":
      return "items";
    case "add_form_field":
    case "remove_form_field":
    case "set_form_field":
    case "set_form_action":
      return "form";
    case "set_status":
      return "status";
    default:
      return undefined;
  }
}

/**
 * The model's operations for one part without the kinds of change the rules' reading of it does not make,
 * when the model also made one the rules do; `notApplied` names each left out in the page's language.
 */
export function keepToWhatWasAsked(
  ops: Op[],
  rules: Op[] | null,
  model: PageModel,
  request: string,
  lang: string,
): { ops: Op[]; notApplied: string[] } {
  const asked = new Set((rules ?? []).flatMap((op) => kindOfChange(op) ?? []));
  if (asked.size === 0 || !ops.some((op) => asked.has(kindOfChange(op) ?? "")))
    return { ops, notApplied: [] };
  const notApplied: string[] = [];
  const kept = ops.filter((op) => {
    const kind = kindOfChange(op);
    if (kind === undefined || asked.has(kind)) return true;
    // The owner is told what the change would have been, in the report's own words for it.
    const line = applyOps(model, [op], { request }).applied[0];
    if (line) notApplied.push(modelWords(lang, "notAsked", { change: line }));
    return false;
  });
  return { ops: kept, notApplied };
}
