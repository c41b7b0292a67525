/**
 * A customer's words belong in the testimonials, said once (issue 27.2): the story the hero and the about
 * section tell is the description's sentences with every testimonial (its marks and attribution) taken
 * out, so "Free Wi-Fi. "Best flat white in Bristol" — Sarah K. Call to book." tells "Call to book." there.
 */
import type { QuoteFact } from "../../brief/types.js";
import { escapeRegex } from "../../brief/vocabulary.js";

const OPENING = /[“„«"‘‚'『「]\s?$/u;
const CLOSING = /^\s?[”“»"’‘'』」]/u;

/** The sentence without the quotes and their attributions; "" when nothing else was said. */
export function withoutQuotes(sentence: string, quotes: readonly QuoteFact[]): string {
  let out = sentence;
  for (const quote of quotes) {
    const at = out.indexOf(quote.text);
    if (at < 0) continue;
    const open = OPENING.exec(out.slice(0, at));
    let start = open ? at - open[0].length : at;
    // "Jana Weber sagt: „…“", "Kiss Éva szerint: „…”": the name before the quote signs it too.
    if (quote.author) {
      const signed = new RegExp(`${escapeRegex(quote.author)}(?:\\s[\\p{L}]+){0,2}\\s?:\\s?$`, "u").exec(
        out.slice(0, start),
      );
      if (signed) start -= signed[0].length;
    }
    let end = at + quote.text.length;
    end += CLOSING.exec(out.slice(end))?.[0].length ?? 0;
    // The attribution right after it: " — Sarah K.", ", says Anna, owner of Casa Ana".
    if (quote.author) {
      const by = out.indexOf(quote.author, end);
      if (by >= 0 && by - end <= 12) {
        end = by + quote.author.length;
        if (quote.role) {
          const role = out.indexOf(quote.role, end);
          if (role >= 0 && role - end <= 4) end = role + quote.role.length;
        }
        // "«…» (Giulia Rossi)": the bracket closes with the name.
        end += /^\s?\)/u.exec(out.slice(end))?.[0].length ?? 0;
      }
    }
    out = `${out.slice(0, start)} ${out.slice(end)}`;
  }
  // A quote ending in "!" or "?" ends its sentence too: the next one opens with the rest of it ("» — Julie M.").
  for (const quote of quotes) {
    if (!quote.author) continue;
    const rest = /^\s*[”“»"’]?\s*[—–-]{1,2}\s*/u.exec(out);
    if (rest && out.startsWith(quote.author, rest[0].length)) {
      out = out.slice(rest[0].length + quote.author.length);
      // "— Dana Ruiz, illustrator": the role signs with the name.
      const role = quote.role
        ? new RegExp(`^\\s?[,(–—-]?\\s?${escapeRegex(quote.role)}\\)?`, "u").exec(out)
        : null;
      if (role) out = out.slice(role[0].length);
    }
  }
  return out
    .replace(/\s+([.,;:!?])/g, "$1")
    .replace(/^[\s.,;:—–-]+/, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}
