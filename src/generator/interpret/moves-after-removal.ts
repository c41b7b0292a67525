/**
 * "tira a secção de perguntas e põe o contacto mais acima": a move read against the page as it is names
 * its place by a neighbour; when that neighbour goes in the same message, the move is said against the
 * section standing there after the removal — "one place up" stays one place up, never a place that is gone.
 */
import type { PageModel } from "../model.js";
import { lookupSection } from "../ops/refs.js";
import type { Op } from "../ops/schema.js";
import { sectionRef } from "./reading.js";

export function movesPastRemoved(ops: Op[], model: PageModel): Op[] {
  const order = model.sections.map((s) => s.id);
  const idOf = (ref: string) => lookupSection(model, ref)?.id;
  const removed = new Set<string>();
  return ops.map((op): Op => {
    if (op.op === "remove_section") {
      const id = idOf(op.section);
      if (id) removed.add(id);
      return op;
    }
    if (op.op !== "move_section" || typeof op.to !== "object") return op;
    const side = "before" in op.to ? "before" : "after";
    const target = idOf("before" in op.to ? op.to.before : op.to.after);
    if (!target || !removed.has(target)) return op;
    const moved = idOf(op.section);
    let at = order.indexOf(target) - 1;
    while (at >= 0 && (removed.has(order[at]!) || order[at] === moved)) at -= 1;
    const standing = at >= 0 ? model.sections[at]! : null;
    if (!standing || standing.kind === "hero") return { ...op, to: "first" };
    const ref = sectionRef(model, standing);
    return { ...op, to: side === "before" ? { before: ref } : { after: ref } };
  });
}
