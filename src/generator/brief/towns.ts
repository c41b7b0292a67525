/**
 * A town the owner wrote in lower case ("trattoria a bologna", "cours de pilates à lyon", "Garage Brouwer in
 * amersfoort") is a name: the page shows it capitalised, in its lead, its chips and its contact cards, as
 * the owner would have written it with care. Read by grammar, not from a list of towns: a lower-case word
 * right after a place preposition of the description's language that closes its clause ("…a bologna,",
 * "…in münchen."), unless it is one of the language's everyday phrases after that preposition ("fatti a
 * mano", "en ligne", "in person", "w domu", "en inglés"), and only in the opening sentence, where owners say
 * where they are. Only the first letter changes: every offset of the description stays where it was.
 */
import { isFunctionWordOfAnyLanguage } from "../composer/locale/clause-words.js";
import { escapeRegex } from "./vocabulary.js";

/** The prepositions that say where, by language (English is read on every page). */
const WHERE: Record<string, readonly string[]> = {
  en: ["in", "near", "around"],
  de: ["in", "bei", "nahe"],
  fr: ["à", "a", "près de", "sur"],
  es: ["en", "cerca de"],
  it: ["a", "in", "vicino a"],
  // "te" is also the infinitive's mark ("kosten te delen"): not read.
  nl: ["in", "bij"],
  // "no"/"na" (em + article) mostly come before a common noun ("no trabalho", "na cidade"): not read.
  pt: ["em", "perto de"],
  pl: ["w", "we", "koło", "pod"],
  hu: [],
};

/**
 * Everyday phrases after those prepositions, by language: the lower-case word is no town. Language names
 * are written in lower case in most of these languages ("corsi in italiano", "clases en inglés"); so are
 * trades and sectors ("managers in tech", "work in hospitality").
 */
const EVERYDAY: Record<string, string> = {
  en: "person stock store time bulk advance total general particular english private public season town full cash teams pairs groups style summer winter spring autumn progress action use demand place touch print tech technology hospitality healthcare finance fintech retail education marketing sales construction ecommerce e-commerce media law insurance logistics manufacturing government design engineering software saas accounting banking gaming fashion beauty wellness fitness startups business",
  de: "bar zukunft ordnung ruhe eile kürze deutsch englisch planung arbeit technik gastronomie pflege logistik",
  fr: "centre-ville centre pied vélo promotion cadeau ligne vrac direct stock place domicile emporter volonté vie partir français anglais espagnol italien allemand cours ville ce moment avance espèces sus main mesure demande",
  es: "centro pie bici domicilio promoción regalo línea linea directo stock casa mano medida venta efectivo español inglés ingles francés alemán italiano total general persona vivo grupo pareja familia forma oferta verano invierno temporada serie",
  it: "centro piedi bici richiesta domicilio regalo promozione sconto mano casa misura linea diretta diretto vendita contanti italiano inglese francese tedesco spagnolo tutto totale persona gruppo coppia famiglia estate inverno stagione offerta serie anticipo tempo regalo omaggio",
  nl: "de het totaal contanten nederlands engels duits frans voorraad huis",
  pt: "centro direto promoção casa mão mao linha direto stock dinheiro português portugues inglês ingles espanhol francês grupo família familia oferta promoção promocao",
  pl: "domu sieci internecie cenie promocji sklepie pracy grupie parach tygodniu weekendy weekend języku polsku angielsku niemiecku środku centrum",
  hu: "",
};

/** Units of time, after "in", "en", "w": "in minutes", "en minutos", "w minut", "in 2 giorni". */
const TIME_UNITS =
  "minutes seconds hours days weeks months years minutos segundos horas días dias semanas meses años anos minuti secondi ore giorni settimane mesi anni minuten seconden uren dagen weken maanden jaren minut sekund godzin dni tygodni miesięcy lat jours semaines mois ans heures";

/** The month and weekday names of a language ("en septiembre", "no sábado"), from the platform's own calendar. */
const CALENDARS = new Map<string, string[]>();

function calendarWords(lang: string): string[] {
  const known = CALENDARS.get(lang);
  if (known) return known;
  const words: string[] = [];
  try {
    const month = new Intl.DateTimeFormat(lang, { month: "long", timeZone: "UTC" });
    const day = new Intl.DateTimeFormat(lang, { weekday: "long", timeZone: "UTC" });
    for (let m = 0; m < 12; m++) words.push(month.format(new Date(Date.UTC(2026, m, 15))));
    // 2026-11-16 is a Monday: seven days from it.
    for (let d = 0; d < 7; d++) words.push(day.format(new Date(Date.UTC(2026, 10, 16 + d))));
  } catch {
    // An unknown language tag has no calendar of its own: English is read on every page anyway.
  }
  const lower = words.map((w) => w.toLocaleLowerCase());
  CALENDARS.set(lang, lower);
  return lower;
}

const sets = new Map<string, Set<string>>(
  Object.entries(EVERYDAY).map(([lang, words]) => [lang, new Set(words.split(" ").filter(Boolean))]),
);

/** The towns a description writes in lower case after a place preposition, capitalised; the text as it was otherwise. */
export function withTownsCapitalised(text: string, lang: string): string {
  const primary = lang.toLowerCase().split("-")[0] ?? "en";
  const preps = [...new Set([...(WHERE[primary] ?? []), ...(WHERE.en ?? [])])];
  if (preps.length === 0) return text;
  const everyday = new Set([
    ...(sets.get(primary) ?? []),
    ...(sets.get("en") ?? []),
    ...TIME_UNITS.split(" "),
    ...calendarWords(primary),
    ...calendarWords("en"),
  ]);
  // The preposition, one lower-case word (maybe hyphenated: "aix-en-provence"), then the clause's end.
  const pattern = new RegExp(
    `(?<![\\p{L}\\d-])(?:${preps.map(escapeRegex).join("|")})\\s(\\p{Ll}[\\p{Ll}-]{2,})(?=\\s*(?:[,.;!?]|$))`,
    "gu",
  );
  // Only in the opening sentence, where an owner says what and where the business is: later a word after
  // "in" is as often a thing ("tortellini in brodo", "async in embedded").
  const opening = /^[\s\S]*?[.!?](?=\s|$)/u.exec(text)?.[0] ?? text;
  let out = text;
  for (const m of opening.matchAll(pattern)) {
    const word = m[1] ?? "";
    const at = (m.index ?? 0) + m[0].length - word.length;
    if (everyday.has(word) || isFunctionWordOfAnyLanguage(word)) continue;
    out = `${out.slice(0, at)}${word.charAt(0).toLocaleUpperCase()}${out.slice(at + 1)}`;
  }
  return out;
}
