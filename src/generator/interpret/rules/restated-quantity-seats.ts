/**
 * A count of places restated: "i posti sono ora 15", "ora 15 persone", "seats are now 300", "die Plätze
 * sind jetzt 15", "ahora son 24 plazas". Tried before the prices and the event's date and time, which would
 * read "ora 15" as three o'clock: a clause saying a noun for places (packs' `seatNouns`) and a number with
 * no clock mark, price, month, limit or "left" word is read by `restated-quantity`: the count restated in
 * the page's own noun (`restated-quantity-noun.ts` when the page writes it in another one).
 */
import { find, type Reading, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";
import { prices } from "../values.js";
import { restatedQuantity } from "./restated-quantity.js";
import { countByNoun } from "./restated-quantity-noun.js";
import { examples } from "./restated-quantity-seats.examples.js";

export const restatedSeats: Rule = {
  name: "restated-seats",
  examples,
  read(r: Reading) {
    if (!find(r, (p) => p.seatNouns ?? []) || !/\d/.test(r.raw) || prices(r.raw).length > 0) return null;
    // "15:00", "15h", "3pm", "15 Uhr": a time is the event's; a day with its month is a date.
    if (/\d\s*(?:[:.h]\d|h\b|[ap]\.?m\b|uhr\b)/iu.test(r.raw) || find(r, (p) => p.months.flat())) return null;
    if (startsWithVerb(r, (p) => [...p.verbs.add, ...p.verbs.remove])) return null;
    // What is left ("noch 5 Plätze frei") and a count said with a limit word ("maximal 15 Plätze") name no
    // time: restated-quantity reads them in its own turn.
    if (find(r, (p) => [...(p.left ?? []), ...(p.remaining ?? []), ...(p.capacity ?? [])])) return null;
    return restatedQuantity.read(r) ?? countByNoun(r, true);
  },
};
