/**
 * Words the brief reads a description's facts by, per language (the nine of the language packs). Kept here,
 * not in the packs: the packs' words are also what a change request is read with, and these say nothing there.
 */

/**
 * What a description writes before its hours as their name: "Sprechzeiten Mo–Do 8–18 Uhr", "Sailings every
 * two hours from 7:00 to 19:00", "Horaires : …". The page shows the name as the hours' label, never inside the
 * hours under another label ("Opening hours: Sprechzeiten …").
 */
export const HOURS_LABELS: Record<string, string> = {
  en: "opening hours|opening times|hours|office hours|surgery hours|consulting hours|clinic hours|visiting hours|service hours|sailings|departures|crossings",
  de: "Öffnungszeiten|Sprechzeiten|Sprechstunden|Sprechstunde|Geschäftszeiten|Bürozeiten|Servicezeiten|Abfahrten|Abfahrtszeiten",
  fr: "horaires|horaires d'ouverture|heures d'ouverture|ouverture|départs|traversées|consultations",
  es: "horario|horarios|horario de apertura|horario de atención|salidas",
  it: "orari|orario|orari di apertura|orario di apertura|partenze",
  nl: "openingstijden|openingsuren|spreekuur|spreekuren|vertrektijden|afvaarten",
  pt: "horário|horários|horário de funcionamento|horário de atendimento|partidas",
  pl: "godziny otwarcia|godziny pracy|godziny przyjęć|rejsy|odjazdy",
  hu: "nyitvatartás|nyitva tartás|nyitvatartási idő|rendelési idő|ügyfélfogadás|indulások",
};

/**
 * A welcome said to a group ("Angstpatienten willkommen", "dogs welcome", "cani benvenuti"): a condition of a
 * visit, never a thing the business offers.
 */
export const WELCOMES: Record<string, string> = {
  en: "welcome|welcomed|always welcome|very welcome",
  de: "willkommen|herzlich willkommen|gern gesehen",
  fr: "bienvenue|bienvenus|bienvenues|les bienvenus|acceptés|acceptées",
  es: "bienvenido|bienvenida|bienvenidos|bienvenidas|son bienvenidos|admitidos|admitidas",
  it: "benvenuto|benvenuta|benvenuti|benvenute|sono i benvenuti|ammessi|ammesse",
  nl: "welkom|van harte welkom|zijn welkom|toegestaan",
  pt: "bem-vindo|bem-vinda|bem-vindos|bem-vindas|são bem-vindos|aceites|aceitos",
  pl: "mile widziane|mile widziani|mile widziany|mile widziana|witamy|akceptujemy",
  hu: "szívesen látjuk|szívesen látott|szívesen látottak|hozható|hozhatók|vihető",
};

/** Every language's words of a table, as one list. */
export const wordsOfAll = (table: Record<string, string>): string[] => [
  ...new Set(Object.values(table).flatMap((words) => words.split("|"))),
];
