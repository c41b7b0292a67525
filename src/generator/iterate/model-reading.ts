/**
 * With a model configured, the model reads the whole request (decision 0036): it sees the page, the
 * selection and the rules' reading of each part as a hint it may correct, and its operations are what is
 * applied. The rules still stand behind it, part by part:
 * - a part the model left out (no answer names it, nothing it answered touches what the rules changed
 *   there) keeps the rules' reading, or is named as not understood;
 * - a part whose every operation the model filled with a fact nobody gave, about the same thing the rules
 *   read there, keeps the rules' reading (they take values only from the request and the page); else the
 *   guard names what was left out;
 * - two different answers for one thing (two colours, two new prices for one) are both left out, named;
 * - when the model fails (error, timeout, junk twice), the rules' reading is applied when they read a
 *   change, and the report says the AI could not read it; else the failure stands and nothing is charged.
 */
import { pageLang } from "../composer/locale/index.js";
import { type Interpretation, interpret } from "../interpret/index.js";
import { type AnsweredPart, type ChangeScope, type ReadChange, readChangeWithModel } from "../llm/change.js";
import { failureIn, modelWords } from "../llm/model-words.js";
import type { PageModel } from "../model.js";
import { resolveAmounts } from "../ops/amounts.js";
import { applyOps } from "../ops/apply.js";
import { guardOps } from "../ops/guard.js";
import { reportWords } from "../ops/report-words.js";
import type { Op } from "../ops/schema.js";
import { GenerationError, type LlmSettings } from "../types.js";
import { contradictions, sharesTarget } from "./contradictions.js";
import { inOwnerSpelling, inPageSpelling } from "./fact-spellings.js";
import { unreadLine } from "./messages.js";
import { keepToWhatWasAsked } from "./model-asked.js";
import { withoutEchoes } from "./model-echo.js";
import { keepAskedItems } from "./model-items.js";
import { keepPageLanguage } from "./model-language.js";
import { fitToPage, keepInScope, sectionOf } from "./model-ops.js";
import { guardModelQuotes, wordsOf } from "./model-quotes.js";

/** One part of the request as the rules cut it: their operations, or null when no rule read it. */
export interface Clause {
  part: string;
  ops: Op[] | null;
  suggestions: string[];
}

export interface RequestReading {
  ops: Op[];
  notApplied: string[];
}

/** The rules' reading cut into parts, in the order of the request, each with its own operations. */
export function clausesOf(request: string, read: Interpretation, model: PageModel, scope?: ChangeScope) {
  const clauses: (Clause & { at: number })[] = [];
  const alone = read.readBy.length === 1 && read.unread.length === 0;
  for (const { part, rule } of read.readBy) {
    // Each part is read again on its own for its operations (the whole reading does not say which is whose).
    const ops = rule === "reason" ? [] : alone ? read.ops : interpret(part, model, { scope }).ops;
    clauses.push({ part, ops, suggestions: [], at: request.indexOf(part) });
  }
  // A part a rule read is not also unread (else the report says "not understood" of a change it made).
  for (const { part, suggestions } of read.unread)
    if (!clauses.some((c) => c.part === part))
      clauses.push({ part, ops: null, suggestions, at: request.indexOf(part) });
  return clauses.sort((a, b) => a.at - b.at).map(({ at: _, ...clause }) => clause);
}

const words = wordsOf;

/** Whether the model's quoted part is (mostly) this clause: half of the clause's words are in it. */
function quotes(answered: string, clause: string): boolean {
  const said = words(answered);
  const own = [...words(clause)];
  if (own.length === 0) return false;
  return own.filter((w) => said.has(w)).length / own.length >= 0.5;
}

/**
 * Whether the model's part is the owner's words: three in four of its words are in the request. A part in
 * words of its own ("remove the prices" for "move the prices up") shares words with a clause only loosely,
 * and is never reported as that clause done.
 */
function quotedFromRequest(answered: string, request: string): boolean {
  const said = [...words(answered)];
  const asked = words(request);
  return said.length === 0 || said.filter((w) => asked.has(w)).length / said.length >= 0.75;
}

/** Whether two operations change the same section of the page. */
function sameSection(a: Op, b: Op, model: PageModel): boolean {
  const section = sectionOf(a, model);
  return section !== undefined && section === sectionOf(b, model);
}

const folded = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/** Whether `part` is written inside `clause`, shorter than it (the model read a piece of it). */
function contains(clause: string, part: string): boolean {
  const inner = folded(part);
  return inner.length > 0 && inner.length < folded(clause).length && folded(clause).includes(inner);
}

/** Words that only join parts ("and", "und", "et", …): a remainder of nothing else is no part. */
const JOINERS = /^(?:and|also|then|plus|und|auch|et|aussi|y|e|también|anche|en|ook|i|oraz|és|is|ou|or)$/iu;

/** The clause without the pieces the model answered: "" when only joiners and punctuation are left. */
function remainderOf(clause: string, pieces: string[]): string {
  // Cut by position in the folded text, so the owner's own capitals stay in what is left.
  let rest = clause.replace(/\s+/g, " ").trim();
  for (const piece of pieces) {
    const at = rest.toLowerCase().indexOf(folded(piece));
    if (at >= 0) rest = `${rest.slice(0, at)} | ${rest.slice(at + folded(piece).length)}`;
  }
  const kept = rest
    .split("|")
    .map((chunk) =>
      chunk
        .trim()
        .replace(/^[\s,;.:!?–—-]+|[\s,;.:!?–—-]+$/gu, "")
        .split(/\s+/)
        .filter((word, n, all) => !((n === 0 || n === all.length - 1) && JOINERS.test(word)))
        .join(" "),
    )
    .filter((chunk) => /\p{L}{2,}/u.test(chunk));
  return kept.join(", ");
}

type Verdict = "ok" | "invented" | "void";

/** What one model operation would do on the page: a change, an invented fact the guard drops, or nothing. */
function verdictOf(op: Op, model: PageModel, request: string): Verdict {
  if (op.op === "refuse" || op.op === "translate") return "ok";
  const amounts = resolveAmounts([op], model, request);
  const guarded = guardOps(amounts.ops, { request, model, said: amounts.sources });
  if (guarded.dropped.length > 0 && guarded.ops.length === 0) return "invented";
  return applyOps(model, [op], { request }).applied.length > 0 ? "ok" : "void";
}

/** Combines the model's answer with the rules' reading, part by part (see the top of this file). */
export function combine(
  request: string,
  model: PageModel,
  clauses: Clause[],
  answer: Pick<ReadChange, "parts">,
): RequestReading {
  const lang = pageLang(model);
  const conflicting = contradictions(
    answer.parts.flatMap((p) => p.ops),
    lang,
  );
  const keep = (ops: Op[]) => ops.filter((op) => !conflicting.ops.has(op));
  const notApplied = [...conflicting.lines];
  // Each answered part goes to the parts of the request it quotes (its operations to the first of them).
  const own: AnsweredPart[][] = clauses.map(() => []);
  // Answered parts that quote one clause alone: only theirs are held to the kinds of change it asks for.
  const alone = new Set<AnsweredPart>();
  const loose: Op[] = [];
  const inside: string[][] = clauses.map(() => []);
  const readByRules = clauses.flatMap((c) => c.ops ?? []);
  for (const part of answer.parts) {
    if (part.part && !quotedFromRequest(part.part, request)) {
      // Not the owner's words: its operations stand only where no rule read the same thing.
      const aboutRead = (op: Op) =>
        readByRules.some((other) => sharesTarget(op, other) || sameSection(op, other, model));
      loose.push(...keep(part.ops).filter((op) => !aboutRead(op)));
      continue;
    }
    const at = part.part
      ? clauses.flatMap((c, i) => (quotes(part.part as string, c.part) ? [i] : []))
      : clauses.length === 1
        ? [0]
        : [];
    if (at.length === 0) {
      loose.push(...keep(part.ops));
      // The model cut a part of the rules' clause out as a part of its own: the clause is no longer theirs.
      const within = part.part ? clauses.findIndex((c) => contains(c.part, part.part as string)) : -1;
      if (within >= 0) inside[within]?.push(part.part as string);
    }
    if (at.length === 1) alone.add(part);
    for (const i of at) own[i]?.push(i === at[0] ? part : { ops: [] });
  }
  const ops: Op[] = [];
  for (const [i, clause] of clauses.entries()) {
    const answered = own[i] ?? [];
    const given = answered.flatMap((p) => p.ops);
    const consistent = keep(given);
    const saidTwice = given.length > consistent.length;
    const asked = answered.every((p) => alone.has(p))
      ? keepToWhatWasAsked(consistent, clause.ops, model, request, lang)
      : { ops: consistent, notApplied: [] };
    notApplied.push(...asked.notApplied);
    const mine = asked.ops;
    if (answered.length === 0) {
      // Not quoted: the part is the model's when an operation of its answer is about what the rules read
      // there, or (unread by the rules) when the answer has operations of its own.
      const split = inside[i] ?? [];
      if (split.length > 0) {
        // What the model's parts leave of the clause is read again on its own, or named as not done.
        const rest = remainderOf(clause.part, split);
        if (!rest) continue;
        const again = interpret(rest, model);
        const changes = again.ops.filter((op) => op.op !== "refuse");
        if (changes.length > 0) ops.push(...changes);
        else
          notApplied.push(unreadLine({ part: rest, suggestions: again.unread[0]?.suggestions ?? [] }, lang));
        continue;
      }
      const touched = clause.ops?.some((op) => loose.some((other) => sharesTarget(op, other)));
      if (touched || (clause.ops === null && loose.length > 0)) continue;
    } else if (mine.length > 0) {
      // Invented values are still handed on, for the guard to name what it leaves out.
      ops.push(...mine);
      // The rules stand in where the model agreed with them on what to change and made up the value, and
      // where nothing the model answered for the part can be done (a path or an item the page lacks).
      const verdicts = mine.map((op) => verdictOf(op, model, request));
      const invented = verdicts.every((v) => v === "invented");
      const agreed = clause.ops?.some((op) => mine.some((other) => sharesTarget(op, other)));
      const undoable = clause.ops !== null && clause.ops.length > 0 && verdicts.every((v) => v === "void");
      if (!(invented && agreed) && !undoable) {
        // The model answered a piece of a longer clause ("la doppia ora costa 110 €" of "… costa 110 €, e
        // aggiungete che abbiamo il parcheggio gratuito"): the rest is read again on its own, or named.
        const pieces = answered.flatMap((p) => (p.part && contains(clause.part, p.part) ? [p.part] : []));
        const rest =
          pieces.length > 0 && pieces.length === answered.filter((p) => p.part).length
            ? remainderOf(clause.part, pieces)
            : "";
        if ((rest.match(/\p{L}{2,}/gu) ?? []).length >= 3) {
          const again = interpret(rest, model).ops.filter((op) => op.op !== "refuse");
          const fresh = again.filter(
            (op) => !mine.some((other) => JSON.stringify(other) === JSON.stringify(op)),
          );
          if (fresh.length > 0) ops.push(...fresh);
          else if (again.length === 0) notApplied.push(unreadLine({ part: rest, suggestions: [] }, lang));
        }
        continue;
      }
      if (undoable) ops.splice(ops.length - mine.length, mine.length);
    }
    // The model left this part out, only invented for it, or said two things at once: the rules' reading.
    if (clause.ops) ops.push(...clause.ops);
    else if (!saidTwice)
      notApplied.push(unreadLine({ part: clause.part, suggestions: clause.suggestions }, lang));
  }
  ops.push(...loose);
  return { ops, notApplied };
}

/**
 * Reads the request with the model; the rules' reading is the hint, what stands behind a part the model
 * leaves out, and the fallback when the model fails.
 */
export async function readWithModel(
  request: string,
  model: PageModel,
  read: Interpretation,
  settings: LlmSettings,
  options: { signal?: AbortSignal; scope?: ChangeScope },
): Promise<RequestReading> {
  const clauses = clausesOf(request, read, model, options.scope);
  let answer: ReadChange;
  try {
    answer = await readChangeWithModel(request, model, settings, {
      signal: options.signal,
      scope: options.scope,
      hint: clauses.map(({ part, ops }) => ({ part, ops })),
    });
  } catch (error) {
    const rulesChange = read.ops.some((op) => op.op !== "refuse");
    if (!(error instanceof GenerationError) || error.code === "aborted") throw error;
    const lang = pageLang(model);
    // Nothing to stand in: the failure stands, free, in the owner's language.
    if (!rulesChange) throw failureIn(lang, error);
    return {
      ops: read.ops,
      notApplied: [reportWords(lang, "modelFailed"), ...read.unread.map((part) => unreadLine(part, lang))],
    };
  }
  const scoped: string[] = [];
  const parts = answer.parts.map((part) => {
    const kept = keepInScope(fitToPage(part.ops, model), model, request, options.scope);
    const quoted = guardModelQuotes(kept.ops, model, request);
    const spelled = inOwnerSpelling(inPageSpelling(quoted.ops, model), model, request);
    const items = keepAskedItems(spelled, model, request);
    const worded = keepPageLanguage(items.ops, model, request);
    scoped.push(...kept.notApplied, ...quoted.notApplied, ...items.notApplied);
    // A part whose every change was in another language is not done — never read another way instead
    // (the rules' "warm design" for "a warmer title").
    // Operations tied to no part answer the whole request when it is one part.
    const whose = part.part ?? (clauses.length === 1 ? clauses[0]?.part : undefined);
    if (items.ops.length > 0 && worded.ops.length === 0 && whose) {
      const why = modelWords(pageLang(model), "otherLanguageWhy");
      return { ...part, part: whose, ops: [{ op: "refuse" as const, part: whose, why }] };
    }
    scoped.push(...worded.notApplied);
    // The request itself written as the page's words ("Make the headline punchier") is no change; a part
    // answered only so is not done, never read the rules' other way (their "intro: beginners").
    const echoes = withoutEchoes(worded.ops, model, request, whose);
    if (worded.ops.length > 0 && echoes.ops.length === 0 && whose) {
      const why = modelWords(pageLang(model), "instructionWhy");
      return { ...part, part: whose, ops: [{ op: "refuse" as const, part: whose, why }] };
    }
    scoped.push(...echoes.notApplied);
    return { ...part, ops: echoes.ops };
  });
  const combined = combine(request, model, clauses, { parts });
  const cut = answer.cut ? [reportWords(pageLang(model), "tooMany", { count: String(answer.cut) })] : [];
  return { ops: combined.ops, notApplied: [...cut, ...scoped, ...combined.notApplied] };
}
