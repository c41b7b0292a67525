/**
 * Work the business has done for others, listed after a heading: "Recent projects: Casa Brera apartment
 * (2025), Hotel Lucia in Como (2024), Osteria Nove in Bergamo (2023)", "Progetti recenti: …", "Selected
 * work: …", "Recent projects include …". Each project verbatim, with its place and year. What they did is
 * not what they do (offerings), and a past project's place or year is neither the business's place nor an
 * event date: the list is claimed before those extractors read the text.
 */
import { INTL_LIST_AND } from "./intl.js";
import { splitOutsideBrackets } from "./list-items.js";
import type { SentenceSpan } from "./sentences.js";
import type { Claims } from "./spans.js";
import type { PastWorkFact } from "./types.js";
import { re } from "./vocabulary.js";

/** The heading of a list of past work, in the nine languages: the adjective may stand before or after. */
const WORK_WORDS = [
  // en
  "(?:(?:recent|selected|past|previous|latest|some)\\s+)?(?:projects|work|commissions|jobs)",
  // de
  "(?:(?:aktuelle|ausgewählte|letzte|bisherige|einige)\\s+)?(?:projekte|referenzprojekte|arbeiten|referenzen)",
  // fr
  "(?:projets|réalisations|références|travaux)(?:\\s+(?:récents|récentes|choisis|choisies|sélectionnés|sélectionnées))?",
  // es
  "(?:proyectos|trabajos|obras)(?:\\s+(?:recientes|seleccionados|seleccionadas|destacados))?",
  // it
  "(?:progetti|lavori|realizzazioni)(?:\\s+(?:recenti|selezionati|selezionate|scelti))?",
  // nl
  "(?:(?:recente|geselecteerde|eerdere)\\s+)?(?:projecten|opdrachten|werk)",
  // pt
  "(?:projetos|projectos|trabalhos|obras)(?:\\s+(?:recentes|selecionados|selecionadas|seleccionados))?",
  // pl
  "(?:(?:ostatnie|wybrane|nasze)\\s+)?(?:projekty|realizacje)",
  // hu
  "(?:(?:legutóbbi|korábbi|válogatott|néhány)\\s+)?(?:projektek|projektjeink|munkáink|munkáim|munkák|referenciák|referenciáink)",
].join("|");

/** "Recent projects: …" (the list after a colon) or "Recent projects include …". */
const HEADING = re(`(?<![\\p{L}])(?:${WORK_WORDS})(?:\\s*:\\s*|\\s+(?:include|included|includes)\\s+)`, "iu");

/**
 * Work done for named clients said with a verb: "I've designed identities for Loaf Bakery (2022), …",
 * "Nous avons enregistré les albums de Lune Froide (2021) et des Pieds Nickelés (2023)", "Ho lavorato per
 * …", "He diseñado marcas para …". Its list counts only as names (see namedList).
 */
const DID_FOR = re(
  `(?<![\\p{L}])(?:(?:i|we)(?:'ve|’ve|\\s+have)?\\s+(?:designed|built|photographed|made|created|recorded|produced|worked|shot|branded|written)|(?:j'ai|j’ai|nous\\s+avons)\\s+(?:enregistré|conçu|réalisé|créé|travaillé|photographié|produit)|(?:ho|abbiamo)\\s+(?:lavorato|progettato|realizzato|registrato|creato|fotografato)|(?:he|hemos)\\s+(?:diseñado|trabajado|grabado|creado|fotografiado|producido)|(?:trabalhei|desenhei|criei|gravei|fotografei)|(?:pracował[ae]m|zaprojektował[ae]m|nagrał[ae]m))\\s+(?:[\\p{L}'’-]+\\s+){0,3}?(?:for|with|de|d'|d’|des|pour|avec|per|con|di|para|com|dla)(?:\\s+|(?<=['’]))`,
  "iu",
);

/** Each item a name: a capital first, after an article at most ("the Bristol Harbour Festival", "des Pieds Nickelés"). */
const NAMED_ITEM = re(
  `^(?:(?:the|les|des|du|de\\s+la|la|le|il|lo|el|los|las|o|a|os|as)\\s+)?[\\p{Lu}\\d]`,
  "u",
);

const LEADING_ARTICLE = re(
  `^(?:the|les|des|du|de\\s+la|la|le|il|lo|el|los|las|os|as)\\s+(?=[\\p{Lu}\\d])`,
  "u",
);

/** A year or a short note in brackets at an item's end: "(2025)", "(2024, Como)". */
const NOTE_END = /\s*\(([^()]{1,40})\)$/u;

/** The most words a project's name and place take; a longer part is a sentence, not a list item. */
const MAX_WORDS = 12;

export function extractPastWork(
  text: string,
  sentences: SentenceSpan[],
  claims: Claims,
  lang = "en",
): PastWorkFact[] {
  const out: PastWorkFact[] = [];
  const and = re(`\\s(?:and|&|${INTL_LIST_AND[lang] ?? "and"})\\s`, "iu");
  for (const sentence of sentences) {
    const listed = HEADING.exec(sentence.text);
    const did = listed ? null : DID_FOR.exec(sentence.text);
    const heading = listed ?? did;
    if (!heading) continue;
    const listStart = sentence.start + heading.index + heading[0].length;
    const body = text.slice(listStart, sentence.end).replace(/[.!…]+$/u, "");
    const parts = splitList(body, and);
    if (parts.length === 0 || parts.some((p) => p.split(/\s+/).length > MAX_WORDS)) continue;
    // "We have worked with families in Leeds for 20 years" names no client: a verb's list is names only.
    if (did && (parts.length < 2 || !parts.every((p) => NAMED_ITEM.test(p)))) continue;
    if (claims.overlaps(listStart, listStart + body.length)) continue;
    claims.add(sentence.start + heading.index, listStart + body.length, "past-work");
    for (const part of parts) {
      const note = NOTE_END.exec(part);
      out.push({
        text: part,
        // "the Bristol Harbour Festival", "des Pieds Nickelés": the name without the sentence's article.
        name: (note ? part.slice(0, note.index).trim() : part).replace(LEADING_ARTICLE, ""),
        ...(note ? { note: note[1]?.trim() } : {}),
      });
    }
  }
  return out;
}

/**
 * The items of a list: split at commas and semicolons (never inside brackets or between digits), and the
 * last one at "and" when the part before it closes a bracket or no item has one ("Casa Brera (2025) and
 * Hotel Lucia (2024)"; a name like "Smith and Sons (2024)" stays whole).
 */
function splitList(body: string, and: RegExp): string[] {
  const parts = splitOutsideBrackets(body, /;|,(?!\d)/u);
  const bracketed = parts.some((p) => p.includes("("));
  const last = parts.pop() ?? "";
  const m = and.exec(last);
  if (m && (!bracketed || /\)\s*$/.test(last.slice(0, m.index))))
    parts.push(last.slice(0, m.index), last.slice(m.index + m[0].length));
  else parts.push(last);
  return parts.map((p) => p.trim()).filter((p) => /\p{L}/u.test(p));
}
