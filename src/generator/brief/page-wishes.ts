/**
 * Clauses an owner writes to us beside a request for a page (issue 27.1): how it should look ("keep it
 * clean and friendly", "soll warm und gemütlich aussehen", "deve sembrare elegante", "legyen modern") and
 * what it is to get them ("want homeowners to book a visit", "żeby rodzice mogli się zapisać", "que la
 * gente pueda pedir cita"). They steer the style and the call to action, never the copy.
 *
 * Built from the grammar of each language (a look verb, a goal conjunction, "something" + adjective),
 * not from a list of adjectives, so wishes nobody wrote here are read too.
 */

/** The polite words around a wish, in the nine languages. */
const PLEASE_WORD = "please|bitte|s'il vous plaît|svp|por favor|per favore|graag|alsjeblieft|proszę|kérem";

/** "make it (look) …", "keep it …", "make the design …": an imperative about the page's look. */
const LOOK_IMPERATIVES = [
  "^(?:please\\s+)?(?:make|keep)\\s+(?:it|the\\s+(?:page|site|design|look|colou?rs?|style))\\s+(?:look\\s+|feel\\s+|very\\s+|more\\s+|super\\s+)?(?:\\p{L}+(?:,\\s*|\\s+(?:and|but|yet|or)\\s+|\\s+)?){1,4}(?:please)?$",
  // The same "make it …" in the other languages: "fatela sembrare elegante", "rendez-la moderne", "hazla
  // moderna", "mach sie modern", "maak het strak", "deixe-a moderna", "zrób ją nowoczesną".
  `^(?:${PLEASE_WORD}\\s+)?(?:rend(?:s|ez)-(?:la|le)|fai(?:s|tes)-(?:la|le)|gard(?:e|ez)-(?:la|le)|hazla|hazlo|hacedla|hágala|hágalo|mantenla|fatel[ao]|fall[ao]|fammel[ao]|rendil[ao]|rendetel[ao]|tienil[ao]|mach(?:t|en sie)?\\s+(?:sie|es|die seite)|gestalte(?:t|n sie)?\\s+(?:sie|es|die seite)|maak\\s+(?:hem|het|de pagina|de site)|hou(?:d)?\\s+(?:hem|het)|faça-a|faz-a|deixe-a|deixa-a|torne-a|torna-a|zrób(?:cie)?\\s+(?:ją|to))\\s+(?:(?:sembrare|apparire|parecer|ver|aussehen|plus|più|más|mais|molto|muy|muito|sehr|heel|erg|bardzo|bardziej|très)\\s+)?(?:\\p{L}+(?:,\\s*|\\s+(?:and|und|et|y|e|en|i|és|ma|mais|pero|aber|maar|ale)\\s+|\\s+)?){1,4}(?:${PLEASE_WORD})?$`,
  // "give it a premium feel", "mets un style élégant", "dale un aire tranquilo", "geef het een luxe
  // uitstraling": a look given to the page as a noun (style, look, air…) in every language.
  `^(?:${PLEASE_WORD}\\s+)?(?:give\\s+(?:it|the\\s+page)|mets|mettez|donne-lui|donnez-lui|dale|dadle|dele|dagli|datele|dalle|gib\\s+(?:ihr|ihm|der\\s+seite)|geef\\s+(?:het|hem|de\\s+pagina)|dá-lhe|dê-lhe|nadaj(?:cie)?\\s+(?:jej|stronie))\\s+(?:(?:a|an|un|une|uno|una|einen?|een|um|uma)\\s+)?(?:\\p{L}+\\s+){0,2}(?:style|look|feel|vibe|air|design|allure|ambiance|estilo|aire|aspecto|toque|stile|aspetto|aria|tocco|stil|touch|uitstraling|visual|ar|toque|styl|wygląd|klimat)(?:\\s+\\p{L}+){0,2}$`,
  // "haz que parezca tranquilo", "fai che sembri elegante", "faites qu'elle ait l'air chic", "zorg dat het
  // er rustig uitziet", "sorg dafür, dass sie edel wirkt", "faz com que pareça moderna".
  `^(?:${PLEASE_WORD}\\s+)?(?:(?:haz|haced|haga)\\s+que\\s+(?:parezca|se vea|luzca|transmita)|(?:fai|fate|faccia)\\s+(?:che|in modo che)\\s+(?:sembri|appaia)|(?:fais|faites)\\s+qu['’](?:elle|il)\\s+(?:ait l['’]air|paraisse|fasse)|zorg\\s+(?:ervoor\\s+)?dat\\s+(?:het|hij|ze)\\s+(?:er\\s+)?|sorg(?:e|en sie)?\\s+(?:dafür,?\\s+)?dass\\s+(?:sie|es|die seite)\\s+|(?:faz|faça|façam)\\s+com\\s+que\\s+(?:pareça|fique))\\s*(?:\\p{L}+(?:,\\s*|\\s+(?:y|e|et|und|en|és)\\s+|\\s+)?){1,4}$`,
  // "Bitte seriös gestalten", "graag strak vormgeven": a polite word, the look, then the infinitive.
  "^(?:bitte|graag|alsjeblieft)\\s+(?:\\p{L}+(?:,\\s*|\\s+(?:und|en)\\s+|\\s+)){1,3}(?:gestalten|halten|aussehen lassen|vormgeven|houden|maken)$",
  "^(?:please\\s+)?(?:use|with|in)\\s+(?:\\p{L}+(?:,\\s*|\\s+(?:and|or)\\s+|\\s+)){1,3}(?:colou?rs?|tones|palette|theme)(?:\\s+please)?$",
  "^(?:\\p{L}+(?:,\\s*|\\s+(?:and|or)\\s+|\\s+)){1,3}(?:colou?rs?|tones|palette|theme)\\s+please$",
];

/** A look verb, anywhere in a clause: "should look modern", "soll … aussehen", "moet er … uitzien". */
const LOOK_VERBS = [
  "\\b(?:should|must|needs? to|has to|want it to|would like it to)\\s+(?:look|feel|seem)\\b",
  "^(?:it\\s+)?(?:to\\s+)?(?:look|feel)s?\\s+\\p{L}+",
  "\\b(?:soll(?:te)?|muss|darf)\\b.*\\b(?:aussehen|wirken|rüberkommen)\\b",
  "\\b(?:moet|mag|zou|moeten)\\s+er\\b.*\\b(?:uitzien|uit zien)\\b|\\b(?:moet|mag)\\b.*\\bogen\\b",
  "\\b(?:doit|devrait|doivent)\\s+(?:avoir l['’]air|paraître|faire|sembler)\\b|\\bavec un (?:style|look|air|design)\\b",
  "\\b(?:que|debe|debería)\\s+(?:se vea|parezca|tenga un (?:aire|aspecto|estilo|look))\\b|\\bcon un (?:estilo|aire|look|diseño)\\b",
  "\\b(?:deve|dovrebbe|devono)\\s+(?:sembrare|apparire|avere un (?:aspetto|aria|look|stile))\\b|\\bcon uno stile\\b",
  "\\b(?:deve|tem de|tem que|devia)\\s+(?:parecer|ter um (?:ar|aspeto|aspecto|visual|estilo))\\b|\\bcom um (?:visual|ar|estilo|look)\\b",
  "\\b(?:ma|powinna|powinien|niech)\\b.*\\bwyglądać\\b|\\bw stylu\\b",
  "\\b(?:nézzen ki|hasson|legyen)\\b",
];

/** "something warm", "etwas Modernes", "quelque chose de chaleureux": a look said as a noun phrase. */
const SOMETHING =
  "^(?:(?:make|do|mach(?:t|en sie)?|fais|faites|faire|haz|haced|fai|fate|fammi|faz|façam|maak|zrób|zróbcie|csinálj)(?:-(?:moi|nous))?\\s+(?:(?:me|us|mir|uns|mij|ons|mi|ci|nam|mi)\\s+)?)?(?:something|etwas|quelque chose(?: de)?|algo|qualcosa(?: di)?|iets|coś|valami)\\s+(?:\\p{L}+(?:,\\s*|\\s+(?:and|und|et|y|e|en|i|és)\\s+|\\s+)?){1,3}$";

/** What the owner wants visitors to do, said to us: a goal conjunction or "want people to …". */
const GOALS = [
  "^(?:and\\s+)?(?:i|we)?\\s*(?:want|need|would like|'d like)\\s+(?:more\\s+)?(?:\\p{L}+\\s+){1,3}to\\s+\\p{L}+",
  "^(?:and\\s+)?(?:so(?: that)?|in order (?:for|that))\\s+(?:\\p{L}+\\s+){1,3}(?:can|could|will|may)\\s+\\p{L}+",
  "^(?:and\\s+)?(?:to get|for getting|to bring in|to attract)\\s+(?:more\\s+)?\\p{L}+",
  // "want more members", "need more students": more of whoever the page is to bring, without a "to".
  "^(?:and\\s+)?(?:i|we)?\\s*(?:want|need|would like|'d like|looking for)\\s+more\\s+\\p{L}+(?:\\s+\\p{L}+)?$",
  "^(?:und\\s+)?(?:(?:ich|wir)\\s+)?(?:will|möchte|brauche|wollen|möchten|brauchen|suche|suchen)\\s+mehr\\s+\\p{L}+$",
  "^(?:et\\s+)?(?:je veux|je voudrais|nous voulons|on veut|besoin de)\\s+plus\\s+d(?:e\\s+|['’])\\p{L}+$",
  "^(?:y\\s+)?(?:quiero|queremos|necesito|necesitamos|busco)\\s+más\\s+\\p{L}+$",
  "^(?:e\\s+)?(?:voglio|vorrei|vogliamo|cerco|cerchiamo)\\s+più\\s+\\p{L}+$",
  "^(?:en\\s+)?(?:(?:ik|wij|we)\\s+)?(?:wil|willen|zoek|zoeken)\\s+(?:graag\\s+)?meer\\s+\\p{L}+$",
  "^(?:e\\s+)?(?:quero|queremos|preciso de|precisamos de)\\s+mais\\s+\\p{L}+$",
  "^(?:i\\s+)?(?:chcę|chcemy|potrzebuję|potrzebujemy)\\s+więcej\\s+\\p{L}+$",
  // "avoir plus d'appels", "get more calls", "meer verkopers binnenhalen", "mehr Anfragen bekommen": an
  // infinitive goal with "more", the page's aim said without a subject.
  "^(?:and\\s+)?(?:get|bring in|attract|win|find|have)\\s+more\\s+\\p{L}+(?:\\s+\\p{L}+)?$",
  "^(?:et\\s+)?(?:avoir|obtenir|recevoir|attirer|trouver|gagner)\\s+plus\\s+d(?:e\\s+|['’])\\p{L}+$",
  "^(?:und\\s+)?mehr\\s+\\p{L}+\\s+(?:bekommen|gewinnen|finden|erreichen|holen|generieren|kriegen)$",
  "^(?:en\\s+)?meer\\s+\\p{L}+\\s+(?:binnenhalen|krijgen|aantrekken|vinden|werven|binnenkrijgen)$",
  "^(?:y\\s+)?(?:conseguir|atraer|tener|captar|recibir|ganar)\\s+más\\s+\\p{L}+$",
  "^(?:e\\s+)?(?:avere|trovare|attirare|ricevere|ottenere)\\s+più\\s+\\p{L}+$",
  "^(?:e\\s+)?(?:ter|conseguir|atrair|receber|captar|ganhar)\\s+mais\\s+\\p{L}+$",
  "^(?:i\\s+)?(?:zdobyć|mieć|pozyskać|przyciągnąć)\\s+więcej\\s+\\p{L}+$",
  "^(?:és\\s+)?több\\s+\\p{L}+\\s+(?:kell|kellene|szeretnék|szeretnénk)$",
  "^(?:und\\s+)?(?:damit|sodass|so dass|ich will,? dass|wir wollen,? dass)\\s",
  "^(?:et\\s+)?(?:pour que|afin que|pour (?:avoir|obtenir|recevoir|attirer) (?:plus de )?)",
  "^(?:y\\s+)?(?:para que|quiero que|queremos que|que (?:la gente|las personas|los clientes|los padres|mis clientes)\\b)",
  "^(?:e\\s+)?(?:così che|in modo che|affinché|perché (?:la gente|le persone|i clienti|i genitori)|voglio che|vorrei che)\\b",
  "^(?:en\\s+)?(?:zodat|zo dat|ik wil dat|wij willen dat|we willen dat)\\b",
  "^(?:e\\s+)?(?:para que|quero que|queremos que|de forma a que)\\b",
  "^(?:i\\s+)?(?:żeby|aby|by|chcę,? żeby|chcemy,? żeby)\\s",
  "^(?:és\\s+)?(?:hogy|azért,? hogy)\\s",
  // What the page itself is to do: "should bring clients", "soll Mandanten bringen", "qui donne envie".
  "^(?:it\\s+|the page\\s+)?(?:should|must|needs? to|has to)\\s+(?:bring|get|generate|attract|drive|win|convert|sell)\\b",
  "^(?:sie\\s+|die seite\\s+)?(?:soll(?:te)?|muss)\\s+(?:[\\p{L}-]+\\s+){0,3}(?:bringen|gewinnen|generieren|anlocken|locken|holen|verkaufen|überzeugen)$",
  "^(?:elle\\s+|la page\\s+)?(?:doit|devrait)\\s+(?:attirer|apporter|amener|générer|convertir|vendre|donner envie)\\b|^(?:qui|pour)\\s+(?:donne|donner)\\s+envie\\b",
  "^(?:que\\s+)?(?:debe|tiene que|debería)\\s+(?:atraer|traer|conseguir|generar|captar|vender)\\b|^que\\s+(?:atraiga|traiga|genere|capte|venda)\\b",
  "^(?:deve|dovrebbe)\\s+(?:attirare|portare|generare|convertire|vendere)\\b|^che\\s+(?:attiri|porti|generi|venda)\\b",
  "^(?:moet|zou)\\s+(?:[\\p{L}-]+\\s+){0,3}(?:opleveren|aantrekken|binnenhalen|genereren|verkopen)$",
  "^(?:deve|tem de|tem que)\\s+(?:atrair|trazer|gerar|captar|vender)\\b|^que\\s+(?:atraia|traga|gere|capte|venda)\\b",
  "^(?:ma|powinna)\\s+(?:przyciągać|przynosić|generować|sprzedawać|ściągać)\\b",
];

const LOOK_IMPERATIVE = new RegExp(`(?:${LOOK_IMPERATIVES.join("|")})`, "iu");
const LOOK_VERB = new RegExp(`(?:${LOOK_VERBS.join("|")})`, "iu");
const SOMETHING_LIKE = new RegExp(SOMETHING, "iu");
const GOAL = new RegExp(`(?:${GOALS.join("|")})`, "iu");

/** Prepositions and articles: "make it yours with engraving" says more than a look. */
const MORE_THAN_A_LOOK = /\s(?:with|for|to|in|on|at|by|of|from|your|yours|our|their)\s/iu;

const clean = (clause: string) =>
  clause
    .trim()
    .replace(/^[-–—]\s*/u, "")
    .replace(/[.!?…]+$/u, "")
    .trim();

/** A polite opening said to us ("bitte", "per favore", "merci de faire"): what follows is asked of us. */
const POLITE_OPENING = new RegExp(
  `^(?:${PLEASE_WORD}|merci de (?:nous )?(?:faire|créer|proposer)|grazie di fare|danke für)(?:[,:]?\\s+|$)`,
  "iu",
);

/** "warm und freundlich", "rustig en professioneel": two to four single words joined, no verb or figure. */
const JOINED_WORDS =
  /^(?:(?:very|sehr|molto|très|muy|heel|erg|bardzo|nagyon|muito|super)\s+)?\p{L}+(?:(?:,\s*|\s+(?:and|und|et|y|e|en|i|és|or|oder|ou|o|of)\s+)\p{L}+){1,3}$/iu;

/** "un'atmosfera calda", "a cosy feel", "eine warme Atmosphäre": a look said as a noun with its adjective. */
const LOOK_NOUN_PHRASE =
  /^(?:(?:a|an|un|une|uno|una|un['’]|eine?n?|een|um|uma)\s*)?(?:\p{L}+\s+)?(?:style|look|feel|vibe|atmosphere|mood|design|allure|ambiance|atmosphère|ambiente|atmosfera|stile|aspetto|estilo|aire|atmosfera|stil|atmosphäre|stimmung|sfeer|uitstraling|klimat|styl)(?:\s+\p{L}+){0,2}$/iu;

/**
 * "Bitte warm und freundlich", "Per favore qualcosa di elegante", "S'il vous plaît": a polite word, then
 * only a look (joined adjectives, "something" + adjective, an atmosphere) or nothing at all. The polite
 * word is what says it is asked of us; without it "Fast and friendly" is the business's own claim.
 */
function isPoliteLookWish(text: string): boolean {
  const opening = POLITE_OPENING.exec(text);
  if (!opening) return false;
  const rest = text.slice(opening[0].length).trim();
  if (!rest) return true;
  if (MORE_THAN_A_LOOK.test(` ${rest} `)) return false;
  return JOINED_WORDS.test(rest) || SOMETHING_LIKE.test(rest) || LOOK_NOUN_PHRASE.test(rest);
}

/**
 * True for a clause that only says how the page should look: "keep it clean and friendly", "make it look
 * trustworthy", "warm and earthy colours please", "Bitte warm und freundlich". Read on its own, without a
 * request beside it.
 */
export function isLookWish(clause: string): boolean {
  const text = clean(clause);
  if (!text || /\d/.test(text)) return false;
  if (isPoliteLookWish(text) || isLookAndFormAsk(text)) return true;
  if (LOOK_IMPERATIVE.test(text)) return !MORE_THAN_A_LOOK.test(` ${text} `) || /\blook\b/iu.test(text);
  return /^(?:please\s+)?(?:it\s+)?(?:should|must|needs? to|has to)\s+(?:look|feel)\b/iu.test(text);
}

/**
 * True for a clause beside a request for a page that talks about the page, not the business: a look
 * wish, a look verb, "something warm", or what the owner wants visitors to do.
 */
/** "something modern", "faites quelque chose de sympa": a look said as a noun phrase, maybe asked for. */
export function isSomethingWish(clause: string): boolean {
  const text = clean(clause);
  return (
    Boolean(text) && !/\d/.test(text) && !MORE_THAN_A_LOOK.test(` ${text} `) && SOMETHING_LIKE.test(text)
  );
}

export function isWishBesideRequest(clause: string): boolean {
  const text = clean(clause);
  if (!text || /\d/.test(text)) return false;
  return isLookWish(text) || LOOK_VERB.test(text) || SOMETHING_LIKE.test(text) || GOAL.test(text);
}

/** The clauses of a sentence: at commas, semicolons, dashes and full stops inside it. */
export function clausesOf(sentence: string): string[] {
  return sentence
    .split(/(?<=[,;])\s+|\s+[-–—]\s+|(?<=[.!?])\s+/u)
    .map((c) => c.replace(/[,;]$/u, "").trim())
    .filter((c) => c.length > 0);
}

/** "want homeowners to book a visit": who, then what they are to do (English requests). */
const WANTED_ACTION =
  /^(?:and\s+)?(?:i|we)?\s*(?:want|need|would like|'d like)\s+(?:more\s+)?(?:\p{L}+\s+){1,3}?to\s+(\p{L}+(?:\s+[\p{L}-]+){0,4})$/iu;

/**
 * "b2b consulting, want people to book a call": what the owner wants visitors to do, said to us after the
 * business — never a fact of the page, request or not.
 */
export function isVisitorGoal(clause: string): boolean {
  return WANTED_ACTION.test(clean(clause));
}

/**
 * What the owner's request wants visitors to do, in the owner's words, for the main button: "need a page
 * for my window cleaning round, want people to ask for a quote" → "ask for a quote". English only; none
 * when the clause says more than a short verb phrase.
 */
export function wantedAction(sentence: string): string | undefined {
  for (const clause of clausesOf(sentence)) {
    const m = WANTED_ACTION.exec(clean(clause));
    if (m?.[1]) return m[1];
  }
  return undefined;
}

/**
 * "with a signup form for our newsletter", "add a newsletter sign-up box", "mit einem Anmeldeformular für
 * den Newsletter": a form the page is asked to carry, said to us. It makes the form; it is never copy.
 */
const SUBSCRIBE_FORM_ASK =
  /^(?:and\s+)?(?:with|add|plus|include|mit|avec|ajoute[rz]?|con|aggiungi|met|voeg|com|z)\s+(?:(?:a|an|ein(?:e|em|en)?|une?|una?|uno|een|um|uma)\s+)?(?:[\p{L}-]+\s+){0,3}?(?:[\p{L}-]*(?:form|formular|formulaire|modulo|formulario|formulier|box))\b.*\b(?:newsletter|mailing list|e-?mail list|updates)\b.*$|^(?:and\s+)?(?:with|add|include|mit|avec|con|met|com)\s+(?:(?:a|an|ein(?:e|en)?|une?|una?|een|um|uma)\s+)?newsletter[- ]?(?:sign[- ]?up|anmeldung|inscription|iscrizione|suscripción|aanmelding)(?:\s+(?:form|box))?$/iu;

export function asksForSubscribeForm(clause: string): boolean {
  return SUBSCRIBE_FORM_ASK.test(clean(clause));
}

/**
 * "Warm and earthy, with a signup form for our newsletter": a sentence whose clauses only say how the page
 * should look and which form it carries. Bare joined adjectives count as a look only beside such an ask:
 * on their own ("Fast and friendly") they are the business's claim.
 */
export function isLookAndFormAsk(sentence: string): boolean {
  const clauses = clausesOf(clean(sentence));
  return (
    clauses.length > 1 &&
    clauses.some(asksForSubscribeForm) &&
    clauses.every((c) => asksForSubscribeForm(c) || isLookWish(c) || JOINED_WORDS.test(clean(c)))
  );
}

/** The forms the description asks the page to carry ("subscribe" for a newsletter sign-up). */
export function formsAskedIn(sentences: readonly string[]): "subscribe"[] {
  return sentences.some((s) => clausesOf(clean(s)).some(asksForSubscribeForm)) ? ["subscribe"] : [];
}
