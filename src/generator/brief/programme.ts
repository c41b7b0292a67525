/**
 * An event's programme given as a list in one sentence ("Lineup: live music, street food and a craft
 * market", "Programm: Live-Musik, Streetfood und Kunsthandwerkermarkt", "Programa: música ao vivo, street
 * food e mercado de artesanato") is the event's agenda, one item each, so the page shows each line and a
 * change can edit one. Untimed: a list whose items open with a clock time is agenda.ts's. The clause is
 * claimed so its items are not read again as offerings.
 */
import type { SentenceSpan } from "./sentences.js";
import type { Claims } from "./spans.js";
import type { AgendaFact } from "./types.js";

/** The words that name a programme, in the nine languages: the label before the colon. */
const PROGRAMME_WORD =
  "programme|programs?|line-?ups?|programm|ablauf|programmation|programa|programación|programma|programmazione|programu|programie|programja";

/** "Lineup:", "On the programme:", "Auf dem Programm:", "Au programme :", "Na programie:", "Il programma:". */
const OPENING = new RegExp(
  `^(?:(?:on|in|auf|im|au|en|el|no|na|op|het|dem|the|il|nel|w|a|o)\\s+){0,3}(?:${PROGRAMME_WORD})\\s*:\\s*`,
  "iu",
);

/** The words joining the last item: "and", "&" in the nine languages. */
const JOIN = /\s*[,;]\s+|\s+(?:and|und|et|y|e|en|i|és|&|plus)\s+/iu;

/** An item is a few words with no clock time or price: "live music", "Kunsthandwerkermarkt". */
const isItem = (v: string) =>
  v.length > 0 &&
  v.split(/\s+/).length <= 6 &&
  !/\d{1,2}[:.h]\d{2}|\d\s?(?:am|pm|uhr|h)\b|[€$£¥]|\d\s?(?:zł|kr|Ft)/iu.test(v);

/** The programme lists of a description, each clause claimed; [] when none. */
export function extractProgramme(sentences: readonly SentenceSpan[], claims: Claims): AgendaFact[] {
  const out: AgendaFact[] = [];
  for (const s of sentences) {
    const clause = s.text.replace(/[.!]\s*$/u, "");
    const m = OPENING.exec(clause);
    if (!m) continue;
    const items = clause
      .slice(m[0].length)
      .split(JOIN)
      .map((v) => v.trim());
    if (items.length < 2 || !items.every(isItem)) continue;
    if (claims.overlaps(s.start, s.start + clause.length)) continue;
    claims.add(s.start, s.start + clause.length, "agenda");
    out.push(...items.map((text) => ({ text })));
  }
  return out;
}
