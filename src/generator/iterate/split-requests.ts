/**
 * Splits one message into separate requests: sentences, "and", "then", commas. Quoted text is kept
 * whole ("change the headline to 'Fast, friendly care'"), and a fragment that only continues the
 * previous request's new text ("set the headline to Fast and friendly") is glued back on by the caller.
 */
import { OTHER_LANGUAGE_AND, OTHER_LANGUAGE_HOURS, OTHER_LANGUAGE_PRICE_AND } from "./in-english.js";

// A comma between digits is a decimal or thousands separator ("3,40 €", "1,200 Ft"), never a break.
const ENGLISH_SEPARATORS =
  /(?<=(?<!\b(?:Dr|Mr|Mrs|Ms|Prof|St|Jr|Sr))[.!?;])\s+|\n+|,(?!\s*\d{4}\b)(?!\d)(?!\s*(?:that|dass|que|qu'|che|dat|że|hogy)\s)\s*(?:and\s+|then\s+)?|\s+and\s+then\s+|\s+and\s+|\s+then\s+|\s+also\s+(?=(?:add|remove|delete|change|set|make|move|put|use|switch|swap|rename|hide|show|include|update|translate)\b)/;
const SEPARATORS = new RegExp(
  `(${ENGLISH_SEPARATORS.source}|${OTHER_LANGUAGE_AND.source}|${OTHER_LANGUAGE_PRICE_AND.source})`,
  "iu",
);
const LIST_INTRO = new RegExp(
  `((?<![\\p{L}])(?:agenda|schedule|programme|program|running order|question|faq|q&a|opening hours|hours|opening times|social(?: media)? links|social profiles|address|price list|prices|${OTHER_LANGUAGE_HOURS})(?![\\p{L}])[^:\\n]{0,20}:)([^\\n]+)`,
  "giu",
);

/** The people a page presents, as owners call them ("a second teacher", "our new instructor"). */
export const LEADING_PEOPLE =
  "teachers?|instructors?|trainers?|coaches|coach|facilitators?|moderators?|mentors?|guest speakers?";

const PERSON = new RegExp(
  `(\\b(?:speakers?|co-?hosts?|hosts?|presenters?|panell?ists?|team members?|${LEADING_PEOPLE}))(\\s*[,:]\\s*.+?)(?=,?\\s+(?:and\\s+)?then\\s|,\\s*and\\s|\\s+and\\s+(?:add|remove|put|move|make|set|use|change)\\b|(?<!\\b(?:Dr|Mr|Mrs|Ms|Prof))[.;!]\\s|\\n|$)`,
  "gi",
);

const COLON_THEN_REQUEST =
  /^([^:]+?):\s+((?:use|add|remove|delete|change|set|make|move|put|switch|swap|rename|hide|show|include|update)\b.+)$/i;
const TEXT_FIELD =
  /\b(?:headline|heading|title|button|text|subheadline|sub-heading|subtitle|tagline|label|say|read|question|answer|message)\b/i;

const COURTESY =
  /^(?:also|and|then|so|plus|finally|lastly|hi|hello|hey|sorry|oops|one more thing|dear\s+\w+|thanks?(?: you)?(?: (?:so|very) much)?|thx|cheers|many thanks|regards|best(?: regards)?|ok|okay|great|perfect)[\s!,.]*$/i;

/**
 * "Could you (please)…", "can u…", "would you mind…", "can we rename…": a request asked as a question
 * ("can we have…" is kept: the move rule reads "can we have the FAQ first").
 */
const POLITE_QUESTION =
  /^(?:(?:hi|hello|hey)[\s!,.]+)?(?:(?:could|can|would|will)\s+(?:you|u)|(?:can|could)\s+(?:we|i)(?!\s+(?:have|get)\b))\s+(?:please\s+|pls\s+|kindly\s+|mind\s+)?/i;

export interface RequestPart {
  text: string;
  /** The separator that preceded it in the message (", ", " and "), to glue text back together. */
  joiner: string;
  /** The full stop (or "!", ";") it ended with in the message, taken off the request but kept for gluing. */
  end: string;
}

export function splitRequests(message: string): RequestPart[] {
  const quoted: string[] = [];
  const keep = (m: string) => {
    quoted.push(m);
    return `\uE000${quoted.length - 1}\uE000`;
  };
  const masked = message
    .replace(/(["“”'‘’])([^"“”'‘’]*?)\1|“([^”]*)”|‘([^’]*)’/g, keep)
    // A list after a colon is one request to the end of its line ("agenda: 9:00 Welcome; 9:30 Keynote").
    .replace(LIST_INTRO, (_, intro: string, list: string) => `${intro}${keep(list)}`)
    // Who said it, with their role ("a testimonial from João Silva, regular guest: …").
    .replace(
      /(\b(?:testimonials?|reviews?|quotes?)\s+from\s+)([^:\n]{1,80}:[^\n]+)/gi,
      (_, intro: string, rest: string) => `${intro}${keep(rest)}`,
    )
    // A person and their role ("add a second speaker, Dr. Tom Reyes, head of research, then …").
    .replace(PERSON, (_, intro: string, person: string) => `${intro}${keep(person)}`)
    // Both sections of a swap ("swap pricing and FAQ").
    .replace(
      /(\b(?:swap|exchange|interchange)\s+)([^,.;\n]+)/gi,
      (_, intro: string, rest: string) => `${intro}${keep(rest)}`,
    );
  const restore = (text: string): string =>
    /\uE000\d+\uE000/.test(text)
      ? restore(text.replace(/\uE000(\d+)\uE000/g, (_, n) => quoted[Number(n)]))
      : text;
  const pieces = masked.split(SEPARATORS);
  const parts: RequestPart[] = [];
  // "Could you please update … and let people know …?": the question mark asks politely, it is not the
  // owner's words (a FAQ question keeps its own).
  const politeQuestion = POLITE_QUESTION.test(message.trim());
  for (let i = 0; i < pieces.length; i += 2) {
    const raw = restore(pieces[i]).trim();
    const end = raw.match(/[.!;]+$/)?.[0] ?? "";
    const text = raw
      .replace(POLITE_QUESTION, "")
      .replace(/^(?:one more thing|oh and|oh|sorry)\s*[:—–-]\s*/i, "")
      .replace(/^(?:please|pls|plz|kindly|and|then|also|finally|lastly)\s+/i, "")
      .replace(/[.!;]+$/, "")
      // "…to 'Fresh pasta every day'?" asks politely; the question mark is not part of the new text.
      .replace(/(["”'’])\s*\?$/, "$1")
      .replace(politeQuestion && !/\b(?:question|faq|q&a|asks?)\b/i.test(pieces[i]) ? /\s*\?$/ : /$^/, "")
      .trim();
    // Greetings and thanks around the requests are not requests.
    if (!text || COURTESY.test(text)) continue;
    const joiner = (pieces[i - 1] ?? " ").replace(/\n+/g, " ");
    // "Make it feel warmer: use terracotta…" — a wish, then the request that carries it out: the request
    // is what is done. (The colon of "headline: Make every day count" introduces new text instead.)
    const wish = text.match(COLON_THEN_REQUEST);
    parts.push(wish && !TEXT_FIELD.test(wish[1]) ? { text: wish[2], joiner, end } : { text, joiner, end });
  }
  return parts;
}

/** Text a person asked for, without surrounding quotes. */
export function unquote(text: string): string {
  return text
    .trim()
    .replace(/^["“'‘]+|["”'’]+$/g, "")
    .trim();
}
