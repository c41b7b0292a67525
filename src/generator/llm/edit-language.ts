/**
 * The words an AI edit writes on a raw-HTML page must be in the language the page declares: an edit whose
 * new text is plainly in another ("Employment law, done right" on a German page) is left out and named,
 * as for operations on composer pages (iterate/model-language.ts). Text the edit only moves, and words
 * the owner wrote in the request or the page already has, are no sign of another language.
 */
import { ENTITIES } from "../guard/index.js";
import { knownWords, otherLanguage } from "../guard/language.js";
import type { Edit } from "./edits.js";
import { modelWords } from "./model-words.js";

/** The runs of text a reader sees in a piece of HTML (no styles, scripts or tags). */
function textRuns(html: string): string[] {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .split(/<[^>]*>/)
    .map((run) =>
      run
        .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_all, name: string) => ENTITIES[name] ?? " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

/** The texts `after` writes that `before` did not, when plainly in another language than `lang`'s. */
export function foreignNewTexts(before: string, after: string, known: Set<string>, lang?: string): string[] {
  const base = (lang || "en").split("-")[0]?.toLowerCase() ?? "en";
  const old = new Set(textRuns(before));
  return textRuns(after).filter((run) => !old.has(run) && otherLanguage(run, base, known) !== undefined);
}

/** The edits without those writing another language than the page's; each left out is named. */
export function keepEditLanguage(
  page: string,
  edits: Edit[],
  request: string,
  lang: string | undefined,
): { edits: Edit[]; leftOut: string[] } {
  const known = knownWords(request, textRuns(page).join(" "));
  const leftOut: string[] = [];
  const kept = edits.filter((edit) => {
    const foreign = foreignNewTexts(edit.search, edit.replace, known, lang);
    leftOut.push(...foreign.map((text) => modelWords(lang, "otherLanguage", { text })));
    return foreign.length === 0;
  });
  return { edits: kept, leftOut };
}

export { textRuns };
