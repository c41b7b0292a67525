/**
 * An amount said without its currency ("croissants are 2.50 now", "add a 4-pack for 29") is a price in
 * the currency the page already uses: a new price written the way the page writes its prices ("£2.50",
 * "2,50 €"). A changed price keeps the currency of the price it replaces; a new one takes the page's
 * only currency, and on a page with several it is not guessed — the owner is asked to say it. The fact
 * guard learns these written amounts from the request, so an amount the owner said in the page's own
 * currency is theirs, and any other currency still is not.
 */
import { extractPrices } from "../brief/prices.js";
import { Claims } from "../brief/spans.js";
import { briefOfModel } from "../composer/stored-brief.js";
import type { PageModel } from "../model.js";
import { reportLine, reportWords } from "./report-words.js";
import type { Op } from "./schema.js";

const BARE = /^\d{1,3}(?:[ ,.]?\d{3})*(?:[.,]\d{1,2})?$/;
const NUMBER = /\d[\d.,\s]*\d|\d/;

/** The price as read, when the text is one with a currency. */
const priceIn = (text: string) => extractPrices(text, new Claims()).find((p) => p.currency);

/** The amount written like `sample` writes its price: its symbol or code, where it puts it, its decimals. */
export function writeLike(amount: string, sample: string): string {
  const at = sample.search(NUMBER);
  const number = sample.match(NUMBER)?.[0] ?? "";
  const before = sample.slice(0, at);
  const after = sample.slice(at + number.length).match(/^\s*[^\s\d]+/)?.[0] ?? "";
  const comma = /,\d{1,2}$/.test(number.trim());
  const written = comma ? amount.replace(/\.(\d{1,2})$/, ",$1") : amount.replace(/,(\d{1,2})$/, ".$1");
  return before.trim() ? `${before}${written}` : `${written}${after}`;
}

/** One price the page writes in each currency it uses, as the page writes it. */
function pageSamples(model: PageModel): Map<string, string> {
  const samples = new Map<string, string>();
  for (const price of briefOfModel(model).prices) {
    const read = priceIn(price.text);
    if (read && !samples.has(read.currency)) samples.set(read.currency, price.text);
  }
  return samples;
}

const isBare = (text: string | undefined): text is string => !!text && BARE.test(text.trim());

export interface ResolvedAmounts {
  ops: Op[];
  /** Operations not kept, with why. */
  dropped: string[];
  /** The request's amounts written in the page's currencies, for the fact guard. */
  sources: string[];
}

export function resolveAmounts(ops: Op[], model: PageModel, request: string): ResolvedAmounts {
  const samples = pageSamples(model);
  const only = samples.size === 1 ? [...samples.values()][0] : undefined;
  const said: string[] = request.match(/\d+(?:[.,]\d{1,2})?/g) ?? [];
  const sources = only ? said.map((amount) => writeLike(amount, only)) : [];
  const result: ResolvedAmounts = { ops: [], dropped: [], sources };
  for (const original of ops) {
    const op = structuredClone(original);
    const unclear: string[] = [];
    /** A bare amount in the currency of `sample`, or of the page's only one. */
    const resolve = (amount: string, sample = only): string => {
      if (!sample) {
        unclear.push(amount.trim());
        return amount;
      }
      const written = writeLike(amount.trim(), sample);
      if (said.includes(amount.trim())) result.sources.push(written);
      return written;
    };
    // A changed price keeps its own currency (a page that writes bare amounts keeps writing them).
    const from = op.op === "set_fact" && op.kind === "price" ? priceIn(op.from) : undefined;
    if (op.op === "set_fact" && from && isBare(op.to)) op.to = resolve(op.to, op.from);
    // "adesso alle 19" on a page that writes "18:30": the owner's hour in the page's "19:00".
    if (op.op === "set_fact" && op.kind === "time") {
      const hour = /^(\d{1,2}):00$/.exec(op.to);
      if (hour && said.includes(hour[1]!)) result.sources.push(op.to);
    }
    const items = op.op === "add_item" ? [op.item] : op.op === "add_section" ? (op.items ?? []) : [];
    for (const item of items) if (isBare(item.price)) item.price = resolve(item.price);
    if (unclear.length) {
      const amounts = unclear.map((a) => `“${a}”`).join(", ");
      const currencies = [...samples.keys()].join(` ${reportWords(model.lang, "and")} `);
      result.dropped.push(
        samples.size
          ? reportLine(model.lang, "currencyOfAmong", { amounts, currencies })
          : reportLine(model.lang, "currencyOf", { amounts }),
      );
    } else result.ops.push(op);
  }
  return result;
}
