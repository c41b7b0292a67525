/**
 * What is left of an owner's request for a page once the page talk is gone ("landing page for my dog
 * grooming van pls, we come to you around Bristol") still speaks to us: the "pls", the "my". The page
 * speaks about the business, so the request's courtesy words go, in the nine languages, and so does the
 * owner's possessive before what the business is ("my dog grooming van" → "Dog grooming van").
 */
import { REQUEST_WORDS } from "../locale/request-words.js";
import { capitalize } from "./text.js";

/** Words an owner adds to a request out of politeness, whole words in any of the nine languages. */
const COURTESY =
  /(?:\s*,)?\s+(?:please|pls|plz|thanks|thx|ty|bitte|danke|svp|stp|merci|por favor|porfa|gracias|per favore|grazie|graag|alsjeblieft|aub|a\.u\.b\.|bedankt|proszę|dzięki|dziękuję|obrigad[oa]|kérem|köszönöm)(?![\p{L}.])/giu;

/** The owner's "my", "our", "mijn", "mein" … before what the business is, at the start. */
const POSSESSIVE =
  /^(?:my|our|mein(?:e[mnrs]?)?|unser(?:e[mnrs]?)?|mon|ma|mes|notre|nos|mi|mis|nuestr[oa]s?|(?:il |la )?mi[oa]|(?:il |la )?nostr[oa]|mijn|onze|ons|meu|minha|nosso|nossa)\s+(?=\p{L})/iu;

/** The request's rest as a line about the business: no courtesy words, no owner's possessive. */
export function withoutCourtesy(rest: string): string {
  const polite = rest.replace(COURTESY, "").replace(/^\s*,\s*/u, "");
  const own = polite.replace(POSSESSIVE, "");
  return own === rest ? rest : capitalize(own);
}

/**
 * Whether the words after a request's preposition keep that preposition's case in this language
 * ("dla mojego warsztatu rowerowego"): as a line of their own they would read wrong, so none is made.
 */
export function inflectsAfterRequest(lang: string): boolean {
  return REQUEST_WORDS[lang.toLowerCase().split("-")[0] ?? ""]?.inflectsTopic === true;
}
