/**
 * Pages a model wrote as raw HTML in earlier versions have no page model: the model edits their HTML, and
 * the same guard as everywhere else decides what may be saved. A fact in the edited page (number, price,
 * date, phone, e-mail, link, name, quote, rating…) that is neither in the request nor already on the page
 * means the model invented it: the change is refused for free rather than saved. An edit that leaves the
 * page's text and links as they were is not a change and costs nothing.
 */
import { readableText, untracedFacts } from "../guard/index.js";
import { htmlLang, modelWords, sameText } from "../llm/model-words.js";
import type { IterateResult } from "../types.js";

/** The edited page, checked: refused when it invents a fact or changes nothing a reader would see. */
export function guardRawEdit(before: string, request: string, result: IterateResult): IterateResult {
  if (!result.ok) return result;
  const lang = htmlLang(before);
  const was = readableText(before);
  const now = readableText(result.html);
  if (sameText(now, was)) {
    return { ok: false, code: "change_not_applied", message: modelWords(lang, "unchanged"), supported: [] };
  }
  const invented = untracedFacts(now, [was, request]);
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
