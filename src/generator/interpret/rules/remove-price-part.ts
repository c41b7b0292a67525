/**
 * A priced part of an offer removed by what it is: "take out the hourly rate" on "Call-out £60, then £45
 * per hour" leaves "Call-out £60"; "entferne die Anfahrt" leaves "65 € pro Stunde"; "enlève la caution",
 * "quita el depósito", "no more call-out fee", "keine Anfahrtskosten mehr". Only the part's clause goes
 * (with its joining word: "then", "dann", "puis"), from every text that says it; a card that says nothing
 * else goes whole. A clause that names more than the part before its price ("Call-out and parts £60") is
 * refused naming it, never cut; a part the page does not say at all is refused naming the owner's words.
 */
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { cutValues } from "../fact-cut.js";
import { askWhich, subjectWords } from "../mention-cut.js";
import { labelledTexts } from "../page-facts.js";
import { pageSaysPart, partNamed, partPrices } from "../price-part.js";
import { rawIndex } from "../raw-at.js";
import { find, itemNamed, type Reading, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { findPhrase, tokens } from "../text.js";
import { goneTokens, saysGone } from "./remove-mention.js";

/** Words a cut may take before the price besides the part's own: grammar, fillers, connectives. */
function looseWords(r: Reading): Set<string> {
  return new Set(
    wordsOf(r, (p) => [
      ...Object.values(p.grammar).flat(),
      ...p.filler,
      ...Object.values(p.priceParts ?? {}).flatMap((k) => [...k.words, ...(k.after ?? [])]),
      ...p.facts.price,
    ]).flatMap((w) => tokens(w)),
  );
}

/** A cut that takes words of another thing before the part's price ("and parts" of "Call-out and parts £60"). */
function takesMore(loose: Set<string>, ops: Op[], values: string[]): boolean {
  return ops.some((op) => {
    if (op.op !== "replace_text") return false;
    const removed = op.with && op.find.startsWith(op.with) ? op.find.slice(op.with.length) : op.find;
    const value = values.find((v) => removed.includes(v));
    const before = value ? removed.slice(0, removed.indexOf(value)) : removed;
    return tokens(before).some((w) => !/\d/.test(w) && !loose.has(w) && w.length > 1);
  });
}

export const removePricePart: Rule = {
  name: "remove-price-part",
  examples: [
    // The rate per hour goes with its connective's clause; the call-out fee and the rest stay.
    {
      page: "callout",
      say: "take out the hourly rate",
      ops: [{ op: "replace_text", find: "£60, then £45 per hour", with: "£60" }],
    },
    {
      page: "callout",
      say: "we don't charge by the hour anymore",
      ops: [{ op: "replace_text", find: "£60, then £45 per hour", with: "£60" }],
    },
    // A first clause goes with the connective that opens the next ("then"): "£45 per hour" is left.
    {
      page: "callout",
      say: "remove the call-out fee",
      ops: [{ op: "replace_text", find: "Call-out £60, then", with: "" }],
    },
    {
      page: "callout",
      say: "no more call-out charge",
      ops: [{ op: "replace_text", find: "Call-out £60, then", with: "" }],
    },
    // A part the page does not say is refused naming the owner's words.
    {
      page: "callout",
      say: "remove the deposit",
      ops: [{ op: "refuse", part: "remove the deposit", why: "the page does not say “deposit”" }],
    },
    {
      page: "elektriker",
      say: "entferne den Stundensatz",
      ops: [{ op: "replace_text", find: "€, dann 65 € pro Stunde", with: "€" }],
    },
    {
      page: "elektriker",
      say: "keine Anfahrtskosten mehr",
      ops: [{ op: "replace_text", find: "Anfahrt 35 €, dann", with: "" }],
    },
    {
      page: "electricien",
      say: "enlève le tarif horaire",
      ops: [{ op: "replace_text", find: "€, puis 50 € de l'heure", with: "€" }],
    },
    {
      page: "electricien",
      say: "plus de frais de déplacement",
      ops: [{ op: "replace_text", find: "Déplacement 40 €, puis", with: "" }],
    },
    {
      page: "tienda",
      say: "quita el depósito",
      ops: [{ op: "refuse", part: "quita el depósito", why: "la página no dice nada de «depósito»" }],
    },
  ],
  read(r) {
    const verb =
      startsWithVerb(r, (p) => [...p.verbs.remove, ...(p.noNeed ?? [])]) ?? find(r, (p) => p.noNeed);
    if (!verb && !saysGone(r)) return null;
    const named = partNamed(r);
    if (!named) return null;
    // A priced card named by its own title ("nimm die Anzahlung raus", "the boiler service") is the item
    // rules' removal; a card titled only "Price" / "Precio" is where the part is written, not the part.
    const loose = looseWords(r);
    const item = itemNamed(r)?.item;
    if (item?.price && tokens(item.title).some((w) => !loose.has(w))) return null;
    // The owner names only the part ("the deposit", "la caution"): no other thing's words.
    const rest = `${r.text.slice(0, named.at.index)} ${r.text.slice(named.at.end)}`;
    const saying = new Set([
      ...goneTokens(r),
      ...wordsOf(r, (p) => p.noNeed ?? []).flatMap((w) => tokens(w)),
    ]);
    const other = subjectWords(r, rest).filter((w) => !loose.has(w) && !saying.has(w));
    const values = partPrices(r, named.part);
    // A card that is the part ("Deposit — £50", "Dojazd do ucznia — 20 zł") is an item: the item rules'.
    const marks = wordsOf(r, (p) => p.priceParts?.[named.part].words);
    const card = r.model.sections.some((s) =>
      s.items.some((i) => i.price && values.includes(i.price) && findPhrase(i.title, marks)),
    );
    if (card) return null;
    // Two rates per hour ("Weekdays £45 per hour", "Weekends £60 per hour"): the owner is asked which.
    const amounts = new Set(values.map((v) => v.replace(/[^\d]/g, "")));
    if (amounts.size > 1) return [{ op: "refuse", part: r.raw, why: askWhich(r, values) }];
    if (values.length === 0) {
      if (other.length > 0 || pageSaysPart(r, named.part)) return null;
      const said = r.raw.slice(rawIndex(r.raw, named.at.index), rawIndex(r.raw, named.at.end)).trim();
      return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "notOnPage", { said }) }];
    }
    const ops = cutValues(r, values, { next: wordsOf(r, (p) => p.grammar.next) });
    if (ops && !takesMore(loose, ops, values)) return ops;
    const text = labelledTexts(r.model).find(({ text }) => values.some((v) => text.includes(v)))?.text;
    return [
      {
        op: "refuse",
        part: r.raw,
        why: reportWords(r.model.lang, "partNotCut", { value: values[0]!, text: text ?? values[0]! }),
      },
    ];
  },
};
