/**
 * A business that comes to its customers ("mobile bike repair", "we come to your home", "à domicile",
 * "aan huis") has no premises to visit: a button or a question that asks the visitor to come by would
 * promise a shop the owner never mentioned.
 */
import type { ContentBrief } from "../../brief/index.js";

/** Each pattern is matched as whole words (a lookaround, since \b never sees a boundary before "à"). */
const COMES_TO_YOU = new RegExp(
  [
    // English: "we come to you/your home", "at your door", "on-site", "call-out", "mobile <trade>".
    String.raw`we\s+come\s+to\s+(?:you|your)`,
    String.raw`at\s+your\s+(?:door|doorstep|home|office|place)`,
    String.raw`on[- ]site`,
    String.raw`call[- ]outs?`,
    String.raw`mobile\s+(?!(?:apps?|phones?|games?|devices?|friendly|first|data|banking)(?!\p{L}))\p{L}{3,}`,
    // German, French, Spanish, Italian, Dutch, Portuguese, Polish, Hungarian.
    String.raw`wir\s+kommen\s+zu\s+(?:ihnen|dir|euch)`,
    String.raw`vor\s+ort\s+bei\s+(?:ihnen|dir)`,
    String.raw`à\s+domicile`,
    String.raw`(?:nous\s+venons|on\s+vient)\s+chez\s+vous`,
    String.raw`nous\s+nous\s+déplaçons`,
    String.raw`a\s+domicilio`,
    String.raw`veniamo\s+da\s+(?:te|voi)`,
    String.raw`vamos\s+a\s+(?:tu|su)\s+casa`,
    String.raw`aan\s+huis`,
    String.raw`wij\s+komen\s+(?:bij|naar)\s+(?:u|jou|je)`,
    String.raw`ao\s+domicílio`,
    String.raw`z\s+dojazdem`,
    String.raw`dojeżdżamy`,
    String.raw`házhoz\s+megy\p{L}*`,
    String.raw`kiszáll\p{L}*`,
  ]
    .map((words) => `(?<!\\p{L})(?:${words})(?!\\p{L})`)
    .join("|"),
  "iu",
);

export function comesToCustomers(brief: Pick<ContentBrief, "description" | "kind">): boolean {
  if (brief.kind === "mobile-app" || brief.kind === "saas") return false;
  return COMES_TO_YOU.test(brief.description);
}

/** Buttons and questions that ask the visitor to come to the business's premises. */
export const VISIT_WORDING =
  /\b(?:visit\s+(?:us|the\s+\p{L}+)|plan\s+your\s+visit|find\s+us|come\s+by|drop\s+in|pop\s+in)\b/iu;
