/**
 * Iterating a composer page: read its model from the HTML, apply each plain-English request to the
 * model, re-render. Requests that are not understood are listed, never guessed at.
 */
import type { PageModel } from "../model.js";
import { CHANGE_RULES, type ChangeRule, SUPPORTED_CHANGES } from "./change-rules.js";
import { inEnglish, startsWithCommand } from "./in-english.js";
import { splitRequests } from "./split-requests.js";
import { closestPhrase } from "./suggest.js";
import { DICTATED_SENTENCE_RULE, REPLACE_TEXT_RULE, RESTATED_PHRASE_RULE } from "./text-rules.js";
import { withTyposRead } from "./typos.js";
import { restated } from "./value-rules.js";

export { SUPPORTED_CHANGES } from "./change-rules.js";

export interface ChangeSet {
  model: PageModel;
  applied: string[];
  notApplied: string[];
}

type Hit = { rule: ChangeRule; outcome: NonNullable<ReturnType<ChangeRule["apply"]>> };

/** The request as written, and first the English request it stands for when it is in the owner's language. */
function readings(request: string, model: PageModel): string[] {
  const english = inEnglish(request, model);
  const said = english && english !== request ? [english, request] : [request];
  // "chnage the headlin to …": the command words spelt right, after the request as typed.
  const respelt = withTyposRead(request);
  return respelt ? [...said, respelt] : said;
}

function tryRules(request: string, model: PageModel, rules: ChangeRule[] = CHANGE_RULES): Hit | null {
  for (const said of readings(request, model)) {
    for (const rule of rules) {
      const outcome = rule.apply(said, model);
      if (outcome) return { rule, outcome };
    }
  }
  return null;
}

/**
 * The rules' answer to one request, trying it first as owners' statements restate ("the trial is now 30
 * days" → "change the trial to 30 days"). Answers the model to continue with: the changed copy when the
 * restatement applied, else `model` as the rules left it.
 */
function interpret(request: string, model: PageModel): { hit: Hit | null; model: PageModel } {
  const restatement = readings(request, model)
    .map((said) => restated(said, model))
    .find(Boolean);
  if (restatement) {
    const attempt = structuredClone(model);
    // A restatement names a fact to change ("the workshop is now 3 hours" → "change workshop to 3 hours"),
    // never a phrase to replace wherever it is written.
    const hit = tryRules(restatement, attempt, RESTATEMENT_RULES);
    if (hit && "applied" in hit.outcome) return { hit, model: attempt };
  }
  return { hit: tryRules(request, model), model };
}

const RESTATEMENT_RULES = CHANGE_RULES.filter((rule) => rule !== REPLACE_TEXT_RULE);

function understoodAlone(request: string, model: PageModel): boolean {
  const { hit } = interpret(request, structuredClone(model));
  return hit !== null && "applied" in hit.outcome;
}

/**
 * Understood alone by a rule that reads a command, not by the loose readings of a statement (a restated
 * clause, a dictated sentence): "…to Tu sonrisa, nuestra pasión" keeps "nuestra pasión" as its text.
 */
function commandAlone(request: string, model: PageModel): boolean {
  const hit = tryRules(request, structuredClone(model), COMMAND_RULES);
  return hit !== null && "applied" in hit.outcome;
}

const COMMAND_RULES = CHANGE_RULES.filter(
  (rule) => rule !== RESTATED_PHRASE_RULE && rule !== DICTATED_SENTENCE_RULE,
);

const REPEATS_THE_LAST =
  /^(?:please\s+)?(?:add|put|include|use|show|do)\s+(?:that|it|this|them|him|her)(?=\s*$|\s+(?:to|on|in|into|onto|under|for|at|too|as well|also|please|again|there|here)\b)/i;
/** A request whose new text was quoted whole: "…to 'Slow coffee'", "…: "Fast and friendly"". */
const ENDS_IN_QUOTE = /(?:[:=]|\b(?:to|say|says|read|reads|as|with|into|be|is))\s*["“'‘][^"“”]*["”'’]\s*$/i;

const ENGLISH_COMMAND =
  /^(?:add|remove|delete|drop|get rid|take (?:out|away|off)|make|use|move|set|change|switch|swap|rename|send|post|put|place|include|hide|show|replace|update|turn|give|go|translate|stack|mention|let|tell|offer)\b/i;
/**
 * A fragment that asks for something else, though no rule does it ("…done right and play some music"):
 * it is not more of the text before it.
 */
const ANOTHER_WISH =
  /^(?:play|sing|dance|write|draw|animate|build|create|generate|design|redo|fix|check|try|please|can|could|would|i want|i'd like|we want|we'd like|i need|we need|let's|do)\b/i;

/** A fragment that starts a request of its own, in English or in the owner's language. */
const COMMAND = { test: (text: string) => ENGLISH_COMMAND.test(text) || startsWithCommand(text) };

/** A part that says more about the thing the statement before it was about ("…and costs $12 per month"). */
const CONTINUES_SUBJECT = /^(?:and\s+)?(?:now\s+)?(?:costs?|is|are|opens?|closes?|starts?|lasts?)\b/i;

/** "…make the buttons bigger": the verb and its object, which a following "and orange" is also about. */
const MAKES_SOMETHING =
  /\b((?:make|turn)\s+(?:the\s+|our\s+|my\s+|all\s+(?:the\s+)?)?\p{L}[\p{L}\s-]*?)\s+\p{L}+$/iu;
/** A part that is only a quality, without a verb or an object: "orange", "a bit rounder", "dark green". */
const BARE_QUALITY = /^(?:and\s+)?(?:a\s+bit\s+|more\s+|much\s+)?\p{L}+(?:\s+\p{L}+)?$/iu;

/** What a statement says the business does or sells: "we also do leaking taps" → "leaking taps". */
const OFFERED =
  /^(?:we|i)\s+(?:also\s+|now\s+)*(?:do|offer|sell|make|bake|serve|provide|fix|repair|install|teach|stock)\s+(.{2,60}?)(?:\s+(?:too|as well|now))?$/i;

const NAME_AND_PRICE =
  /^(?:the\s+|our\s+)?(\p{L}[\p{L}\s&'’-]{1,40}?)\s+(?:is\s+|at\s+|for\s+|to\s+)?((?:[€$£]\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|eur|euros?|pounds?|dollars?|zł|pln|ft|huf|kr|chf)(?!\p{L}))(?:\s+(?:per|a|each)\s+\p{L}+)?)(?:\s+now)?$/iu;

/** What a statement is about: "Solo is now called Freelancer" is about Freelancer once it is renamed. */
function subjectOf(request: string, applied: string): string | undefined {
  const renamed = applied.match(/^Renamed “(.+?)” to “(.+?)”/);
  if (renamed) return renamed[2];
  return request.match(/^(?:the\s+|our\s+)?(.+?)\s+(?:is|are|now|costs?)\b/i)?.[1];
}

/** Why a request was not understood, with the closest phrasing that is when one shares its words. */
function notUnderstood(request: string): string {
  const closest = closestPhrase(request);
  return closest
    ? `“${request}” — not understood; the closest I understand is “${closest}”`
    : `“${request}” — not understood: it names no part of the page and no change I can make`;
}

/** Applies every request it understands to a copy of the model. */
export function applyChanges(
  stored: PageModel,
  message: string,
  options: { skip?: (request: string) => boolean } = {},
): ChangeSet {
  let model: PageModel = structuredClone(stored);
  const applied: string[] = [];
  const notApplied: string[] = [];
  // The last request that set new text: a following fragment that is not a command continues that text.
  let lastText: { request: string; end: string; before: PageModel; index: number; rule: ChangeRule } | null =
    null;
  // The verb of the last add/remove, so "add team and gallery sections" adds both.
  let lastVerb = "";
  let lastApplied = false;
  // The last request not understood: a following fragment that is not a command may complete it
  // ("we are now open on Mondays too, 8:00–12:00").
  let lastFailed: { request: string; before: PageModel } | null = null;
  // What the last statement was about, for a following part without its own subject.
  let lastSubject: string | undefined;
  // "make the buttons" of "make the buttons bigger", for a following bare "and orange".
  let lastMake = "";
  // The last request applied and the model before it, for "…, add it to <a list>" after a statement.
  let lastStatement: { request: string; before: PageModel; index: number } | null = null;
  for (const { text: request, joiner, end } of splitRequests(message)) {
    // …unless the fragment is a request of its own ("I want a darker look and a bigger headline").
    if (lastFailed && !COMMAND.test(request) && !understoodAlone(request, model)) {
      const joined = `${lastFailed.request}${joiner}${request}`;
      const { hit: completed, model: retry } = interpret(joined, structuredClone(lastFailed.before));
      if (completed && "applied" in completed.outcome) {
        notApplied.pop();
        model = retry;
        applied.push(completed.outcome.applied);
        const { before } = lastFailed;
        lastText = completed.rule.takesText
          ? { request: joined, end, before, index: applied.length - 1, rule: completed.rule }
          : null;
        lastFailed = null;
        lastApplied = true;
        continue;
      }
    }
    lastFailed = null;
    /** A name and a price alone, as that item's new price (on `into`, the model as it is by default). */
    const priceAfter = (said: string, into: PageModel = model): Hit | null => {
      const priced = said.match(NAME_AND_PRICE);
      if (!priced) return null;
      // "…and the large one £30" after "the medium box is £17": one is a box.
      const noun = lastSubject?.trim().split(/\s+/).at(-1);
      const name = noun ? priced[1].replace(/\bone$/i, noun) : priced[1];
      // The item's price first, then a clause of the copy that gives it ("modelowanie 60 zł").
      for (const said of [`change the price of ${name} to ${priced[2]}`, `change ${name} to ${priced[2]}`]) {
        const attempt = structuredClone(into);
        const hit = tryRules(said, attempt, RESTATEMENT_RULES);
        if (hit && "applied" in hit.outcome) {
          Object.assign(into, attempt);
          return hit;
        }
      }
      return null;
    };
    // "…, add that/it (to the hours)" only repeats the request before it; "add that we open on Mondays"
    // is a request of its own.
    if (lastApplied && REPEATS_THE_LAST.test(request)) {
      // "we also do leaking taps, add it to what we do": the thing the statement named goes into that list,
      // instead of the statement's sentence.
      const thing = lastStatement?.request.match(OFFERED)?.[1];
      const place = request.match(/\b(?:to|in|into|under)\s+(.+)$/i)?.[1];
      if (lastStatement && thing && place) {
        const retry = structuredClone(lastStatement.before);
        const again = tryRules(`add ${thing} to ${place}`, retry);
        if (again && "applied" in again.outcome) {
          model = retry;
          applied[lastStatement.index] = again.outcome.applied;
          lastStatement = null;
        } else if (again && "refused" in again.outcome) {
          // The list has it already: the page stays as it was, and the statement is not written in either.
          model = lastStatement.before;
          applied.splice(lastStatement.index, 1);
          notApplied.push(`“${lastStatement.request}” — ${again.outcome.refused}`);
          lastStatement = null;
          lastText = null;
        }
      }
      continue;
    }
    // Handled before the rules (a translation through the AI provider).
    if (options.skip?.(request)) {
      lastText = null;
      continue;
    }
    // A request whose new text was quoted whole ("…to 'Slow coffee'") is complete: what follows is not more
    // of that text.
    if (
      lastText &&
      !COMMAND.test(request) &&
      !ANOTHER_WISH.test(request) &&
      !CONTINUES_SUBJECT.test(request) &&
      !ENDS_IN_QUOTE.test(lastText.request) &&
      // "…starts at 20:00 and the venue is The Brudenell": a request of its own is not more of the text.
      !commandAlone(request, model)
    ) {
      // "…to Breathe. Stretch. Repeat.": the full stops inside the new text are the owner's.
      const joined: string = `${lastText.request}${lastText.end}${joiner}${request}`;
      let retry = structuredClone(lastText.before);
      let again = tryRules(joined, retry);
      // Said as a statement ("the host is now Tom Reyes, marketing lead at Shopwise"): more of the same
      // change, never a different one read into the joined words.
      if (!again || !("applied" in again.outcome)) {
        const restatement = interpret(joined, structuredClone(lastText.before));
        if (restatement.hit?.rule === lastText.rule) ({ hit: again, model: retry } = restatement);
      }
      if (again && "applied" in again.outcome) {
        model = retry;
        applied[lastText.index] = again.outcome.applied;
        lastText = { ...lastText, request: joined, end };
        continue;
      }
    }
    const before = structuredClone(model);
    // "…kosztuje teraz 55 zł i modelowanie 65 zł": after a new price, a name and a price are that item's new
    // price, before they are read as a clause of the copy restated.
    const nextPrice = /^Set the price of /.test(applied.at(-1) ?? "") && lastApplied && priceAfter(request);
    const interpreted = nextPrice ? { hit: nextPrice, model } : interpret(request, model);
    let hit = interpreted.hit;
    model = interpreted.model;
    // "Solo is now called Freelancer and costs $12 per month": the second part is about the same thing.
    if ((!hit || "refused" in hit.outcome) && lastSubject && CONTINUES_SUBJECT.test(request)) {
      const again = interpret(`${lastSubject} ${request.replace(/^and\s+/i, "")}`, structuredClone(before));
      if (again.hit && "applied" in again.hit.outcome) {
        hit = again.hit;
        model = again.model;
      }
    }
    if (!hit && lastVerb && !COMMAND.test(request)) {
      model = structuredClone(before);
      hit = tryRules(`${lastVerb} ${request}`, model);
      // "remove the Business plan and sing a song": the borrowed verb did not help, so it is not understood.
      if (hit && "refused" in hit.outcome && /^I could not tell\b/.test(hit.outcome.refused)) hit = null;
    }
    // "…and the sourdough £4.80": a name and a price alone are that item's new price.
    if (!hit && NAME_AND_PRICE.test(request)) {
      model = structuredClone(before);
      hit = priceAfter(request, model);
    }
    if (!hit && lastMake && BARE_QUALITY.test(request)) {
      model = structuredClone(before);
      hit = tryRules(`${lastMake} ${request}`, model);
    }
    // The verb carries over even when this part was refused ("remove the FAQ and the testimonials").
    const verbHere = request.match(/^(add|include|remove|delete|drop|hide)\b/i)?.[1];
    if (!hit || "refused" in hit.outcome) {
      if (verbHere) lastVerb = verbHere;
      model = before;
      notApplied.push(
        hit && "refused" in hit.outcome ? `“${request}” — ${hit.outcome.refused}` : notUnderstood(request),
      );
      lastText = null;
      lastApplied = false;
      lastFailed = { request, before };
      continue;
    }
    lastApplied = true;
    applied.push(hit.outcome.applied);
    lastStatement = { request, before, index: applied.length - 1 };
    lastMake = request.match(MAKES_SOMETHING)?.[1] ?? "";
    lastSubject = subjectOf(request, hit.outcome.applied);
    lastText = hit.rule.takesText
      ? { request, end, before, index: applied.length - 1, rule: hit.rule }
      : null;
    const verb = request.match(/^(add|include|remove|delete|drop|hide)\b/i)?.[1];
    lastVerb = verb ?? (COMMAND.test(request) ? "" : lastVerb);
  }
  return { model, applied, notApplied };
}

export function notAppliedMessage(notApplied: string[]): string {
  return `I could not apply: ${notApplied.map((reason) => reason.replace(/\.$/, "")).join("; ")}. I can change the theme, colours, headline, subheadline and button text, add, remove or move sections, make the copy shorter, rename the company or title, send forms to an address, switch fonts, change prices and items (plans, products, features, FAQ questions, testimonials, speakers, the agenda), contact details, opening hours and links, and the size of the headline, the hero picture and the spacing.`;
}

export { SUPPORTED_CHANGES as SUPPORTED };
