/**
 * Opening hours added to those a page already gives ("we're open on Sundays 9–14 too"): the footer keeps its
 * hours together, and the answers that listed the old hours in full list the new ones too, so no part of
 * the page still reads as if the business were closed on the day just opened.
 */
import { isPageLabel } from "../composer/locale/index.js";
import type { Item, PageModel } from "../model.js";

/** The footer's opening-hours lines, in order. */
export function footerHours(model: PageModel): string[] {
  return model.footer
    .filter((f) => isPageLabel(model, f.title, "Opening hours") && f.text)
    .map((f) => f.text as string);
}

/** Puts `added` right after the footer's last opening-hours line (or at its end when it has none). */
export function addFooterHours(model: PageModel, added: Item[]): void {
  const last = model.footer.findLastIndex((f) => isPageLabel(model, f.title, "Opening hours"));
  const at = last < 0 ? model.footer.length : last + 1;
  model.footer = [...model.footer.slice(0, at), ...added, ...model.footer.slice(at)];
}

/**
 * Where a question's answer or a section's lead gave every old line ("Mon–Sat 8:00–18:00." or
 * "Mon–Fri 9–17; Sat 10–14"), the new lines take their place, joined the same way. A sentence that names
 * only some of the days is the owner's own and stays as written.
 */
export function listAllHoursInAnswers(model: PageModel, before: string[], after: string[]): void {
  if (before.length === 0 || after.length <= before.length) return;
  const rewrite = (text: string | undefined) => {
    if (!text) return text;
    for (const separator of ["; ", ", "]) {
      const old = before.join(separator);
      const at = text.indexOf(old);
      // Only a whole list: the old lines followed by the end of the text, a full stop or a line break.
      if (at < 0 || !/^(?:[.!]?\s*$|[.!]\s)/.test(text.slice(at + old.length))) continue;
      return text.slice(0, at) + after.join(separator) + text.slice(at + old.length);
    }
    return text;
  };
  for (const section of model.sections) {
    if (section.kind === "hours" || section.kind === "contact") continue;
    if (section.lead) section.lead = rewrite(section.lead);
    if (section.kind === "faq")
      section.items = section.items.map((item) => ({ ...item, text: rewrite(item.text) }));
  }
}
