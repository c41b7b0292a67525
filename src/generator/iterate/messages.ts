/** What the engine tells the owner when a request, or a part of it, was not done. */
import type { Unread } from "../interpret/index.js";
import { reportWords } from "../ops/report-words.js";

/** What changes the engine understands, shown beside a request it could not read. */
export const SUPPORTED_CHANGES = [
  "Change a text: “change the headline to …”, “the button should say …”",
  "Change a fact everywhere: a price, phone number, e-mail, address, date or time (“entry is now £20”)",
  "Opening hours: “open Saturdays 9–2”, “closed on Mondays”",
  "Add, remove, move or highlight items and sections (“add a FAQ: …”, “move pricing under the top banner”)",
  "Contact details and links: “add our Instagram @…”, “remove the phone number”",
  "Look: colours, dark or light, serif or sans, a design (bold, minimal, warm, luxury, classic…), spacing",
  "Forms: add, remove or require a field; send the form to your own address",
  "Mark something sold out or available again; make the copy shorter",
  "Translate the page (when an AI provider is set up)",
];

export function unreadLine(unread: Unread, lang?: string): string {
  const closest = unread.suggestions.length
    ? `; ${reportWords(lang, "closest")}: ${unread.suggestions.map((s) => `“${s}”`).join(", ")}`
    : "";
  return `“${unread.part}” — ${reportWords(lang, "notUnderstood")}${closest}`;
}

/** The message of a change that did nothing: every part named, with why (in the page's language). */
export function notAppliedMessage(notApplied: string[], lang?: string): string {
  if (notApplied.length === 0) return reportWords(lang, "nothingAtAll");
  return `${reportWords(lang, "nothingChanged")} ${notApplied.join("; ")}.`;
}
