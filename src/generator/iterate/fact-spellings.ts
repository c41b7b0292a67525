/**
 * A fact changed is changed however the page writes it. set_fact rewrites the value as written ("0117 496
 * 0321"); a page whose words a model wrote may say the same number its own way ("0117 4960321", "(0117)
 * 496-0321", "£65.00" for "£65", "Fix@…" for "fix@…"). Those spellings are found by value, with the fact
 * guard's own comparison by kind (guard/trace.ts), and changed by set_fact too, so no old value stays.
 */
import { factsIn } from "../guard/index.js";
import { indexSources } from "../guard/sources.js";
import { isTraced } from "../guard/trace.js";
import type { PageModel } from "../model.js";
import type { Op, OpOf } from "../ops/schema.js";
import { pageSlots } from "../ops/texts.js";

/** Kinds compared by value whatever their spelling; dates and times have set_fact's own reading. */
const BY_VALUE = new Set(["phone", "price", "email"]);

/** The set_fact operations that change the other spellings of each value a set_fact changes. */
export function otherSpellings(ops: Op[], model: PageModel): OpOf<"set_fact">[] {
  const texts = pageSlots(model).flatMap((slot) => slot.get() ?? []);
  const out: OpOf<"set_fact">[] = [];
  for (const op of ops) {
    if (op.op !== "set_fact" || !BY_VALUE.has(op.kind)) continue;
    const index = indexSources([op.from]);
    const seen = new Set([op.from.trim(), op.to.trim()]);
    for (const text of texts)
      for (const fact of factsIn(text, model.lang)) {
        const written = fact.text.trim();
        if (fact.kind !== op.kind || seen.has(written) || !isTraced(fact, index, model.lang)) continue;
        seen.add(written);
        out.push({ ...op, from: written });
      }
  }
  return out;
}
