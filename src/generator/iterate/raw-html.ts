/**
 * Pages a model wrote as raw HTML in earlier versions have no page model: the model edits their HTML, and
 * the same guard as everywhere else decides what may be saved. A fact in the edited page (number, price,
 * date, phone, e-mail, link, name, quote, rating…) that is neither in the request nor already on the page
 * means the model invented it: the change is refused for free rather than saved. An edit that leaves the
 * page's markup as it was, but for spacing, is not a change and costs nothing (a class or a style is: it
 * changes what a reader sees).
 */
import { readableText, untracedFacts } from "../guard/index.js";
import { htmlLang, modelWords, sameMarkup } from "../llm/model-words.js";
import type { IterateResult } from "../types.js";

/** The edited page, checked: refused when it invents a fact or changes nothing but spacing. */
export function guardRawEdit(before: string, request: string, result: IterateResult): IterateResult {
  if (!result.ok) return result;
  const lang = htmlLang(before);
  if (sameMarkup(before, result.html)) {
    return { ok: false, code: "change_not_applied", message: modelWords(lang, "unchanged"), supported: [] };
  }
  const invented = untracedFacts(readableText(result.html), [readableText(before), request]);
  if (invented.length > 0) {
    const facts = invented.map((fact) => `“${fact.text}”`).join(", ");
    return {
      ok: false,
      code: "change_not_applied",
      message: modelWords(lang, "invented", { facts }),
      supported: [],
    };
  }
  return result;
}
