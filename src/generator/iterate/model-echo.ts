/**
 * The owner's request is never the page's words: a text a model writes that is the request itself ("Make
 * the headline punchier" as the new headline, "Schreib die Überschrift freundlicher") is left out and
 * named. Such a text restates the part of the request it answers (three in four of the part's words, and
 * three in five of the text is them) and names a part of the page (language packs: "headline", "Überschrift", "intro"); new
 * words the owner dictated ("add a question: can I change my plan?") are only a piece of the part, and stay.
 */
import { packsFor } from "../lang/index.js";
import { modelWords } from "../llm/model-words.js";
import type { PageModel } from "../model.js";
import type { Op } from "../ops/schema.js";
import { wholePhrase } from "../ops/texts.js";
import { textsOf } from "./model-language.js";
import { wordsOf } from "./model-quotes.js";

/** Whether three in five of the text's words are the part's, and it says three in four of the part's words. */
function restatesPart(text: string, part: string): boolean {
  // Words only: a value the owner gave ("040 555 9876", an e-mail) written beside its label is theirs.
  const lettersOf = (t: string) => new Set([...wordsOf(t)].filter((w) => /^\p{L}+$/u.test(w)));
  const said = lettersOf(text);
  const asked = lettersOf(part);
  const mine = [...said].filter((w) => asked.has(w)).length;
  return said.size >= 3 && mine / said.size >= 0.6 && mine / Math.max(asked.size, 1) >= 0.75;
}

/** Whether the owner dictated the text: the part writes it after a colon or in quotes ("headline: '…'"). */
function dictated(text: string, part: string): boolean {
  const fold = (t: string) => t.toLowerCase().replace(/\s+/g, " ").trim();
  const words = fold(text).replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, "");
  const at = words ? fold(part).indexOf(words) : -1;
  return at > 0 && /[:'"“”„«»‘’‚]\s*$/u.test(fold(part).slice(0, at));
}

/** Whether the text names a part of the page (a text or a section), as a request does and copy seldom. */
function namesPagePart(text: string, lang: string, request: string): boolean {
  const says = (phrases: string[]) => phrases.some((p) => p.length > 1 && wholePhrase(p, "iu").test(text));
  return packsFor(lang, request).some((pack) =>
    says([
      ...Object.values(pack.texts).flat(),
      ...Object.values(pack.sections).flat(),
      ...pack.sectionWords,
      ...pack.copyWords.filter((w) => w.length > 3),
    ]),
  );
}

/** The operations without those writing the request itself onto the page; each left out is named. */
/** Whether `text`, written on a page in `lang`, is the owner's request (or its `part`) itself. */
export function echoesRequest(text: string, lang: string, request: string, part = request): boolean {
  return (
    text.trim() !== "" &&
    !dictated(text, part) &&
    restatesPart(text, part) &&
    namesPagePart(text, lang, request)
  );
}

export function withoutEchoes(
  ops: Op[],
  model: PageModel,
  request: string,
  part = request,
): { ops: Op[]; notApplied: string[] } {
  const notApplied: string[] = [];
  const kept = ops.filter((op) => {
    const echo = textsOf(op).find((text) => echoesRequest(text, model.lang, request, part));
    if (echo === undefined) return true;
    notApplied.push(modelWords(model.lang, "instruction", { text: echo.trim() }));
    return false;
  });
  return { ops: kept, notApplied };
}
