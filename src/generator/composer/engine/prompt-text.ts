/**
 * Reading a person's prompt: drop the instruction part ("Create a landing page for…"), split the rest
 * into clauses and keep the noun phrases worth turning into features, benefits and FAQ entries.
 */

const INSTRUCTION_LEAD =
  /^\s*(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:(?:create|make|build|design|generate|write|craft|produce|i\s+need|we\s+need|i\s+want|we\s+want|need)\b)?[^.!?]{0,60}?\b(?:landing\s+page|web\s*page|page|website|site|homepage|one-pager)s?\b\s*(?:for|about|promoting|to\s+promote|that\s+promotes|advertising|announcing|introducing|of)?\s*/i;

const LEADING_FILLER =
  /^(?:and|also|plus|then|with|including|featuring|offering|offers|that\s+offers|which\s+offers|highlight(?:ing|s)?|show(?:ing|case|s)?|mention(?:ing)?|include|includes|emphasi[sz]e|emphasi[sz]ing|promot(?:e|ing)|focus(?:ing)?\s+on|add|list|explain|describe|about|covering|a|an|the|our|my|their|its|some|lots\s+of|plenty\s+of)\s+/i;

/** Words that mark a clause as an instruction about the page, not about the business. */
const PAGE_TALK =
  /\b(?:section|sections|page|landing|button|headline|cta|call to action|layout|design|colou?rs?|theme|font|hero|footer|header|navbar|should|must|please|make sure|modern look|responsive)\b/i;

const DATE_TALK =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d{1,2}(?::\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2})\b/i;

/** Sentences that tell the builder what to do ("Highlight the trial."). */
const IMPERATIVE =
  /^(?:add|include|use|make|put|highlight|show|showcase|mention|feature|emphasi[sz]e|list|keep|focus|explain|describe|give|let|ensure|avoid|don't|do not)\b/i;

const TIME_TEXT = /\b\d{1,2}[:.]\d{2}\s*(?:am|pm|a\.m\.|p\.m\.)?|\b\d{1,2}\s*(?:am|pm)\b/gi;

export function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export function capitalize(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** Lower-cases the first letter unless the first word looks like a name or acronym. */
export function decapitalize(text: string): string {
  const first = text.split(" ")[0] ?? "";
  if (first.length > 1 && (first === first.toUpperCase() || /[A-Z]/.test(first.slice(1)))) return text;
  return text ? text[0].toLowerCase() + text.slice(1) : text;
}

/** Ends a text with one full stop (keeps ! and ?). */
export function sentence(text: string): string {
  const t = collapse(text).replace(/[,;:\s]+$/, "");
  return /[.!?]$/.test(t) ? capitalize(t) : `${capitalize(t)}.`;
}

/** Cuts at a word boundary without breaking mid-word. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return cut.slice(0, Math.max(cut.lastIndexOf(" "), max * 0.6)).replace(/[,;:\s]+$/, "");
}

export function sentencesOf(text: string): string[] {
  return (
    collapse(text)
      .match(/[^.!?]+[.!?]*/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? []
  );
}

/** The prompt without its "Create a landing page for" opening. */
export function stripInstruction(text: string): string {
  return collapse(
    text
      .replace(INSTRUCTION_LEAD, "")
      .replace(
        /^(?:to|that will|which will|meant to|designed to)\s+(?:get|help|encourage|invite)\s+(?:people|visitors|users|customers)\s+to\s+(?:download|try|buy|join|book)\s+(?:the\s+)?/i,
        "the ",
      )
      .replace(
        /^(?:to|that will|which will)\s+(?:launch|promote|sell|announce|advertise|introduce|showcase|present|market)\s+/i,
        "",
      ),
  );
}

/** The prompt's own description of the business, as one clean clause (no instruction, no trailing stop). */
export function promptSubject(prompt: string): string {
  const first = sentencesOf(prompt)[0] ?? prompt;
  const subject = stripInstruction(first).replace(/[.!?]+$/, "");
  return clip(subject, 170);
}

/** Sentences of the prompt that describe the business rather than instruct the page builder. */
export function descriptiveSentences(prompt: string): string[] {
  return sentencesOf(prompt)
    .slice(1)
    .map((s) => stripInstruction(s))
    .filter((s) => s.split(" ").length >= 4 && !PAGE_TALK.test(s) && !IMPERATIVE.test(s));
}

function cleanPhrase(raw: string): string {
  let p = collapse(raw.replace(/["“”()[\]]/g, ""));
  for (let i = 0; i < 4; i++) p = p.replace(LEADING_FILLER, "");
  return p.replace(/[.!?,;:]+$/, "").trim();
}

/**
 * Noun phrases from the prompt, in order, de-duplicated: "pipeline automation", "a free 14-day trial".
 * `exclude` drops phrases that only repeat the company or title.
 */
export function promptPhrases(prompt: string, exclude: string[] = []): string[] {
  const SPLIT =
    /[.;:!?\n]|,|\s+-\s+|\band\b|\bwith\b|\bincluding\b|\bfeaturing\b|\bplus\b|\bas well as\b|\bsuch as\b|\blike\b|\boffering\b|\boffers\b|\bthat offers\b/i;
  const clauses: string[] = [];
  sentencesOf(prompt.replace(TIME_TEXT, " ")).forEach((s, i) => {
    const parts = (i === 0 ? stripInstruction(s) : s).split(SPLIT);
    // The first clause of the first sentence names the business itself, not one of its features.
    if (i === 0 && parts.length > 1) {
      const topic = parts[0].match(/\babout\s+(.+)/i);
      clauses.push(...(topic ? [topic[1]] : []), ...parts.slice(1));
    } else clauses.push(...parts);
  });
  const seen = new Set(exclude.map((e) => e.toLowerCase()));
  const out: string[] = [];
  for (const clause of clauses) {
    const phrase = cleanPhrase(clause);
    const words = phrase.split(" ").filter(Boolean);
    if (words.length < 1 || words.length > 6 || phrase.length < 4) continue;
    if (PAGE_TALK.test(phrase) || DATE_TALK.test(phrase)) continue;
    if (/^(?:is|are|was|we|i|you|they|it|that|which|who|to|for|in|on|at|by|from|of)\b/i.test(phrase))
      continue;
    if (/\b(?:is|are|was|were|will|would|can|could|want|need|have|has)\b/i.test(phrase)) continue;
    const key = phrase.toLowerCase();
    if (seen.has(key) || [...seen].some((s) => s.includes(key) && key.length < 6)) continue;
    seen.add(key);
    out.push(phrase);
  }
  return out;
}

/** "a" or "an" for the word that follows. */
export function article(word: string): string {
  return /^(?:[aeio]|u(?!ni|se|sa|ro))/i.test(word) && !/^one\b/i.test(word) ? "an" : "a";
}

/** A place named in the prompt ("in Berlin", "at the Riverside Hall"), or "". */
export function findPlace(prompt: string): string {
  const m = prompt.match(/\b(?:in|at)\s+((?:the\s+)?[A-Z][\w'’-]+(?:\s+(?:[A-Z][\w'’-]+|(?:of|de|la)\b))*)/);
  if (!m) return "";
  const place = m[1].replace(/^the\s+/i, "the ");
  return /^(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/.test(
    place,
  )
    ? ""
    : place;
}

/** Prices written in the prompt ("€49", "$19/month", "29 EUR"), in order. */
export function findPrices(prompt: string): { amount: number; currency: string }[] {
  const out: { amount: number; currency: string }[] = [];
  const re = /([€$£])\s?(\d+(?:[.,]\d{1,2})?)|(\d+(?:[.,]\d{1,2})?)\s?(?:eur|euros?|usd|dollars?|gbp)\b/gi;
  for (const m of prompt.matchAll(re)) {
    const amount = Number((m[2] ?? m[3]).replace(",", "."));
    const currency = m[1] ?? (/usd|dollar/i.test(m[0]) ? "$" : /gbp/i.test(m[0]) ? "£" : "€");
    if (amount > 0) out.push({ amount, currency });
  }
  return out;
}

export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s&-]/gu, " ")
    .split(/[\s-]+/)
    .filter((w) => w && !/^(?:the|and|&|of)$/i.test(w));
  const letters = words.length >= 2 ? words[0][0] + words[1][0] : (words[0] ?? "?").slice(0, 2);
  return letters.toUpperCase();
}
