/**
 * Number words above twelve, per language, for the fact guard: "twenty years", "seit zwanzig Jahren",
 * "depuis vingt ans", "más de veinte años", "da trent'anni", "al twintig jaar", "ponad dwadzieścia lat",
 * "húsz éve". The packs give two to twelve; teens, tens and their compounds ("fünfundzwanzig",
 * "vingt-cinq", "veinticinco", "venticinque", "vijfentwintig") are read here, so a span of years the model
 * spells out is a claim like one in figures and traces to the owner's figures.
 */

type Table = Record<string, number>;

const list = (spec: string): Table =>
  Object.fromEntries(
    spec.split("|").map((pair) => {
      const [word, value] = pair.split(" ");
      return [word as string, Number(value)];
    }),
  );

/** Compounds of tens and units, joined the language's way ("fünf" + "und" + "zwanzig"). */
function compounds(
  units: Table,
  tens: Table,
  join: (unit: string, ten: string) => string[],
  unitsFirst: boolean,
): Table {
  const out: Table = {};
  for (const [ten, t] of Object.entries(tens))
    for (const [unit, u] of Object.entries(units))
      for (const word of unitsFirst ? join(unit, ten) : join(ten, unit)) out[word] = t + u;
  return out;
}

const UNITS: Record<string, Table> = {
  en: list("one 1|two 2|three 3|four 4|five 5|six 6|seven 7|eight 8|nine 9"),
  de: list("ein 1|zwei 2|drei 3|vier 4|fünf 5|sechs 6|sieben 7|acht 8|neun 9"),
  fr: list("deux 2|trois 3|quatre 4|cinq 5|six 6|sept 7|huit 8|neuf 9"),
  it: list("uno 1|due 2|tre 3|quattro 4|cinque 5|sei 6|sette 7|otto 8|nove 9"),
  nl: list("een 1|twee 2|drie 3|vier 4|vijf 5|zes 6|zeven 7|acht 8|negen 9"),
  pt: list("um 1|dois 2|três 3|quatro 4|cinco 5|seis 6|sete 7|oito 8|nove 9"),
};

const TENS: Record<string, Table> = {
  en: list("twenty 20|thirty 30|forty 40|fifty 50|sixty 60|seventy 70|eighty 80|ninety 90"),
  de: list(
    "zwanzig 20|dreißig 30|dreissig 30|vierzig 40|fünfzig 50|sechzig 60|siebzig 70|achtzig 80|neunzig 90",
  ),
  fr: list("vingt 20|trente 30|quarante 40|cinquante 50|soixante 60"),
  it: list("venti 20|trenta 30|quaranta 40|cinquanta 50|sessanta 60|settanta 70|ottanta 80|novanta 90"),
  nl: list("twintig 20|dertig 30|veertig 40|vijftig 50|zestig 60|zeventig 70|tachtig 80|negentig 90"),
  pt: list("vinte 20|trinta 30|quarenta 40|cinquenta 50|sessenta 60|setenta 70|oitenta 80|noventa 90"),
};

const TEENS: Record<string, Table> = {
  en: list("thirteen 13|fourteen 14|sixteen 16|seventeen 17|eighteen 18|nineteen 19|hundred 100"),
  de: list("dreizehn 13|vierzehn 14|fünfzehn 15|sechzehn 16|siebzehn 17|achtzehn 18|neunzehn 19|hundert 100"),
  fr: list(
    "treize 13|quatorze 14|quinze 15|seize 16|dix-sept 17|dix-huit 18|dix-neuf 19|soixante-dix 70|quatre-vingt 80|quatre-vingts 80|quatre-vingt-dix 90|cent 100",
  ),
  es: list(
    "trece 13|catorce 14|quince 15|dieciséis 16|diecisiete 17|dieciocho 18|diecinueve 19|veinte 20|veintiuno 21|veintidós 22|veintitrés 23|veinticuatro 24|veinticinco 25|veintiséis 26|veintisiete 27|veintiocho 28|veintinueve 29|treinta 30|cuarenta 40|cincuenta 50|sesenta 60|setenta 70|ochenta 80|noventa 90|cien 100",
  ),
  // "trent'anni", "vent'anni": the elided tens before a vowel.
  it: list(
    "tredici 13|quattordici 14|quindici 15|sedici 16|diciassette 17|diciotto 18|diciannove 19|vent' 20|trent' 30|quarant' 40|cinquant' 50|cento 100",
  ),
  nl: list("dertien 13|veertien 14|vijftien 15|zestien 16|zeventien 17|achttien 18|negentien 19|honderd 100"),
  pt: list(
    "treze 13|catorze 14|quinze 15|dezasseis 16|dezesseis 16|dezassete 17|dezessete 17|dezoito 18|dezanove 19|dezenove 19|cem 100",
  ),
  pl: list(
    "trzynaście 13|czternaście 14|piętnaście 15|szesnaście 16|siedemnaście 17|osiemnaście 18|dziewiętnaście 19|dwadzieścia 20|trzydzieści 30|czterdzieści 40|pięćdziesiąt 50|sześćdziesiąt 60|siedemdziesiąt 70|osiemdziesiąt 80|dziewięćdziesiąt 90|sto 100",
  ),
  hu: list(
    "tizenhárom 13|tizennégy 14|tizenöt 15|tizenhat 16|tizenhét 17|tizennyolc 18|tizenkilenc 19|húsz 20|harminc 30|negyven 40|ötven 50|hatvan 60|hetven 70|nyolcvan 80|kilencven 90|száz 100",
  ),
};

const JOINS: Record<string, { join: (a: string, b: string) => string[]; unitsFirst: boolean }> = {
  en: { join: (ten, unit) => [`${ten}-${unit}`], unitsFirst: false },
  de: { join: (unit, ten) => [`${unit}und${ten}`], unitsFirst: true },
  fr: { join: (ten, unit) => [`${ten}-${unit}`, `${ten}-et-${unit}`], unitsFirst: false },
  // "venticinque", "ventotto" (a vowel dropped before "otto" and "uno").
  it: { join: (ten, unit) => [`${ten}${unit}`, `${ten.slice(0, -1)}${unit}`], unitsFirst: false },
  nl: { join: (unit, ten) => [`${unit}en${ten}`, `${unit}ën${ten}`], unitsFirst: true },
  pt: { join: (ten, unit) => [`${ten}-e-${unit}`], unitsFirst: false },
};

const BY_LANG = new Map<string, Table>();

/** Number words above twelve of `lang` ("de"), with their values; {} for a language without a table. */
export function largeNumberWords(lang: string): Table {
  let table = BY_LANG.get(lang);
  if (!table) {
    const units = UNITS[lang];
    const tens = TENS[lang];
    const joins = JOINS[lang];
    table = {
      ...(TEENS[lang] ?? {}),
      ...(tens ?? {}),
      ...(units && tens && joins ? compounds(units, tens, joins.join, joins.unitsFirst) : {}),
    };
    // "trent’anni" with a typographic apostrophe is the same word.
    for (const [word, value] of Object.entries(table))
      if (word.endsWith("'")) table[`${word.slice(0, -1)}’`] = value;
    BY_LANG.set(lang, table);
  }
  return table;
}
