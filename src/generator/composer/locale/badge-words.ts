/**
 * The small words a badge leaves out, by language (issue 27.2): what a sentence says to carry a fact that
 * a badge says without ("We have an emergency service on Sunday mornings" → "Emergency service on Sunday
 * mornings", "Mats and blocks are provided" → "Mats and blocks provided"). Only words without a fact of
 * their own are listed: subjects with "have/offer", articles, copulas before a participle, "on" before a
 * date. Patterns are matched case-insensitively against a whole clause.
 */
export interface BadgeWords {
  /** Openings that only introduce what follows: "We have", "Nous proposons", "Es gibt". */
  openings: string[];
  /** Articles a badge starts without: "A demo" → "Demo". */
  articles: string[];
  /** Copulas left out before one of `states`: "are provided" → "provided". */
  copulas: string[];
  /** Participles and adjectives that say a state: provided, included, free, available. */
  states: string[];
  /** Whole phrases said shorter, [pattern, replacement]: "on orders over" → "over" ("$l1": group 1 in lower case). */
  shorter?: [string, string][];
}

export const BADGE_WORDS: Record<string, BadgeWords> = {
  en: {
    openings: ["we(?: also)? (?:have|offer|provide)", "there (?:is|are)", "you(?:'ll)? get"],
    articles: ["a", "an", "the"],
    copulas: ["is", "are"],
    states: ["provided", "included", "available", "free", "supplied", "guaranteed", "welcome"],
    shorter: [
      ["\\bon (?:all )?orders (over|above|from)\\b", "$1"],
      [
        "\\b(launch(?:es)?|opens?|closes?|starts?|ends?|ships?|arrives?) on (?=(?:mon|tues|wednes|thurs|fri|satur|sun)day\\b)",
        "$1 ",
      ],
      // "Every finisher gets a medal" → "A medal for every finisher": what is given first.
      ["^(every|each|all) (\\p{L}+) (?:gets?|receives?) (.+)$", "$3 for $l1 $2"],
      // "Coming to Steam on 20 February 2027" → "Coming to Steam 20 February 2027": a date needs no "on".
      [
        "\\bon (?=\\d{1,2}(?:st|nd|rd|th)?\\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\\p{L}*)",
        "",
      ],
    ],
  },
  de: {
    openings: ["wir (?:haben|bieten)(?: auch)?", "es gibt", "bei uns (?:gibt es|bekommen sie|bekommst du)"],
    articles: ["ein", "eine", "einen", "der", "die", "das"],
    copulas: ["ist", "sind"],
    states: ["inklusive", "inbegriffen", "kostenlos", "gratis", "verfügbar", "willkommen", "dabei"],
  },
  fr: {
    openings: ["nous (?:avons|proposons|offrons)(?: aussi)?", "il y a", "vous (?:avez|aurez|recevez)"],
    articles: ["un", "une", "des", "le", "la", "les"],
    copulas: ["est", "sont"],
    states: [
      "fourni",
      "fournie",
      "fournis",
      "fournies",
      "inclus",
      "incluse",
      "incluses",
      "offert",
      "offerte",
      "offerts",
      "offertes",
      "gratuit",
      "gratuite",
      "gratuits",
      "gratuites",
      "disponible",
      "disponibles",
      "bienvenus",
      "bienvenues",
    ],
    shorter: [["(?<![\\p{L}])à partir de(?![\\p{L}])", "dès"]],
  },
  es: {
    openings: ["(?:tenemos|ofrecemos|hay)", "también (?:tenemos|ofrecemos)"],
    articles: ["un", "una", "el", "la", "los", "las"],
    copulas: ["es", "son", "está", "están"],
    states: [
      "incluido",
      "incluida",
      "incluidos",
      "incluidas",
      "gratis",
      "gratuito",
      "gratuita",
      "gratuitos",
      "disponible",
      "disponibles",
      "bienvenidos",
    ],
    shorter: [["\\ba partir de\\b", "desde"]],
  },
  it: {
    openings: ["(?:abbiamo|offriamo|proponiamo|c'è|ci sono)"],
    articles: ["un", "una", "uno", "il", "lo", "la", "gli", "le"],
    copulas: ["è", "sono"],
    states: [
      "incluso",
      "inclusa",
      "inclusi",
      "incluse",
      "compreso",
      "compresa",
      "compresi",
      "gratuito",
      "gratuita",
      "gratuiti",
      "gratis",
      "disponibile",
      "disponibili",
      "benvenuti",
    ],
    shorter: [["\\ba partire da\\b", "da"]],
  },
  pt: {
    openings: ["(?:temos|oferecemos|há)"],
    articles: ["um", "uma", "o", "os", "as"],
    copulas: ["é", "são", "está", "estão"],
    states: [
      "incluído",
      "incluída",
      "incluídos",
      "incluídas",
      "grátis",
      "gratuito",
      "gratuita",
      "gratuitos",
      "disponível",
      "disponíveis",
      "bem-vindos",
    ],
  },
  nl: {
    openings: ["(?:we|wij) (?:hebben|bieden)(?: ook)?", "er (?:is|zijn)"],
    articles: ["een", "de", "het"],
    copulas: ["is", "zijn"],
    states: ["inbegrepen", "inclusief", "gratis", "beschikbaar", "welkom"],
  },
  pl: {
    openings: ["(?:mamy|oferujemy|zapewniamy)"],
    articles: [],
    copulas: ["jest", "są"],
    states: [
      "bezpłatna",
      "bezpłatny",
      "bezpłatne",
      "darmowa",
      "darmowy",
      "darmowe",
      "wliczona",
      "wliczony",
      "wliczone",
      "dostępna",
      "dostępny",
      "dostępne",
      "w cenie",
    ],
  },
  hu: {
    openings: ["(?:kínálunk|nálunk van)"],
    articles: ["a", "az", "egy"],
    copulas: [],
    states: [],
  },
};

/** The language's badge words; a regional tag reads as its language ("pt-BR", "en-GB"). */
export function badgeWordsOf(lang: string): BadgeWords | undefined {
  return BADGE_WORDS[lang] ?? BADGE_WORDS[lang.split("-")[0] ?? ""];
}
