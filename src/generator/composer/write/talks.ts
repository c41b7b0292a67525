/**
 * Whether an event has people who give talks (a conference, a meetup, a webinar, or any event whose
 * description says "speakers", "talks", "keynote", "Vortrag" …): only then is a "Speakers" section asked for
 * or headed so. A pottery course, a yoga retreat or a repair café has people who lead it.
 */
import type { ContentBrief } from "../../brief/types.js";

const TALK_KINDS: ReadonlySet<string> = new Set(["conference", "meetup", "webinar"]);

const TALK_WORDS =
  /(?<![\p{L}])(?:speakers?|talks?|keynotes?|panels?|panel(?:l)?ists?|lectures?|presentations?|presenters?|vortr[äa]ge?|referent(?:en|innen|in)?|redner(?:innen|in)?|conf[ée]renci(?:ers?|[èe]res?)|intervenants?|ponentes?|charlas?|conferenciantes?|relatori|relatrici|interventi|sprekers?|lezingen?|palestrantes?|palestras?|prelegen(?:ci|t|tka)|wykłady?|előad(?:ók?|ás(?:ok)?))(?![\p{L}])/iu;

export function givesTalks(brief: Pick<ContentBrief, "kind" | "description">): boolean {
  return TALK_KINDS.has(brief.kind) || TALK_WORDS.test(brief.description);
}
