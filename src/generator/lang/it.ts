/** Italian. */
import { colourTable, type LanguagePack, numberTable, words } from "./types.js";

export const it: LanguagePack = {
  code: "it",
  name: "Italian",
  languages: {
    en: words("inglese|in inglese"),
    de: words("tedesco|in tedesco"),
    fr: words("francese|in francese"),
    es: words("spagnolo|in spagnolo"),
    it: words("italiano|in italiano"),
    nl: words("olandese|in olandese"),
    pt: words("portoghese|in portoghese"),
    pl: words("polacco|in polacco"),
    hu: words("ungherese|in ungherese"),
  },
  weekdays: [
    words("lunedì|lunedi|lun"),
    words("martedì|martedi|mar"),
    words("mercoledì|mercoledi|mer"),
    words("giovedì|giovedi|gio"),
    words("venerdì|venerdi|ven"),
    words("sabato|sabati|sab"),
    words("domenica|domeniche|dom"),
  ],
  dayGroups: {
    weekend: words("weekend|fine settimana|nel weekend|nei weekend|sabato e domenica"),
    weekdays: words(
      "giorni feriali|nei giorni feriali|in settimana|durante la settimana|dal lunedì al venerdì|lun-ven",
    ),
  },
  dayArticles: ["il", "il", "il", "il", "il", "il", "la"],
  months: [
    words("gennaio|gen"),
    words("febbraio|feb"),
    words("marzo|mar"),
    words("aprile|apr"),
    words("maggio|mag"),
    words("giugno|giu"),
    words("luglio|lug"),
    words("agosto|ago"),
    words("settembre|set|sett"),
    words("ottobre|ott"),
    words("novembre|nov"),
    words("dicembre|dic"),
  ],
  numbers: numberTable(
    "uno 1|una 1|un 1|due 2|tre 3|quattro 4|cinque 5|sei 6|sette 7|otto 8|nove 9|dieci 10|undici 11|dodici 12|mezzogiorno 12",
  ),
  ordinals: numberTable(
    "primo 1|prima 1|secondo 2|seconda 2|terzo 3|terza 3|quarto 4|quarta 4|quinto 5|quinta 5|ultimo -1|ultima -1|primi 1|prime 1|ultimi -1|ultime -1",
  ),
  verbs: {
    add: words(
      "aggiungi|aggiungere|aggiungete|inserisci|inserire|inserite|metti|mettere|mettete|includi|includere|mostra|mostrare|cita",
    ),
    remove: words(
      "togli|togliere|rimuovi|rimuovere|elimina|eliminare|cancella|cancellare|leva|levare|togliamo|eliminiamo|leviamo|rimuoviamo",
    ),
    move: words(
      "sposta|spostare|spostiamo|metti|mettere|porta|portare|sali|scendi|mettete|spostate|metta|sposti",
    ),
    change: words(
      "cambia|cambiare|modifica|modificare|aggiorna|aggiornare|correggi|correggere|usa|usare|imposta|aumenta|aumentate|aumentare|abbassa|abbassate|abbassare",
    ),
    make: words("rendilo|rendila|fallo|falla|dagli|rendi|rendere|fai|fare|metti"),
    rename: words("rinomina|rinominare|chiama|chiamare"),
    replace: words("sostituisci|sostituire|rimpiazza"),
    translate: words("traduci|tradurre|traduzione"),
    shorten: words("accorcia|accorciare|riduci|ridurre|sintetizza|abbrevia"),
    lengthen: words("allunga|allungare|amplia|ampliare|espandi"),
    highlight: words("evidenzia|evidenziare|metti in evidenza|segna|segnala"),
  },
  sections: {
    hero: words("banner|intestazione|testata|in alto|parte alta|hero"),
    about: words("chi siamo|la nostra storia|storia|chi sono"),
    services: words("servizi|servizio|cosa facciamo"),
    features: words("funzionalità|funzioni|caratteristiche"),
    benefits: words("vantaggi|benefici|perché noi"),
    products: words("prodotti|prodotto|gamma|collezione|menù|menu|colori|colore|gusti"),
    projects: words("progetti|progetto|lavori|portfolio|portafoglio"),
    learn: words("cosa imparerai|programma del corso|contenuti|moduli|argomenti"),
    skills: words("competenze|abilità"),
    offers: words("offerte|promozioni|offerta"),
    pricing: words("prezzi|listino|listino prezzi|tariffe|tariffa|piani|piano|pacchetti|pacchetto|biglietti"),
    hours: words("orari|orario|orari di apertura"),
    "event-details": words("dettagli|dettagli dell'evento|quando e dove"),
    countdown: words("conto alla rovescia|countdown|timer|contatore"),
    agenda: words("programma|agenda|scaletta"),
    speakers: words("relatori|relatore|speaker|relatrice|relatrici"),
    host: words(
      "organizzatore|presentatore|conduttore|docente|docenti|insegnante|insegnanti|istruttore|istruttrice",
    ),
    team: words("team|squadra|il nostro team|staff"),
    testimonials: words("testimonianze|testimonianza|citazioni"),
    reviews: words("recensioni|recensione|opinioni"),
    gallery: words("galleria|foto|immagini"),
    faq: words("faq|domande frequenti|domande"),
    download: words("download|scarica"),
    contact: words("contatti|contatto|recapiti"),
    registration: words("iscrizione|registrazione|modulo di iscrizione|prenotazione"),
    signup: words("lista d'attesa"),
    subscribe: words("newsletter|iscriviti"),
    "lead-form": words("richiesta di preventivo|preventivo|modulo di richiesta"),
    cta: words("invito all'azione"),
    stats: words("numeri|statistiche"),
    logos: words("loghi|clienti|partner|marchi"),
    ratings: words("stelle|valutazioni"),
    trust: words("garanzie|certificazioni"),
    shipping: words("spedizione|consegna"),
    deliverables: words("cosa ricevi|cosa è incluso"),
    "how-it-works": words("come funziona|passaggi|procedura"),
    "problem-solution": words("problema|soluzione"),
    samples: words("campioni|assaggi"),
  },
  sectionWords: words("sezione|blocco|parte|riquadro|tabella|lista|elenco|sezioni|blocchi|parti|riquadri"),
  itemWords: words("voce|scheda|riga|elemento|piano|opzione|piatto|punto"),
  emphasis: words("grassetto|in grassetto|corsivo|in corsivo|sottolineato|sottolineare"),
  texts: {
    headline: words("titolo principale|titolone|headline|titolo grande"),
    tagline: words("sottotitolo|slogan"),
    button: words("pulsante|bottone|pulsanti|bottoni|cta"),
    title: words("titolo|titolo della pagina"),
    heading: words("titolo della sezione|intestazione della sezione"),
    company: words("nome dell'azienda|nome dell'attività|ragione sociale"),
    lead: words("introduzione|descrizione|testo|paragrafo|intro|testo introduttivo"),
  },
  colours: colourTable(
    "rosso #dc2626|bordeaux #800020|arancione #ea580c|arancio #ea580c|giallo #ca8a04|senape #c9a227|oro #b8860b|dorato #b8860b|" +
      "verde #16a34a|verde bosco #228b22|verde scuro #166534|verde oliva #556b2f|oliva #6b7d2a|salvia #77815c|" +
      "menta #10b981|smeraldo #059669|turchese #0e9aa7|blu #2563eb|azzurro #3b82f6|celeste #0284c7|" +
      "blu scuro #1e3a8a|blu navy #1e3a8a|indaco #4f46e5|viola #7c3aed|lilla #9d7cbf|prugna #7e3a6e|rosa #db2777|" +
      "fucsia #e11d74|corallo #f0614f|pesca #e98a5d|terracotta #c4623d|marrone #92400e|cioccolato #7b3f00|" +
      "beige #a8906b|grigio #4b5563|antracite #36454f|nero #111111",
  ),
  colourWords: {
    colour: words("colore|colori|palette|tinta|toni di|tonalità di|sfumature di|toni|sfumature"),
    primary: words("colore principale|colore del marchio|colore primario"),
    accent: words("dettagli|dettaglio|tocchi|accenti|finiture|colore d'accento|accento|colore secondario"),
  },
  schemes: {
    dark: words(
      "scuro|scura|più scuro|modalità scura|tema scuro|sfondo scuro|sfondo nero|scuri|scure|più scuri|più scure|colori scuri",
    ),
    light: words(
      "chiaro|chiara|più chiaro|modalità chiara|tema chiaro|sfondo chiaro|sfondo bianco|chiari|chiare|più chiari|più chiare",
    ),
  },
  fonts: {
    serif: words("serif|con grazie|carattere classico"),
    sans: words("sans serif|senza grazie|bastoni|carattere moderno"),
    font: words("carattere|font|caratteri|tipografia|testo|testi|dimensione del testo|lettere"),
  },
  designs: {
    editorial: words("editoriale|rivista"),
    bold: words(
      "d'impatto|più d'impatto|audace|vivace|grintoso|grintosa|che spicchi|risaltare|far risaltare|fai risaltare|risalti|sportivo|sportiva|più sportivo|più sportiva|sportivi|dinamico|dinamica|più dinamico",
    ),
    minimal: words(
      "minimale|minimalista|semplice|più semplice|pulito|pulita|sobrio|sobria|tranquillo|tranquilla|più tranquillo|calmo|calma|sobri|moderno|moderna|moderni|moderne|più moderno|più moderna|attuale|tranquilli|tranquille|più tranquilli|più tranquille|calmi|più calmi|rilassante|rilassanti|riposante|riposanti|sereno|serena|sereni|colori freddi|più freddi|più fredde|freddi|fredde|toni freddi",
    ),
    warm: words(
      "rustica|rustici|rustiche|più rustico|più rustica|caldo|calda|più caldo|accogliente|amichevole|familiare|caldi|calde|più caldi|più calde|colori caldi|morbido|morbida|morbidi|morbide|più morbido|più morbidi|delicato|delicata|delicati|delicate|tenue|tenui|pastello|terroso|terrosi|toni della terra|rustico",
    ),
    luxury: words(
      "elegante|più elegante|lussuoso|lussuosa|di lusso|raffinato|raffinata|premium|esclusivo|eleganti|lussuosi|lussuose",
    ),
    technical: words("tecnico|tecnica|tecnologico|futuristico"),
    playful: words(
      "giovane|più giovane|giovanile|giovanili|più fresco|più fresca|giocoso|giocosa|divertente|allegro|allegra|colorato|colorata|allegri|allegre|più allegro|più allegra|più allegri|luminoso|luminosa|luminosi|più luminoso|colorati|più colorato",
    ),
    classic: words(
      "nautico|nautica|marittimo|marittima|vintage|classico|classica|tradizionale|serio|seria|senza tempo|più serio|più seria",
    ),
  },
  professional: words("professionale|più professionale"),
  grammar: {
    closed: words("chiuso|chiusi|chiusa|chiuse|chiusura|riposo|giorno di riposo|chiudiamo"),
    open: words("aperto|aperti|aperta|apriamo|apre|apertura|iniziamo|cominciamo"),
    until: words("fino alle|fino a|alle|a|-|–"),
    from: words("dalle|dal|da|a partire da"),
    to: words("in|a|ad|al|alla|alle|ai|agli|allo|nel|nella|come|per"),
    and: words("e|ed|&|più"),
    also: words("anche|pure|inoltre"),
    only: words("solo|soltanto|solamente"),
    except: words("tranne|eccetto|salvo"),
    sameTime: words("stessa ora|stesso orario|alla stessa ora|stessi orari|stesse ore"),
    everyDay: words("tutti i giorni|ogni giorno|7 giorni su 7"),
    now: words("ora|adesso|da ora|d'ora in poi|non più|in realtà"),
    new: words("nuovo|nuova|nuovi|nuove|altro|altra"),
    with: words("con|incluso|inclusa"),
    of: words("di|del|della|per"),
    in: words("in|nel|nella|dentro"),
    on: words("il|lo|la"),
    at: words("alle|a|al"),
    as: words("come"),
    here: words("qui|qua|in questa sezione"),
    this: words("questo|questa|questa sezione|lo|la"),
    next: words("poi|dopo|quindi"),
    is: words("è|sono|costa|costano|diventa|sarà|passa a|si chiama|si chiamano|chiamato|chiamata"),
    says: words("dice|scrive|citazione"),
    instead: words("invece di|invece che|anziché|al posto di"),
    all: words("tutto|tutti|tutte|ogni"),
    not: words("non|mai|nessun|nessuna"),
    one: words("un|uno|una|un'|un altro|un'altra|un nuovo|una nuova|un terzo|una terza"),
    by: words("di|da"),
  },
  places: {
    // "in alto" is where the top is, as "en haut": "più in alto" is one place up.
    first: words(
      "in cima|in alto|all'inizio|per primo|per prima|subito sotto il banner|subito dopo il banner",
    ),
    last: words("in fondo|alla fine|per ultimo|per ultima"),
    above: words("sopra|prima di|prima del|prima della|prima dei|prima degli|prima delle|prima dello|prima"),
    below: words("sotto|dopo|dopo il|dopo la|dopo i|dopo gli|dopo le|dopo lo"),
    up: words("più su|più in alto|su"),
    down: words("più giù|più in basso|in basso|giù"),
    under: words("subito sotto|subito dopo|proprio sotto"),
    top: words("banner|intestazione|testata"),
  },
  sizes: {
    bigger: words(
      "più grande|più grandi|grande|grandi|più visibile|più in evidenza|in evidenza|più in risalto|in risalto",
    ),
    smaller: words("più piccolo|più piccola|più piccoli|piccolo|piccola"),
    more: words("più"),
    less: words("meno"),
    shorter: words("più corto|più corta|più breve|più conciso|meno testo|troppo lungo|troppo lunga"),
    longer: words("più lungo|più lunga|più dettagliato|più testo|troppo corto"),
  },
  facts: {
    price: words("prezzo|prezzi|costo|tariffa"),
    phone: words("telefono|numero|cellulare|tel"),
    email: words("email|e-mail|mail|posta elettronica|indirizzo email"),
    address: words("indirizzo|sede|posizione"),
    url: words("sito|sito web|link|url"),
    social: words("social|profilo|account"),
    person: words("nome|persona|referente|titolare"),
    date: words("data|giorno"),
    time: words("ora|orario di inizio|inizia"),
    hours: words("orari|orario|orari di apertura"),
  },
  socials: {
    instagram: words("instagram|insta"),
    facebook: words("facebook|fb"),
    whatsapp: words("whatsapp"),
    tiktok: words("tiktok"),
    linkedin: words("linkedin"),
    youtube: words("youtube"),
    x: words("twitter|x"),
    pinterest: ["pinterest"],
    telegram: ["telegram"],
  },
  sentences: {
    verbs: words(
      "scrivi|scrivete|scriva|di|dite|dica|menziona|menzionate|aggiungi|aggiungete|aggiunga|specifica|specificate|indica|indicate|metti|mettete",
    ),
    that: words("che"),
    mention: words("menziona|menzionate|specifica|specificate|indica|indicate"),
    lines: words("frase|riga|nota|testo"),
    saying: words("che dice|che dica|dicendo"),
  },
  dateRange: words("al|alla|a|e|-|–|—"),
  noLonger: {
    words: words("più|non più"),
    work: words(
      "lavoriamo|lavoro|lavora|apriamo|apre|aperto|aperti|aperta|ricevo|riceviamo|riceve|visito|visitiamo",
    ),
  },
  remaining: words("solo|soltanto|rimasti|rimaste|restano|ancora|liberi|libere|disponibili"),
  left: words("rimasti|rimaste|restano|rimangono|resta|liberi|libere|disponibili"),
  gone: {
    words: words(
      "non più|niente più|basta con|se n'è andato|se n'è andata|se ne è andato|se ne è andata|ci ha lasciato|ci ha lasciati|è andato in pensione|è andata in pensione|va in pensione|ha lasciato il team|ha lasciato lo studio",
    ),
    withNot: words("più"),
    lead: words("niente|basta"),
  },
  capacity: words("massimo|max|max.|al massimo|fino a|limitato a|limitata a|limitati a|limitate a"),
  listAdd: {
    subjects: words("noi|io"),
    verbs: words(
      "accettiamo|accetto|offriamo|offro|vendiamo|serviamo|abbiamo|facciamo|parliamo|insegniamo|spediamo in|lavoriamo con",
    ),
    offer: words("offriamo|offro|vendiamo|serviamo|insegniamo"),
  },
  memberNouns: words(
    "colore|colori|gusto|gusti|sapore|sapori|tema|temi|argomento|argomenti|lingua|lingue|relatore|relatrice|relatori|taglia|taglie",
  ),
  mentionOf: words(
    "la parte sulla|la parte sul|la parte sui|la parte su|la parte della|la parte del|la menzione di|la menzione del|la menzione della|la frase sulla|la frase sul|il riferimento a|il riferimento al|il riferimento alla|la frase su|la frase del|la frase della|la frase che dice|la riga sul|la riga sulla|la riga su|il pezzo sul|il pezzo sulla|la parte dove|il testo sul|il testo sulla|quello che dice|l'informazione su|l'informazione sul|l'informazione sulla|l'info su|l'info sul|l'info sulla|la nota su|la nota sul|la nota sulla|l'avviso su|l'avviso sul",
  ),
  wordEndings: words("o|a|i|e"),
  swap: words("scambia|scambiate|scambiare|inverti|invertite|invertire"),
  badges: words(
    "consigliato|consigliata|il più popolare|la più popolare|più venduto|più venduta|la nostra scelta",
  ),
  areas: words(
    "copriamo|consegniamo|serviamo|arriviamo|veniamo|andiamo|ci ritroviamo|ci vediamo|zona|zone|quartieri|comuni|paesi",
  ),
  relatives: words("che"),
  roles: {
    jobs: words(
      "contabile|commercialista|specialista|terapista|terapeuta|fisioterapista|osteopata|dentista|ortodontista|infermiere|infermiera|medico|dottore|dottoressa|chirurgo|veterinario|veterinaria|responsabile|assistente|consulente|designer|sviluppatore|ingegnere|fotografo|fotografa|allenatore|allenatrice|coach|insegnante|professore|professoressa|istruttore|istruttrice|guida|accompagnatore|accompagnatrice|chef|cuoco|cuoca|fornaio|pasticcere|cameriere|cameriera|parrucchiere|parrucchiera|estetista|meccanico|tecnico|elettricista|idraulico|avvocato|avvocata|architetto|redattore|artista|musicista|direttore|direttrice|fondatore|fondatrice|socio|socia|volontario|volontaria|psicologo|psicologa|nutrizionista|sommelier|relatore|relatrice",
    ),
    colleague: words("collega|membro|persona"),
  },
  reasons: words(
    "è rotto|rotto|non funziona|non è pronto|non è pronta|non ancora pronto|non lo usiamo più|non la usiamo più|l'abbiamo tolto|non c'è più|non lo offriamo più|nessuno|non c'è richiesta|abbiamo smesso",
  ),
  people: words(
    "autore|autrice|scritto da|scritta da|redattore|redattrice|tenuto da|tenuta da|condotto da|condotta da|presentato da|insegnante|relatore|relatrice|istruttore|istruttrice|padrona di casa|padrone di casa|conduttore|conduttrice|titolare|insegna|conduce|presenta|modera|moderato da|moderata da|moderatore|moderatrice",
  ),
  moves: words(
    "sale a|salgono a|salito a|salita a|aumenta a|aumentato a|aumentata a|scende a|sceso a|scesa a|passa a|passano a|ora costa|ora costano|costa ora|adesso costa|facciamo pagare|è salito|è salita",
  ),
  seasons: words(
    "estate|inverno|primavera|autunno|natale|pasqua|ferie|vacanze|festivi|alta stagione|bassa stagione|stagione",
  ),
  namedNow: words(
    "ora si chiama|adesso si chiama|si chiama ora|si chiama|è stato rinominato in|è stata rinominata in",
  ),
  free: words("gratis|gratuito|gratuita"),
  dayParts: {
    early: words("mattina|mattine|mattino"),
    midday: words("pranzo|mezzogiorno"),
    afternoon: words("pomeriggio|pomeriggi"),
    late: words("sera|sere|serata|cena"),
  },
  closes: words("chiudiamo|chiude|chiusura"),
  relocated: words(
    "ci siamo trasferiti in|ci siamo spostati in|nuovo indirizzo|ora siamo in|adesso siamo in",
  ),
  statuses: {
    sold_out: words("esaurito|esaurita|esauriti|tutto esaurito|sold out|posti esauriti|completo"),
    available: words("di nuovo disponibile|disponibile|disponibili|tornato disponibile"),
    cancelled: words("annullato|annullata|cancellato|cancellata|annulliamo"),
    postponed: words("rinviato|rinviata|posticipato|posticipata|rinviamo|slitta"),
    past: words("concluso|conclusa|terminato|passato"),
  },
  deadline: words(
    "scadenza|iscrizioni entro|iscrizione entro|termine iscrizioni|chiusura iscrizioni|iscriviti entro",
  ),
  periods: {
    day: ["/giorno", "al giorno", "a giorno", "giornaliero"],
    week: ["/settimana", "alla settimana", "a settimana", "settimanale"],
    month: ["/mese", "al mese", "a mese", "mensile"],
    year: ["/anno", "all'anno", "ad anno", "annuale"],
  },
  scopes: words(
    "fuori|fuori da|fuori dall'italia|all'estero|estero|internazionale|internazionali|in tutto il mondo|nel weekend|nel fine settimana",
  ),
  statusLabels: {
    sold_out: "Esaurito",
    booked: "Tutto esaurito",
    past: "Si è svolto",
    cancelled: "Annullato",
    postponed: "Rinviato",
  },
  styleParts: {
    spacing: words("spaziatura|spazio|margini|respiro"),
    buttons: words("pulsanti|bottoni|pulsante|bottone"),
    menu: words("menu di navigazione|navigazione|menù in alto"),
    heroImage: words("immagine principale|foto principale|immagine in alto"),
    hide: words("nascondi|nascondere|togli|senza"),
    headings: words("titoli|intestazioni|titoli delle sezioni"),
  },
  qa: { question: words("domanda"), answer: words("risposta") },
  forms: {
    form: words("modulo|form|modulo di contatto|modulo di iscrizione"),
    field: words("campo|casella|domanda"),
    required: words("obbligatorio|obbligatoria|richiesto"),
    optional: words("facoltativo|facoltativa|opzionale"),
    types: {
      email: words("email|e-mail|indirizzo email"),
      tel: words("telefono|numero di telefono|cellulare"),
      textarea: words("messaggio|commenti|note"),
      select: words("menu a tendina|scelta|selezione"),
      text: words("nome|cognome|azienda|testo"),
    },
    ask: words("chiedere|chieda|chiede|chiedi|richiedere|richieda"),
    dates: words("data|data preferita|giorno"),
    sendTo: words("invia il modulo a|modulo a|richieste a|moduli a"),
  },
  notOffers: words(
    "wifi|wi-fi|internet|parcheggio|parcheggi|playlist|musica|musica di sottofondo|lettore|sconto|sconti|coupon|codice sconto|info|informazioni|opzioni|allergie|allergeni|accessibilità|sedia a rotelle|bagni|servizi igienici|aria condizionata|animazione|animazioni|emoji|icone|favicon|chatbot|chat|cookie|popup|barra di ricerca|ricerca|traduzione|modalità scura|contatore visite|guestbook|widget|carosello|banner|logo|video|foto|immagini|promo|promozione|promozioni",
  ),
  offerings: words("corsi|lezioni|laboratori|sessioni|trattamenti|piatti|menù|menu|prodotti|servizi"),
  sessions: {
    nouns: words("corso|corsi|lezione|lezioni|sessione|classe|laboratorio"),
    called: words("chiamato|chiamata|di nome"),
    desks: words("segreteria|ufficio|reception|negozio"),
  },
  backRefs: words("lo|la|li|le|questo|quello|questa"),
  buttons: {
    main: words("principale|primo|grande"),
    say: words("dire|riportare|mostrare|chiamarsi|essere"),
    actions: {
      call: words("chiamare|chiamata|chiamaci|telefono|telefonare"),
      book: words("prenotare|prenota|prenotazione|appuntamento|tavolo"),
      buy: words("comprare|compra|acquista|acquistare|acquisto|ordina|ordinare|ordine|carrello|negozio"),
      preorder: words("preordina|preordinare|preordine|prevendita"),
      subscribe: words("abbonarsi|abbonati|abbonamento|newsletter"),
      register: words("iscrizione|iscriviti|iscrivere|iscriversi|registrazione|registrati|posto|biglietti"),
      download: words("scarica|scaricare|download|installa|app"),
      contact: words("contatto|contatti|contattaci|contattare|richiesta|messaggio|scrivici|preventivo"),
      trial: words("prova|provare|demo|inizia"),
      donate: words("donare|donazione|donazioni"),
    },
  },
  copyWords: words("testo|testi|contenuto|contenuti|pagina|tutto|descrizioni"),
  tone: words("suonare|suoni|suona|tono|testo|testi|scritto|linguaggio"),
  toneNoun: words("tono"),
  lookVerbs: words("sembri|sembrare|sembra|apparire|appaia|risulti|risultare"),
  lookNouns: words("tema|aspetto|design|stile|look"),
  lookColours: {
    white: words("bianco|bianca|bianchi|bianche"),
    pale: words("crema|avorio|panna|bianco sporco|color crema"),
    moods: words(
      "rustico|rustica|rustici|rustiche|più rustico|terroso|terrosi|toni della terra|nautico|nautica|marittimo|marittima",
    ),
    endings: words("o|a|i|e|ato|ata|ati|ate"),
  },
  lookMoods: {
    urgent: words("urgente|più urgente|urgenza|incalzante"),
    feminine: words("femminile|più femminile|femminili|romantico|romantica|più romantico|più romantica"),
    masculine: words("maschile|più maschile|maschili|virile"),
  },
  shades: {
    soft: words(
      "morbido|morbida|morbidi|morbide|tenue|tenui|pastello|delicato|delicata|delicati|delicate|cipria|spento|spenta|spenti|spente",
    ),
    bright: words("acceso|accesa|accesi|accese|intenso|intensa|intensi|intense|brillante|brillanti"),
  },
  lookWholes: words("pagina|sito|sito web|pagina web"),
  corners: {
    rounder: words(
      "più arrotondato|più arrotondati|più arrotondate|arrotondati|arrotondate|angoli arrotondati",
    ),
    sharper: words(
      "più squadrato|più squadrati|squadrati|squadrate|angoli vivi|meno arrotondati|meno arrotondate|spigolosi",
    ),
  },
  stays: words("resta|restano|rimane|rimangono|teniamo|tieni"),
  afterAll: {
    words: words("alla fine|dopotutto|in fin dei conti|infine"),
    none: words("niente|nessun|nessuna|nessuno|senza"),
  },
  leanings: words("piuttosto|tendente al|tendente ai"),
  hedges: words(
    "magari|forse|davvero|abbastanza|molto|leggermente|tipo|un po'|in generale|piuttosto|semplicemente",
  ),
  shift: {
    later: words(
      "sposta|spostalo|spostala|spostare|rimanda|rimandalo|rinvia|rinvialo|posticipa|posticipalo|più tardi|dopo",
    ),
    earlier: words("anticipa|anticipalo|anticipare|prima"),
    units: {
      day: words("giorno|giorni"),
      week: words("settimana|settimane"),
      hour: words("ora|ore"),
      minute: words("minuto|minuti|min"),
    },
  },
  placeVerbs: words("venire|andare|stare|essere|apparire"),
  ends: words("finiamo|finisce|fine|termina|terminiamo|orario di fine"),
  modals: words("deve|dovrebbe|può|potrebbe"),
  filler: words(
    "per favore|per piacere|grazie|puoi|potresti|voglio|vorrei|vorremmo|ciao|ok|un po'|un po|il|lo|la|i|gli|le|l'|un|una|uno|nostro|nostra|nostri|nostre|mio|mia|?|!",
  ),
  beyond: [
    {
      words: words("mappa|una mappa|cartina|google maps"),
      why: "una pagina fatta qui non carica nulla da altri siti, quindi non può incorporare una mappa; l'indirizzo sulla pagina indica la strada",
    },
    {
      words: words("mandami|inviami|avvisami|notificami|promemoria"),
      why: "a page cannot send messages by itself; forms can send sign-ups to your own address",
    },
    {
      words: words("crm|mailchimp|hubspot|database|foglio di calcolo|collegare a|integrare|sincronizzare"),
      why: "a page cannot connect to other services; you can send its form to your own address",
    },
    {
      words: words("pagamento|pagamenti|pagare online|paypal|stripe|carta di credito"),
      why: "a page cannot take payments; add a link to your own shop or payment page instead",
    },
    { words: words("login|area riservata|password"), why: "a page cannot have logins or member areas" },
    { words: words("chat dal vivo|chatbot"), why: "a page cannot run a live chat" },
    {
      words: words("calendario prenotazioni|sistema di prenotazione|prenotazione online"),
      why: "a page cannot run a booking calendar; link to your booking page instead",
    },
    {
      words: words("posizionamento|seo|campagna pubblicitaria|annunci"),
      why: "rankings and ads are beyond the page itself",
    },
    {
      words: words("gradiente|gradienti|degradé|sfumato di colori"),
      why: "the colours are flat — a main colour and an accent — never a gradient: say one colour, e.g. “make the main colour blue”",
    },
    {
      words: words("foto di sfondo|immagine di sfondo|foto come sfondo|immagine come sfondo"),
      why: "a photo cannot be the page's background, which is light or dark with the theme: upload it as the top banner's picture to show it",
    },
  ],
  contactRoles: {
    mobile: words("cellulare|cell|mobile|numero mobile|telefonino"),
    messaging: words("whatsapp|sms|messaggio|messaggi|signal|telegram"),
    landline: words(
      "fisso|numero fisso|telefono fisso|linea fissa|ufficio|centralino|negozio|reception|accettazione",
    ),
  },
  dateRoles: {
    delivery: words("spedizione|spedizioni|spediamo|consegna|consegne"),
    launch: words("lancio|uscita|disponibile|disponibilità|preordine|in vendita"),
    opening: words("apertura|inaugurazione|apriamo"),
  },
  rather: words("invece|al suo posto|d'ora in poi|da adesso"),
  restating: {
    with: words("con|per"),
    write: words("scrivi|scrivete|metti|mettete|usa|usate|di"),
    becomes: words("diventa|diventano"),
  },
  noNeed: words("non serve mostrare|non serve più|non serve|non mostrare|non mostrate|non c'è bisogno di"),
  durations: words("minuto|minuti|min|ora|ore"),
  // Forms: masculine, feminine, masculine plural, feminine plural (aligned).
  frequencies: {
    daily: {
      forms: words("quotidiano|quotidiana|quotidiani|quotidiane"),
      said: words("ogni giorno|tutti i giorni"),
    },
    weekly: {
      forms: words("settimanale|settimanale|settimanali|settimanali"),
      said: words("ogni settimana|una volta a settimana|una volta alla settimana"),
    },
    fortnightly: {
      forms: words("quindicinale|quindicinale|quindicinali|quindicinali"),
      said: words("ogni due settimane|ogni 2 settimane|ogni quindici giorni|ogni 15 giorni"),
    },
    monthly: { forms: words("mensile|mensile|mensili|mensili"), said: words("ogni mese|una volta al mese") },
    quarterly: {
      forms: words("trimestrale|trimestrale|trimestrali|trimestrali"),
      said: words("ogni tre mesi"),
    },
    yearly: { forms: words("annuale|annuale|annuali|annuali"), said: words("ogni anno|una volta all'anno") },
  },
  lasts: words("dura|durano|va avanti|continua|prosegue"),
  itWords: words("lo|la"),
  durationWords: words("durata"),
  sameLength: words("stessa durata|uguale durata|stessa lunghezza|durata uguale"),
  doors: words("apertura porte|apertura delle porte|porte|ingresso dalle|accoglienza"),
  adding: {
    doVerbs: words("facciamo|fa|realizziamo|offriamo|proponiamo|gestiamo"),
    included: words("incluso|inclusi|inclusa|incluse|include|compreso|compresi|cosa è incluso"),
    asEndings: words(""),
  },
  seatNouns: words("posto|posti|partecipante|partecipanti|persona|persone"),
  limitNouns: words("limite|limitazione|tetto|massimo|minimo|limitato|limitata|limitati|limitate"),
  // The colours, sizes or models a product comes in, added or taken out (rules/variant.ts).
  variants: {
    colour: words("colore|colori"),
    size: words("taglia|taglie|misura|misure"),
    choice: words("modello|modelli|variante|varianti"),
    added: words("nuovo|nuova|anche in|ora anche in|adesso anche in|disponibile anche in"),
  },
  // Verbs that move the event in time: a time said alone with one is the event's new time (event-date).
  thingName: words("nome"),
  renamedAs: words(
    "ora ci chiamiamo|adesso ci chiamiamo|ci chiamiamo ora|da oggi ci chiamiamo|il nostro nuovo nome è|abbiamo cambiato nome in|abbiamo cambiato il nome in",
  ),
  reschedule: words(
    "sposta|spostiamo|lo spostiamo|passiamo|anticipiamo|posticipiamo|rinviamo|slitta|cambiamo",
  ),
  // A noun naming the list of occasions a business serves, and the occasions themselves (add-to-occasions).
  occasions: {
    nouns: words("occasione|occasioni|evento|eventi|ricorrenza|ricorrenze|festa|feste"),
    members: words(
      "matrimonio|matrimoni|battesimo|battesimi|compleanno|compleanni|comunione|comunioni|cresima|cresime|seminario|seminari|convegno|convegni|festa|feste|anniversario|anniversari|laurea|lauree|cena aziendale|cene aziendali",
    ),
  },
  priceParts: {
    hourly: {
      words: words("tariffa oraria|prezzo orario|costo orario|prezzo all'ora|prezzo a ora|a ore"),
      after: words("all'ora|l'ora|/ora|/h|a ora|orari|all’ora|l’ora"),
    },
    callOut: {
      words: words(
        "diritto di chiamata|diritto di uscita|costo di uscita|uscita|trasferta|costo della trasferta",
      ),
    },
    deposit: { words: words("cauzione|caparra|deposito|acconto") },
  },
};
