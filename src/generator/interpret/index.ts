/**
 * The offline interpreter: a request in plain words becomes operations on the page model (ops/schema.ts).
 * The message is cut into clauses; each is read by the first named rule that understands it (rules/);
 * a clause no rule reads is returned in `unread` with the closest phrasings the rules do understand.
 */
import { packsFor } from "../lang/index.js";
import type { LanguagePack } from "../lang/types.js";
import type { PageModel } from "../model.js";
import type { Op } from "../ops/schema.js";
import { leavesLookUnread, mergeLooks } from "./confidence.js";
import { onlyCourtesy } from "./courtesy.js";
import { uncoveredParts } from "./coverage.js";
import { ellipticPrices } from "./elliptic-prices.js";
import { composedExample } from "./example-pages.js";
import { pronounAfterItem } from "./item-pronoun.js";
import { movesPastRemoved } from "./moves-after-removal.js";
import { personaliser } from "./personalise.js";
import { perPacks, reading, type Scope, smallWords } from "./reading.js";
import { removedThenPut, restatesWhatStays } from "./removed-then-put.js";
import { RULES } from "./rules/index.js";
import { removesItAgain } from "./said-again.js";
import { frontModalVerb, joinSeparableVerb } from "./separable.js";
import { sideLeftOut } from "./side-left-out.js";
import { splitClauses } from "./split.js";
import { removalAfterStatus, statusAndRemoval } from "./status-then-remove.js";
import { closestPhrasings } from "./suggest.js";
import { alternation, findPhrase, norm } from "./text.js";

export interface Unread {
  part: string;
  suggestions: string[];
}

export interface Interpretation {
  ops: Op[];
  unread: Unread[];
  /** Which rule read which clause, for reports and failing tests. */
  readBy: { part: string; rule: string }[];
}

export function interpret(
  request: string,
  model: PageModel,
  options: { scope?: Scope } = {},
): Interpretation {
  const packs = packsFor(model.lang, request);
  const result: Interpretation = { ops: [], unread: [], readBy: [] };
  let phrasings: string[] | undefined;
  const read: { part: string; start: number; rule?: string; ops: Op[] }[] = [];
  let cursor = 0;
  for (const part of splitClauses(request, packs)) {
    // Clauses come in order: each is looked for after the last, so a clause said twice is found twice.
    const found = request.indexOf(part, cursor);
    const start = found >= 0 ? found : cursor;
    cursor = found >= 0 ? found + part.length : cursor;
    // "…, por favor", "grazie", "bitte": a clause of courtesy words only asks for nothing.
    if (onlyCourtesy(part, packs)) {
      result.readBy.push({ part, rule: "courtesy" });
      continue;
    }
    // "take PayPal out, only Stripe for now": a removal, then what stays said after a comma.
    const stays = whatStaysAfter(part, model, packs);
    if (stays) {
      const head = readClause(stays.head, model, packs, options.scope);
      if (REMOVALS.includes(head.rule ?? "") && head.ops.some((op) => op.op !== "refuse")) {
        read.push({ part: stays.head, start, ...head }, { part: stays.tail, start, rule: "reason", ops: [] });
        continue;
      }
    }
    // "il Dolcetto è esaurito, toglilo": a thing said sold out, then removed by a pronoun, is removed.
    const pair = statusAndRemoval(part);
    const removal =
      pair &&
      removalAfterStatus(pair.head, pair.tail, packs, REMOVALS, (said) =>
        readClause(said, model, packs, options.scope),
      );
    if (removal) {
      read.push({ part, start, ...removal });
      continue;
    }
    const elliptic = ellipticPrices(part, packs, (said) => readClause(said, model, packs, options.scope));
    if (elliptic) {
      for (const each of elliptic) read.push({ ...each, start });
      continue;
    }
    const clause = readClause(part, model, packs, options.scope);
    const last = read[read.length - 1];
    // "change the title to Cerâmica do Porto, feita à mão": new words go on past a comma when what follows
    // is nothing the rules read on its own.
    if (!clause.rule && last?.rule === "set-text" && found >= 0) {
      const joined = request.slice(last.start, found + part.length);
      const whole = readClause(joined, model, packs, options.scope);
      if (whole.rule === "set-text") {
        read[read.length - 1] = { ...whole, part: joined, start: last.start };
        continue;
      }
    }
    const sides = sideLeftOut(part, clause, model, packs, (said) =>
      readClause(said, model, packs, options.scope),
    );
    if (sides) {
      for (const side of sides) read.push({ part: side.part, start, ...side.read });
      continue;
    }
    read.push({ part, start, ...clause });
  }
  // "le Brie est épuisé. Retire-le": the same pair said as two clauses.
  for (let i = 1; i < read.length; i += 1) {
    const [head, tail] = [read[i - 1]!, read[i]!];
    if (head.rule !== "status" || (tail.rule && tail.ops.some((op) => op.op !== "refuse"))) continue;
    const removal = removalAfterStatus(head.part, tail.part, packs, REMOVALS, (said) =>
      readClause(said, model, packs, options.scope),
    );
    if (!removal) continue;
    read[i - 1] = { ...head, ...removal };
    read[i] = { ...tail, rule: "reason", ops: [] };
  }
  removedThenPut(read, model, packs);
  // "rename X to Y and make it $59": "it" is the item the clause before changed.
  pronounAfterItem(read, model, packs, (said) => readClause(said, model, packs, options.scope));
  // "remove X, we don't do it anymore": a clause after a removal that only says why is the owner's reason,
  // whether no rule read it or a rule only refused it as a thing the page lacks; "X is gone, take it off"
  // only asks for the removal again.
  const reasons = new Set<number>();
  for (const [i, entry] of read.entries()) {
    if (!REMOVALS.includes(read[i - 1]?.rule ?? "")) continue;
    if (
      !givesReason(entry.part, packs) &&
      !removesItAgain(entry.part, packs) &&
      !restatesWhatStays(entry.part, model, packs)
    )
      continue;
    if (entry.ops.some((op) => op.op !== "refuse")) continue;
    reasons.add(i);
    read[i] = { ...entry, rule: undefined, ops: [] };
  }
  // "quedan solo 6 plazas, ponlo", "… put it on", "…, add that": a clause that only asks again for what
  // the clause before it said is no second wish.
  for (const [i, entry] of read.entries()) {
    const before = read[i - 1];
    if (entry.rule || !before?.rule || !before.ops.some((op) => op.op !== "refuse")) continue;
    if (asksForItAgain(entry.part, packs)) reasons.add(i);
  }
  // "Entferne die Lymphdrainage, das machen wir nicht mehr": the reason said in the removal's own clause
  // is no second thing to remove.
  for (const entry of read)
    if (REMOVALS.includes(entry.rule ?? "") && entry.ops.some((op) => op.op !== "refuse"))
      entry.ops = entry.ops.filter((op) => op.op !== "refuse" || !givesReason(op.part, packs));
  result.ops = movesPastRemoved(mergeLooks(read, model.lang), model);
  for (const [i, { part, rule }] of read.entries()) {
    if (rule) result.readBy.push({ part, rule });
    else if (reasons.has(i)) result.readBy.push({ part, rule: "reason" });
    else {
      phrasings ??= phrasingsFor(model);
      const works = (said: string) => worksOnThisPage(said, model, packs, options.scope);
      result.unread.push({ part, suggestions: closestPhrasings(part, phrasings, 3, works) });
    }
  }
  // Never a silent partial: a new value the read clauses state but no op uses is named as not done.
  const readParts = read.filter((r) => r.rule !== undefined);
  for (const part of uncoveredParts(readParts, model, packs)) {
    phrasings ??= phrasingsFor(model);
    const works = (said: string) => worksOnThisPage(said, model, packs, options.scope);
    result.unread.push({ part, suggestions: closestPhrasings(part, phrasings, 3, works) });
  }
  return result;
}

/** A clause cut before its last comma when what follows only says what stays ("…, only iOS for now"). */
function whatStaysAfter(
  part: string,
  model: PageModel,
  packs: LanguagePack[],
): { head: string; tail: string } | null {
  const comma = part.lastIndexOf(",");
  if (comma < 0) return null;
  const tail = part.slice(comma + 1).trim();
  return restatesWhatStays(tail, model, packs) ? { head: part.slice(0, comma).trim(), tail } : null;
}

/** The rules that take something off the page: a reason may follow them. */
const REMOVALS = ["remove", "remove-mention", "remove-fact", "remove-quoted", "remove-by-role"];

/**
 * "remove paypal, we dropped it", "nutzen wir nicht mehr", "on ne la propose plus", "już tego nie robimy":
 * a short clause that only says why (packs' `reasons`, a "no longer" of `gone`, or its word said with a
 * negation) is the owner's reason, not a wish left unread.
 */
function givesReason(part: string, packs: LanguagePack[]): boolean {
  const text = norm(part);
  if (text.split(" ").length > 7) return false;
  const said = (pick: (p: LanguagePack) => string[] | undefined) =>
    findPhrase(
      text,
      packs.flatMap((p) => pick(p) ?? []),
    ) !== null;
  return (
    said((p) => p.reasons) ||
    said((p) => p.gone?.words) ||
    said((p) => p.noLonger?.words.filter((w) => w.includes(" "))) ||
    (said((p) => p.gone?.withNot) && said((p) => p.grammar.not))
  );
}

/**
 * "ponlo", "put it on", "add that please", "mets-le": a command verb with nothing but small words (a
 * pronoun, a filler), at most four words.
 */
function asksForItAgain(part: string, packs: LanguagePack[]): boolean {
  // "make it $69", "set it to 14 days": a figure is something new, never the last clause asked again.
  if (/\p{N}/u.test(part)) return false;
  const words = norm(part)
    .replace(/[^\p{L}\s'-]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 5) return false;
  const small = smallWords(packs);
  // "zet het erbij", "put it on the page": a part of an asking verb or a word for the page is no new thing.
  const carried = verbPartsAndPage(packs);
  return (
    askingVerbs(packs).has(words[0]!.replace(/-\p{L}+$/u, "")) &&
    words.slice(1).every((w) => w.length <= 3 || small.has(w) || carried.has(w))
  );
}

/** The words of the packs' asking verbs ("erbij" of "zet erbij", "hinzu") and of the page ("page", "Seite"). */
const verbPartsAndPage = perPacks(
  (packs) =>
    new Set(
      packs
        .flatMap((p) => [...p.verbs.add, ...p.verbs.make, ...p.verbs.change, ...p.copyWords])
        .flatMap((w) => norm(w).split(/\s+/)),
    ),
);

const askingVerbs = perPacks(
  (packs) => new Set(packs.flatMap((p) => [...p.verbs.add, ...p.verbs.make, ...p.verbs.change]).map(norm)),
);

/** The packs' one-word fillers ("bitte", "please"), normalised. */
const oneWordFillers = perPacks(
  (packs) => new Set(packs.flatMap((p) => p.filler.filter((f) => !f.includes(" "))).map(norm)),
);

/**
 * "Füg bitte hinzu: …", "ajoute s'il te plaît : …": the command before a colon read without its courtesy
 * and small words, when the words as said are not understood (tried last).
 */
function commandWithoutFillers(part: string, packs: LanguagePack[]): string {
  const colon = part.indexOf(":");
  if (colon < 0) return part;
  const head = part.slice(0, colon).trim().split(/\s+/);
  if (head.length < 3 || head.length > 6) return part;
  const small = oneWordFillers(packs);
  const kept = head.filter((w, i) => i === 0 || !small.has(norm(w)));
  return kept.length === head.length ? part : `${kept.join(" ")}${part.slice(colon)}`;
}

/** Rules that read a statement of fact: after "add:", such a statement is that change, not a line to add. */
const FACT_RULES = new Set([
  "opening-hours",
  "schedule-day",
  "change-fact",
  "contact-fact",
  "event-date",
  "line-time",
  "restated-quantity",
]);

/** The statement after an add verb and a colon ("add: …", "ajoute : …", "voeg toe: …"), if the clause is one. */
function statedAfterAdd(part: string, packs: LanguagePack[]): string | undefined {
  return addColon(packs).exec(part)?.[1];
}

/** The pattern of "add:" and its statement, per list of packs. */
const addColon = perPacks(
  (packs) =>
    new RegExp(
      `^\\s*(?:${alternation(packs.flatMap((p) => p.verbs.add ?? []))})(?:\\s+\\p{L}+)?\\s*:\\s*(.{6,})$`,
      "iu",
    ),
);

/** One clause read by the first rule that understands it. */
function readClause(
  part: string,
  model: PageModel,
  packs: LanguagePack[],
  scope: Scope | undefined,
): { rule?: string; ops: Op[] } {
  // "put the contact form higher up": a particle at the end is taken back to its verb ("put up") only
  // when that reading is understood; otherwise the clause is read as written.
  const joined = joinSeparableVerb(part, packs);
  // "Können wir das Team nach oben schieben?": read as written first (a rule may know the question), then
  // with the verb it ends on put first.
  const fronted = frontModalVerb(part, packs);
  // "voeg toe: we zijn ook op zondag open van 12 tot 17": what follows "add:" may be a change of its own
  // (hours, a price): read so, it is that change; otherwise it is the owner's line to add, read as written.
  const stated = statedAfterAdd(part, packs);
  if (stated) {
    const read = readClause(stated, model, packs, scope);
    if (read.rule && FACT_RULES.has(read.rule) && read.ops.every((op) => op.op !== "refuse")) return read;
  }
  const candidates = [
    ...new Set([
      joined,
      part,
      joinSeparableVerb(fronted, packs),
      fronted,
      commandWithoutFillers(part, packs),
    ]),
  ];
  for (const said of candidates) {
    const r = reading(said, model, packs, scope);
    for (const rule of RULES) {
      const ops = rule.read(r);
      // A reading that leaves the clause's look words unexplained is a misreading: the next rule is tried.
      if (ops && !leavesLookUnread(r, ops)) return { rule: rule.name, ops };
    }
  }
  return { ops: [] };
}

/**
 * A suggestion is offered only when the rules read it, on the owner's own page, into a change: an example
 * about a free trial, a menu or a speaker the page does not have would teach the owner a phrasing that fails.
 */
function worksOnThisPage(
  said: string,
  model: PageModel,
  packs: LanguagePack[],
  scope: Scope | undefined,
): boolean {
  const { rule, ops } = readClause(said, model, packs, scope);
  return rule !== undefined && ops.length > 0 && ops.every((op) => op.op !== "refuse");
}

/**
 * The phrasings the rules understand, in the page's language when its examples have them, each said
 * about the owner's own page (personalise.ts).
 */
function phrasingsFor(model: PageModel): string[] {
  const lang = model.lang.toLowerCase().split(/[-_]/)[0] ?? "en";
  const say = personaliser(model);
  const examples = RULES.flatMap((rule) => rule.examples).flatMap((example) => {
    const said = say(example.say, example.page);
    return said ? [{ said, lang: composedExample(example.page).lang.split("-")[0] }] : [];
  });
  const own = examples.filter((e) => e.lang === lang).map((e) => e.said);
  const english = examples.filter((e) => e.lang === "en").map((e) => e.said);
  return own.length >= 3 ? own : [...own, ...english];
}

export type { Example, Rule } from "./rule.js";
export { RULES } from "./rules/index.js";
