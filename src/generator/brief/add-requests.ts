/**
 * Sentences where the owner asks us to add something (issue 27.2): "Add de-shedding treatment too",
 * "Bitte füge auch unsere Terrasse hinzu", "Añade también el servicio de recogida a domicilio", "Aggiungi
 * anche il menù degustazione a 45 €", "Dodaj przycisk rezerwacji online". The asking is never published.
 * What it names is the owner's fact and is read like any other sentence ("Menù degustazione a 45 €.");
 * a part of the page it names (a button, a form, a map) is a wish about the page and is dropped.
 */

/** "please", "bitte", "s'il vous plaît" and "also", "auch", "aussi": words around the asking. */
const POLITE =
  "(?:please|pls|bitte|merci\\s+d['’]|s['’]il\\s+vous\\s+plaît|por\\s+favor|per\\s+favore|proszę)";
const ALSO =
  "(?:also|as\\s+well|too|auch|noch|bitte|aussi|également|encore|también|tambien|anche|pure|też|również|jeszcze)";

/** The verb of adding, as an imperative, in the languages the composer writes. */
const ADD_VERB =
  "(?:add|include|füg(?:e|t|en\\s+sie)?|ergänz(?:e|t|en\\s+sie)?|ajoute[rz]?|rajoute[rz]?|ajoutez|añad(?:e|id|a|an)|agreg(?:a|ue|ad)|aggiung(?:i|ete|a)|inserisci|includi|dodaj(?:cie)?|uwzględnij)";

const OPENING = new RegExp(
  `^(?:${POLITE}[,]?\\s+)?(?:${ALSO}\\s+)?${ADD_VERB}(?:\\s+${ALSO})*\\s+(?:${POLITE}\\s+)?`,
  "iu",
);
/** German says where: "füge … hinzu", "nimm … auf"; the particle closes the thing added. */
const CLOSING = new RegExp(`(?:\\s+(?:${ALSO}|hinzu|dazu|mit|auf|${POLITE}))+$`, "iu");
/** "a", "un", "eine", "el": an article that only opens the thing added, never part of its name. */
const ARTICLE =
  /^(?:an?|the|some|ein(?:e|en)?|den|die|das|une?|des|le|la|les|l['’]|una?|el|los|las|il|lo|gli|i|le)\s+|^l['’]/iu;
/** "information about", "Informationen zu", "informację o": what follows is the fact itself. */
const INFORMATION_ABOUT =
  /^(?:(?:a\s+)?(?:note|info(?:rmation)?|line|sentence|mention)\s+(?:about|on|that)|(?:einen\s+)?(?:hinweis|info(?:rmationen)?)\s+(?:zu[mr]?|über|auf)(?:\s+(?:den|die|das))?|(?:une\s+)?(?:mention|info(?:rmation)?s?|ligne)\s+(?:sur|concernant)(?:\s+(?:le|la|les|l['’]))?|(?:la\s+)?informaci[oó]n\s+(?:sobre|de)(?:\s+(?:el|la|los|las))?|(?:l['’])?informazion[ei]\s+(?:su(?:l|lla|i|gli|lle)?|sul)|informacj[eęa]\s+o)\s*/iu;

/** A part of the page, not of the business: asking for it is a wish about the page. */
const PAGE_PART = new RegExp(
  [
    "buttons?|forms?|sections?|maps?|links?|banners?|pop-?ups?|sliders?|galler(?:y|ies)|footer|header|menu\\s+bar|widgets?|countdown",
    "button|schaltfläche|knopf|formular|abschnitt|bereich|karte|link|banner|galerie",
    "bouton|formulaire|rubrique|carte|lien|bannière|galerie|bloc",
    "bot[oó]n|formulario|secci[oó]n|mapa|enlace|galer[ií]a|bloque",
    "pulsante|bottone|modulo|sezione|mappa|collegamento|galleria|blocco",
    "przycisk|formularz|sekcj[eęa]|map[eęa]|link|baner|galeri[eęa]",
  ]
    .map((words) => `(?:${words})`)
    .join("|"),
  "iu",
);
const PAGE_PART_FIRST = new RegExp(`^(?:[\\p{L}-]+\\s+){0,2}?(?:${PAGE_PART.source})(?![\\p{L}])`, "iu");

/** What an "add" sentence asks for, or undefined when the sentence asks nothing: "de-shedding treatment". */
export function addedThing(sentence: string): string | undefined {
  const text = sentence.trim().replace(/[.!…]+$/u, "");
  if (text.endsWith("?")) return undefined;
  const opening = OPENING.exec(text);
  if (!opening) return undefined;
  const thing = text
    .slice(opening[0].length)
    .replace(CLOSING, "")
    .replace(ARTICLE, "")
    .replace(INFORMATION_ABOUT, "")
    .replace(/^(?:that|dass|que|qu['’]|che|że)\s+/iu, "")
    .trim();
  return /\p{L}{2}/u.test(thing) ? thing : undefined;
}

/** True for an "add" sentence that names a part of the page ("Ajoutez un bouton pour réserver"). */
export function asksForPagePart(sentence: string): boolean {
  const thing = addedThing(sentence);
  return thing !== undefined && PAGE_PART_FIRST.test(thing) && !/\d/.test(thing);
}

/**
 * The description with every "add" sentence read as the owner's fact: "Add de-shedding treatment too." →
 * "De-shedding treatment."; an asked-for part of the page goes. Other sentences are kept as written.
 * Sentences end at ". ", "! " or the end (a decimal point or an abbreviation's dot is no end before a letter
 * in lower case, which is all an "add" sentence needs).
 */
export function withAddRequestsRead(description: string): string {
  return description
    .split(/(?<=[.!?…])\s+(?=[\p{Lu}\p{N}"“„«¡¿])/u)
    .flatMap((sentence) => {
      if (asksForPagePart(sentence)) return [];
      const thing = addedThing(sentence);
      if (thing === undefined) return [sentence];
      const stop = /[.!…]+$/u.exec(sentence.trim())?.[0] ?? ".";
      const first = /^\p{Ll}+\p{Lu}/u.test(thing) ? thing.charAt(0) : thing.charAt(0).toLocaleUpperCase();
      return [`${first}${thing.slice(1)}${stop}`];
    })
    .join(" ");
}
