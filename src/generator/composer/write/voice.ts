/**
 * The owner's "we" said as the business (issue 27.2): a sentence the owner wrote about themselves becomes
 * the page's sentence about them. "We come to you within the hour" → "Keyline Locksmiths comes to you
 * within the hour"; "Wir backen jeden Morgen Sauerteigbrot" → "Backstube Lindner backt jeden Morgen
 * Sauerteigbrot"; "Naprawiamy kotły Vaillant" → "TermoSerwis naprawia kotły Vaillant". Only the subject
 * and its verb change: every other word, and so every fact, stays as written. A sentence the rules cannot
 * say whole in the third person (another "our", "us", "my", an irregular verb) is left as it was.
 */

type Conjugate = (verb: string) => string | undefined;

/** English: "come" → "comes", "fix" → "fixes", "carry" → "carries", "have" → "has". */
/** Past forms are the same for every person: "I built" → "Sam Okafor built" (not "builts"). */
const ENGLISH_PAST =
  /^(?:\p{L}+(?<!e)ed|built|made|did|had|went|took|wrote|ran|sold|won|led|taught|began|grew|brought|bought|found|gave|set|put|kept|met|spent|got|drew|shot|sang|came|left|read|held|told|thought|became|felt|knew|saw|lent|sent|won|fought|taught|caught|paid|said|stood|understood)$/u;

const english: Conjugate = (verb) => {
  const irregular: Record<string, string> = {
    have: "has",
    are: "is",
    am: "is",
    do: "does",
    go: "goes",
    were: "was",
  };
  if (irregular[verb]) return irregular[verb];
  if (ENGLISH_PAST.test(verb)) return verb;
  if (/^(?:can|will|would|could|should|may|might|must)$/.test(verb)) return verb;
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
};

/** German, after "wir": "backen" → "backt", "bieten" → "bietet", "haben" → "hat", "sind" → "ist". */
const german: Conjugate = (verb) => {
  const irregular: Record<string, string> = {
    haben: "hat",
    sind: "ist",
    können: "kann",
    wollen: "will",
    müssen: "muss",
    dürfen: "darf",
    wissen: "weiß",
    werden: "wird",
    nehmen: "nimmt",
    geben: "gibt",
    sprechen: "spricht",
    helfen: "hilft",
    sehen: "sieht",
    lesen: "liest",
    essen: "isst",
    treffen: "trifft",
    laden: "lädt",
    fahren: "fährt",
    tragen: "trägt",
    halten: "hält",
    lassen: "lässt",
  };
  if (irregular[verb]) return irregular[verb];
  // Strong verbs change their vowel ("beraten" → "berät"): left as written rather than conjugated wrongly.
  if (
    /(?:schlafen|laufen|waschen|raten|braten|empfehlen|fangen|wachsen|graben|schlagen|fallen|treten|messen|vergessen|werfen|brechen|stechen|befehlen|gelten|stehlen|blasen|stoßen)$/.test(
      verb,
    )
  )
    return undefined;
  if (!/en$/.test(verb) || verb.length < 5) return undefined;
  const stem = verb.slice(0, -2);
  // "atmen" → "atmet", "öffnen" → "öffnet"; a doubled m or n is no such ending ("brennen" → "brennt", "schwimmen" → "schwimmt").
  return /(?:[td]|[^aeiouäöülrhmn][mn])$/.test(stem) ? `${stem}et` : `${stem}t`;
};

/** French, after "nous": "proposons" → "propose", "avons" → "a", "sommes" → "est". */
const french: Conjugate = (verb) => {
  const irregular: Record<string, string> = { avons: "a", sommes: "est", faisons: "fait", allons: "va" };
  if (irregular[verb]) return irregular[verb];
  // Only verbs of the first group ("proposons", "livrons", "accueillons"): "vendons" is "vend".
  if (!/[^d]ons$/.test(verb) || /(?:issons|ssons|vons|enons|dons|tons)$/.test(verb)) return undefined;
  // Spelling changes of the first group ("commençons" → "commence", "appelons" → "appelle", "préférons" →
  // "préfère", "employons" → "emploie"): left as written.
  if (/(?:çons|geons|lons|yons|e[^aeiouy]ons|é[^aeiouy]+ons)$/.test(verb)) return undefined;
  return `${verb.slice(0, -3)}e`;
};

/**
 * Spanish and Portuguese, the verb alone: "ofrecemos" → "ofrece", "fazemos" → "faz"… regular ones only.
 * Spanish stems change and take accents ("cerramos" → "cierra", "enviamos" → "envía"), so there only the
 * verbs named in `irregular` (the regular ones checked) are said; any other stays as the owner wrote it.
 */
const iberian =
  (irregular: Record<string, string>, onlyNamed = false): Conjugate =>
  (verb) => {
    if (irregular[verb]) return irregular[verb];
    if (onlyNamed) return undefined;
    const m = /^(.{2,})(amos|emos|imos)$/.exec(verb);
    if (!m) return undefined;
    return `${m[1]}${m[2] === "amos" ? "a" : "e"}`;
  };

/** Polish, the verb alone: "naprawiamy" → "naprawia", "wysyłamy" → "wysyła", "robimy" → "robi". */
const polish: Conjugate = (verb) => {
  const irregular: Record<string, string> = { jesteśmy: "jest", mamy: "ma" };
  if (irregular[verb]) return irregular[verb];
  const m = /^(.{3,}(?:a|i|e|y))my$/.exec(verb);
  return m ? m[1] : undefined;
};

interface Voice {
  /** The subject ("we", "wir") and the verb after it; or, in languages that drop it, the verb alone. */
  opening: RegExp;
  conjugate: Conjugate;
  /** First-person words that would still speak as the owner: the sentence then stays as it is. */
  firstPerson: RegExp;
}

const VOICES: Record<string, Voice> = {
  en: {
    opening:
      /^(?:we|i)\s+(?:(also|always|only|never|now|still|proudly|personally|even|just|often|usually)\s+)?(\p{Ll}+)\b/iu,
    conjugate: english,
    firstPerson: /\b(?:we|us|our|ours|i|me|my|mine|we're|i'm|i've|we've)\b/iu,
  },
  de: {
    opening: /^wir\s+(\p{Ll}+)(?![\p{L}])/iu,
    conjugate: german,
    firstPerson: /(?<![\p{L}])(?:wir|uns|unser\p{L}*|ich|mich|mir|mein\p{L}*)(?![\p{L}])/iu,
  },
  fr: {
    opening: /^nous\s+(\p{Ll}+)(?![\p{L}])/iu,
    conjugate: french,
    firstPerson: /(?<![\p{L}])(?:nous|notre|nos|je|j'|me|moi|mon|ma|mes)(?![\p{L}])/iu,
  },
  es: {
    opening: /^(?:nosotros\s+)?(somos|\p{Ll}+(?:amos|emos|imos))(?![\p{L}])/iu,
    conjugate: iberian(
      {
        somos: "es",
        hacemos: "hace",
        tenemos: "tiene",
        vamos: "va",
        ofrecemos: "ofrece",
        vendemos: "vende",
        preparamos: "prepara",
        trabajamos: "trabaja",
        abrimos: "abre",
        organizamos: "organiza",
        diseñamos: "diseña",
        reparamos: "repara",
        instalamos: "instala",
        llevamos: "lleva",
        entregamos: "entrega",
        cocinamos: "cocina",
        creamos: "crea",
        ayudamos: "ayuda",
        usamos: "usa",
        elaboramos: "elabora",
        aceptamos: "acepta",
        cubrimos: "cubre",
        enseñamos: "enseña",
        enviamos: "envía",
        llegamos: "llega",
        atendemos: "atiende",
        servimos: "sirve",
        recomendamos: "recomienda",
      },
      true,
    ),
    firstPerson: /(?<![\p{L}])(?:nosotros|nuestr\p{L}*|nos|yo|mi|mis|me)(?![\p{L}])/iu,
  },
  pt: {
    opening: /^(?:nós\s+)?(somos|\p{Ll}+(?:amos|emos|imos))(?![\p{L}])/iu,
    conjugate: iberian({ somos: "é", fazemos: "faz", temos: "tem", vamos: "vai", trazemos: "traz" }),
    firstPerson: /(?<![\p{L}])(?:nós|noss\p{L}*|nos|eu|meu|minha|meus|minhas|me)(?![\p{L}])/iu,
  },
  pl: {
    opening: /^(?:my\s+)?(\p{Ll}+my)(?![\p{L}])/iu,
    conjugate: polish,
    firstPerson:
      /(?<![\p{L}])(?:my|nas|nasz\p{L}*|nam|ja|mnie|mój|moja|moje|\p{L}+(?:amy|imy|emy|ymy))(?![\p{L}])/iu,
  },
};

/** The sentence with the owner's "we" or "I" said as the business's name; the sentence as it was otherwise. */
export function inThirdPerson(sentence: string, name: string, lang: string): string {
  const voice = VOICES[lang.split("-")[0] ?? ""];
  if (!voice || !name.trim()) return sentence;
  const m = voice.opening.exec(sentence.trim());
  if (!m) return sentence;
  const adverb = m.length > 2 ? m[1] : undefined;
  const verb = m[m.length - 1] ?? "";
  const said = voice.conjugate(verb.toLocaleLowerCase());
  if (!said) return sentence;
  let rest = sentence.trim().slice(m[0].length);
  if (lang.startsWith("en")) {
    // "We design and install …": a verb without its object yet is joined to a second verb.
    rest = rest.replace(/^(\s+(?:and|or)\s+)(\p{Ll}+)\b/u, (_all, joiner: string, next: string) => {
      return `${joiner}${english(next)}`;
    });
    // "… and I travel across Scotland": the second verb of the same subject.
    rest = rest.replace(/\b(and|but)\s+(?:we|I)\s+(\p{Ll}+)\b/gu, (_all, joiner: string, next: string) => {
      return `${joiner} ${english(next)}`;
    });
  }
  if (voice.firstPerson.test(rest)) return sentence;
  if (pluralAfterCopula(verb.toLocaleLowerCase(), rest, lang)) return sentence;
  return `${name.trim()} ${adverb ? `${adverb.toLocaleLowerCase()} ` : ""}${said}${rest}`;
}

/** "we are" in the languages whose adjectives agree in number, and the plural endings of those adjectives. */
const PLURAL_COPULA: Record<string, [string, RegExp]> = {
  fr: ["sommes", /^\s+(?:tous\s+|toutes\s+|très\s+|bien\s+)?\p{L}+(?:és|ées|és|s|x)(?![\p{L}])/iu],
  es: ["somos", /^\s+(?:todos\s+|muy\s+)?\p{L}+(?:os|as|es)(?![\p{L}])/iu],
  pt: ["somos", /^\s+(?:todos\s+|muito\s+)?\p{L}+(?:os|as|es)(?![\p{L}])/iu],
  pl: ["jesteśmy", /^\s+(?:bardzo\s+)?\p{L}+(?:ni|ali|eni|ci|owi|ymi|i|e)(?![\p{L}])/iu],
};

/**
 * "Nous sommes certifiés RGE": after a plural "we are" an adjective is plural too, and "Girard est certifiés"
 * would be wrong; such a sentence stays the owner's. A noun after an article ("somos una panadería") is
 * said in the third person.
 */
function pluralAfterCopula(verb: string, rest: string, lang: string): boolean {
  const rule = PLURAL_COPULA[lang.split("-")[0] ?? ""];
  return rule !== undefined && verb === rule[0] && rule[1].test(rest);
}
