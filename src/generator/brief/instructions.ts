/**
 * Sentences the owner writes to us about the page, not to their visitors about the business (issue 27.2):
 * "need a page to get leads for my plumbing business", "dentist page for google ads, should look modern",
 * "Ich brauche eine Seite für mein Yogastudio", "Fais-moi une landing page pour ma boulangerie". They are
 * never published, and no fact is read from them (they are claimed first); the business they name is kept
 * as the page's topic ("plumbing business", "Yogastudio").
 *
 * Only sentences without a figure count: "Create a page for our café in Bristol, open 7:00–18:00" still
 * carries facts, and the composer trims its opening instead (composer/write/text.ts).
 */
import { clausesOf, isLookWish, isSomethingWish, isVisitorGoal, isWishBesideRequest } from "./page-wishes.js";
import type { Claims, Span } from "./spans.js";
import { toldFact } from "./told-facts.js";

/** The word for a web page, in the nine languages the composer writes. */
const PAGE =
  "(?:landing[\\s-]?pages?|landingpage|landingspagina|web\\s?pages?|websites?|webseite|webpagina|homepage|site(?:\\s?web)?|sitio(?:\\s?web)?|sito(?:\\s?web)?|p[áa]gina(?:\\s?web)?|pagina|seite|page|oldal(?:t|at)?|weboldal(?:t|at)?|stron[aęy](?:\\s?www)?|ad page|landing)";

/** What else names the page: a newsletter, an ad, an online shop ("tienda online para mis bolsos"). */
const CHANNEL =
  "newsletter|nieuwsbrief|boletín|bolet[íi]n de noticias|lettre d'information|infolettre|notiziario|biuletyn|hírlevél|portfolio|portafolio|signup page|ads?|werbung|anzeigen?|annonces?|anuncios?|pubblicità|annunci|advertenties?|reklam[ay]|hirdetés|online[\\s-]?(?:shop|store)|onlineshop|webshop|e-?shop|tienda online|tienda en l[íi]nea|boutique en ligne|negozio online|loja online|sklep internetowy|webáruház";

/** The owner's own: "my", "our", "mein", "nuestras", "notre", "mijn"… */
const OWN =
  "my|our|mein(?:e|em|en)?|unser(?:e|em|en)?|ma|mon|mes|notre|nos|mi|mis|nuestr[oa]s?|il mio|la mia|i miei|le mie|mijn|onze|minha|meu|minhas|meus|nosso|nossa|mój|moja|moje|mojej|mojego|moich|moim|moją|nasz[aey]?|naszych|naszej|naszego|naszym|saját|il nostro|la nostra|i nostri|le nostre|nostr[oaie]|mi[oa]|miei|mie";

/** The polite words that may close a bare request for a page. */
const PLEASE =
  "please|pls|bitte|s'il vous plaît|svp|por favor|per favore|alsjeblieft|graag|proszę|kérem|kérlek|légyszi";

/**
 * Nothing but the business and one page word, maybe a "please": "yoga studio website please", "Zahnarzt
 * Webseite bitte", "bakery landing page". A visitor is never addressed so ("Your new website" is).
 */
const BARE_REQUEST = `^(?!(?:your|ihre?|votre|vos|tu|su|tua|uw|je|jouw|sua|seu|twoja|twój|az ön)\\s)(?:an?\\s+)?((?:[\\p{L}-]+\\s+){0,2}?[\\p{L}-]{4,})\\s+(?:landing[\\s-]?page|landingpage|website|webseite|web\\s?page|homepage|site(?:\\s?web)?|sitio\\s?web|sito(?:\\s?web)?|p[áa]gina\\s?web|weboldal|strona\\s?www|page|seite|pagina|oldal|strona)(?:\\s+(?:${PLEASE}))?$`;

/**
 * "make something simple where people can ask for a quote", "maak iets simpels waar mensen een offerte
 * kunnen vragen", "mach mir etwas Schlichtes, wo Kunden …": something asked for, then what visitors are to
 * do on it, with no page word.
 */
const SOMETHING_FOR_VISITORS = `^(?:(?:hi|hello|hallo|hoi|ciao|hola|bonjour|cześć)[,!]?\\s+)?(?:make|build|create|do|maak|bouw|mach(?:e)?|bau(?:e)?|erstell(?:e)?|fais|faites|crée|haz|hazme|crea|fammi|fai|faz|cria|zrób|stwórz)(?:-(?:moi|nous))?\\s+(?:(?:me|us|mir|uns|mij|ons|mi|ci|nam)\\s+)?(?:something|iets|etwas|quelque chose(?: de)?|algo|qualcosa(?: di)?|coś)\\s+(?:[\\p{L}-]+,?\\s+){0,2}?(?:where|waar|wo|où|donde|dove|onde|gdzie|that|which|so|die|dat|qui|que|che|damit|zodat|żeby)\\s+(?:(?:the|de|die|les|la|le|i|os|as)\\s+)?(?:people|mensen|leute|man|gens|gente|persone|pessoas|ludzie|clients?|customers?|klanten|kunden|visitors?|bezoekers|besucher)(?![\\p{L}])`;

/** A request to make the page: "need a page", "make me a landing page", "Ich brauche eine Seite". */
const REQUESTS = [
  // English: "(I/we) need/want (a) … page", "make/create/build me a … page", "can you make a page".
  `^(?:(?:hi|hello|hey|please)[,!]?\\s+)?(?:(?:i|we)(?:'d| would)?\\s+)?(?:need|want|like|looking for)\\s+(?:to have\\s+)?(?:a|an|the|my|our)?\\s*(?:[\\p{L}-]+\\s+){0,3}${PAGE}\\b`,
  `^(?:(?:hi|hello|hey|please)[,!]?\\s+)?(?:(?:can|could) you\\s+)?(?:make|create|build|design|generate|write|do|set up)\\s+(?:me|us)?\\s*(?:a|an|the|my|our)\\s+(?:[\\p{L}-]+\\s+){0,3}${PAGE}\\b`,
  // "need something for a facebook ad", "brauche etwas für eine Anzeige", "il me faut quelque chose pour une
  // pub", "necesito algo para un anuncio", "mi serve qualcosa per un annuncio", "ik wil iets voor een
  // advertentie": something asked for, named only by the page or ad it is for.
  `^(?:(?:hi|hello|hey|hallo|hoi|ciao|hola|bonjour)[,!]?\\s+)?(?:(?:i|we|ich|wir|ik|wij|je|on)\\s+)?(?:need|want|would like|'d like|looking for|brauche|brauchen|möchte|möchten|suche|suchen|hätte gern|heb|hebben|wil|willen|zoek|zoeken|il (?:me |nous )?faut|j'ai besoin de|j’ai besoin de|veux|voudrais|necesito|necesitamos|quiero|queremos|mi serve|ci serve|vorrei|voglio|ho bisogno di)\\s+(?:something|anything|etwas|iets|quelque chose|algo|qualcosa)\\s+(?:(?:simple|quick|nice|schlichtes|einfaches|simpel|simple)\\s+)?(?:for|für|voor|pour|para|per)\\s+(?:(?:a|an|the|my|our|eine?n?|meine?n?|unsere?n?|een|mijn|onze|une?|ma|mon|notre|una?|mi|nuestra|il|la|mia|mio)\\s+)?(?:[\\p{L}-]+\\s+){0,2}?(?:${PAGE}|${CHANNEL})(?![\\p{L}])`,
  // German: "Ich brauche / Wir brauchen / Ich möchte eine Seite", "Mach(e) mir eine Landingpage", "Erstelle eine Seite".
  // "Bitte macht eine Seite zur Anmeldung": the plural imperative, after a "bitte".
  `^(?:bitte\\s+)?(?:macht|erstellt|baut|gestaltet)(?:\\s+(?:mir|uns))?\\s+(?:bitte\\s+)?(?:eine?n?|die|meine|unsere)\\s+(?:[\\p{L}-]+\\s+){0,3}?${PAGE}(?![\\p{L}])`,
  `^(?:hallo[,!]?\\s+)?(?:(?:ich|wir)\\s+(?:brauche|brauchen|möchte|möchten|hätte gern|will|wollen|suche|suchen)|mach(?:e|en Sie)?\\s+(?:mir|uns)|erstell(?:e|en Sie)?(?:\\s+(?:mir|uns))?|bau(?:e)?\\s+(?:mir|uns))\\s+(?:eine?n?|die|meine|unsere)?\\s*(?:[\\p{L}-]+\\s+){0,3}${PAGE}`,
  // French: "Fais-moi une landing page", "J'ai besoin d'une page", "Il me faut un site", "Je veux une page".
  `^(?:bonjour[,!]?\\s+)?(?:fai(?:s|tes)-(?:moi|nous)|cré(?:e|ez)(?:-(?:moi|nous))?|j'ai besoin d'|j’ai besoin d’|(?:on a|nous avons) besoin d'|il (?:me |nous )?faut|je (?:veux|voudrais)|nous (?:voulons|voudrions))\\s*(?:une?|la|ma|notre)?\\s*(?:[\\p{L}-]+\\s+){0,3}${PAGE}`,
  // What to make, said in the infinitive: "faire une page qui donne envie", "eine Seite erstellen",
  // "hacer una web", "fare una pagina", "fazer um site", "een website maken", "zrobić stronę".
  `^(?:faire|créer|réaliser|concevoir|hacer|crear|diseñar|fare|creare|realizzare|fazer|criar|zrobić|stworzyć|zaprojektować)\\s+(?:(?:une?|la|le|ma|mon|notre|una?|el|mi|nuestra|il|lo|mia|mio|uma?|a|o|minha|meu)\\s+)?(?:[\\p{L}-]+\\s+){0,3}?(?:${PAGE}|landing|web)(?![\\p{L}])`,
  `^(?:(?:eine?n?|die|meine|unsere|een|de|mijn|onze)\\s+)?(?:[\\p{L}-]+\\s+){0,2}${PAGE}\\s+(?:machen|erstellen|bauen|gestalten|maken|bouwen|ontwerpen)(?![\\p{L}])`,
  // Spanish: "Necesito una página", "Quiero una web", "Hazme una landing".
  `^(?:hola[,!]?\\s+)?(?:necesito|necesitamos|quiero|queremos|hazme|hacedme|haz|crea(?:me)?|diseña(?:me)?)\\s+(?:una?|la|mi|nuestra)?\\s*(?:[\\p{L}-]+\\s+){0,3}(?:${PAGE}|landing|web)(?![\\p{L}])`,
  // Italian: "Mi serve una pagina", "Ho bisogno di un sito", "Fammi una landing page", "Vorrei una pagina".
  `^(?:ciao[,!]?\\s+)?(?:mi serve|ci serve|ho bisogno di|abbiamo bisogno di|voglio|vorrei|vorremmo|fammi|fateci|crea(?:mi)?)\\s+(?:una?|la|il|mia|mio)?\\s*(?:[\\p{L}-]+\\s+){0,3}(?:${PAGE}|landing)`,
  // Dutch: "Maak een landingspagina", "Ik heb een website nodig", "Ik wil een pagina".
  `^(?:hallo[,!]?\\s+)?(?:maak|bouw|ontwerp)\\s+(?:(?:voor\\s+)?(?:mij|ons)\\s+)?(?:een|de|mijn|onze)?\\s*(?:[\\p{L}-]+\\s+){0,3}${PAGE}`,
  `^(?:hallo[,!]?\\s+)?(?:ik|wij|we)\\s+(?:heb|hebben|wil|willen|zoek|zoeken)\\s+(?:een|de)\\s+(?:[\\p{L}-]+\\s+){0,3}${PAGE}`,
  // Portuguese: "Preciso de uma página", "Quero um site", "Faz-me uma landing page", "Crie uma página".
  `^(?:olá[,!]?\\s+)?(?:preciso de|precisamos de|quero|queremos|faz-me|faça|crie|cria(?:-me)?)\\s+(?:uma?|a|o|minha|meu)?\\s*(?:[\\p{L}-]+\\s+){0,3}(?:${PAGE}|landing)`,
  // Polish: "Potrzebuję strony", "Zrób mi stronę", "Chcę stronę".
  `^(?:(?:potrzebuję|potrzebujemy|chcę|chcemy|zrób mi|zróbcie nam|stwórz)\\s+)(?:[\\p{L}-]+\\s+){0,3}${PAGE}`,
  // Hungarian: "Kell egy oldal", "Szeretnék egy weboldalt", "Csinálj egy landing oldalt".
  `^(?:kell(?:ene)? egy|kéne egy|szeretnék egy|szeretnénk egy|csinálj|készíts)\\s+(?:[\\p{L}-]+\\s+){0,3}(?:${PAGE}|landing)`,
  // The page first, then the need: "Weboldal kellene a fogorvosi rendelőmnek", "Egy oldal kéne a boltomnak".
  `^(?:egy\\s+)?(?:[\\p{L}-]+\\s+){0,1}${PAGE}\\s+(?:kell(?:ene)?|kéne)(?![\\p{L}])`,
  // A page type and who it is for: "dentist page for google ads", "newsletter for my sourdough baking blog",
  // with what the page is to do between ("página para lanzar nuestras alpargatas", "page pour télécharger
  // notre appli"): the owner's own business after "my/our" says it is for us.
  `^(?:an?\\s+)?(?:[\\p{L}-]+\\s+){0,3}(?:${PAGE}|${CHANNEL})(?:\\s+[\\p{L}'’-]+)??\\s+(?:for|für|pour|para|per|voor|dla|to|da|do|de|di|del|della|van|von|du|des)\\s+(?:[\\p{L}'’-]+\\s+){0,3}?(?:${OWN})(?![\\p{L}])`,
  // What the page is to do, then whose it is: "pagina om leads te krijgen voor mijn makelaarskantoor".
  `^${PAGE}\\s+(?:om|to|um|zum|pour|para|per|na|do)\\s+(?:[\\p{L}-]+\\s+){1,4}?(?:voor|for|für|pour|para|per|dla)\\s+(?:${OWN})(?![\\p{L}])`,
  // A page or portfolio for someone named by their trade: "portfolio for a wedding photographer".
  `^(?:an?\\s+)?(?:[\\p{L}-]+\\s+){0,2}?(?:${PAGE}|portfolio)\\s+(?:for|für|pour|para|per|voor|dla)\\s+(?:an?|ein(?:e|en)?|une?|una?|um|uma|een)\\s+(?:[\\p{L}-]+\\s+){0,2}[\\p{L}-]+$`,
  // An ad channel's page for a business: "google ads page for a physio clinic".
  `^(?:google|facebook|instagram|meta|tiktok|linkedin)(?:\\s+ads?)?\\s+${PAGE}\\s+(?:for|für|pour|para|per|voor|dla)\\s+`,
  // Hungarian says "for my …" in endings: "oldal ügyfélszerzéshez a könyvelő irodámnak".
  `^(?:[\\p{L}-]+\\s+){0,2}${PAGE}\\s+(?:az?\\s+)?(?:[\\p{L}-]+\\s+){0,2}\\p{L}+(?:hoz|hez|höz)(?![\\p{L}])`,
  BARE_REQUEST,
  SOMETHING_FOR_VISITORS,
  // A sentence that opens with the page word and the event it is for: "strona na webinar o programowaniu".
  `^${PAGE}\\s+(?:for|für|pour|para|per|voor|dla|na|om)\\s+(?:(?:an?|une?|una?|eine?n?|el|la|le|il|de|het)\\s+)?(?:webinar|webinaire|webinario|event|événement|evento|veranstaltung|wydarzenie|esemény|rendezvény|launch|lancement|lanzamiento|lancio|premiere|conference|konferencja|conférence|konferenz|workshop|warsztaty)(?![\\p{L}])`,
];

/** The page's look or channel, which only the builder needs to know. */
const ABOUT_THE_PAGE = [
  // "should look modern", "soll modern aussehen", "moet er modern uitzien", "doit avoir l'air moderne".
  "\\b(?:should|must|needs? to|has to)\\s+(?:look|feel|be)\\s+(?:\\p{L}+\\s+){0,2}(?:modern|clean|sleek|minimal|professional|elegant|nice|fresh|premium)",
  "\\bsoll(?:te)?\\s+(?:\\p{L}+\\s+){0,2}(?:modern|schick|edel|elegant|professionell|clean|schön)\\b.*\\baussehen\\b",
  "\\bmoet\\s+er\\s+(?:\\p{L}+\\s+){0,2}(?:modern|strak|mooi|professioneel|fris)\\s+uitzien\\b",
  "\\b(?:doit|devrait)\\s+(?:avoir l'air|être|faire)\\s+(?:moderne|élégant|professionnel|propre|épuré)",
  "\\b(?:que|debe)\\s+(?:se vea|parezca|tenga un aspecto|ser)\\s+(?:modern[oa]|elegante|profesional|limpi[oa])",
  "\\b(?:deve|dovrebbe)\\s+(?:sembrare|essere|apparire)\\s+(?:modern[oa]|elegante|professionale|pulit[oa])",
  "\\b(?:deve|tem de|tem que)\\s+(?:parecer|ser)\\s+(?:modern[oa]|elegante|profissional|limp[oa])",
  "\\bma\\s+(?:wyglądać|być)\\s+(?:nowocześnie|elegancko|profesjonalnie|nowoczesn[aey])",
  "\\b(?:modern|elegáns|letisztult)(?:nek)?\\s+kell\\s+(?:kinéznie|lennie)",
  // "for google ads", "pour facebook", "per Instagram", "na Facebooka".
  "\\b(?:for|für|pour|para|per|voor|na|a)\\s+(?:the\\s+|o\\s+|le\\s+|an?\\s+|une?\\s+|una?\\s+|eine?n?\\s+|een\\s+)?(?:google|facebook|instagram|meta|tiktok|linkedin)(?:\\s+(?:ads|ad|anzeigen|werbung|annonces|anuncios|annunci|advertenties|hirdetés(?:ekhez)?|reklam[yę]))?\\b",
  // "want more bookings", "need more leads": what the owner wants from the page (not a visitor's question).
  "\\b(?:(?:i|we)\\s+)?(?:want|need|get)s?\\s+(?:more\\s+)?(?:bookings|leads|customers|clients|sales|sign-?ups|calls|patients|enquiries|inquiries|downloads|subscribers|registrations)\\b(?![^,;.!]*\\?)",
  // The same wish in the other languages: "voglio contatti di chi vende casa", "je veux plus de clients".
  "\\b(?:(?:io|noi)\\s+)?(?:voglio|vorrei|cerco|mi servono|ci servono)\\s+(?:più\\s+)?(?:contatti|clienti|prenotazioni|richieste|iscritti|lead|download)(?![\\p{L}])",
  "\\b(?:je\\s+veux|je\\s+voudrais|besoin\\s+de|pour\\s+avoir)\\s+(?:plus\\s+de\\s+|des\\s+)?(?:clients|contacts|réservations|demandes|inscrits|inscriptions|leads|prospects|téléchargements)(?![\\p{L}])",
  "\\b(?:quiero|queremos|necesito|necesitamos|busco)\\s+(?:más\\s+)?(?:clientes|contactos|reservas|leads|registros|suscriptores|descargas)(?![\\p{L}])",
  "\\b(?:(?:ich|wir)\\s+)?(?:will|möchte|brauche|suche|wollen|brauchen|suchen)\\s+(?:mehr\\s+)?(?:kunden|anfragen|buchungen|leads|anmeldungen|downloads|abonnenten)(?![\\p{L}])",
  "\\b(?:(?:ik|wij|we)\\s+)?(?:wil|willen|zoek|zoeken)\\s+(?:graag\\s+)?(?:meer\\s+)?(?:klanten|aanvragen|boekingen|leads|aanmeldingen|downloads)(?![\\p{L}])",
  "(?<![\\p{L}])(?:chcę|chcemy|potrzebuję|potrzebujemy|szukam)\\s+(?:więcej\\s+)?(?:klientów|zapytań|rezerwacji|leadów|zapisów|pobrań)(?![\\p{L}])",
  "\\b(?:quero|queremos|preciso\\s+de|procuro)\\s+(?:mais\\s+)?(?:clientes|contactos|contatos|marcações|reservas|leads|inscrições|downloads)(?![\\p{L}])",
  // "…, want more members", "…, wir wollen mehr Schüler": more of whoever the page is to bring, closing a
  // clause (a question, "Want more bookings? We run ads", is the business's own pitch).
  `(?:^|[,;]\\s*)(?:(?:i|we)\\s+)?(?:want|need|would like|looking for)\\s+more\\s+\\p{L}+(?:\\s+\\p{L}+)?$`,
  `(?:^|[,;]\\s*)(?:(?:ich|wir)\\s+)?(?:will|möchte|brauche|wollen|möchten|brauchen|suche|suchen)\\s+mehr\\s+\\p{L}+$`,
  `(?:^|[,;]\\s*)(?:je veux|je voudrais|nous voulons|on veut|besoin de)\\s+plus\\s+d(?:e\\s+|['’])\\p{L}+$`,
  `(?:^|[,;]\\s*)(?:quiero|queremos|necesito|necesitamos|busco)\\s+más\\s+\\p{L}+$`,
  `(?:^|[,;]\\s*)(?:voglio|vorrei|vogliamo|cerco|cerchiamo)\\s+più\\s+\\p{L}+$`,
  `(?:^|[,;]\\s*)(?:(?:ik|wij|we)\\s+)?(?:wil|willen|zoek|zoeken)\\s+(?:graag\\s+)?meer\\s+\\p{L}+$`,
  `(?:^|[,;]\\s*)(?:quero|queremos|preciso de|precisamos de)\\s+mais\\s+\\p{L}+$`,
  `(?:^|[,;]\\s*)(?:chcę|chcemy|potrzebuję|potrzebujemy)\\s+więcej\\s+\\p{L}+$`,
  // "want to sell more", "quiero vender más", "ich will mehr verkaufen": the owner's goal, never a fact.
  `(?:^|[,;]\\s*)(?:(?:i|we)\\s+)?(?:want|need|would like)\\s+to\\s+sell\\s+more\\b(?:\\s+\\p{L}+){0,3}$`,
  `(?:^|[,;]\\s*)(?:(?:ich|wir)\\s+)?(?:will|möchte|wollen|möchten)\\s+mehr\\s+verkaufen(?:\\s+\\p{L}+){0,3}$`,
  `(?:^|[,;]\\s*)(?:je\\s+veux|je\\s+voudrais|nous\\s+voulons|on\\s+veut)\\s+vendre\\s+plus(?:\\s+\\p{L}+){0,3}$`,
  `(?:^|[,;]\\s*)(?:quiero|queremos|necesito|necesitamos)\\s+vender\\s+más(?:\\s+\\p{L}+){0,3}$`,
  `(?:^|[,;]\\s*)(?:voglio|vorrei|vogliamo)\\s+vendere\\s+di\\s+più(?:\\s+\\p{L}+){0,3}$`,
  `(?:^|[,;]\\s*)(?:ik|wij|we)?\\s*(?:wil|willen)\\s+(?:graag\\s+)?meer\\s+verkopen(?:\\s+\\p{L}+){0,3}$`,
  `(?:^|[,;]\\s*)(?:quero|queremos)\\s+vender\\s+mais(?:\\s+\\p{L}+){0,3}$`,
  `(?:^|[,;]\\s*)(?:chcę|chcemy)\\s+(?:więcej\\s+sprzedawać|sprzedawać\\s+więcej)(?:\\s+\\p{L}+){0,3}$`,
  // "graag downloads", "bitte mehr Anfragen", "please more signups": a polite word, then what the page is
  // to get, closing the sentence.
  `(?:^|[,;]\\s*)(?:${PLEASE})\\s+(?:(?:more|meer|mehr|plus de|más|più|mais|więcej|több)\\s+)?(?:downloads?|leads|sign-?ups|signups|bookings|clients|customers|klanten|kunden|anfragen|aanvragen|aanmeldingen|anmeldungen|inscriptions|clientes|contactos|reservas|descargas|clienti|contatti|iscritti|klientów|zapisów|pobrań|téléchargements)$`,
  // A last clause of one word that is what the page should get: "pub quiz app for hosts, download".
  "(?:(?<=[,;]\\s?)|^)(?:download(?:s|en)?|sign-?ups|leads|bookings|descargar|télécharger|scaricare)(?=\\s*$)",
  // "something that converts", "that converts well".
  "\\b(?:something|one|a page|page)\\s+that\\s+converts\\b",
];

const REQUEST = new RegExp(`(?:${REQUESTS.join("|")})`, "iu");
const OTHER_REQUEST = new RegExp(`(?:${REQUESTS.filter((r) => r !== BARE_REQUEST).join("|")})`, "iu");
const BARE = new RegExp(BARE_REQUEST, "iu");

/**
 * The business a bare request for a page names, as written: "yoga studio website please" → "yoga
 * studio"; undefined for any other sentence ("I need a website" names none).
 */
export function bareRequestSubject(sentence: string): string | undefined {
  const text = sentence.trim().replace(/[.!?…]+$/u, "");
  if (OTHER_REQUEST.test(text)) return undefined;
  const subject = BARE.exec(text)?.[1]?.trim();
  return subject && subject.split(/\s+/).length >= 2 ? subject : undefined;
}
const META = new RegExp(`(?:${ABOUT_THE_PAGE.join("|")})`, "iu");
const SOMETHING_ASKED = new RegExp(SOMETHING_FOR_VISITORS, "iu");

const META_CLAUSES = new RegExp(`[,;]?\\s*(?:${ABOUT_THE_PAGE.join("|")})[^,;.!?]*`, "giu");

/** "simple et élégante", "modern and clean", "schlicht und warm": two to four single words joined. */
const LOOK_WORDS_JOINED =
  /^(?:(?:very|très|sehr|muy|molto|heel|erg|super|bien)\s+)?\p{Ll}+(?:(?:,\s*|\s+(?:and|und|et|y|e|en|or|oder|ou|o)\s+)(?:(?:very|très|sehr|muy|molto|heel|erg|super|bien)\s+)?\p{Ll}+){1,3}$/u;

/** A list or a second clause: what is left of the sentence says more than what the business is. */
const MORE_THAN_A_TOPIC = /[,;:]|\s(?:and|und|et|y|e|és|oraz|featuring|with|mit|avec|con|met)\s/iu;

/**
 * True for a sentence that only asks us for the page (or says how it should look): no figure, and once
 * its look and channel are set aside, nothing but the business it is for. "Portfolio page showing our
 * work for our venue, featuring indie concerts and comedy nights" says more, and keeps its offerings.
 */
export function isPageInstruction(sentence: string): boolean {
  const text = sentence.trim().replace(/[.!?…]+$/u, "");
  if (/\d/.test(text)) return false;
  if (SOMETHING_ASKED.test(text) || isLookWish(text)) return true;
  const clauses = clausesOf(text);
  // "keep it clean and friendly", "make it look trustworthy": nothing but how the page should look.
  if (clauses.length > 0 && clauses.every(isLookWish)) return true;
  // "looking for a page for my gutter cleaning business around Leeds, want homeowners to book a visit":
  // the request, then only what the page should look like or get.
  const [first = "", ...rest] = clauses;
  // Its "and" may be the business's own ("bed and breakfast", "fish and chips"): only a "with" says more.
  if (REQUEST.test(first) && rest.length > 0 && rest.every(isWishBesideRequest))
    return !/\s(?:featuring|with|mit|avec|con|met|com)\s/iu.test(first.replace(META_CLAUSES, ""));
  if (!REQUEST.test(text) && !META.test(text)) return false;
  // "Je veux une page simple et élégante", "I want a site clean and warm": the request, then only how it
  // should look (words joined by "and", no preposition that would name the business).
  const asked = REQUEST.exec(text);
  const after = asked ? text.slice(asked.index + asked[0].length).trim() : "";
  if (asked?.index === 0 && LOOK_WORDS_JOINED.test(after)) return true;
  // A business whose own name holds an "and" ("bed and breakfast", "fish and chips") is still one topic.
  return !MORE_THAN_A_TOPIC.test(text.replace(META_CLAUSES, "").replace(ONE_THING_WITH_AND, "x"));
}

/** Joins the words of such a name while the topic is cut (a word joiner, which no pattern reads as a space). */
const JOINED = "\u2060";

/** Trades whose name is two words joined by "and": one business, not a list. */
const ONE_THING_WITH_AND =
  /\b(?:bed\s(?:and|&)\s(?:breakfast|board)|fish\s(?:and|&)\schips|arts\s(?:and|&)\scrafts|food\s(?:and|&)\sdrinks?|hair\s(?:and|&)\sbeauty)\b/giu;

/** After "for my", "für mein", "pour ma": what the instruction says the business is. */
const POSSESSIVE = new RegExp(`(?:^|\\s)(?:${OWN}|mio|mia)\\s+`, "giu");

/** "for a", "für eine", "pour un": whom a page is for when the owner does not say "my". */
const FOR_SOMEONE =
  /(?:^|\s)(?:for|für|pour|para|per|voor|dla)\s+(?:an?|ein(?:e|en)?|une?|una?|um|uma|een)\s+/giu;

const TRAILING_PLEASE = new RegExp(`\\s+(?:${PLEASE})$`, "iu");
const TRAILING_CHANNEL = new RegExp(
  `\\s+(?:(?:google|facebook|instagram|meta|tiktok|linkedin)\\s+)?(?:${CHANNEL}|campaigns?|kampagnen?|campagnes?|campañas?|campagne)$`,
  "iu",
);

/** Words that end the business's name in an instruction: the clause goes on about the page. */
const TOPIC_END =
  /\s(?:for|to|that|which|with|so|and|para|pour|per|voor|für|um|damit|que|che|om|dat|with|in order|should|soll|moet|doit|deve|debe)\s.*$/iu;

/**
 * The business an instruction names, its words as written: "plumbing business" (need a page to get leads
 * for my plumbing business), "Yogastudio", "boulangerie", "app de rutas en bici". Undefined when none.
 */
export function instructionTopic(sentence: string): string | undefined {
  // The last one: "Mi serve una pagina per … il mio studio legale" names the business after "mio".
  // "portfolio for a wedding photographer": without a "my", the one the page is for.
  const m = [...sentence.matchAll(POSSESSIVE)].at(-1) ?? [...sentence.matchAll(FOR_SOMEONE)].at(-1);
  if (m?.index === undefined) return hungarianTopic(sentence);
  const rest = /^[\p{L}\p{N}' -]+/u.exec(sentence.slice(m.index + m[0].length))?.[0] ?? "";
  const topic = rest
    // "bed and breakfast": its "and" joins one business's name, it ends nothing.
    .replace(ONE_THING_WITH_AND, (name) => name.replace(/\s/gu, JOINED))
    .replace(TOPIC_END, "")
    .split(JOINED)
    .join(" ")
    // "… my vintage clothing blog pls": the please is said to us.
    .replace(TRAILING_PLEASE, "")
    // "… for our dental implant ads": the channel is the page's, not the business's.
    .replace(TRAILING_CHANNEL, "")
    .replace(/[\s,-]+$/, "")
    .trim();
  return topic.length >= 3 && topic.split(/\s+/).length <= 5 ? topic : undefined;
}

/**
 * Hungarian says "for my …" in endings: "oldal a mézes webshopomhoz" → "mézes webshop", "weboldal a
 * fogorvosi rendelőmhöz" → "fogorvosi rendelő" (the possessive and the case ending taken off the last word).
 */
const HUNGARIAN_FOR_MY = new RegExp(
  `${PAGE}\\s+(?:az?\\s+)?((?:[\\p{L}-]+\\s+){0,2})(\\p{L}+?)(?:om|em|öm|am|ám|ém|m)(?:hoz|hez|höz|nak|nek)(?![\\p{L}])`,
  "iu",
);

function hungarianTopic(sentence: string): string | undefined {
  const m = HUNGARIAN_FOR_MY.exec(sentence);
  if (!m?.[2]) return undefined;
  // A long vowel before the ending is the word's short one: "irodá-m-nak" → "iroda".
  const stem = m[2].replace(/á$/u, "a").replace(/é$/u, "e");
  const topic = `${m[1] ?? ""}${stem}`.trim();
  return topic.length >= 3 ? topic : undefined;
}

/** A page word closing a clause once its channel is gone: "dentist page (for google ads)" → "dentist". */
const TRAILING_PAGE_WORD = new RegExp(`\\s+${PAGE}$`, "iu");
/** A clause that is nothing but a page word once its channel is gone ("pagina" of "pagina per facebook"). */
const ONLY_PAGE_WORD = new RegExp(`^${PAGE}$`, "iu");
/** "… zum Download", "… to download" at a sentence's end: what the page is for, not what the app does. */
const TRAILING_DOWNLOAD =
  /\s+(?:zum|to|for|para|pour|per|om te)\s+(?:download(?:en)?|descargar|télécharger|scaricare)$/iu;

/**
 * A sentence that says what the business is AND how the page should serve it, with the page talk taken
 * out: "dentist page for google ads, emergency appointments" → "dentist, emergency appointments",
 * "corsi di inglese a bologna, pagina per facebook" → "corsi di inglese a bologna", "app für hundebesitzer
 * zum download" → "app für hundebesitzer". A clause that was only page talk goes; a sentence without page
 * talk is returned as it is.
 */
export function withoutPageTalk(sentence: string): string {
  const stop = /[.!?…]+$/u.exec(sentence.trimEnd())?.[0] ?? "";
  const body = sentence.trimEnd().slice(0, sentence.trimEnd().length - stop.length);
  // "Erwähnen Sie, dass wir …": a telling may hold a comma; the whole sentence is read first.
  const told = toldFact(body);
  if (told) return withoutPageTalk(`${told.charAt(0).toLocaleUpperCase()}${told.slice(1)}${stop}`);
  if (isLookWish(body)) return ""; // "S'il vous plaît, quelque chose de dynamique": all of it is asked of us.
  // Clauses end at a comma or semicolon before a space: "9,400 readers" and "6,20 €" are one clause.
  // A dash opens a clause too: "boxing gym in cardiff - make an ad page please".
  const clauses = body.split(/(?<=[,;])\s+|\s+(?=[-–—]\s)/u);
  // "Need a landing page for our scheduling app for restaurants and cafes": one clause asking us for the
  // page, then what the business is and whom it serves — the owner's words after "our" are the fact.
  if (clauses.length === 1 && !stop.includes("?") && isOpeningRequest(body)) {
    const own = [...body.matchAll(POSSESSIVE)].at(-1);
    const rest = own?.index === undefined ? "" : body.slice(own.index + own[0].length).trim();
    if (rest.split(/\s+/).length >= 3) return `${rest.charAt(0).toLocaleUpperCase()}${rest.slice(1)}${stop}`;
  }
  let changed = false;
  // "car wash landing page for google ads, something modern": beside page talk, "something …" is a look wish.
  const talksOfPage = clauses.some(
    (clause) => META.test(clause) || isOpeningRequest(clause.replace(/^[-–—]\s+/u, "")),
  );
  const kept = clauses.flatMap((clause, index) => {
    const mark = /[,;]$/u.test(clause) ? clause.slice(-1) : "";
    const text = mark ? clause.slice(0, -1) : clause;
    const bare = text.replace(/^[-–—]\s+/u, "");
    // "need a page to get leads for my window cleaning business, we're in Leeds": the request is said to
    // us, the business it names is the owner's ("Window cleaning in Leeds").
    const named =
      index === 0 && clauses.length > 1 && !stop.includes("?") && isOpeningRequest(text)
        ? instructionTopic(text)
        : undefined;
    // A lone noun ("mi clínica", "mon cabinet") says less than the clauses after it, and goes with the request.
    const business = named ? withoutBusinessWord(named) : "";
    // "…, we do emergency callouts": the owner goes on in their own voice, which the page says in the third
    // person; a clause that only says where they are joins the business ("Window cleaning in Leeds").
    const next = clauses[1]?.replace(/[,;]$/u, "").trim() ?? "";
    const ownVoice = FIRST_PERSON.test(next) && !ONLY_WHERE.test(next);
    if (business.split(/\s+/).length >= 2 && !EMPTY_TITLE.test(business) && !ownVoice) {
      changed = true;
      return [`${business}${mark}`];
    }
    // "…, keep it clean and friendly": a look wish beside the facts goes.
    // "need a website for my plumbing business in Bristol, we do emergency callouts": the request that
    // opens the sentence is said to us; what follows it is the business's.
    // "immigration lawyers, need a simple site": a request closing the sentence is said to us as well.
    // A question ("…, need a new website?") is the business's own pitch to its visitors.
    if (
      isLookWish(bare) ||
      (talksOfPage && clauses.length > 1 && (isSomethingWish(bare) || isWishBesideRequest(bare))) ||
      (clauses.length > 1 && !stop.includes("?") && isOpeningRequest(bare)) ||
      (index > 0 && !stop.includes("?") && isVisitorGoal(bare))
    ) {
      changed = true;
      return [];
    }
    // "Mentionnez que nous sommes certifiés RGE": the fact stays, the telling goes.
    const told = toldFact(text);
    if (told) {
      changed = true;
      return [`${told}${mark}`];
    }
    const channelless = text.replace(META_CLAUSES, "").trim();
    const downloadless = channelless.replace(TRAILING_DOWNLOAD, "");
    // A page word ends the clause as page talk only beside its channel ("dentist page for google ads"):
    // "Camping on site" keeps its site.
    const talkless = (
      channelless === text.trim() ? downloadless : downloadless.replace(TRAILING_PAGE_WORD, "")
    ).trim();
    if (talkless === text.trim()) return [clause];
    changed = true;
    // A clause that was only page talk goes ("pagina per facebook").
    return /\p{L}{2}/u.test(talkless) && !ONLY_PAGE_WORD.test(talkless) ? [`${talkless}${mark}`] : [];
  });
  if (!changed) return sentence;
  const text = withPlaceJoined(kept)
    .join(" ")
    .replace(/[,;]\s*$/u, "")
    .trim();
  // A first word in mixed case ("uPVC", "iPhone") keeps its case.
  const first = /^\p{Ll}+\p{Lu}/u.test(text) ? text.charAt(0) : text.charAt(0).toLocaleUpperCase();
  return text && `${first}${text.slice(1)}${stop}`;
}

/** A clause in the owner's own voice: "we do…", "wir backen…", "nous livrons…". */
const FIRST_PERSON = /^(?:we|i|wir|ich|nous|je|nosotros|noi|wij|ik|my|ja|nós|eu)(?:'|’|\s)/iu;

/** "we're in Leeds", "wir sind in Köln", "siamo a Bari": a clause that only says where the business is. */
const ONLY_WHERE =
  /^(?:(?:we|i)(?:'re|’re|'m|’m| are| am)\s+(?:based\s+|located\s+)?|based\s+|located\s+|wir sind\s+|ich bin\s+|nous sommes\s+|je suis\s+|somos\s+de\s+|estamos\s+|siamo\s+|sono\s+|we zitten\s+|ik zit\s+|jesteśmy\s+|estamos\s+)((?:in|im|à|au|en|a|ad|em|no|na|w|we)\s+[\p{Lu}][\p{L}' -]*)$/u;

/**
 * The business a request named, then where it is: "Window cleaning," "we're in Leeds" → "Window cleaning
 * in Leeds" (the place said with the owner's own word for "in").
 */
function withPlaceJoined(kept: string[]): string[] {
  const [first, second, ...rest] = kept;
  if (first === undefined || second === undefined || !/,$/u.test(first)) return kept;
  const place = ONLY_WHERE.exec(second.replace(/[,;]$/u, "").trim())?.[1];
  if (!place) return kept;
  const mark = /[,;]$/u.test(second) ? second.slice(-1) : "";
  return [`${first.slice(0, -1)} ${place}${mark}`, ...rest];
}

/** A request for the page after a comma or semicolon: "…, need a simple site". */
const REQUEST_CLAUSE = new RegExp(
  `[,;]\\s+(?:${REQUESTS.filter((r) => r !== BARE_REQUEST)
    .map((r) => r.replace(/^\^/, ""))
    .join("|")})`,
  "iu",
);

/** The same request after a dash: "boxing gym in cardiff - make an ad page please". */
const REQUEST_AFTER_DASH = new RegExp(REQUEST_CLAUSE.source.replace("[,;]", "\\s[-–—]"), "iu");

/** A clause that asks us for the page ("need a website for my plumbing business"), without a figure. */
function isOpeningRequest(clause: string): boolean {
  return !/\d/.test(clause) && REQUEST.test(clause.trim());
}

/** A clause that is nothing but talk about the page once its channel is gone: "Seite für Google Ads". */
function isOnlyPageTalk(clause: string): boolean {
  const text = clause.trim();
  if (/\d/.test(text) || !META.test(text)) return false;
  const talkless = text.replace(META_CLAUSES, "").trim();
  return !/\p{L}{2}/u.test(talkless) || ONLY_PAGE_WORD.test(talkless);
}

/**
 * Claims every instruction sentence, so no extractor reads a fact (or an offering) from it, and each clause
 * of another sentence that only talks about the page ("Schlüsseldienst Berlin, 24h Notdienst, Seite für
 * Google Ads": its last clause is no service).
 */
/** A sentence that opens with a short label and a colon ("Au programme :", "You will learn:"): a list. */
const LIST_LABEL = /^[^,;:.!?]{1,30}\s?:\s/u;

export function claimInstructions(sentences: readonly (Span & { text: string })[], claims: Claims): void {
  for (const s of sentences) {
    if (isPageInstruction(s.text)) {
      claims.add(s.start, s.end, "instruction");
      continue;
    }
    // Most sentences never talk about the page: one look at the whole sentence spares the clause loop.
    if (/\d/.test(s.text) && !/[,;]/.test(s.text)) continue;
    if (!META.test(s.text) && !REQUEST_CLAUSE.test(s.text) && !REQUEST_AFTER_DASH.test(s.text)) continue;
    // "Au programme : optimiser sa fiche, créer des pages locales": after a list's label its clauses are
    // the list's items, whatever verb opens them, never requests to us.
    if (LIST_LABEL.test(s.text)) continue;
    let from = 0;
    for (const clause of s.text.split(/(?<=[,;])\s+|\s+[-–—]\s+/u)) {
      const at = s.text.indexOf(clause, from);
      from = at + clause.length;
      const text = clause.replace(/[,;.!?…]+$/u, "");
      if (at >= 0 && (isOnlyPageTalk(text) || (at > 0 && isOpeningRequest(text))))
        claims.add(s.start + at, s.start + at + text.length, "instruction");
    }
  }
}

/**
 * After the places are read: a request that opens a sentence of several clauses ("Seite für meine
 * Anwaltskanzlei, Arbeitsrecht, soll Mandanten bringen") and the wishes beside it are said to us, so no
 * offering is read from them. Claimed late, so a town the request names is still the business's place.
 */
export function claimOpeningRequests(sentences: readonly (Span & { text: string })[], claims: Claims): void {
  for (const s of sentences) {
    if (s.text.trimEnd().endsWith("?") || !/[,;]/.test(s.text)) continue;
    const clauses = s.text.split(/(?<=[,;])\s+/u);
    const texts = clauses.map((clause) => clause.replace(/[,;.!?…]+$/u, ""));
    if (texts.length < 2 || !texts.some((text) => META.test(text) || isOpeningRequest(text))) continue;
    let from = 0;
    texts.forEach((text, i) => {
      const at = s.text.indexOf(clauses[i]!, from);
      if (at < 0) return;
      from = at + clauses[i]!.length;
      // Only a request that names no more than the business ("Seite für meine Anwaltskanzlei"): "Create a
      // homepage for our gym offering small-group classes, mobility sessions…" opens the list itself.
      const bare = (instructionTopic(text)?.split(/\s+/).length ?? 9) <= 3;
      if ((i === 0 && bare && isOpeningRequest(text)) || isWishBesideRequest(text))
        claims.add(s.start + at, s.start + at + text.length, "instruction");
    });
  }
}

/**
 * Words that name a business in general, not what it does: "gutter cleaning business" → "gutter cleaning",
 * and the owner's casual "dog walking thing", "baking gig", "side hustle".
 */
const BUSINESS_WORD =
  /\s+(?:business|company|firm|shop|biz|thing|stuff|gig|side[\s-]hustle|hustle|venture|unternehmen|firma|betrieb|entreprise|société|empresa|negocio|azienda|attività|bedrijf|zaak|onderneming|negócio|firma|działalność|vállalkozás(?:om)?)(?=\s|$)/iu;

/** A title with nothing of its own: "new product", "homepage", "test", "my business". */
const EMPTY_TITLE =
  /^(?:(?:my|our|the|a|new|mein(?:e)?|unser(?:e)?|neue[sr]?|mon|ma|notre|nouveau|nouvelle|mi|nuevo|nueva|il mio|nuovo|nuova|mijn|nieuwe?|meu|minha|novo|nova|mój|moja|nowy|nowa|az én|új|app|appli|aplicación|applicazione|aplicativo|aplikacja|product)\s+)*(?:launch|lancement|lanzamiento|lancio|lançamento|premiera|product|produkt|produit|producto|prodotto|produto|termék|business|company|firma|entreprise|empresa|azienda|bedrijf|home|homepage|landing|test|untitled|title|website|site|page|seite|strona|oldal)?$/iu;

/**
 * The title without its talk about the page: "gutter cleaning page" → "gutter cleaning", "Landing page
 * for my bakery" → "bakery", "Seite für Hundesalon" → "Hundesalon"; "" when nothing of the business is
 * left ("new product", "landing page"). A title that talks about no page is returned as it is.
 */
export function titleWithoutPageTalk(title: string): string {
  const text = title.trim();
  const instruction = isPageInstruction(text);
  const topic = instruction ? instructionTopic(text) : undefined;
  // "need a page to get leads", "dentist page for google ads": talk to us that names no business of its
  // own leaves nothing to publish.
  if (instruction && topic === undefined) return "";
  const stripped = (topic ?? text)
    .replace(
      new RegExp(
        `^(?:${PAGE}|${CHANNEL})(?:\\s*[-–—:|]\\s*|\\s+(?:for|für|pour|para|per|voor|dla)\\s+(?:(?:${OWN})\\s+)?)`,
        "iu",
      ),
      "",
    )
    // "Landingpage Hundesalon": a landing page's word needs no mark before the business.
    .replace(/^(?:landing[\s-]?pages?|landingpage|landingspagina)\s+/iu, "")
    .replace(new RegExp(`(?:\\s*[-–—:|]\\s*|\\s+)(?:${PAGE})$`, "iu"), "")
    .trim();
  if (stripped === text) return EMPTY_TITLE.test(text) ? "" : text;
  return EMPTY_TITLE.test(stripped) ? "" : stripped;
}

/** A business named without the word "business": "gutter cleaning business around Leeds" → "gutter cleaning around Leeds". */
export function withoutBusinessWord(topic: string): string {
  return topic.replace(BUSINESS_WORD, "").trim();
}

/** The business an instruction names, without the word "business": "gutter cleaning around Leeds". */
export function requestedBusiness(sentences: readonly string[]): string | undefined {
  for (const sentence of sentences) {
    const topic = isPageInstruction(sentence) ? instructionTopic(sentence) : undefined;
    const named = topic && withoutBusinessWord(topic);
    if (named && !EMPTY_TITLE.test(named)) return named;
  }
  return undefined;
}

/** "Page yoga", "Seite Yoga": what follows a page word opening a title, undefined when none opens it. */
export function afterOpeningPageWord(title: string): string | undefined {
  const m = new RegExp(`^(?:${PAGE})\\s+(?!(?:for|für|pour|para|per|voor|dla)\\s)(.+)$`, "iu").exec(
    title.trim(),
  );
  return m?.[1];
}
