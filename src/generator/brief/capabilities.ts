/**
 * What a product does, as the owner's own verb phrases, from a sentence whose subject is the product or the
 * business: "Quillnote joins your Zoom and Google Meet calls, transcribes them and sends a summary to Slack"
 * → "joins your Zoom and Google Meet calls", "transcribes them", "sends a summary to Slack"; "Quizbee lets
 * teachers make self-marking quizzes and see which questions the class got wrong" → "make self-marking
 * quizzes", "see which questions the class got wrong". Plural nouns after "and" ("tracks bills and
 * invoices") are no new verb: a later verb must be a known one or be followed by its object.
 */
import type { SentenceSpan } from "./sentences.js";
import { escapeRegex, re } from "./vocabulary.js";

/** What stands for the product at a sentence's start besides its name: "It", "The app", "Our platform". */
const PRONOUN_SUBJECT =
  "(?:it|(?:the|our|this)\\s(?:app|tool|platform|software|service|device|product|bot|assistant|extension|plugin|widget|lamp|ring|watch|system|dashboard|api))";
const ADVERB = "(?:also|automatically|simply|just|quietly|instantly|then|even|now)\\s";
const PRONOUN_LEAD = re(`^${PRONOUN_SUBJECT}\\s(?:${ADVERB})?`, "iu");
/** Verbs a product does things with, in the third person; the base form is the same without the "s". */
const VERBS =
  "sends|tracks|books|reminds|syncs|shows|finds|checks|turns|cuts|creates|builds|writes|reads|records|transcribes|translates|plans|schedules|splits|settles|pays|charges|invoices|reconciles|exports|imports|backs|connects|notifies|alerts|learns|suggests|recommends|sorts|files|tags|organises|organizes|saves|shares|edits|adds|removes|keeps|gives|makes|takes|handles|manages|monitors|measures|counts|logs|stores|streams|plays|follows|adjusts|dims|warms|cools|cleans|fixes|matches|compares|ranks|answers|replies|calls|texts|emails|posts|publishes|automates|generates|summarises|summarizes|highlights|flags|scans|detects|predicts|routes|assigns|joins|drafts|lists|collects|chases|fills|signs|prints|labels|ships|delivers|updates|blocks|filters|converts|calculates|estimates|quotes|designs|turns|lights|wakes|tells|asks|sees|spots|watches|guides|coaches|teaches|explains";
const BASE_VERBS = VERBS.split("|")
  .map((v) =>
    v
      .replace(/(?:ches|shes|sses|xes|zes)$/, (e) => e.slice(0, -2))
      .replace(/ies$/, "y")
      .replace(/s$/, ""),
  )
  .join("|");
/** Words that start an object: after them, an "-s" word was a verb ("settles up", "sends a summary"). */
const OBJECT_START =
  "(?:your|the|a|an|them|it|you|with|to|up|all|every|their|our|each|any|what|which|how|when|who|where|in|on|by|from|into|out|back|over|for|this|that|these|those|more|less|every)";
const LETS = "(?:lets|helps)\\s(?:[\\p{L}-]+\\s){0,3}?";

/** A split before a later verb: ", transcribes", " and sends", ", and see". */
function verbSplit(base: boolean): RegExp {
  const known = base ? BASE_VERBS : VERBS;
  const shape = base ? "\\p{Ll}{2,}" : "\\p{Ll}{2,}s";
  // A known verb still needs something after it that is no "and": "invoices and receipts" are things.
  return re(
    `(?:,\\s(?:and\\s)?|\\s(?:and|then)\\s)(?=(?:${known})\\s(?!(?:and|or|&)\\s)\\p{L}|${shape}\\s${OBJECT_START}\\s)`,
    "u",
  );
}
const LETS_VERB = re(`^${LETS}(?=(?:${BASE_VERBS})\\s|\\p{Ll}{2,}\\s${OBJECT_START}\\s)`, "iu");
const THIRD_PERSON_SPLIT = verbSplit(false);
const BASE_SPLIT = verbSplit(true);
/**
 * A sentence that tells the reader what they can do with the product, verb after verb: "Build your staff
 * rota in minutes, let staff swap shifts from their phones and export hours to payroll."
 */
const IMPERATIVE = `(?:${BASE_VERBS}|build|collect|get|let|run|grow|accept|take|sell|launch|start|edit|write|automate|manage|swap|invite|set|turn|plan|see|pay|send|track|book|order|visit|call|come|join|try|find|choose|pick|download|sign)`;
const IMPERATIVE_WORDS = new Set(IMPERATIVE.slice(3, -1).split("|"));
const IMPERATIVE_SPLIT = re(`(?:,\\s(?:and\\s)?|\\s(?:and|then)\\s)(?=${IMPERATIVE}\\s)`, "iu");
const IMPERATIVE_LIST = re(
  `^${IMPERATIVE}\\s[^.!?]*?(?:,\\s(?:and\\s)?|\\s(?:and|then)\\s)(?:${IMPERATIVE})\\s${OBJECT_START}?`,
  "iu",
);

export interface Capabilities {
  capabilities: string[];
  /** Where the sentences start that said what the product does (their lists are no offerings). */
  sentenceStarts: Set<number>;
}

export function extractCapabilities(sentences: SentenceSpan[], companyName: string): Capabilities {
  const name = companyName.trim();
  const subject = name ? `(?:${escapeRegex(name)}|${PRONOUN_SUBJECT})` : PRONOUN_SUBJECT;
  // No letter classes in it: a plain RegExp compiles in microseconds.
  const lead = name ? new RegExp(`^${subject}\\s(?:${ADVERB})?`, "iu") : PRONOUN_LEAD;
  const out: string[] = [];
  const sentenceStarts = new Set<number>();
  for (const sentence of sentences) {
    const firstWord = sentence.text.slice(0, sentence.text.search(/\s|$/)).toLowerCase();
    const imperative = IMPERATIVE_WORDS.has(firstWord) && IMPERATIVE_LIST.test(sentence.text);
    if (imperative) {
      sentenceStarts.add(sentence.start);
      for (const phrase of sentence.text.replace(/[.!?…]+$/u, "").split(IMPERATIVE_SPLIT)) {
        const item = phrase.trim().replace(/[,;:]+$/u, "");
        if (item.split(/\s+/).length >= 2 && item.split(/\s+/).length <= 12 && !out.includes(item))
          out.push(item);
      }
      continue;
    }
    const start = lead.exec(sentence.text);
    if (!start) continue;
    const predicate = sentence.text.slice(start[0].length).replace(/[.!?…]+$/u, "");
    const lets = LETS_VERB.exec(predicate);
    const first = predicate.split(/\s/, 1)[0] ?? "";
    // Only a verb in the third person starts what it does ("joins", "tracks"), never "is", "has", "was".
    if (
      !lets &&
      (!/^\p{Ll}{2,}s$/u.test(first) || /^(?:is|has|was|does|goes|comes|costs|lasts)$/u.test(first))
    )
      continue;
    const body = lets ? predicate.slice(lets[0].length) : predicate;
    const phrases = body.split(lets ? BASE_SPLIT : THIRD_PERSON_SPLIT);
    // Several things it does make the sentence a list of capabilities, not of offerings; one thing done
    // "with huts, water points and weather warnings" still lists what it offers.
    if (phrases.length >= 2) sentenceStarts.add(sentence.start);
    for (const phrase of phrases) {
      const item = phrase.trim().replace(/[,;:]+$/u, "");
      if (item.split(/\s+/).length < 2 || item.split(/\s+/).length > 16 || out.includes(item)) continue;
      out.push(item);
    }
  }
  return { capabilities: out, sentenceStarts };
}
