/**
 * Requests written in the owner's own language (German, French, Spanish, Italian, Dutch, Portuguese,
 * Polish, Hungarian) read as the English request the change rules understand: "Ändere die Überschrift zu
 * Guter Kaffee" → "change the headline to "Guter Kaffee"", "Der Cappuccino kostet jetzt 3,40 €" → "change
 * the price of Cappuccino to 3,40 €", "Entferne die FAQ" → "remove the faq section". Only the command
 * words are read; the owner's new text, names and values pass through exactly as written.
 */
import type { PageModel } from "../model.js";
import {
  type FieldName,
  REQUEST_WORDS,
  type RequestWords,
  type Target,
  TEXT_TARGETS,
} from "./request-words.js";

const L = "\\p{L}\\d";
/** A whole-word alternation: "(?:a|b)" not inside a longer word. */
const word = (alternation: string) => `(?<![${L}])(?:${alternation})(?![${L}])`;
const pattern = (source: string) => new RegExp(source, "iu");

/** A price as owners write it in these languages: "3,40 €", "€ 20", "990 Ft", "50 zł". */
/** The words for "for" or "at" before a price: "pour 16 €", "für 3,40 €", "za 50 zł". */
const PRICE_WORDS = "für|pour|por|per|voor|za|à|a|zu|um|na|em|for|at";
const PRICE = String.raw`(?:[€$£]\s?\d[\d.,]*|\d[\d.,\s]*\s?(?:€|eur|euro|zł|pln|ft|huf|kr|chf)(?![\p{L}]))`;

/** The owner's language: the language their description was written in. */
export function requestWords(model: PageModel): RequestWords | undefined {
  const lang = (model.lang ?? "").toLowerCase().split("-")[0];
  return Object.hasOwn(REQUEST_WORDS, lang) ? REQUEST_WORDS[lang] : undefined;
}

/** New text in the owner's quotes („…“, «…», "…") as one quoted text the English rules keep whole. */
function newText(raw: string): string {
  const text = raw.trim().replace(/[.!]+$/, "");
  const quoted = text.match(/^[„“"«‚‘'»]\s*(.+?)\s*[“”"»‘’'«]$/u);
  return quoted ? `"${quoted[1]}"` : text;
}

/** "l'indirizzo", "l'adresse", "dell'evento": an article joined to its noun. */
const elided = (text: string) => text.replace(/^(?:l|d|un|dell|all|nell|sull|qu)['’]\s*/i, "");

function stripLeading(text: string, alternation: string): string {
  let rest = text;
  const re = pattern(`^${word(alternation)}\\s*`);
  while (re.test(rest)) rest = rest.replace(re, "");
  return rest;
}

/** The page part a phrase names ("die Überschrift" → headline), and any value after it. */
function targetIn(phrase: string, w: RequestWords): { target: Target; rest: string } | undefined {
  const bare = stripLeading(stripLeading(elided(phrase.trim()), w.det), w.fresh);
  const withoutSection = bare
    .replace(
      pattern(
        `^${word(w.section)}\\s+(?:${word("de|di|du|des|del|della|delle|dei|van|over|do|da|dos|das|z|o|about|on|für|über|mit")}\\s+)?`,
      ),
      "",
    )
    .replace(pattern(`\\s+${word(w.section)}$`), "");
  // "den Bereich mit den Fragen": the article after the preposition too.
  const named = stripLeading(withoutSection, w.det);
  let best: { target: Target; rest: string; length: number } | undefined;
  for (const [target, words] of Object.entries(w.targets) as [Target, string][]) {
    const m = named.match(pattern(`^(${word(words)})(.*)$`));
    if (m && (!best || m[1].length > best.length)) best = { target, rest: m[2].trim(), length: m[1].length };
  }
  return best && { target: best.target, rest: best.rest };
}

/** The part as the English rules name it. */
function english(target: Target): string {
  if (target === "testimonials") return "reviews";
  if (target === "about") return "about section";
  return target;
}

/** "Ändere die Überschrift zu …", "Neue Telefonnummer: …", "Der Button soll „…“ heißen". */
function setText(text: string, w: RequestWords): string | undefined {
  const textTargets = TEXT_TARGETS.flatMap((t) => (w.targets[t] ? [w.targets[t]] : [])).join("|");
  const forms: RegExp[] = [
    pattern(`^(?:${word(w.change)})\\s+(.+?)(?:\\s+${word(w.to)}\\s*:?|\\s*:)\\s*(.+)$`),
    pattern(
      `^(?:${word(w.det)}\\s+)?(?:${word(w.fresh)}\\s+)?(${word(textTargets)})(?:\\s*:|\\s+${word(w.is)}\\s*:?)\\s*(.+)$`,
    ),
    pattern(
      `^(?:${word(w.det)}\\s+)?(${word(textTargets)})\\s+${word(w.should)}\\s*:?\\s+(.+?)${w.shouldEnd ? `(?:\\s+${word(w.shouldEnd)})?` : ""}$`,
    ),
    // The verb after the part: "die Überschrift ändern: …".
    ...(w.changeLast
      ? [
          pattern(
            `^(?:${word(w.det)}\\s+)?(${word(textTargets)})\\s+${word(w.changeLast)}\\s*(?::|\\s${word(w.to)})\\s*(.+)$`,
          ),
        ]
      : []),
    // Hungarian puts the verb first: "legyen a főcím: …".
    pattern(`^${word(w.should)}\\s+(?:${word(w.det)}\\s+)?(${word(textTargets)})\\s*:?\\s+(.+)$`),
  ];
  for (const form of forms) {
    const m = text.match(form);
    if (!m) continue;
    const priceOf = m[1].match(pattern(`^(?:${word(w.priceOf)})\\s+(.+)$`));
    if (priceOf) return `change the price of ${stripLeading(priceOf[1], w.det)} to ${m[2].trim()}`;
    const found = targetIn(m[1], w);
    // "Benenne Hausgemachten Kuchen in Hausgemachter Kuchen um": an item the page lists, renamed.
    if (!found && RENAME.test(text)) {
      const to = m[2].replace(pattern(`\\s+${word("um")}$`), "");
      return `rename the ${stripLeading(m[1], w.det)} to ${newText(to)}`;
    }
    if (!found || found.rest || !TEXT_TARGETS.includes(found.target)) continue;
    // "Cambia el botón a verde": a colour is no button's words.
    const colour = m[2].trim().split(/\s+/).length <= 2 ? colourOrTheme(m[2], w) : undefined;
    if (colour && (found.target === "website" || found.target === "button text")) return colour;
    // Hungarian "cím" is a title and an address: a street with a number is the address.
    const target =
      found.target === "headline" &&
      /\d/.test(m[2]) &&
      /(?<![\p{L}])(?:utca|út|tér|körút|krt\.|u\.)(?![\p{L}])/iu.test(m[2])
        ? "address"
        : found.target;
    return `change the ${english(target)} to ${newText(m[2])}`;
  }
  return undefined;
}

/** Rename verbs in the languages the composer writes ("benenne … um", "renommez", "rinomina"). */
const RENAME =
  /^(?:benenne|benennen|nenne|nennen|renomm|rinomin|hernoem|renombr|renomei|zmień nazwę|nevezd át)/iu;

/** "Der Cappuccino kostet jetzt 3,40 €", "A cappuccino ára most 990 Ft": a new price for an item. */
function newPrice(text: string, w: RequestWords): string | undefined {
  const now = `(?:${word(w.now)}\\s+)?`;
  const forms: RegExp[] = [
    pattern(`^(.+?)\\s+${now}${word(w.costs)}\\s+${now}(${PRICE}.*)$`),
    pattern(`^(.+?)\\s+${word(w.priceOf)}\\s+${now}(${PRICE}.*?)(?:-?b[ae]\\s+${word(w.costs)})?$`),
    pattern(`^(.+?)\\s+${word(w.now)}\\s+(${PRICE}.*?)(?:-?b[ae]\\s+${word(w.costs)})?$`),
  ];
  for (const form of forms) {
    const m = text.match(form);
    if (!m) continue;
    const item = stripLeading(m[1].trim(), w.det);
    if (!item || pattern(word(`${w.change}|${w.add}|${w.remove}`)).test(item)) continue;
    return `change the price of ${item} to ${m[2].trim()}`;
  }
  return undefined;
}

/**
 * "Wir öffnen jetzt um 7:30", "Nous fermons à 18h30": the opening or closing time; with a day ("le samedi on
 * ferme à 18h", "Los viernes cerramos a las 15:00", "Le dimanche nous fermons à midi") that day's.
 */
function openingTime(text: string, w: RequestWords): string | undefined {
  const time = String.raw`(\d{1,2}(?:[:.h]\d{2})?|${MIDDAY})\s*(?:uhr|h)?`;
  const at = w.at ? `(?:${word(w.at)}\\s+)?` : "";
  const day = w.days.findIndex((forms) => pattern(word(forms)).test(text));
  for (const [verb, english] of [
    [w.opens, "open"],
    [w.closes, "close"],
  ] as const) {
    const m = text.match(
      pattern(`${word(verb)}\\s+(?:${word(w.now)}\\s+)?${at}${time}(?:-?(?:kor|tól|től))?\\s*$`),
    );
    if (!m) continue;
    const clock = /^\d/.test(m[1]) ? m[1].replace(/h/i, ":").replace(/:$/, ":00") : "12:00";
    if (day < 0) return `we now ${english} at ${clock}`;
    const hour = clock.includes(":") ? clock : `${clock}:00`;
    return `open ${english === "open" ? "from" : "till"} ${hour} on ${ENGLISH_DAYS[day]}s`;
  }
  return undefined;
}

/** Noon in words. */
export const MIDDAY = "midi|mezzogiorno|mediodía|middag|mittag|meio-dia|południe|dél";

/** Saying the business is open, in the languages the composer writes ("nous sommes ouverts", "abrimos"). */
const OPEN_SAID =
  "nous sommes ouverts|nous sommes ouvertes|on est ouverts|on est ouvert|ouverts|ouvertes|ouverte|ouvert|ouvrons|on ouvre|estamos abiertos|abiertos|abierto|abierta|abrimos|siamo aperti|aperti|aperto|aperta|apriamo|wir haben|haben wir|geöffnet|offen|wir öffnen|öffnen wir|zijn we|we zijn|wij zijn|geopend|open|estamos abertos|abertos|aberto|aberta|abrimos|jesteśmy otwarci|otwarte|otwarty|czynne|czynny|otwieramy|nyitva vagyunk|nyitva";
/** "too", "also" in those languages. */
const ALSO = "aussi|également|egalement|también|tambien|anche|pure|auch|ook|também|też|is";

/**
 * "Nous sommes ouverts le lundi de 7h à 13h", "abrimos también los domingos de 10 a 13", "de lunes a viernes
 * de 9 a 14": days with their hours, read as the English request for them with the owner's days and times
 * as written (the hours rule writes them as the page writes its hours).
 */
function hoursStatement(text: string, w: RequestWords): string | undefined {
  const days = word(w.days.join("|"));
  if (!/\d/.test(text) || !pattern(days).test(text)) return undefined;
  const opens = pattern(word(OPEN_SAID)).test(text);
  const also = pattern(word(ALSO)).test(text);
  const rest = text
    .replace(new RegExp(`${word(OPEN_SAID)}|${word(ALSO)}|${word(w.now)}`, "giu"), " ")
    .replace(/\s+/g, " ")
    .trim();
  // Only days and times are left: a day or a range of days, then one opening and one closing time.
  const time = String.raw`\d{1,2}(?:[:.h]\d{2}|h)?(?:\s*uhr)?`;
  const shape = pattern(
    `^(?:\\p{L}+\\s+){0,2}${days}(?:\\s+\\p{L}+){0,3}\\s+(?:\\p{L}+\\s+)?${time}\\s*(?:[–—-]|\\p{L}{1,5})\\s*(?:${time}|midi|mezzogiorno|mediodía)$`,
  );
  // Without a word for "open", the request is only days and their hours ("de lunes a viernes de 9 a 14").
  if (!shape.test(rest) || (!opens && !pattern(`^(?:\\p{L}+\\s+)?${days}`).test(rest))) return undefined;
  return `we are now${also ? " also" : ""} open ${rest}`;
}

/** "until" before a closing time in the languages the composer writes. */
const UNTIL = "bis|jusqu'à|jusqu’à|hasta las|hasta la|hasta|fino alle|fino all'|fino a|tot|até às|até|do";
const ENGLISH_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** "Samstags haben wir jetzt bis 18 Uhr geöffnet", "le samedi jusqu'à 18h": one day's closing time. */
function dayClosing(text: string, w: RequestWords): string | undefined {
  const time = text.match(pattern(`${word(UNTIL)}\\s+(\\d{1,2})(?:[:.h](\\d{2}))?\\s*(?:uhr|h)?(?![\\d])`));
  if (!time) return undefined;
  const day = w.days.findIndex((forms) => pattern(word(forms)).test(text));
  if (day < 0) return undefined;
  return `open till ${time[1]}:${time[2] ?? "00"} on ${ENGLISH_DAYS[day]}s`;
}

/** "above" and "below" another section in the languages the composer writes. */
const ABOVE =
  "oberhalb von|oberhalb|über|vor|au-dessus des|au-dessus du|au-dessus de|avant|encima de|antes de|sopra|prima di|prima del|boven|vóór|voor|acima de|antes de|nad|przed|fölé|elé";
const BELOW =
  "unterhalb von|unterhalb|unter|nach|hinter|en dessous de|au-dessous de|après|debajo de|después de|sotto|dopo|onder|na|abaixo de|depois de|pod|za|alá|után";
/** German and Dutch put the verb last: "die Preise über Auf einen Blick verschieben". */
const MOVE_LAST = "verschieben|setzen|stellen|platzieren|verplaatsen|zetten|plaatsen";

/** "Verschiebe die Preise über die Leistungen", "die FAQ unter die Preise setzen": next to another section. */
function moveNextTo(text: string, w: RequestWords): string | undefined {
  const where = `(${word(ABOVE)}|${word(BELOW)})`;
  const m =
    text.match(pattern(`^${word(w.move)}\\s+(.+?)\\s+${where}\\s+(.+?)\\??$`)) ??
    text.match(pattern(`^(.+?)\\s+${where}\\s+(.+?)\\s+${word(MOVE_LAST)}\\??$`));
  // The section moved is named by its kind ("die Preise"), so "Setze die Überschrift auf … nach …" stays a
  // new headline.
  const moved = m && targetIn(m[1], w);
  if (!m || !moved || moved.rest || TEXT_TARGETS.includes(moved.target)) return undefined;
  const named = (phrase: string) => {
    const found = targetIn(phrase, w);
    return found && !found.rest && !TEXT_TARGETS.includes(found.target)
      ? `the ${english(found.target)}`
      : stripLeading(phrase, w.det);
  };
  const above = pattern(`^${word(ABOVE)}$`).test(m[2]);
  return `move ${named(m[1])} ${above ? "above" : "below"} ${named(m[3])}`;
}

/** "Verschiebe die FAQ nach oben", "Déplacez les tarifs en haut", "Tedd a GYIK-et a tetejére". */
function moveSection(text: string, w: RequestWords): string | undefined {
  const m = text.match(pattern(`^${word(w.move)}\\s+(.+?)\\s+(${word(`${w.top}|${w.bottom}`)})$`));
  if (!m) return moveNextTo(text, w);
  const found = targetIn(m[1].replace(/-(?:et|t|ot|öt|at)$/i, ""), w);
  if (!found || found.rest || TEXT_TARGETS.includes(found.target)) return undefined;
  const where = pattern(`^${word(w.top)}$`).test(m[2]) ? "top" : "bottom";
  return `move the ${english(found.target)} section to the ${where}`;
}

/** "Ajoutez que nous acceptons les cartes", "Dodaj, że mamy parking": a sentence the owner dictates. */
function dictated(text: string, w: RequestWords): string | undefined {
  const m = text.match(pattern(`^${word(w.dictate)}\\s*,?\\s*(?:${word(w.that)}|qu['’](?=\\p{L}))\\s*(.+)$`));
  // German and Dutch put the verb last after "dass"/"dat": that clause is no sentence of its own.
  if (!m || /^(?:dass|dat)$/i.test(w.that)) return undefined;
  return `add that ${m[1]}`;
}

/** "L'essai gratuit dure maintenant 30 jours", "Die Führung dauert jetzt 90 Minuten": a new figure with its unit. */
function newFigure(text: string, w: RequestWords): string | undefined {
  const now = `(?:${word(w.now)}\\s+)?`;
  const m = text.match(
    pattern(`^(.+?)\\s+${now}${word(w.lasts)}\\s+${now}(\\d[\\d.,]*[\\s-]?\\p{L}{3,}.*)$`),
  );
  if (!m) return undefined;
  const subject = stripLeading(m[1].trim().replace(/^l'|^l’/i, ""), w.det);
  return `change the ${subject} to ${m[2].trim()}`;
}

/** The field a phrase names ("un champ date", "ein Feld Geburtsdatum"), or undefined when it names none. */
function fieldIn(phrase: string, w: RequestWords): { name?: FieldName; label?: string } | undefined {
  if (!pattern(word(w.field)).test(phrase)) return undefined;
  const small =
    "für|fürs|für das|für den|für die|zum|zur|im|in|ins|in das|ao|au|aux|à|al|a|del|de|di|da|per|voor|aan|aan het|het|do|dla|para|no|na|w|az|a|o|um|un|una|uno|um|een|ein|eine|einen|le|la|el|il|lo|the";
  const name = phrase
    .replace(pattern(word(w.field)), " ")
    .replace(pattern(`(?:${word(small)}\\s*)?${word(w.form)}`), " ")
    .split(/\s+/)
    .filter(Boolean)
    .join(" ");
  const core = stripLeading(stripLeading(name, `${w.det}|${small}`), w.fresh)
    .replace(pattern(`\\s+${word(small)}$`), "")
    .trim();
  if (!core) return {};
  for (const [field, words] of Object.entries(w.fields) as [FieldName, string][])
    if (pattern(`^${word(words)}$`).test(core)) return { name: field };
  return { label: core };
}

function fieldRequest(verb: "add" | "remove", field: { name?: FieldName; label?: string }): string {
  const what = field.name ? `a ${field.name} field` : `a field "${field.label}"`;
  if (verb === "add") return `add ${what} to the form`;
  return field.name
    ? `remove the ${field.name} field from the form`
    : `remove the field "${field.label}" from the form`;
}

/** "Entferne die FAQ", "Rimuovi la sezione FAQ", "Voeg een galerij toe", "Füge Apfelkuchen für 3,50 € hinzu". */
function addOrRemove(text: string, w: RequestWords): string | undefined {
  const removals = [
    pattern(`^${word(w.remove)}\\s+(.+?)${w.removeEnd ? `(?:\\s+${word(w.removeEnd)})?` : ""}$`),
    ...(w.removeLast ? [pattern(`^(.+?)\\s+${word(w.removeLast)}$`)] : []),
  ];
  // "Füge einen Referenten hinzu: Dr. Anna Weber, KI-Forscherin", "Dodaj produkt: Miód wrzosowy 55 zł".
  const given =
    text.match(
      pattern(`^${word(w.add)}\\s+(.+?)${w.addEnd ? `(?:\\s+${word(w.addEnd)})?` : ""}\\s*:\\s*(.+)$`),
    ) ?? text.match(pattern(`^(?:${word(w.fresh)}\\s+)?(\\S+)\\s*:\\s*(.+)$`));
  if (given) {
    const what = stripLeading(stripLeading(given[1].trim(), w.det), w.fresh);
    for (const [english, words] of Object.entries({ ...w.people, ...w.items }))
      if (words && pattern(`^${word(words)}$`).test(what)) return `add a ${english}: ${given[2].trim()}`;
    // "Ajoutez un plat : Saucisson brioché 16 €": a name and its price after the colon are the new item.
    const priced = given[2].trim().match(pattern(`^(.+?)\\s+(?:${word(PRICE_WORDS)}\\s+)?(${PRICE}.*)$`));
    if (priced) return `add ${priced[1]} for ${priced[2]}`;
  }
  const additions = [
    pattern(`^${word(w.add)}\\s+(.+?)${w.addEnd ? `(?:\\s+${word(w.addEnd)})?` : ""}$`),
    ...(w.addLast ? [pattern(`^(.+?)\\s+${word(w.addLast)}$`)] : []),
  ];
  for (const [verb, forms] of [
    ["remove", removals],
    ["add", additions],
  ] as const) {
    for (const form of forms) {
      const m = text.match(form);
      if (!m) continue;
      const object = m[1].trim();
      const field = fieldIn(object, w);
      if (field && (field.name || field.label)) return fieldRequest(verb, field);
      const found = targetIn(object, w);
      if (found && !found.rest)
        return `${verb} the ${english(found.target)}${TEXT_TARGETS.includes(found.target) ? "" : " section"}`;
      if (found && TEXT_TARGETS.includes(found.target))
        return `${verb} our ${english(found.target)} ${found.rest}`;
      const name = stripLeading(object, w.det);
      if (verb === "add") {
        // "Saucisson brioché 16 €" keeps its last word; only a word for "for" before the price goes.
        const priced = name.match(pattern(`^(.+?)\\s+(?:${word(PRICE_WORDS)}\\s+)?(${PRICE}.*)$`));
        if (priced) return `add ${priced[1]} for ${priced[2]}`;
      }
      return `${verb} the ${name}`;
    }
  }
  return undefined;
}

/** "Usa el color verde", "Mach die Seite dunkel", "Farbe: blau". */
function colourOrTheme(text: string, w: RequestWords): string | undefined {
  const short = text.split(/\s+/).length <= 6;
  const colour = Object.keys(w.colours)
    .sort((a, b) => b.length - a.length)
    .find((name) => pattern(word(name)).test(text));
  const aboutColour = pattern(word(`${w.colourWord}|${w.accentWord}`)).test(text);
  if (colour && (aboutColour || short)) {
    const english = w.colours[colour];
    return pattern(word(w.accentWord)).test(text)
      ? `make the accent ${english}`
      : `use ${english} as the main colour`;
  }
  if (short && pattern(word(w.dark)).test(text)) return "make it dark";
  if (short && pattern(word(w.light)).test(text)) return "use a light theme";
  return undefined;
}

/** "Mach die Überschrift größer", "Rendez les boutons plus grands": the size of the headline or the buttons. */
function size(text: string, w: RequestWords): string | undefined {
  const bigger = pattern(word(w.bigger)).test(text);
  if (!bigger && !pattern(word(w.smaller)).test(text)) return undefined;
  const part = [w.targets.headline, w.targets["button text"]].findIndex(
    (words) => words && pattern(word(words)).test(text),
  );
  if (part === 0) return `make the headline ${bigger ? "bigger" : "smaller"}`;
  if (part === 1 && bigger) return "make the buttons bigger";
  return undefined;
}

/** The English request a request in the owner's language stands for, or undefined when it is not one. */
export function inEnglish(request: string, model: PageModel): string | undefined {
  const own = requestWords(model);
  const read = own ? readIn(request, own) : undefined;
  if (read || LOOKS_ENGLISH.test(request)) return read;
  // "Cambia el botón a verde" on a German page: owners write in more than one language.
  for (const w of Object.values(REQUEST_WORDS)) {
    if (w === own) continue;
    const other = readIn(request, w);
    if (other) return other;
  }
  return undefined;
}

/** Words only an English request has: such a request is never read in another language. */
const LOOKS_ENGLISH =
  /\b(?:the|and|to|please|pls|make|add|change|remove|delete|is|are|our|we|it|with|from|of|for|new|now|can|could|you)\b/i;

function readIn(request: string, w: RequestWords): string | undefined {
  const polite = word(w.polite);
  const text = request
    .trim()
    .replace(pattern(`^(?:${polite}[\\s,!]*)+`), "")
    .replace(pattern(`(?:[\\s,]*${polite})+[.!]*$`), "")
    .replace(/[.!]+$/, "")
    .trim();
  if (!text) return undefined;
  return (
    size(text, w) ??
    dictated(text, w) ??
    moveSection(text, w) ??
    hoursStatement(text, w) ??
    dayClosing(text, w) ??
    openingTime(text, w) ??
    setText(text, w) ??
    newPrice(text, w) ??
    newFigure(text, w) ??
    addOrRemove(text, w) ??
    colourOrTheme(text, w)
  );
}

/** Whether a fragment starts with a command verb of a language the composer writes ("entferne", "ajoutez"). */
export function startsWithCommand(text: string): boolean {
  return COMMAND_START.test(text.trim());
}

const COMMAND_START = pattern(
  `^(?:${Object.values(REQUEST_WORDS)
    .map((w) => `${w.change}|${w.add}|${w.remove}`)
    .join("|")})(?![${L}])`,
);

/** " und ", " et ", " y ", … before a command verb: where one request of a message ends and the next begins. */
export const OTHER_LANGUAGE_AND = new RegExp(
  `\\s+(?:und|et|y|e|en|i|és|oraz|a potem|dann|puis|luego|poi|daarna|depois)\\s+(?=${COMMAND_START.source.slice(1)})`,
  "iu",
);

/**
 * " y ", " und ", … after a price and before another name with its price: "… cuesta 50 € y el blanqueamiento
 * 230 €" is two new prices (the second continues the first, as "… and the large one £30" does).
 */
export const OTHER_LANGUAGE_PRICE_AND =
  /(?<=\d\s?(?:€|zł|Ft|kr|CHF|EUR|PLN|HUF))\s+(?:y|und|et|e|en|i|és|oraz)\s+(?=\p{L}[^.;!?\d]*\s(?:[€$£]\s?)?\d[^.;!?]*$)/u;

/** "Öffnungszeiten", "horaires", "nyitvatartás"…: a list of hours after them stays one request. */
export const OTHER_LANGUAGE_HOURS = Object.values(REQUEST_WORDS)
  .map((w) => w.targets["opening hours"] ?? "")
  .filter(Boolean)
  .join("|");
