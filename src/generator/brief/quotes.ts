/**
 * Text the user put in quotation marks. With an author after it (`“Best goulash in town” — Péter,
 * regular guest`, `"…" says Anna, owner`, `« … » — Julie M. Réservez…`: an initial's dot ends the sentence) or
 * before it (`Péter: “…”`) it is a testimonial (QuoteFact);
 * without one it is `quoted` (a slogan, a product name).
 */

import { looksLikePerson, PERSON_NAME } from "./names.js";
import type { Claims } from "./spans.js";
import type { QuoteFact } from "./types.js";
import { re } from "./vocabulary.js";

const QUOTED = re(
  String.raw`“([^“”]{1,400})”|„([^„“”"]{1,400})[“”"]|«\s?([^«»]{1,400}?)\s?»|"([^"]{1,400})"|‘([^‘’]{2,200})’(?![\p{L}])`,
  "gu",
);
/** After the quote, its author: one person or two ("— Tom and Priya", "– Marie et Paul"). */
const AUTHOR_AFTER = re(
  `^\\s?,?\\s?(?:[—–~-]{1,2}|says|said|writes|wrote|according to)\\s?(?<author>${PERSON_NAME}(?:\\s(?:and|&|und|et|y|e|en|i|és|oraz)\\s${PERSON_NAME})?)(?:\\s?(?:,|\\(|[—–-])\\s?(?<role>[^.;!?()“”"]{2,80}?))?\\s?(?:(?=[.;!?)“”"]|$|\\s[—–-]\\s|,\\s(?:and|but)\\b)|(?<=\\p{Lu}\\.\\s?)(?=\\p{Lu}))`,
  "u",
);
/**
 * After the quote, a client's team as its author: "— the team at Harrow Foods", "— equipo de Laconicum",
 * "– das Team von Kolibri", "— l'équipe de Sorriso". The organisation is named in capitals.
 */
const TEAM_AFTER = re(
  String.raw`^\s?,?\s?[—–~-]{1,2}\s?(?<author>(?:[Tt]he\s|[Ee]l\s|[Dd]as\s|[Ii]l\s|[Oo]\s|[Aa]\s|[Hh]et\s|[Ll]['’])?(?:[Tt]eam|[Ss]taff|[Ee]quipo|[ÉéEe]quipe|[Ee]quipa|[Zz]espół|[Ss]quadra|[Pp]ersoneel)\s(?:at|of|from|de|del|di|da|do|van|von|bei|z|chez)\s(?:(?:la|le|el|der|die|het|the)\s)?\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s\p{Lu}[\p{L}\p{N}&'’.-]*){0,3})\s?(?=[.;!?)]|$|\s)`,
  "u",
);
const AUTHOR_BEFORE = re(
  `(?<author>${PERSON_NAME})(?:,\\s(?<role>[^,:;.“”"]{2,60}))?\\s?(?:says|said|writes|wrote)?\\s?:\\s?$`,
  "u",
);

export interface Quotes {
  quotes: QuoteFact[];
  quoted: string[];
}

const HAS_LETTER = re(String.raw`\p{L}`, "u");

export function extractQuotes(text: string, claims: Claims): Quotes {
  const quotes: QuoteFact[] = [];
  const quoted: string[] = [];
  for (const m of text.matchAll(QUOTED)) {
    const inner = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? "").trim();
    if (!inner || !HAS_LETTER.test(inner)) continue;
    const start = m.index;
    let end = start + m[0].length;
    const team = TEAM_AFTER.exec(text.slice(end));
    const after = team ?? AUTHOR_AFTER.exec(text.slice(end));
    const beforeText = text.slice(Math.max(0, start - 100), start);
    const before = after ? null : AUTHOR_BEFORE.exec(beforeText);
    const attribution = after ?? before;
    const named = attribution?.groups?.author?.trim();
    // A team signs without the sentence's full stop ("equipo de Laconicum.").
    const author = team && named ? named.replace(/\.$/u, "") : named;
    const following = after ? text.slice(end + after[0].length) : text.slice(start);
    if (
      attribution &&
      author &&
      (team || looksLikePerson(author, after ? following : "")) &&
      inner.split(/\s+/).length >= 2
    ) {
      const quote: QuoteFact = { text: inner, author };
      const role = attribution.groups?.role?.trim().replace(/[,\s]+$/, "");
      if (role) quote.role = role;
      quotes.push(quote);
      if (after) end += after[0].length;
      claims.add(before ? start - (beforeText.length - (before.index ?? 0)) : start, end, "quote");
    } else {
      claims.add(start, end, "quote");
      if (!quoted.includes(inner)) quoted.push(inner);
    }
  }
  return { quotes, quoted };
}
