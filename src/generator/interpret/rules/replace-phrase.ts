/**
 * "replace 'fresh' with 'freshly baked'", "change “Contact us” to “Pre-order”", "say 'pastries'
 * instead of 'bakes'": a phrase the page writes becomes the owner's words wherever it stands.
 */

import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { pageSays } from "../page-texts.js";
import { phraseSwapped } from "../phrase-swap.js";
import { find, type Reading, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { alternation, findPhrase, norm } from "../text.js";
import { prices, quoted } from "../values.js";

export const replacePhrase: Rule = {
  name: "replace-phrase",
  examples: [
    // A duration the page writes, changed to another said after "to", in every language.
    {
      page: "webinar",
      say: "change 60 minutes to 45 minutes",
      ops: [{ op: "replace_text", find: "60 minutes", with: "45 minutes" }],
    },
    // An old duration the page does not write is said so, never another of its durations changed.
    {
      page: "kurs",
      say: "ändere 90 Minuten auf 120 Minuten",
      ops: [
        {
          op: "refuse",
          part: "ändere 90 Minuten auf 120 Minuten",
          why: "auf der Seite steht nichts von „90 Minuten“",
        },
      ],
    },
    // "take out X and put Y": one replacement where the page writes X (interpret/removed-then-put.ts).
    {
      page: "surfcamp",
      say: "quita lo de la tabla incluida y pon tabla y neopreno incluidos",
      ops: [{ op: "replace_text", find: "tabla incluida", with: "tabla y neopreno incluidos" }],
    },
    {
      page: "retreat",
      say: "remove the walks and put yoga at sunrise",
      ops: [{ op: "replace_text", find: "walks", with: "yoga at sunrise" }],
    },
    {
      say: "replace 'Fresh from the oven' with 'Baked this morning'",
      ops: [{ op: "replace_text", find: "Fresh from the oven", with: "Baked this morning" }],
    },
    {
      say: "change “Contact us” to “Pre-order”",
      ops: [{ op: "replace_text", find: "Contact us", with: "Pre-order" }],
    },
    {
      say: "say 'A bakehouse café' instead of 'A bakery café'",
      ops: [{ op: "replace_text", find: "A bakery café", with: "A bakehouse café" }],
    },
    {
      say: "replace What our customers say with Kind words",
      ops: [{ op: "replace_text", find: "What our customers say", with: "Kind words" }],
    },
    {
      page: "baeckerei",
      say: "ersetze „Unser Angebot“ durch „Frisch aus dem Ofen“",
      ops: [{ op: "replace_text", find: "Unser Angebot", with: "Frisch aus dem Ofen" }],
    },
    // Unquoted old and new words in the request's language (phrase-swap.ts): replace X with Y, Y instead
    // of X, X becomes Y. The old words are the page's own, whole words.
    {
      page: "baeckerei",
      say: "ersetze Dinkelbrötchen durch Roggenbrötchen",
      ops: [{ op: "replace_text", find: "Dinkelbrötchen", with: "Roggenbrötchen" }],
    },
    {
      page: "bloemen",
      say: "vervang rozen per stuk door tulpen per stuk",
      ops: [{ op: "replace_text", find: "rozen per stuk", with: "tulpen per stuk" }],
    },
    {
      say: "say Rye loaf instead of Sourdough loaf",
      ops: [{ op: "replace_text", find: "Sourdough loaf", with: "Rye loaf" }],
    },
    {
      page: "trattoria",
      say: "scrivi pappa al pomodoro invece di ribollita",
      ops: [{ op: "replace_text", find: "ribollita", with: "pappa al pomodoro" }],
    },
    {
      page: "tienda",
      say: "en lugar de vela de lavanda, vela de romero",
      ops: [{ op: "replace_text", find: "vela de lavanda", with: "vela de romero" }],
    },
    {
      page: "tanzschule",
      say: "schreib statt Tango Walzer",
      ops: [{ op: "replace_text", find: "Tango", with: "Walzer" }],
    },
    {
      page: "boulangerie",
      say: "la tarte aux pralines devient la tarte au citron",
      ops: [{ op: "replace_text", find: "tarte aux pralines", with: "tarte au citron" }],
    },
    {
      page: "padaria",
      say: "o bolo de laranja passa a ser bolo de limão",
      ops: [{ op: "replace_text", find: "bolo de laranja", with: "bolo de limão" }],
    },
    // A number and the page's noun after it: the page's "12.000 Nutzern" changes, the noun said once.
    {
      page: "sprachapp",
      say: "aus 12.000 werden 15.000 Nutzern",
      ops: [{ op: "replace_text", find: "12.000 Nutzern", with: "15.000 Nutzern" }],
    },
    // "old → new" in any language; a reason after a comma is the owner's, not the new words.
    {
      say: "Sourdough loaf → Seeded sourdough loaf",
      ops: [{ op: "replace_text", find: "Sourdough loaf", with: "Seeded sourdough loaf" }],
    },
    {
      page: "baeckerei",
      say: "Apfelkuchen -> Apfelstrudel, hatten uns vertan",
      ops: [{ op: "replace_text", find: "Apfelkuchen", with: "Apfelstrudel" }],
    },
  ],
  read(r) {
    const arrow = byArrow(r);
    if (arrow) return arrow;
    const quantity = quantityChanged(r);
    if (quantity) return quantity;
    const quotes = quoted(r.raw);
    const instead = find(r, (p) => p.grammar.instead);
    if (quotes.length === 2) {
      const [a, b] = quotes as [string, string];
      const [from, to] = instead ? [b, a] : [a, b];
      if (
        !startsWithVerb(r, (p) => [
          ...p.verbs.replace,
          ...p.verbs.change,
          ...p.verbs.rename,
          "say",
          "write",
          "use",
        ]) &&
        !instead
      )
        return null;
      return pageSays(r.model, from) ? [{ op: "replace_text", find: from, with: to }] : null;
    }
    // Unquoted, in any language: "replace X with Y", "statt X Y", "X becomes Y" (phrase-swap.ts).
    return quotes.length === 0 ? phraseSwapped(r) : null;
  },
};

/**
 * "change 60 minutes to 45 minutes", "verander 60 minuten naar 45 minuten": a duration the page writes, with
 * its unit (packs' `durations`), becomes the one the owner says after a "to" word, wherever it stands.
 */
function quantityChanged(r: Reading): Op[] | null {
  if (!startsWithVerb(r, (p) => [...p.verbs.change, ...p.verbs.replace])) return null;
  const units = alternation(wordsOf(r, (p) => p.durations ?? []));
  if (!units) return null;
  const said = [...r.raw.matchAll(new RegExp(`\\d+(?:[.,]\\d+)?\\s?(?:${units})(?![\\p{L}])`, "giu"))];
  if (said.length !== 2) return countChanged(r);
  const [from, to] = said as [RegExpMatchArray, RegExpMatchArray];
  const between = norm(r.raw.slice(from.index! + from[0].length, to.index).trim());
  if (
    !findPhrase(
      between,
      wordsOf(r, (p) => p.grammar.to),
    )
  )
    return null;
  // An old value the page does not write is said so for free, never another of the page's durations.
  if (!pageSays(r.model, from[0]))
    return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "notOnPage", { said: from[0] }) }];
  return [{ op: "replace_text", find: from[0], with: to[0] }];
}

/**
 * "change 40 roasters to 55 roasters", "zmień 300 uczestników na 400 uczestników", "cambia 12 tappe in 14
 * tappe": a count of a thing the page writes ("40 roasters") becomes the owner's, said after a "to" word,
 * with the same noun (or none: "… to 55"). Days and months are dates, read by the event's rules; amounts
 * are prices.
 */
function countChanged(r: Reading): Op[] | null {
  const count = String.raw`(\d+(?:[.,]\d+)?)\s+(\p{L}[\p{L}'’-]*)`;
  const to = alternation(wordsOf(r, (p) => p.grammar.to));
  const m = new RegExp(
    `${count}\\s+(?:${to})\\s+(\\d+(?:[.,]\\d+)?)(?:\\s+(\\p{L}[\\p{L}'’-]*))?[\\s.!]*$`,
    "iu",
  ).exec(r.raw);
  if (!m || prices(r.raw).length > 0) return null;
  const [, oldCount, noun, newCount, newNoun] = m as unknown as [string, string, string, string, string?];
  if (newNoun && norm(newNoun) !== norm(noun)) return null;
  const dated = wordsOf(r, (p) => [...p.months.flat(), ...p.weekdays.flat(), ...(p.durations ?? [])]);
  if (dated.some((w) => norm(w) === norm(noun))) return null;
  const find = `${oldCount} ${noun}`;
  if (!pageSays(r.model, find)) return null;
  return [{ op: "replace_text", find, with: `${newCount} ${noun}` }];
}

/**
 * "Seit 1987 → Seit 1986", "Brezel -> Laugenbrezel": the words before the arrow (which the page must
 * write) become those after it. A comma ends the new words when the old ones have none: what follows is the
 * owner's aside ("…, hatten uns vertan"), not text for the page.
 */
function byArrow(r: Reading): Op[] | null {
  const m = /^\s*(.+?)\s*(?:→|->|=>|⇒)\s*(.+?)[\s.!]*$/u.exec(r.raw);
  if (!m) return null;
  const from = m[1]!.replace(/^["“„'‘«]|["”“'’»]$/gu, "").trim();
  let to = m[2]!;
  if (!from.includes(",")) to = to.split(/\s*[,;]\s*/u)[0]!;
  to = to.replace(/^["“„'‘«]|["”“'’»]$/gu, "").trim();
  if (!from || !to || from === to || !pageSays(r.model, from)) return null;
  return [{ op: "replace_text", find: from, with: to }];
}
