/**
 * Pages a model wrote as raw HTML in earlier versions have no page model: the model edits their HTML, and
 * the same guard as everywhere else decides what may be saved. A fact in the edited page (number, price,
 * date, phone, e-mail, link, name, quote, rating…) that is neither in the request nor already on the page
 * means the model invented it: the change is refused for free rather than saved. So is new text in
 * another language than the page's. An edit that changes nothing a reader sees (spacing, a comment, the
 * order of attributes) is not a change and costs nothing (a class or a style is: it changes what a reader
 * sees). A price, date, phone, e-mail or link the owner gave that the edited page does not show is named as
 * not done, whatever the model's summary says. The request itself written onto the page is refused too.
 */
import { factsIn, readableText, untracedFacts } from "../guard/index.js";
import { knownWords } from "../guard/language.js";
import { foreignNewTexts, textRuns } from "../llm/edit-language.js";
import { htmlLang, modelWords } from "../llm/model-words.js";
import { sameToReader } from "../llm/reader-view.js";
import type { IterateResult } from "../types.js";
import { echoesRequest } from "./model-echo.js";

/** Kinds of fact a request gives that the page must then show: a value, not a word. */
const SHOWN_KINDS = new Set(["price", "date", "phone", "email", "url"]);

/** The edited page, checked: refused when it invents a fact, writes another language or changes nothing. */
export function guardRawEdit(before: string, request: string, result: IterateResult): IterateResult {
  if (!result.ok) return result;
  const lang = htmlLang(before);
  const refused = (message: string): IterateResult => ({
    ok: false,
    code: "change_not_applied",
    message,
    supported: [],
  });
  if (sameToReader(before, result.html)) return refused(modelWords(lang, "unchanged"));
  const shownBefore = readableText(before);
  const shownAfter = readableText(result.html);
  const invented = untracedFacts(shownAfter, [shownBefore, request]);
  if (invented.length > 0) {
    const facts = invented.map((fact) => `“${fact.text}”`).join(", ");
    return refused(modelWords(lang, "invented", { facts }));
  }
  // The request itself written onto the page ("Make the headline shorter" as the headline) is no change.
  const runsBefore = new Set(textRuns(before));
  const echo = textRuns(result.html).find(
    (run) => !runsBefore.has(run) && echoesRequest(run, lang ?? "en", request),
  );
  if (echo) return refused(modelWords(lang, "instruction", { text: echo }));
  const known = knownWords(request, textRuns(before).join(" "));
  const foreign = foreignNewTexts(before, result.html, known, lang);
  if (foreign.length > 0)
    return refused(foreign.map((text) => modelWords(lang, "otherLanguage", { text })).join("\n"));
  // A value the owner gave that is on neither version of the page was not put there.
  const missing = factsIn(request, lang).filter(
    (fact) =>
      SHOWN_KINDS.has(fact.kind) &&
      untracedFacts(fact.text, [shownAfter], lang).length > 0 &&
      untracedFacts(fact.text, [shownBefore], lang).length > 0,
  );
  if (missing.length === 0) return result;
  const notDone = missing.map((fact) => modelWords(lang, "notOnPage", { fact: fact.text }));
  return { ...result, notApplied: [...(result.notApplied ?? []), ...notDone] };
}
