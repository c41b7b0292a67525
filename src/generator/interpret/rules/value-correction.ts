/**
 * A value corrected by naming the old one: "Team £55 instead of £49", "E-Check 169 € statt 149 €",
 * "cappuccino 15 zł zamiast 14 zł", "on ouvre à 9h au lieu de 10h", "£175 not £165". The old value (after
 * the packs' `instead`/`not` word) must be one the page writes; the new one is the owner's, said before it.
 * An old price the page does not write is said so, for free — never a guess at which price was meant.
 */

import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { pageTexts } from "../page-texts.js";
import { setPrice } from "../price-change.js";
import { rawAround } from "../raw-at.js";
import { find, type Reading } from "../reading.js";
import type { Rule } from "../rule.js";
import { escapeRegExp } from "../text.js";
import { minutesOf } from "../time-role.js";
import { AMOUNT, prices } from "../values.js";
import { countCorrection } from "./value-correction-count.js";

/** The number of an amount as a value: "£1,234.50" and "1 234,50 €" both read 1234.5. */
function amountOf(price: string): number | null {
  const said = AMOUNT.exec(price)?.[0].replace(/[^\d.,]/g, "");
  if (!said) return null;
  const decimal = /[.,](\d{1,2})$/.exec(said);
  const whole = (decimal ? said.slice(0, decimal.index) : said).replace(/[.,]/g, "");
  return Number(`${whole}${decimal ? `.${decimal[1]}` : ""}`);
}

/** The old and new values of one kind: the new one before the word, else the second after it. */
function pair(before: string, after: string, read: (s: string) => string[]): [string, string] | null {
  const olds = read(after);
  const news = read(before);
  if (news.length === 1 && olds.length >= 1) return [olds[0]!, news[0]!];
  // "statt 149 € jetzt 169 €": both said after the word, the old one first.
  if (news.length === 0 && olds.length === 2) return [olds[0]!, olds[1]!];
  return null;
}

function priceCorrection(r: Reading, before: string, after: string): Op[] | null {
  const said = pair(before, after, prices);
  if (!said) return null;
  const [old, now] = said;
  const value = amountOf(old);
  const written = new Set(
    pageTexts(r.model)
      .flatMap(({ text }) => prices(text))
      .filter((p) => amountOf(p) === value),
  );
  if (written.size === 0) {
    return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "notOnPage", { said: old }) }];
  }
  // Two items at the old price ("Team £49" and "Duo £49"): asked back, never both changed.
  const items = r.model.sections.flatMap((s) =>
    s.items.filter((i) => i.price && amountOf(i.price) === value),
  );
  if (written.size > 1 || items.length > 1) {
    const list = items.map((i) => `${i.title} (${i.price})`).join(", ") || [...written].join(", ");
    return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "whichOne", { list }) }];
  }
  return setPrice([...written][0]!, now);
}

/** Clock times as owners write them: "9h", "10:30", "7pm", "19 Uhr". */
const TIMES =
  /(?<![\d.,:/€$£])(\d{1,2}(?:[:.]\d{2}|h\d{0,2})?(?:\s?[ap]\.?m\b\.?|\s?uhr\b)?)(?![\p{L}\d%€£$]|[.,]\d)/giu;
const times = (s: string) =>
  [...s.replace(/\p{Sc}\s?\d[\d.,]*|\d[\d.,]*\s?\p{Sc}/gu, " ").matchAll(TIMES)]
    .map((m) => m[1]!)
    // "le 6 mars, pas le 20" are days: a time is said with its mark ("9h", "10:30", "7pm", "19 Uhr").
    .filter((t) => /\D/.test(t) && minutesOf(t) !== null);

/** "on ouvre à 9h au lieu de 10h": the page writes the old time in the form the owner says it. */
function timeCorrection(r: Reading, before: string, after: string): Op[] | null {
  const said = pair(before, after, times);
  if (!said) return null;
  const [old, now] = said;
  const re = new RegExp(`(?<![\\d.,:/])${escapeRegExp(old)}(?![\\d\\p{L}])`, "iu");
  if (!pageTexts(r.model).some(({ text }) => re.test(text))) return null;
  return [{ op: "set_fact", kind: "time", from: old, to: now }];
}

export const valueCorrection: Rule = {
  name: "value-correction",
  examples: [
    {
      page: "saas",
      say: "Plus $24 per month instead of $19",
      ops: [{ op: "set_fact", kind: "price", from: "$19 per month", to: "$24 per month" }],
    },
    {
      say: "the almond croissant is £3.40 not £3.20",
      ops: [{ op: "set_fact", kind: "price", from: "£3.20", to: "£3.40" }],
    },
    {
      page: "baeckerei",
      say: "Apfelkuchen 3,80 € statt 3,50 €",
      ops: [{ op: "set_fact", kind: "price", from: "3,50 €", to: "3,80 €" }],
    },
    {
      page: "serwis",
      say: "przegląd roweru 130 zł zamiast 120 zł",
      ops: [{ op: "set_fact", kind: "price", from: "120 zł", to: "130 zł" }],
    },
    {
      page: "tienda",
      say: "el envío gratis a partir de 35 € en vez de 40 €",
      ops: [{ op: "set_fact", kind: "price", from: "40 €", to: "35 €" }],
    },
    {
      page: "bloemen",
      say: "het boeket is nu €27 in plaats van €25",
      ops: [{ op: "set_fact", kind: "price", from: "€25", to: "€27" }],
    },
    // An old price the page does not write is said so: never a guess at which one was meant.
    {
      say: "the croissant is £3.40 instead of £2.90",
      ops: [
        {
          op: "refuse",
          part: "the croissant is £3.40 instead of £2.90",
          why: "the page does not say “£2.90”",
        },
      ],
    },
    {
      page: "stage",
      say: "on commence à 15h au lieu de 14h",
      ops: [{ op: "set_fact", kind: "time", from: "14h", to: "15h" }],
    },
    // A count corrected: the old number with the owner's noun ("60 minutes", "12 Plätze") changes.
    {
      page: "webinar",
      say: "its 90 minutes now not 60",
      ops: [{ op: "replace_text", find: "60 minutes", with: "90 minutes" }],
    },
    {
      page: "webinar",
      say: "we have 90 minutes now instead of 60",
      ops: [{ op: "replace_text", find: "60 minutes", with: "90 minutes" }],
    },
    {
      page: "kurs",
      say: "es sind 14 Plätze, nicht 12",
      ops: [{ op: "replace_text", find: "12 Plätze", with: "14 Plätze" }],
    },
    {
      page: "corso",
      say: "sono 14 persone, non 12",
      ops: [{ op: "replace_text", find: "12 persone", with: "14 persone" }],
    },
    {
      page: "stage",
      say: "12 places au lieu de 10",
      ops: [{ op: "replace_text", find: "10 places", with: "12 places" }],
    },
  ],
  read(r) {
    const word = find(r, (p) => [...p.grammar.instead, ...p.grammar.not]);
    if (!word) return null;
    const [before, after] = rawAround(r.raw, word.index, word.end);
    return (
      priceCorrection(r, before, after) ??
      timeCorrection(r, before, after) ??
      countCorrection(r, before, after)
    );
  },
};
