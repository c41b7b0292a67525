/**
 * What the owner asks visitors to do, when a sentence starts with a list of such verbs: "Adopt, foster or
 * volunteer at our shelter on Tuam Road." → "Adopt", "foster", "volunteer"; "Donate, fundraise or join us
 * as a volunteer." → "Donate", "fundraise", "join us as a volunteer" stays "join". Each verb verbatim.
 */
import type { SentenceSpan } from "./sentences.js";
import { re } from "./vocabulary.js";

const ACTION =
  "(?:adopt|foster|volunteer|donate|sponsor|visit|call|book|order|join|shop|buy|subscribe|follow|share|give|help|fundraise|register|apply|enquire|inquire|come|try|learn|discover|explore|rent|hire|reserve|pre-?order|download|sign\\s+up|get\\s+involved|pop\\s+in|drop\\s+in|email|text|message|collect|bring|leave|gift|support|run|walk|swim|cycle|ride|play|taste|watch|listen|read|vote|recycle|upcycle|eat|drink|dance|relax|stay|unwind|celebrate|meet)";
/** Two or more actions at a sentence's start: "Adopt, foster or volunteer", "Eat, drink and dance". */
const ACTION_LIST = re(`^(${ACTION})((?:,\\s${ACTION})*)(?:,?\\s(?:or|and)\\s(${ACTION}))(?![\\p{L}])`, "iu");
const EACH = re(`(?<![\\p{L}])${ACTION}(?![\\p{L}])`, "giu");

export function extractActions(sentences: SentenceSpan[]): string[] {
  const out: string[] = [];
  for (const sentence of sentences) {
    const m = ACTION_LIST.exec(sentence.text);
    if (!m) continue;
    for (const verb of m[0].matchAll(EACH)) if (!out.includes(verb[0])) out.push(verb[0]);
  }
  return out;
}
