/**
 * The verbs that sign a customer's words after the closing quotation mark, by language (issue 27.1):
 * "„Der beste Käsekuchen“, sagt Petra Lorenz", "«…» dice Lucía", "'…' zegt Sanne de Vries". A dash or
 * brackets sign in every language and are not listed. Each entry is a regex source, matched
 * case-insensitively as a whole word; all languages are tried, since a quote may be in another language
 * than the page's.
 */
export const QUOTE_VERBS: Record<string, string[]> = {
  en: ["says", "said", "writes", "wrote", "adds", "tells us", "according to"],
  de: ["sagt", "sagte", "meint", "schreibt", "schrieb", "erzählt", "findet"],
  es: ["dice", "dijo", "comenta", "cuenta", "escribe", "asegura", "según"],
  fr: ["dit", "a dit", "écrit", "raconte", "confie", "affirme", "selon"],
  it: ["dice", "ha detto", "racconta", "scrive", "commenta", "secondo"],
  nl: ["zegt", "zei", "schrijft", "vertelt", "aldus", "volgens"],
  pl: ["mówi", "powiedziała", "powiedział", "pisze", "napisała", "napisał", "dodaje"],
  pt: ["diz", "disse", "conta", "escreve", "comenta", "afirma", "segundo"],
  hu: ["mondja", "mondta", "írja", "írta", "meséli", "szerint"],
};

/** Every language's verbs as one alternation, longest first ("a dit" before "dit"). */
export const QUOTE_VERB_SOURCE = [...new Set(Object.values(QUOTE_VERBS).flat())]
  .sort((a, b) => b.length - a.length)
  .join("|");
