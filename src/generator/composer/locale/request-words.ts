/**
 * How an owner's one-line request for a page is read, by language (issue 27.3), so the page never publishes
 * the request: "Landing page pour mon agence immobilière, il faut qu'elle génère des contacts" names the
 * business ("Agence immobilière"), the rest is the owner's wish for the page. Matched case-insensitively as
 * whole words.
 */
export interface RequestWords {
  /**
   * Words that open the owner's wish for the page after the business it names: a relative pronoun (the page
   * "which brings leads"), "must", "so that", "to get". The subject ends before the first of them. An entry
   * starting with ", " opens the wish only after a comma.
   */
  wishOpenings: string[];
  /**
   * A noun after the request's preposition takes another ending in this language ("dla mojego warsztatu",
   * "a pékségemnek"): the words cannot be shown as a heading as they stand, so the page does not show them.
   */
  inflectsTopic: boolean;
}

export const REQUEST_WORDS: Record<string, RequestWords> = {
  en: {
    wishOpenings: [
      "which",
      "that",
      "to get",
      "to bring",
      "to attract",
      "must",
      "should",
      "needs? to",
      "has to",
      "so (?:that|i|we)",
      "want",
      "i want",
      "we want",
    ],
    inflectsTopic: false,
  },
  de: {
    // A relative pronoun is also an article: only after the comma German always writes before it.
    wishOpenings: [", die", ", der", ", das", ", damit", ", um", "soll", "sollte", "muss", "möchte", "will"],
    inflectsTopic: false,
  },
  fr: {
    wishOpenings: [
      "qui",
      "que",
      "il faut",
      "doit",
      "afin",
      "pour (?:avoir|attirer|générer|obtenir|trouver)",
      "je veux",
      "j'aimerais",
    ],
    inflectsTopic: false,
  },
  es: {
    wishOpenings: ["que", "debe", "tiene que", "para (?:conseguir|atraer|captar|generar|tener)", "quiero"],
    inflectsTopic: false,
  },
  it: {
    wishOpenings: ["che", "deve", "per (?:avere|attirare|portare|generare|trovare)", "voglio", "vorrei"],
    inflectsTopic: false,
  },
  nl: {
    wishOpenings: ["die", "dat", "om", "moet", "zodat", "wil"],
    inflectsTopic: false,
  },
  pt: {
    wishOpenings: ["que", "deve", "tem que", "tem de", "para (?:ter|atrair|captar|gerar|conseguir)", "quero"],
    inflectsTopic: false,
  },
  pl: {
    wishOpenings: ["który", "która", "które", "żeby", "aby", "musi", "chcę"],
    inflectsTopic: true,
  },
  hu: {
    wishOpenings: ["ami", "amely", "hogy", "kell", "szeretnék"],
    inflectsTopic: true,
  },
};

const OPENINGS = new Map(
  Object.entries(REQUEST_WORDS).map(([lang, words]) => [
    lang,
    new RegExp(
      `(?:\\s?[,;–—-]?\\s(?:${words.wishOpenings.filter((w) => !w.startsWith(", ")).join("|") || "(?!)"})|,\\s(?:${
        words.wishOpenings
          .filter((w) => w.startsWith(", "))
          .map((w) => w.slice(2))
          .join("|") || "(?!)"
      }))(?![\\p{L}'’])`,
      "iu",
    ),
  ]),
);

/**
 * The business a request names, without the owner's wish for the page after it ("agence immobilière, il
 * faut qu'elle génère des contacts" → "agence immobilière"); undefined when the words cannot be shown as
 * they stand (an inflected noun).
 */
export function requestedSubject(subject: string, lang: string): string | undefined {
  const words = REQUEST_WORDS[lang.split("-")[0] ?? ""];
  if (words?.inflectsTopic) return undefined;
  return withoutWish(subject, lang);
}

/** The words before the owner's wish for the page ("Agence immobilière, il faut qu'elle…" → "Agence immobilière"). */
export function withoutWish(subject: string, lang: string): string | undefined {
  const cut = OPENINGS.get(lang.split("-")[0] ?? "") ?? OPENINGS.get("en")!;
  const at = subject.search(cut);
  return (at > 0 ? subject.slice(0, at) : subject).replace(/[\s,;:–—-]+$/u, "").trim() || undefined;
}
