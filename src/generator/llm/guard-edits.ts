/**
 * The fact guard on a model's SEARCH/REPLACE edits of a page without a page model (pages a model wrote as
 * raw HTML before decision 0022): each edit is an operation. One whose new text states a fact (number,
 * price, date, phone, e-mail, link, name, quote, rating…) that is neither in the request nor on the page
 * is left out and named, the way the operations' guard drops an operation; the rest are applied. The
 * model's own summary lines are its words to the owner: a line stating such a fact describes an edit that
 * was left out, so it goes too.
 */
import { quoteFacts, readableText, untracedFacts } from "../guard/index.js";
import { reportWords } from "../ops/report-words.js";
import type { Edit } from "./edits.js";

export interface GuardedEdits {
  edits: Edit[];
  /** The summary lines that describe only what is kept. */
  summary: string[];
  /** One line per edit left out, in the owner's words. */
  leftOut: string[];
}

export function guardEdits(
  page: string,
  request: string,
  edits: Edit[],
  summary: string[],
  lang?: string,
): GuardedEdits {
  const sources = [readableText(page), request];
  const result: GuardedEdits = { edits: [], summary: [], leftOut: [] };
  for (const edit of edits) {
    // An edit that writes back what it found changes nothing.
    if (edit.search === edit.replace) continue;
    const invented = untracedFacts(readableText(edit.replace), sources);
    if (invented.length === 0) result.edits.push(edit);
    // The same words as a dropped operation's (ops/guard.ts), in the language the page declares.
    else result.leftOut.push(reportWords(lang, "leftOut", { facts: quoteFacts(invented) }));
  }
  result.summary = summary.filter((line) => untracedFacts(line, sources).length === 0);
  return result;
}
