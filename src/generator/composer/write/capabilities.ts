/**
 * What a product does, in the owner's words: the verb phrases of a sentence whose subject is the product
 * ("Quillnote joins your Zoom and Google Meet calls, transcribes them and sends a summary with action
 * items to Slack" → "Joins your Zoom and Google Meet calls", "Transcribes them", "Sends a summary with
 * action items to Slack"), or the list after its colon ("…for sole traders: connect your bank, snap
 * receipts and file VAT returns"). These are a product page's features; prices and offers are not.
 * English descriptions only: other languages keep their list phrases (brief.offerings).
 */
import type { WriteContext } from "./context.js";
import { capitalize } from "./text.js";

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Words that open a sentence about the product without naming it. */
const PRONOUNS = ["It", "The app", "Our app", "The platform", "Our platform", "The tool", "Our tool"];

/** "is a running app that", "is a smart ring that": the relative clause before the product's verbs. */
const IS_A_THAT = /^\s+is\s+(?:a|an|the)\s+[^,.;:]{1,60}?\s(?:that|which)\s+/iu;

/** A verb in the third person that starts a capability: "joins", "tracks", "sends", "does". */
const VERB_S = /^\s+(?!is\b|was\b|has\b)(\p{Ll}{2,}(?:s|es))\b/u;

/** Where a list of verb phrases splits: before another third-person verb, after a comma or "and". */
const VERB_SPLIT = /,\s+(?:and\s+)?(?=\p{Ll}{2,}s\b)|\s+and\s+(?=\p{Ll}{2,}s\b)/u;

/** Where an imperative list after a colon splits: commas and the last "and". */
const LIST_SPLIT = /,\s+(?:and\s+)?|\s+and\s+/u;

const words = (s: string) => s.trim().split(/\s+/).length;

/** Phrases of two to sixteen words each, or none (a split that leaves "emails" alone is no list). */
function phrases(parts: string[]): string[] {
  const clean = parts.map((p) => p.trim().replace(/[\s.,;:!?]+$/u, ""));
  return clean.every((p) => words(p) >= 2 && words(p) <= 16) ? clean : [];
}

function subjectPattern(c: WriteContext): RegExp {
  const names = [c.company, c.title, ...PRONOUNS].filter((n) => n.trim().length > 1).map(escapeRegExp);
  // The name may go on with more of itself: "Loop" → "Loop Ring", "Oat Barista" → "Oat Barista 2.0".
  return new RegExp(`^(?:${names.join("|")})(?:\\s+(?:\\p{Lu}[\\p{L}\\d.]*|\\d[\\d.]*))*`, "u");
}

/** The capabilities one sentence states, verbatim and capitalised (none when it is not about the product). */
function capabilitiesOf(sentence: string, subject: RegExp): string[] {
  const lead = subject.exec(sentence);
  if (!lead) return [];
  let rest = sentence.slice(lead[0].length).replace(/[.!?]+$/u, "");
  const colon = rest.indexOf(": ");
  if (colon >= 0) {
    const listed = phrases(rest.slice(colon + 2).split(LIST_SPLIT));
    if (listed.length >= 2 && listed.every((p) => /^\p{Ll}/u.test(p))) return listed.map(capitalize);
    rest = rest.slice(0, colon);
  }
  const relative = IS_A_THAT.exec(rest);
  if (relative) rest = ` ${rest.slice(relative[0].length)}`;
  if (!VERB_S.test(rest)) return [];
  return phrases(rest.split(VERB_SPLIT)).map(capitalize);
}

/** Every capability the description states about the product, in order, without repeats. */
export function productCapabilities(c: WriteContext): string[] {
  if (c.lang !== "en") return [];
  const subject = subjectPattern(c);
  const found: string[] = [];
  for (const sentence of c.story)
    for (const phrase of capabilitiesOf(sentence, subject))
      if (!found.some((f) => f.toLowerCase() === phrase.toLowerCase())) found.push(phrase);
  return found;
}
