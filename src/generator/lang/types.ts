/**
 * A language pack: every word the offline interpreter (generator/interpret/) reads in one language.
 * The rules never hold words of their own; they ask the pack of the page's language and the English one,
 * so a new language is one pack file plus one line in lang/index.ts.
 *
 * Conventions for every word list:
 * - lower case, written as owners type it (accents kept; the matcher also accepts them without accents);
 * - a phrase may have several words ("opening hours", "same time"); the longest match wins;
 * - abbreviations and plurals are listed as words of their own ("mon", "mondays");
 * - the first word of a list is the one used when the interpreter writes the word (labels, suggestions).
 */
import type { SectionKind } from "../model.js";
import type { FactKind, StyleName } from "../ops/schema.js";

/** The kinds of change a command verb asks for; a rule checks the verb's kind before anything else. */
export const CHANGE_VERBS = [
  "add",
  "remove",
  "move",
  "change",
  "make",
  "rename",
  "replace",
  "translate",
  "shorten",
  "lengthen",
  "highlight",
] as const;
export type ChangeVerb = (typeof CHANGE_VERBS)[number];

/** The texts of a page an owner names: "the headline", "the button", "the title". */
export const TEXT_TARGETS = ["headline", "tagline", "button", "title", "heading", "company", "lead"] as const;
export type TextTarget = (typeof TEXT_TARGETS)[number];

/** What a button does, as owners name it: "the call button", "der Anmelde-Button", "le bouton de réservation". */
export const BUTTON_ACTIONS = [
  "call",
  "book",
  "buy",
  "preorder",
  "subscribe",
  "register",
  "download",
  "contact",
  "trial",
  "donate",
] as const;
export type ButtonAction = (typeof BUTTON_ACTIONS)[number];

/** Small words that carry the grammar of a request. */
export const GRAMMAR_WORDS = [
  "closed",
  "open",
  "until",
  "from",
  "to",
  "and",
  "also",
  "only",
  "except",
  "sameTime",
  "everyDay",
  "now",
  "new",
  "with",
  "of",
  "in",
  "on",
  "at",
  "as",
  "here",
  "this",
  "next",
  "not",
  "is",
  "says",
  "instead",
  "all",
  /** An indefinite article or "another": one new thing ("a third plan", "une question"). */
  "one",
  /** Who wrote a quote: "a review by Sam", "une recension de Giulia". */
  "by",
] as const;
export type GrammarWord = (typeof GRAMMAR_WORDS)[number];

/** Where to put a section or an item. */
export const PLACE_WORDS = ["first", "last", "above", "below", "up", "down", "under", "top"] as const;
export type PlaceWord = (typeof PLACE_WORDS)[number];

/** Words for a change of size or amount: "bigger headline", "more space", "less spacing". */
export const SIZE_WORDS = ["bigger", "smaller", "more", "less", "shorter", "longer"] as const;
export type SizeWord = (typeof SIZE_WORDS)[number];

/** Contact details a page can list, beyond the plain fact kinds: the label an `add_fact` op carries. */
export const SOCIAL_NETWORKS = [
  "instagram",
  "facebook",
  "whatsapp",
  "tiktok",
  "linkedin",
  "youtube",
  "x",
  "pinterest",
  "telegram",
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** A state an event or an item can be in (the `set_status` op). */
export const STATUS_WORDS = ["sold_out", "available", "cancelled", "postponed", "past"] as const;
export type StatusWord = (typeof STATUS_WORDS)[number];

/** Form words: the field types an owner names and "required/optional". */
export interface FormWords {
  form: string[];
  field: string[];
  required: string[];
  optional: string[];
  /** Field types by the words owners use for them ("phone number" → tel, "message" → textarea). */
  types: Record<"text" | "email" | "tel" | "textarea" | "select", string[]>;
  /** "make the form ask for …", "el formulario tiene que pedir …": a field named by what it asks. */
  ask: string[];
  /** Fields that ask for a day: "preferred date", "Wunschtermin", "fecha" (a date field). */
  dates?: string[];
  /** "send the form to …", "form submissions go to …" */
  sendTo: string[];
}

export interface LanguagePack {
  /** BCP 47 primary language code: "en", "de". */
  code: string;
  /** The language's name in English ("German"), for reports. */
  name: string;
  /** Names of languages an owner may ask a translation into, by code: { de: ["german", "deutsch"] }. */
  languages: Record<string, string[]>;
  /** Monday first (index 0 = Monday … 6 = Sunday), each with abbreviations and plurals. */
  weekdays: [string[], string[], string[], string[], string[], string[], string[]];
  /**
   * The article each day takes where it differs between days (Monday first): Italian "il sabato" but
   * "la domenica". A day moved keeps the page's article right; packs whose days share one leave it out.
   */
  dayArticles?: [string, string, string, string, string, string, string];
  /** Groups of days: "weekends", "weekdays" (optional: a pack without them reads named days only). */
  dayGroups?: { weekend: string[]; weekdays: string[] };
  /** January first, each with abbreviations. */
  months: string[][];
  /** Cardinal number words: { one: 1, two: 2, … , twelve: 12 }. */
  numbers: Record<string, number>;
  /** Ordinal words: { first: 1, second: 2, … }; -1 means the last one. */
  ordinals: Record<string, number>;
  /** Command verbs by the kind of change they ask for. */
  verbs: Record<ChangeVerb, string[]>;
  /** Names of the kinds of section, with synonyms ("prices", "price list" → pricing). */
  sections: Partial<Record<SectionKind, string[]>>;
  /** Words for a whole section or item when no kind is named: "section", "block", "part"; "item", "card". */
  sectionWords: string[];
  itemWords: string[];
  /** The texts an owner names. */
  texts: Record<TextTarget, string[]>;
  /** A text's weight or slant said of a text ("bold", "en negrita", "fett"): no operation sets it alone. */
  emphasis?: string[];
  /** Colour names to CSS colours: { "forest green": "#228b22", red: "#dc2626" }. */
  colours: Record<string, string>;
  /** Words that say which colour: "main colour", "accent". */
  colourWords: { colour: string[]; primary: string[]; accent: string[] };
  schemes: { dark: string[]; light: string[] };
  fonts: { serif: string[]; sans: string[]; font: string[] };
  /** Words that name one of the eight designs, including vague style words ("pop" → bold). */
  designs: Record<StyleName, string[]>;
  /** "more professional" depends on the business: technical for software, classic otherwise. */
  professional: string[];
  grammar: Record<GrammarWord, string[]>;
  places: Record<PlaceWord, string[]>;
  sizes: Record<SizeWord, string[]>;
  /** Nouns naming a fact ("price", "phone number", "e-mail"), plus opening hours ("hours"). */
  facts: Record<FactKind | "hours", string[]>;
  /** Names of social networks and messengers. */
  socials: Record<SocialNetwork, string[]>;
  /**
   * The owner's own sentence to add: "write that we also repair cargo bikes", "schreibt, dass …", "mention
   * free parking". `verbs` say it and `that` introduces it; a `mention` verb takes a plain phrase too.
   * `verbLast`: after `that` the language puts the verb last ("dass wir Hausbesuche machen"), so the
   * sentence is written with it second; `determiners` open a two-word subject ("unsere Praxis").
   */
  sentences: {
    verbs: string[];
    that: string[];
    mention: string[];
    verbLast?: boolean;
    determiners?: string[];
    /**
     * "add a line saying …", "añade una frase: …", "ajoute une phrase disant que …": nouns for a line of
     * text said after the verb (`lines`, with one word such as an article before it), and the words after
     * them that start the sentence (`saying`; `that` and a colon do too).
     */
    lines?: string[];
    saying?: string[];
  };
  /** Words joining the two days of a date range: "19 to 21 June", "du 19 au 21 juin", "19 t/m 21 juni". */
  dateRange?: string[];
  /**
   * A day no longer worked: `words` say "no longer" ("anymore", "nicht mehr", "ya no", "più"), `work` the
   * verbs of working that, like the open words, make it about the day ("we don't work saturdays anymore").
   * Read with a negation of the pack (`grammar.not`) so "plus tôt" (earlier) is no "ne … plus".
   */
  noLonger?: { words: string[]; work: string[] };
  /**
   * A thing no longer offered: "we don't do X anymore", "X gibt es nicht mehr", "plus de X", "ya no …".
   * `words` say it alone; `withNot` only after a negation of the pack ("geen X meer", "non … più");
   * `lead` only at the start of the clause ("plus de TOEIC", "niente tagliere").
   */
  gone?: { words: string[]; withNot?: string[]; lead?: string[] };
  /** "maximum", "up to", "höchstens": a count said as a limit restates (or adds) the page's capacity. */
  capacity?: string[];
  /**
   * One more member of a list the page writes: "we accept Google Pay too", "wir bieten jetzt auch X an".
   * `subjects` are "we"/"wir"; `verbs` say what the list is of (accept, offer, sell, support …); `offer`, the
   * ones of them that say the business offers the thing, send it to the page's offers over a list in prose.
   */
  listAdd?: { subjects: string[]; verbs: string[]; offer?: string[] };
  /** "only", "left", "nur noch", "quedan": a count said as what is left restates the page's count. */
  remaining?: string[];
  /** A word after a mention that names it as a piece of text: "the direct billing bit", "the parking line". */
  mentionTail?: string[];
  /** "left", "quedan", "il reste", "noch frei": what is left of a count, never the count itself (the capacity). */
  left?: string[];
  /**
   * A mention in the page's text named by what it is about: "the bit about", "die Erwähnung von", "la
   * mention de", "lo del", "het stukje over" (read after a remove verb; what follows is found in the text).
   */
  mentionOf?: string[];
  /**
   * Endings a noun or adjective takes in its cases and numbers ("zajęciach" / "zajęcia", "próbnych" /
   * "próbne", "kostenlosen" / "kostenloser"): a word the owner says with one of them names the page's word
   * with another when the stems, four letters or more, are the same (`item-mention.ts` `namesWordIn`).
   */
  wordEndings?: string[];
  /**
   * Nouns naming one kind of member ("colour", "flavour", "topic", "speaker"): a thing added as one goes
   * only to a list the page shows of that kind (the page says the noun, or its items are colours).
   */
  memberNouns?: string[];
  /**
   * A name said as the object of "add" and its own form on a card: word endings to change in its first
   * words ("dodaj drożdżówkę" → "Drożdżówka": ę → a), for languages that inflect the object.
   */
  objectEndings?: [string, string][];
  /** "swap", "tausche", "inverse": two sections named after it change places. */
  swap?: string[];
  /**
   * "recommended", "most popular", "empfohlen": what a highlighted item's badge says; "make Plus the
   * recommended one" highlights Plus with it.
   */
  badges?: string[];
  /** "we dropped it", "nutzen wir nicht mehr": why the owner removes something, said after the removal. */
  reasons?: string[];
  /**
   * Who leads, hosts or presents, and "led by": "the host is now …", "der Kurs wird von … geleitet",
   * "l'atelier sera animé par …" name the page's person (people.ts).
   */
  people?: string[];
  /**
   * Nouns for a person's job ("bookkeeper", "Therapeut", "coach", "guida"), matched as a word or as a
   * compound's tail with a short ending ("Ergotherapeutin"), and `colleague` words that say only that
   * someone joins ("colleague", "Kollegin"): "add Priya Shah, our senior bookkeeper" adds a person.
   */
  roles?: { jobs: string[]; colleague: string[] };
  /**
   * Words that say where the business works ("cover", "serve", "beliefern", "repartimos", "werkgebied"):
   * with "also", a place named after them joins the page's list of areas (rules/add-place.ts).
   */
  areas?: string[];
  /**
   * Words that start what a thing does after its name ("that", "która", "qui", "che"): a list after one
   * ("an app that tracks spending, plans savings and …") lists doings, and a thing's name never joins it
   * (ops/lists.ts).
   */
  relatives?: string[];
  /** Verbs of closing for the day: "we close at 8pm", "on ferme à 19h" (a closing time, never an opening). */
  closes?: string[];
  /**
   * Parts of a day, early ("morning", "vormittags") and late ("evening", "soir", "sera"), with the services
   * between them: `midday` ("lunch", "midi", "a pranzo", "ebédre") and `afternoon` ("nachmittags", "'s
   * middags", "por la tarde"). A day closed for one part keeps its other opening ("chiusi la domenica sera"
   * keeps Sunday lunch; midday counts as early, afternoon as late); a day opened for one service takes only
   * the page's span at that time of day ("aussi ouverts le dimanche midi"; rules/opening-hours-service.ts).
   */
  dayParts?: { early: string[]; late: string[]; midday?: string[]; afternoon?: string[] };
  /**
   * A value said as having moved ("went up to", "is up to", "steigt auf", "passe à", "sube a", "podrożał do"):
   * a price or time told as an event is a change of the page's value, never a new item or a typo of a verb.
   */
  moves?: string[];
  /**
   * Words that give a thing its new name, said after it: "is now called", "heißt jetzt", "s'appelle
   * maintenant", "ora si chiama", "nazywa się teraz" ("the bar is now called Bar Onda"; rules/rename-item.ts).
   */
  namedNow?: string[];
  /**
   * Times of the year a business may close or open ("summer", "Betriebsferien", "les vacances", "ferie"):
   * with an open or closed word they date the statement like a month does (rules/season.ts).
   */
  seasons?: string[];
  /** A price said as nothing to pay: "free", "gratis", "kostenlos", "gratuit" ("the trial lesson is free now"). */
  free?: string[];
  /** "moved to <address>", "we are now at …": a change of address said as a move. */
  relocated: string[];
  /** Statuses: "sold out", "fully booked", "back in stock". */
  statuses: Record<StatusWord, string[]>;
  /**
   * Words that give a date the role of a deadline: "registration closes", "Anmeldeschluss", "date limite".
   * A date said with one changes the page's date written with one, never the event's date.
   */
  deadline: string[];
  /**
   * Verbs of lasting: "lasts", "duurt", "dauert", "trwa". Said before a "to"/"until" word and a time
   * ("trwa do 15:00", "duurt tot 20:00"), the time is the end of the event's range.
   */
  lasts?: string[];
  /**
   * Pronouns for a thing just named ("it", "es", "het", "le", "lo"); also read joined to a verb ("ponlo",
   * "mettilo"). In a clause after one that changed an item, they name that item.
   */
  itWords?: string[];
  /** Nouns for how long something lasts: "duration", "Dauer", "durée"; "remove the duration" takes it off. */
  durationWords?: string[];
  /**
   * Words that give a fact a scope of its own: "outside the EU", "hors de France", "am Wochenende". A fact
   * said for a scope its page text does not name is a new fact beside the old one, never an edit of it.
   */
  scopes: string[];
  /**
   * How a price's period is written, as the page writes it and the owner says it. The lists of the four
   * periods are aligned: the i-th way of writing a month ("/mese", "al mese") matches the i-th of a year
   * ("/anno", "all'anno"), so a price moved to another period keeps the page's way of writing it.
   */
  periods: Record<"day" | "week" | "month" | "year", string[]>;
  /**
   * The badge a status puts on the page, in this language: `sold_out` after an item's price ("89 € · Épuisé"),
   * `booked` on an event that is sold out ("Ausgebucht · Workshop").
   */
  statusLabels: Record<Exclude<StatusWord, "available">, string> & { booked: string };
  /** Page parts named by style requests. */
  styleParts: {
    spacing: string[];
    buttons: string[];
    menu: string[];
    heroImage: string[];
    hide: string[];
    /** The section headings as a group, said in the plural ("headings", "Überschriften", "titoli"). */
    headings: string[];
  };
  /** An FAQ entry given inline: "question: … answer: …". */
  qa: { question: string[]; answer: string[] };
  forms: FormWords;
  /**
   * Nouns for what the business offers ("classes", "dishes", "treatments", "le menu"): a section named so
   * when placing it is the one section that lists the offer (interpret/section-named.ts).
   */
  offerings?: string[];
  /**
   * What a page has or shows that is never one more offer added by its name alone ("add wifi", "add a
   * playlist", "füge Parkplätze hinzu"): amenities, notes and page parts no other pack list names
   * (interpret/rules/add-by-name.ts).
   */
  notOffers?: string[];
  /**
   * A class or slot on a timetable (rules/add-session.ts): `nouns` name one ("class", "Kurs", "cours",
   * "clase"), `called` introduces its name after it ("called", "namens", "appelé", "llamada"); `desks` are
   * the places whose hours are the business's opening hours, never a class ("office", "Büro", "accueil").
   */
  sessions?: { nouns: string[]; called: string[]; desks?: string[] };
  /**
   * The language joins nouns into one word ("Goldkurs", "dakgootreiniging"): a new name ending as two or
   * more of a list's names end is one more of them (rules/add-by-name.ts).
   */
  compounds?: boolean;
  /**
   * Words pointing back at the thing just named ("it", "that", "them"; "es", "das"; "le", "les"; "lo"):
   * "we don't do large dogs any more, take that off" removes it once (interpret/said-again.ts). Spanish,
   * Italian and Portuguese ones may be joined to the verb ("quítalo", "toglilo").
   */
  backRefs?: string[];
  /**
   * Buttons named by their role: `main` ("main", "Haupt-", "principal") is the top banner's first call to
   * action; `say` words introduce a label ("should say", "soll … heißen", "doit dire"); `actions` are the
   * words (stems are enough: "anmelde" is "anmelden") of what a button does, read in the owner's words and
   * in the buttons' own labels.
   */
  buttons?: { main: string[]; say: string[]; actions: Record<ButtonAction, string[]> };
  /** Words that make a clause about the whole copy's length: "text", "copy", "wording". */
  copyWords: string[];
  /** Words that make a clause about how the copy reads, not how the page looks: "sound", "tone", "text". */
  tone: string[];
  /**
   * The noun "tone" itself ("un ton plus luxueux", "un tono più serio"): with a word of a look and no text
   * named, the page's look — its words stay as written (rules/style.ts).
   */
  toneNoun?: string[];
  /** Words to skip anywhere: "please", "could you", "can we", "the", "our", "a bit". */
  filler: string[];
  /**
   * A question opened by a modal and its subject, the verb last: "Können wir das Team nach oben schieben?",
   * "Kunnen we de prijzen weghalen?". The clause is read with that verb first (optional).
   */
  modalOpeners?: string[];
  /**
   * An event moved by a span, not to a date: "push it back a week", "spostalo di una settimana", "eine Woche
   * später" (rules/date-shift.ts). `later` and `earlier` say the direction, `units` the span's unit.
   */
  shift?: {
    later: string[];
    earlier: string[];
    units: { day: string[]; week: string[]; hour?: string[]; minute?: string[] };
    /** Words that say one unit without a count: Polish "o godzinę" ("by an hour"), "o tydzień". */
    by?: string[];
  };
  /**
   * Verbs of being somewhere, after "make" and a section: "make the contact section come first", "lass die
   * Preise oben stehen" — a move said with "make" (rules/move-section.ts).
   */
  placeVerbs?: string[];
  /**
   * Words of an event's end ("finish", "Ende", "fin", "finiamo", "eindtijd"): a time said with one is the
   * time of the page's line that says an end ("Fine ore 14:00"), never the start (interpret/time-role.ts).
   */
  ends?: string[];
  /**
   * Modal verbs around a text's name when the owner says what it should read: "can the title say …", "der
   * Titel soll … lauten", "de titel moet … worden", "le titre doit dire …" (rules/set-text.ts).
   */
  modals?: string[];
  /**
   * Words that soften or hedge a wish ("somehow", "kind of", "irgendwie", "un peu", "magari"): known words
   * that are never the owner's content, so "make it more modern somehow" is still a look.
   */
  hedges?: string[];
  /**
   * Words that say which way a look leans ("rather", "eher", "plutôt", "piuttosto", "inkább"): "Farbe eher
   * grün", "plutôt dans les rouges" name the colour the page should lean to (rules/style.ts).
   */
  leanings?: string[];
  /**
   * Verbs saying what stays ("stays", "bleibt", "restent", "quedan", "zostają"): "…, zostają tylko kawa i
   * ciasta" names what the page keeps after a removal, no new words (interpret/removed-then-put.ts).
   */
  stays?: string[];
  /**
   * "No X after all": the words for "after all" ("finalement", "doch", "al final") and for "no" before a
   * thing ("pas de", "keine", "sin"): "pas de replay finalement" takes the replay off (rules/no-after-all.ts).
   */
  afterAll?: { words: string[]; none: string[] };
  /**
   * Verbs of how the page comes across ("look", "wirken", "parezca", "sembri"): known words around a look,
   * so "lass es edler wirken" is a look, never a wish no rule knows (rules/style.ts).
   */
  lookVerbs?: string[];
  /** Nouns for the look as a whole ("theme", "Optik", "motyw"): known words around a look (rules/style.ts). */
  lookNouns?: string[];
  /**
   * A look said as its colours (rules/style.ts, look-colours.ts): `white` and `pale` name a light page
   * ("navy and white", "verde y crema" — a pale one has no place of its own, so it is named as the light
   * theme's); `moods` are design words whose look is mostly colours ("nautical"), so they bring the
   * design's palette even with no word for colours; `endings` are the endings a colour adjective takes in
   * the language ("zielonych", "dorados", "dorées"), read beside a word for colours or details.
   */
  lookColours: { white: string[]; pale: string[]; moods: string[]; endings: string[] };
  /**
   * Moods said of the page that no design word names, each with its design and colours
   * (`../ops/mood-palettes.ts` MOODS): "more urgent", "vrouwelijker", "più maschile". A colour said with the
   * mood wins over the mood's own (rules/style.ts).
   */
  lookMoods?: Partial<Record<LookMood, string[]>>;
  /**
   * Shades said right beside a colour ("soft blue", "zachte roze", "rose doux", "sanfte grüne"): `soft` mutes
   * the colour, `bright` makes it more vivid — a shade of that colour, never a design of its own.
   */
  shades?: { soft: string[]; bright: string[] };
  /**
   * The page as a whole named as what a colour is said of ("make the page green", "une page verte",
   * "zrób stronę zieloną"): a colour adjective agreeing with it is the page's main colour (rules/style.ts).
   */
  lookWholes?: string[];
  /** Corners said of buttons, cards and fields ("rounder", "abgerundet", "plus carrés"): rules/style.ts. */
  corners?: { rounder: string[]; sharper: string[] };
  /** Things beyond one page (a service, a back office): each phrase with why it cannot be done. */
  beyond: { words: string[]; why: string }[];
  /**
   * Words that name a phone's role, as owners say them and pages label them: "mobile", "WhatsApp", "text",
   * "Festnetz". A change to "the WhatsApp number" goes to the page's phone written after one (contact-role.ts).
   */
  contactRoles?: Record<ContactRole, string[]>;
  /**
   * Nouns that give a date a role other than the event's, by role: when it reaches people ("shipping",
   * "Lieferung", "livraison"), when it comes out ("launch", "sortie"), when a place opens ("opening"). A
   * date said with one replaces the page's date written next to a word of that role, never the event's.
   */
  dateRoles?: Record<DateRole, string[]>;
  /** Said after a new value to mean it replaces the old: "instead", "stattdessen", "à la place". */
  rather?: string[];
  /**
   * Old words for new ones said without quotes (interpret/phrase-swap.ts): `with` joins them after a replace
   * verb ("replace X with Y", "ersetze X durch Y"), `write` opens "say Y instead of X", `becomes` joins
   * "X becomes Y" ("X devient Y", "X wordt Y"), `from` opens "aus X wird Y".
   */
  restating?: { with: string[]; write: string[]; becomes: string[]; from?: string[] };
  /** A removal said as no need: "no need to show", "plus besoin d'afficher", "ya no hace falta mostrar". */
  noNeed?: string[];
  /** Units of a duration, every form: "minutes", "hours", "Stunden", "heures", "ore". */
  durations?: string[];
  /**
   * How often something happens. `forms` are the adjective as a page writes it, aligned across the
   * frequencies of a pack: the i-th form of one agrees like the i-th of another ("monatlicher" ↔
   * "wöchentlicher", "mensuelle" ↔ "hebdomadaire"). `said` are the other ways an owner says it ("every two
   * weeks", "alle zwei Wochen"), read but never written. A frequency without forms has no adjective here.
   */
  frequencies?: Partial<Record<Frequency, { forms: string[]; said?: string[] }>>;
  /**
   * Endings an agglutinative language glues to its nouns and adjectives ("főcímet", "árát",
   * "szolgáltatásként", "sötétebbre"): the pack's own words (sections, facts, texts, looks…) are then also
   * found with them. `marks` (plural, possessive) may stand before one of `cases`; `assimilated` are case
   * endings written after the word's last consonant doubled ("telefonszámmal"). Every vowel-harmony and
   * linking-vowel form is listed; a lengthened last vowel ("ára", "kávét") needs none, as accents are not
   * compared. Only this pack's words take them, never the owner's own text.
   */
  caseEndings?: { marks: string[]; cases: string[]; assimilated?: string[] };
  /**
   * An event's time moved keeping its length: "same duration", "stessa durata", "gleiche Dauer"
   * (rules/event-time-move.ts).
   */
  sameLength?: string[];
  /** Words of a door or entry time: "doors open", "Einlass", "ouverture des portes" (rules/doors-time.ts). */
  doors?: string[];
  /**
   * Adding things (iadd): `doVerbs` say the business does or provides a thing, said as news with "also"
   * ("we now also do X", "on fait aussi", "hacemos", "vállalunk"); `included` name what a price includes
   * ("what's included", "im Preis", "ce qui est inclus"), so a list led by one of them is named by another;
   * `asEndings` say "as a …" on the noun itself (Hungarian "szolgáltatásként"); `objectEndings` turn a
   * lower-case object said with its case ending back to its own form ("bérszámfejtést" → "bérszámfejtés").
   */
  adding?: {
    doVerbs: string[];
    included: string[];
    asEndings: string[];
    objectEndings?: [string, string][];
  };
  /**
   * Nouns for what a count of people fills ("seats", "places", "Plätze", "posti"): any of them names the
   * page's limited count, whichever of them the page writes ("seats are now 300" on "places limited to 200").
   */
  seatNouns?: string[];
  /**
   * Nouns for a limit said as a condition ("limit", "cap", "Begrenzung", "limite", "minimum"): with what it
   * limits they name the clause stating it ("drop the seat limit", "togli il limite dei posti").
   */
  limitNouns?: string[];
  /**
   * The word for "o'clock" written between a time and its until/from ending, as the language bends it:
   * "órá" ("15 óráig", "8 órától"). Only languages that write their until/from as an ending need it.
   */
  clockNouns?: string[];
  /** A product's variants (rules/variant.ts): nouns for a colour, a size, a model; words saying one is new. */
  variants?: { colour: string[]; size: string[]; choice: string[]; added: string[] };
  /**
   * Verbs that move the event in time as owners say them ("move it to", "verlegt auf", "przesuwamy na",
   * "lo pasamos a"): with a time alone they change the event's time, its range keeping its length.
   */
  reschedule?: string[];
  /**
   * Words after which the owner says the business's new name: "we're now called", "wir heißen jetzt",
   * "on s'appelle désormais", "we heten nu" (rules/company-renamed.ts).
   */
  renamedAs?: string[];
  /**
   * The noun for a thing's name said alone: "change the name to Studio Oddech", "cambia il nome in …"
   * names the business when nothing else is named before "to" (rules/company-renamed.ts).
   */
  thingName?: string[];
  /** The language writes every noun with a capital (German): a capital alone says no name of a person. */
  capitalisedNouns?: boolean;
  /**
   * The list of occasions a business serves ("pour mariages, séminaires et anniversaires"): nouns that name
   * it ("occasions", "Anlässe") and the occasions its members are, by which the page's list is found.
   */
  occasions?: { nouns: string[]; members: string[] };
  /**
   * Priced parts of an offer named by what they are (interpret/price-part.ts): a rate per hour, a call-out
   * or travel fee, a deposit. `words` name the part in a request and mark its price on the page when
   * written before it ("Call-out £60", "Anfahrt 35 €", "caution de 20 €"); `after` mark a price when
   * written right after it ("£45 per hour", "50 € de l'heure").
   */
  priceParts?: Record<PricePart, { words: string[]; after?: string[] }>;
}

/** A priced part of an offer named by what it is. */
export type PricePart = "hourly" | "callOut" | "deposit";

/** How often something happens (a newsletter, a workshop): the adjectives "weekly", "monatlich". */
export const FREQUENCIES = ["daily", "weekly", "fortnightly", "monthly", "quarterly", "yearly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** What a date other than the event's is for. */
export type DateRole = "delivery" | "launch" | "opening";

/** What a phone is for, by the words around it. */
export type ContactRole = "mobile" | "messaging" | "landline";

/** Moods that bring a design and colours of their own (`../ops/mood-palettes.ts`). */
export type LookMood = "urgent" | "feminine" | "masculine";

/** A word list written as one line, "add|put|include": keeps packs short and easy to scan. */
export function words(list: string): string[] {
  return list
    .split("|")
    .map((word) => word.trim())
    .filter((word) => word.length > 0);
}

/** A colour table written as one line, "red #dc2626|forest green #228b22". */
export function colourTable(list: string): Record<string, string> {
  const table: Record<string, string> = {};
  for (const entry of words(list)) {
    const at = entry.lastIndexOf(" ");
    table[entry.slice(0, at).trim()] = entry.slice(at + 1);
  }
  return table;
}

/** A number table written as one line, "one 1|two 2|last -1". */
export function numberTable(list: string): Record<string, number> {
  return Object.fromEntries(Object.entries(colourTable(list)).map(([word, value]) => [word, Number(value)]));
}
