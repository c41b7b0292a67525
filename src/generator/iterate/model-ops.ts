/**
 * A model's operations fitted to the page before they are judged: items it adds to a kind of section the
 * page does not have yet ("add a review from Lucía" on a page without reviews) make that section, with
 * those items — what the rules do for the same words — rather than failing on a section that is not there;
 * an item named as the page shows it, with its price, is the page's item; and with a section selected, what it changes elsewhere is left out unless the owner named it.
 */
import { pageLang } from "../composer/locale/index.js";
import { reading, sectionNamed } from "../interpret/reading.js";
import { packsFor } from "../lang/index.js";
import type { ChangeScope } from "../llm/change.js";
import { type PageModel, SECTION_KINDS, type SectionKind } from "../model.js";
import { lookupItem, lookupSection, sectionName } from "../ops/refs.js";
import { reportWords } from "../ops/report-words.js";
import type { Op, OpOf } from "../ops/schema.js";

const isKind = (ref: string): ref is SectionKind => (SECTION_KINDS as readonly string[]).includes(ref);

const folded = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * An item named the way the page shows it, its price and all ("Couleur à partir de 60 €" for the item
 * "Couleur à partir de" at "60 €"): the one item whose title and price make the words named, or whose
 * title the words name with nothing but its price or a small word around it.
 */
function itemAsShown(model: PageModel, sectionRef: string, ref: string | number): string | number {
  const section = lookupSection(model, sectionRef);
  if (!section || typeof ref !== "string" || lookupItem(section, ref) >= 0) return ref;
  const named = folded(ref);
  const shown = section.items.filter((item) => {
    const title = folded(item.title);
    const price = folded(item.price ?? "");
    if (!title) return false;
    if (named === `${title} ${price}`.trim() || named === `${price} ${title}`.trim()) return true;
    return named.startsWith(`${title} `) && price !== "" && named.endsWith(price);
  });
  return shown.length === 1 && shown[0] ? shown[0].title : ref;
}

export function fitToPage(ops: Op[], model: PageModel): Op[] {
  const made = new Map<string, OpOf<"add_section">>();
  return ops.flatMap((op): Op[] => {
    if (
      (op.op === "remove_item" ||
        op.op === "move_item" ||
        op.op === "duplicate_item" ||
        (op.op === "highlight_item" && op.item !== null)) &&
      op.item !== null
    )
      return [{ ...op, item: itemAsShown(model, op.section, op.item) }];
    if (op.op !== "add_item" || lookupSection(model, op.section) || !isKind(op.section)) return [op];
    const section = made.get(op.section);
    if (section) {
      section.items = [...(section.items ?? []), op.item];
      return [];
    }
    const added: OpOf<"add_section"> = { op: "add_section", kind: op.section, items: [op.item] };
    made.set(op.section, added);
    return [added];
  });
}

/** The section an operation changes, by id, when it names one (set_style, facts and hours name none). */
export function sectionOf(op: Op, model: PageModel): string | undefined {
  if (op.op === "set_text") return op.path.match(/^sections\.([^.]+)\./)?.[1];
  const ref = "section" in op && typeof op.section === "string" ? op.section : undefined;
  return ref ? (lookupSection(model, ref)?.id ?? ref) : undefined;
}

/**
 * Point, then ask: with a section selected, the model's operations stay in it, unless the request names
 * another section itself ("move this under the pricing"); one elsewhere is left out and named.
 */
export function keepInScope(
  ops: Op[],
  model: PageModel,
  request: string,
  scope: ChangeScope | undefined,
): { ops: Op[]; notApplied: string[] } {
  if (!scope) return { ops, notApplied: [] };
  const selected = lookupSection(model, scope.section);
  if (!selected) return { ops, notApplied: [] };
  const named = sectionNamed(reading(request, model, packsFor(model.lang, request), scope));
  const notApplied: string[] = [];
  const kept = ops.filter((op) => {
    const target = sectionOf(op, model);
    if (!target || target === selected.id || target === named?.id) return true;
    const other = lookupSection(model, target);
    notApplied.push(
      reportWords(pageLang(model), "outOfScope", {
        section: other ? sectionName(other) : target,
        selected: sectionName(selected),
      }),
    );
    return false;
  });
  return { ops: kept, notApplied };
}
