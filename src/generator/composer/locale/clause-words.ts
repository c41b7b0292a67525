/**
 * The small words of each language the composer writes, for reading the owner's sentences (never for
 * writing): the words that join two clauses ("and", "und", "és"), and the function words that carry no
 * fact of their own (articles, pronouns, prepositions, auxiliaries). A clause whose other words the page
 * already shows says nothing new; a clause that starts with a joining word is shown without it.
 */
import { escapeRegex } from "../../brief/vocabulary.js";

/** Words that join two clauses or list items, by language. */
export const JOINERS: Record<string, readonly string[]> = {
  en: ["and", "but", "or", "plus"],
  de: ["und", "aber", "oder", "sowie"],
  fr: ["et", "mais", "ou"],
  es: ["y", "e", "pero", "o"],
  it: ["e", "ed", "ma", "o"],
  nl: ["en", "maar", "of"],
  pt: ["e", "mas", "ou"],
  pl: ["i", "oraz", "ale", "lub", "a"],
  hu: ["és", "de", "vagy", "valamint"],
};

const FUNCTION_WORDS: Record<string, string> = {
  en:
    "the a an and or but of to in on at by for from with without per each every our your their its his her my " +
    "we you they it he she i us me them is are was were be been am has have had do does will can also just only " +
    "all any some more most very this that these those there here who which what when where how than then so " +
    "not no into over under up out about as if",
  de:
    "der die das den dem des ein eine einen einem einer eines und oder aber mit ohne von vom zu zum zur im in " +
    "am an auf aus bei für über unter nach vor ist sind war waren wird werden hat haben wir ihr sie es er ich " +
    "du uns euch unser unsere unseren unserem ihre ihren dein deine sich auch nur noch schon sehr jeden jede " +
    "jedes alle als wie wenn dass so nicht kein keine",
  fr:
    "le la les l un une des du de d et ou mais avec sans pour par sur sous dans en au aux à chez est sont était " +
    "sera a ont nous vous ils elles il elle je on notre nos votre vos leur leurs son sa ses mon ma mes ce cet " +
    "cette ces qui que quoi où aussi très tout tous toutes chaque plus ne pas se",
  es:
    "el la los las lo un una unos unas y e o u pero con sin para por sobre en de del al a es son era será ha " +
    "han hemos nosotros vosotros ellos ella él yo nuestro nuestra nuestros nuestras tu tus su sus mi mis este " +
    "esta estos estas ese esa que quien donde también muy todo todos toda todas cada más no se",
  it:
    "il lo la i gli le un uno una e ed o ma con senza per da di del della dei delle dello degli al alla ai " +
    "alle a in nel nella nei nelle su sul sulla è sono era sarà ha hanno abbiamo noi voi loro lui lei io " +
    "nostro nostra nostri nostre tuo tua vostro vostra suo sua ogni che chi dove anche molto tutto tutti tutte " +
    "più non si ci dal dalla dallo dai dalle dagli allo agli nello negli sullo sui sulle sugli",
  nl:
    "de het een en of maar met zonder voor van in op aan bij uit naar over onder is zijn was wordt worden heeft " +
    "hebben we wij jullie ze zij hij ik je jij u ons onze uw hun mijn dit dat deze die er hier ook heel alle " +
    "elke ieder meer niet geen zich",
  pt:
    "o a os as um uma uns umas e ou mas com sem para por pelo pela em no na nos nas de do da dos das ao aos à " +
    "é são era será tem têm temos nós vós eles elas ele ela eu nosso nossa nossos nossas seu sua seus suas " +
    "meu minha este esta estes estas esse essa que quem onde também muito todo todos toda todas cada mais não se",
  pl:
    "i oraz a ale lub albo z ze w we na do od dla po przy przez pod nad o u jest są był była będzie ma mają " +
    "my wy oni one on ona ja nasz nasza nasze naszych twój twoja wasz wasza ten ta to te który która które " +
    "gdzie też także bardzo każdy każda każde wszystko wszystkie więcej nie się",
  hu:
    "a az egy és vagy de meg is van vannak volt lesz mi ti ők ő én mint hogy ami aki ahol ez azt ezt minden " +
    "nagyon már csak nem sem pedig valamint",
};

/**
 * Words that only lead up to a fact the page shows in its own place: "We offer check-ups…" beside the
 * check-up card, "Call 0141 …" beside the phone, "Our clinic is on ulica Długa 15" beside the address.
 */
const LEAD_UP_WORDS: Record<string, string> = {
  en:
    "offer offers offering teach teaches provide provides do does make makes sell sells call ring phone text email e-mail " +
    "write contact reach find visit visiting open opening book booking order located based clinic practice " +
    "studio shop office workshop store team available today now online costs cost priced launches launch launching coming released arrives bookings reservations tel orders enquiries price prices fee fees tickets ticket entry admission hosted host hosts led presented presents run",
  de:
    "bieten bietet unterrichten unterrichtet lehren lehrt anbieten machen macht verkaufen verkauft anrufen ruf rufen ruft schreiben schreibt mail " +
    "e-mail kontakt finden findet besuchen besucht geöffnet öffnungszeiten buchen bucht bestellen bestellt " +
    "praxis studio laden büro werkstatt team erreichbar heute jetzt online kostet kosten erscheint erhältlich reservierung reservierungen buchungen tel telefon handy bestellungen anfragen preis preise gebühr eintritt ticket tickets karten moderiert moderation geleitet leitet präsentiert",
  fr:
    "offrons propose enseignons enseigne proposons proposent faisons vendons appelez appeler écrivez écrire contactez contact " +
    "trouvez trouver retrouvez venez visitez ouvert ouverts ouverte réservez réserver commandez commander " +
    "cabinet atelier boutique bureau équipe disponible aujourd'hui maintenant ligne coûte coûtent sort sortie téléphone tél recevons réservation réservations tel commandes prix tarif tarifs entrée billet billets animé animée animés anime animent présenté présentée",
  es:
    "ofrecemos ofrece enseñamos enseña hacemos vendemos llama llame llamar escribe escríbenos escribir contacta contacto " +
    "encuéntranos encuentra visita visítanos abierto abiertos abrimos reserva reservar pide pedir clínica " +
    "consulta estudio tienda oficina taller equipo disponible hoy ahora línea cuesta cuestan sale venta llega atendemos teléfono reservas reservaciones tel tfno telf pedidos encargos precio precios tarifa tarifas entrada entradas presentado presentada impartido impartida conducido conducida imparte presenta",
  it:
    "offriamo offre insegniamo insegna facciamo vendiamo chiama chiamaci chiamare scrivi scrivici scrivere scrivimi contatta " +
    "contattaci contatto trovi trovarci trovate visita visitaci aperto aperti apriamo prenota prenotare ordina " +
    "ordinare studio negozio ufficio laboratorio bottega squadra disponibile oggi ora online costa costano esce uscita riceviamo telefono prenotazioni prenotazione tel cell cellulare ordini prezzo prezzi tariffa tariffe ingresso biglietto biglietti condotto condotta tenuto tenuta presentato presentata conduce",
  nl:
    "bieden biedt leren leert onderwijzen doen maken verkopen bel bellen belt schrijf mail e-mail mailen contact vind vinden bezoek " +
    "bezoeken open geopend openingstijden boek boeken reserveer reserveren bestel bestellen praktijk studio " +
    "winkel kantoor werkplaats team beschikbaar vandaag nu online kost kosten verschijnt ontvangen telefoon reservering reserveringen tel bestellingen prijs prijzen tarief entree kaartje kaartjes toegang gepresenteerd geleid presenteert",
  pt:
    "oferecemos oferece ensinamos ensina fazemos vendemos ligue ligar telefone escreva escrever contacte contacto contato " +
    "encontre visite aberto abertos abrimos reserve reservar encomende encomendar peça clínica consultório " +
    "estúdio loja escritório oficina equipa equipe disponível hoje agora online custa custam chega lançamento atendemos recebemos telefone reservas marcações tel tlm telemóvel encomendas pedidos preço preços tarifa entrada bilhete bilhetes apresentado apresentada conduzido conduzida apresenta",
  pl:
    "oferujemy oferuje uczymy uczy robimy sprzedajemy zadzwoń dzwoń zadzwonić napisz pisz kontakt znajdziesz odwiedź " +
    "otwarte czynne zarezerwuj rezerwuj zamów zamówić gabinet klinika studio sklep biuro pracownia zespół " +
    "dostępni dostępne dziś teraz online kosztuje kosztują premiera przyjmujemy telefon rezerwacje rezerwacja tel komórka zamówienia cena ceny koszt wstęp bilet bilety prowadzi prowadząca prowadzący prowadzą",
  hu:
    "kínálunk kínál tanítunk tanít oktatunk oktat csinálunk árulunk hívjon hívj hívjanak számon írjon írj e-mail kontakt keressen " +
    "megtalál látogasson nyitva nyitvatartás foglaljon foglalás rendeljen rendelés rendelő stúdió bolt üzlet " +
    "iroda műhely csapat elérhető ma most online kerül kerülnek telefonon asztalfoglalás tel telefon rendelések ár ára árak díj belépő jegy jegyek vezeti",
};

const LEAD_UP = new Map(
  Object.entries(LEAD_UP_WORDS).map(([lang, words]) => [lang, new Set(words.split(" "))]),
);

/** Whether a lower-case word only leads up to a fact shown in its own place ("call", "hívjon", "clinic"). */
export function isLeadUpWord(word: string, lang: string): boolean {
  const primary = lang.toLowerCase().split("-")[0] ?? "en";
  return LEAD_UP.get("en")?.has(word) === true || LEAD_UP.get(primary)?.has(word) === true;
}

/** Words that bind a price to the name before it: "8 payments of €300", "2 kits for £15", "2 Kits für 15 €". */
const PRICE_BINDERS: Record<string, readonly string[]> = {
  en: ["of", "for"],
  de: ["für", "von", "zu"],
  fr: ["de", "pour", "à"],
  es: ["de", "por", "para", "a"],
  it: ["di", "da", "per", "a"],
  nl: ["van", "voor"],
  pt: ["de", "por", "para", "a"],
  pl: ["za", "po"],
  hu: [],
};

/** Whether a lower-case word binds the price after it to the name before it. */
export function bindsPrice(word: string, lang: string): boolean {
  const primary = lang.toLowerCase().split("-")[0] ?? "en";
  return (PRICE_BINDERS[primary] ?? PRICE_BINDERS.en).includes(word);
}

const SETS = new Map(
  Object.entries(FUNCTION_WORDS).map(([lang, words]) => [lang, new Set(words.split(" "))]),
);

/** Whether a lower-case word is a function word of the page's language (or of English, which any page may quote). */
export function isFunctionWord(word: string, lang: string): boolean {
  const primary = lang.toLowerCase().split("-")[0] ?? "en";
  return SETS.get("en")?.has(word) === true || SETS.get(primary)?.has(word) === true;
}

/** Whether a lower-case word is a function word of any language the catalogue has ("in der", "à la", "em"). */
export function isFunctionWordOfAnyLanguage(word: string): boolean {
  for (const words of SETS.values()) if (words.has(word)) return true;
  return false;
}

/** Whether a lower-case word is a function word of a language other than `lang` ("in" is Italian and Dutch too). */
export function isFunctionWordOfAnotherLanguage(word: string, lang: string): boolean {
  for (const [other, words] of SETS) if (other !== lang && words.has(word)) return true;
  return false;
}

/** The joining words of the page's language ("plus" joins in English, but means "more" in French). */
export function joinersOf(lang: string): readonly string[] {
  const primary = lang.toLowerCase().split("-")[0] ?? "en";
  return JOINERS[primary] ?? JOINERS.en;
}

/**
 * "is a", "ist ein", "est une": the verb and article that follow a name opening a sentence ("Hollow Pines
 * is a cosy mystery game"). Under a headline that already says the name, the rest ("A cosy mystery
 * game…") is the tagline; the article stays, the name and the verb go.
 */
const NAME_COPULAS: Record<string, string> = {
  en: "is (?=(?:a|an|the|your|our)\\s)",
  de: "ist (?=(?:ein|eine|der|die|das|dein|deine|unser|unsere)\\s)",
  fr: "(?:est|c'est) (?=(?:un|une|le|la|l'|votre|notre)\\s?)",
  es: "es (?=(?:un|una|el|la|tu|nuestra|nuestro)\\s)",
  it: "è (?=(?:un|una|uno|il|la|lo|l'|il tuo|la tua)\\s?)",
  nl: "is (?=(?:een|de|het|jouw|uw|onze)\\s)",
  pt: "é (?=(?:um|uma|o|a|seu|sua|o seu|a sua)\\s)",
  pl: "(?:to|jest) ",
};

/**
 * The pattern of "<name> <copula>" at a sentence's start, in the page's language (undefined: none). A
 * regional tag ("pt-BR", "en-GB") reads as its base language.
 */
export function nameCopula(lang: string): string | undefined {
  return NAME_COPULAS[lang.toLowerCase().split("-")[0] ?? "en"];
}

/**
 * The owner's "we are a …", "lanzamos una …", "<name> does …" opening a sentence that then says what the
 * business or product is: the opening goes and what follows is the lead, written as a tagline. Each
 * pattern ends before an indefinite article (dropped too) or a noun phrase; a language whose noun changes
 * its case after the verb (Polish "jesteśmy nową siłownią") has none.
 */
const TAGLINE_OPENERS: Record<string, string> = {
  en: "(?:we(?:'re|’re| are)|i(?:'m|’m| am)|we(?:'re|’re| are) launching|we launch|introducing)\\s+(?=(?:a|an)\\s)",
  de: "(?:wir sind|ich bin)\\s+(?=(?:ein|eine|einen)\\s)",
  fr: "(?:nous sommes|je suis|nous lançons|voici)\\s+(?=(?:un|une)\\s)",
  es: "(?:somos|soy|lanzamos|presentamos)\\s+(?=(?:un|una)\\s)",
  it: "(?:siamo|sono|lanciamo|presentiamo)\\s+(?=(?:un|una|uno)\\s|un')",
  nl: "(?:wij zijn|we zijn|ik ben|wij lanceren|we lanceren)\\s+(?=een\\s)",
  pt: "(?:somos|sou|lançamos|apresentamos)\\s+(?=(?:um|uma)\\s)",
};
/** The indefinite article a tagline drops ("A family bakery" → "Family bakery"). */
const INDEFINITE: Record<string, string> = {
  en: "(?:a|an)\\s",
  de: "(?:ein|eine|einen)\\s",
  fr: "(?:un|une)\\s",
  es: "(?:un|una)\\s",
  it: "(?:un|una|uno)\\s|un'",
  nl: "een\\s",
  pt: "(?:um|uma)\\s",
};
/** What a name does that says what it is: "Ledgerly does bookkeeping for freelancers". */
const NAME_DOES: Record<string, string> = {
  en: "(?:does|offers|provides|sells)\\s+(?!(?:it|you|your|this|that|us|more|everything|all)\\s)",
};

/** Patterns of the openers above, compiled once per language. */
const TAGLINE = new Map(
  Object.entries(TAGLINE_OPENERS).map(([lang, opener]) => [
    lang,
    new RegExp(`^${opener}(?:${INDEFINITE[lang]})?`, "iu"),
  ]),
);

/**
 * A sentence opening with "we are a", "lanzamos una", "<name> does" said as a tagline: "We are a family
 * bakery in Bath." → "Family bakery in Bath.", "Ledgerly does bookkeeping for freelancers." → "Bookkeeping
 * for freelancers." Every other word stays as written; the sentence is returned as it is when the opening
 * is not one of these or fewer than two words would be left.
 */
export function asTagline(sentence: string, lang: string, names: readonly string[] = []): string {
  const code = lang.toLowerCase().split("-")[0] ?? "en";
  const trimmed = sentence.trim();
  let rest: string | undefined;
  const opener = TAGLINE.get(code)?.exec(trimmed);
  if (opener) rest = trimmed.slice(opener[0].length);
  const does = NAME_DOES[code];
  for (const name of names.filter((n) => n.trim().length > 1)) {
    if (rest !== undefined || !does) break;
    const escaped = name.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const m = new RegExp(`^${escaped}\\s+${does}`, "iu").exec(trimmed);
    if (m) rest = trimmed.slice(m[0].length);
  }
  if (rest === undefined || (rest.match(/\p{L}+/gu) ?? []).length < 2) return sentence;
  return /^\p{Ll}+\p{Lu}/u.test(rest) ? rest : `${rest.charAt(0).toLocaleUpperCase()}${rest.slice(1)}`;
}

/** Words that open a relative clause ("which", "die", "qui"): a comma before one joins, it does not cut. */
const RELATIVES: Record<string, string> = {
  en: "which|who|whose|whom|that",
  de: "der|die|das|dem|den|deren|dessen|welche|welcher|welches|wo",
  fr: "qui|que|qu'|dont|où|lequel|laquelle",
  es: "que|quien|quienes|cuyo|cuya|donde|el cual|la cual",
  it: "che|cui|il quale|la quale|dove",
  nl: "die|dat|wie|waar|welke",
  pt: "que|quem|cujo|cuja|onde",
  pl: "który|która|które|którzy|gdzie",
  hu: "amely|amelyek|aki|akik|ahol|ami",
};

/** The relative-word openings, compiled once per language: the clause cutter asks at every comma. */
const RELATIVE_OPENINGS = new Map(
  Object.entries(RELATIVES).map(([lang, words]) => [lang, new RegExp(`^(?:${words})(?![\\p{L}])`, "iu")]),
);

/** Whether a clause starts with a relative word in the page's language. */
export function startsRelative(clause: string, lang: string): boolean {
  const opening = RELATIVE_OPENINGS.get(lang.slice(0, 2)) ?? RELATIVE_OPENINGS.get("en")!;
  return opening.test(clause.trim());
}

/**
 * Words that place a thing by another and need it after them ("near", "neben", "vicino", "a due passi"):
 * a sentence cut right after one ("Kleines Café gleich neben.") is cut in the middle of a phrase. So are words
 * that say where a business sits ("based", "mit Sitz", "situé"): "a photographer based." is no sentence.
 */
const RELATIONS: Record<string, string> = {
  en: "near nearby next beside opposite behind close steps minutes walk across from based located situated around throughout serving covering",
  de: "neben nahe nähe gegenüber hinter unweit direkt gleich schritte minuten sitz ansässig gelegen",
  fr: "près proche face côté pas minutes derrière basé basée basés basées situé située implanté implantée",
  es: "cerca junto frente pasos minutos detrás ubicado ubicada situado situada afincado afincada",
  it: "vicino accanto passi minuti fronte dietro vicinanze sede situato situata basato basata",
  nl: "naast vlakbij tegenover achter buurt minuten gevestigd gelegen",
  pt: "perto junto frente passos minutos atrás sediado sediada localizado localizada situado situada",
  pl: "obok blisko naprzeciwko koło niedaleko minut siedzibą mieszczący położony położona",
  hu: "mellett közel szemben mögött székhelyű található",
};
const RELATION_SETS = new Map(
  Object.entries(RELATIONS).map(([lang, words]) => [lang, new Set(words.split(" "))]),
);

/** Whether a lower-case word places a thing by what follows it, in the page's language or English. */
export function isRelationWord(word: string, lang: string): boolean {
  const primary = lang.toLowerCase().split("-")[0] ?? "en";
  return RELATION_SETS.get("en")?.has(word) === true || RELATION_SETS.get(primary)?.has(word) === true;
}

/**
 * Prepositions after which a language inflects a place's name ("w Krakowie", "z Gdańska", "do Poznania"):
 * the form after one is no name on its own, so a chip or a "Where" card shows it with its preposition.
 * Languages whose places keep their form after a preposition ("in München", "à Lyon") have none.
 */
const CASE_PREPOSITIONS: Record<string, readonly string[]> = {
  pl: ["w", "we", "na", "z", "ze", "do", "od", "koło", "pod", "przy", "obok", "po", "niedaleko"],
};

/**
 * A place as a page may show it alone: "Krakowie" read from "biuro w Krakowie" is shown "w Krakowie"
 * (its case says nothing without its preposition); a place in any other language, as it is.
 */
export function placeWithCase(place: string, description: string, lang: string): string {
  const preps = CASE_PREPOSITIONS[lang.toLowerCase().split("-")[0] ?? ""];
  if (!preps) return place;
  const m = new RegExp(`(?<![\\p{L}])(${preps.join("|")})\\s+${escapeRegex(place)}(?![\\p{L}])`, "iu").exec(
    description,
  );
  return m?.[1] ? `${m[1].toLocaleLowerCase()} ${place}` : place;
}
