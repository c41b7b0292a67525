/**
 * A fact changed is changed however the page writes it. set_fact rewrites the value as written ("0117 496
 * 0321"); a page whose words a model wrote may say the same number its own way ("0117 4960321", "(0117)
 * 496-0321", "£65.00" for "£65", "Fix@…" for "fix@…"). Those spellings are found by value, with the fact
 * guard's own comparison by kind (guard/trace.ts), and changed by set_fact too, so no old value stays.
 * The same reading finds the page's spelling of a value a model names its own way.
 */
import { factsIn } from "../guard/index.js";
import { indexSources } from "../guard/sources.js";
import { isTraced } from "../guard/trace.js";
import type { PageModel } from "../model.js";
import type { Op, OpOf } from "../ops/schema.js";
import { pageSays, pageSlots } from "../ops/texts.js";

/** Kinds compared by value whatever their spelling; dates and times have set_fact's own reading. */
const BY_VALUE = new Set(["phone", "price", "email"]);

/** How the page writes `value` (a fact of `kind`), each spelling once, in page order. */
function spellingsOf(value: string, kind: string, model: PageModel): string[] {
  const index = indexSources([value]);
  const out = new Set<string>();
  for (const slot of pageSlots(model))
    for (const fact of factsIn(slot.get() ?? "", model.lang))
      if (fact.kind === kind && isTraced(fact, index, model.lang)) out.add(fact.text.trim());
  return [...out];
}

/** The set_fact operations that change the other spellings of each value a set_fact changes. */
export function otherSpellings(ops: Op[], model: PageModel): OpOf<"set_fact">[] {
  return ops.flatMap((op) => {
    if (op.op !== "set_fact" || !BY_VALUE.has(op.kind)) return [];
    const said = new Set([op.from.trim(), op.to.trim()]);
    return spellingsOf(op.from, op.kind, model)
      .filter((written) => !said.has(written))
      .map((written) => ({ ...op, from: written }));
  });
}

/**
 * A model names the value it changes or removes in its own spelling ("+351 912 345 678" for the page's
 * "912 345 678"), or only part of how the page writes it ("21 123 4567" of "+351 21 123 4567", which
 * would leave "+351 +351 …"): the operation is given the page's whole spelling, so it finds what the
 * owner means and changes all of it.
 */
export function inPageSpelling(ops: Op[], model: PageModel): Op[] {
  return ops.map((op) => {
    if ((op.op !== "set_fact" && op.op !== "remove_fact") || !BY_VALUE.has(op.kind)) return op;
    const from = op.op === "set_fact" ? op.from : op.value;
    const spellings = spellingsOf(from, op.kind, model);
    const longer = spellings.find((written) => written !== from.trim() && written.includes(from.trim()));
    const written = longer ?? (pageSays(model, from) ? undefined : spellings[0]);
    if (!written) return op;
    return op.op === "set_fact" ? { ...op, from: written } : { ...op, value: written };
  });
}

/** Each fact (price, phone, e-mail) of `text` the owner wrote another way, in the owner's spelling. */
function ownersWords(text: string, said: { kind: string; text: string }[], lang: string): string {
  let out = text;
  for (const fact of factsIn(text, lang)) {
    if (!BY_VALUE.has(fact.kind) || said.some((own) => own.text === fact.text)) continue;
    const same = said.find((own) => own.kind === fact.kind && isTraced(fact, indexSources([own.text]), lang));
    if (same) out = out.replace(fact.text, same.text);
  }
  return out;
}

/**
 * A model writes a new value its own way ("€1.30" for the owner's "1,30 €", "1.90 €" for "1,90 €"):
 * the value the owner said is written as they said it — compared by value with the guard's comparison,
 * so only the spelling changes, never the value.
 */
export function inOwnerSpelling(ops: Op[], model: PageModel, request: string): Op[] {
  const said = factsIn(request, model.lang).filter((fact) => BY_VALUE.has(fact.kind));
  if (said.length === 0) return ops;
  const own = (text: string) => ownersWords(text, said, model.lang);
  const item = <T extends { price?: string }>(entry: T): T =>
    entry.price === undefined ? entry : { ...entry, price: own(entry.price) };
  return ops.map((op): Op => {
    if (op.op === "set_fact") return { ...op, to: own(op.to) };
    if (op.op === "add_fact") return { ...op, value: own(op.value) };
    if (op.op === "add_item") return { ...op, item: item(op.item) };
    if (op.op === "add_section" && op.items) return { ...op, items: op.items.map(item) };
    return op;
  });
}
