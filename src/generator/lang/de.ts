/** German. */
import { colourTable, type LanguagePack, numberTable, words } from "./types.js";

export const de: LanguagePack = {
  code: "de",
  name: "German",
  languages: {
    en: words("englisch|englische|ins englische"),
    de: words("deutsch|deutsche|ins deutsche"),
    fr: words("französisch|französische|ins französische"),
    es: words("spanisch|spanische|ins spanische"),
    it: words("italienisch|italienische|ins italienische"),
    nl: words("niederländisch|holländisch|ins niederländische"),
    pt: words("portugiesisch|ins portugiesische"),
    pl: words("polnisch|ins polnische"),
    hu: words("ungarisch|ins ungarische"),
    tr: words("türkisch|ins türkische"),
  },
  weekdays: [
    words("montag|montags|mo|mo."),
    words("dienstag|dienstags|di|di."),
    words("mittwoch|mittwochs|mi|mi."),
    words("donnerstag|donnerstags|do|do."),
    words("freitag|freitags|fr|fr."),
    words("samstag|samstags|sonnabend|sonnabends|sa|sa."),
    words("sonntag|sonntags|so|so."),
  ],
  dayGroups: {
    weekend: words("wochenende|am wochenende|an wochenenden|wochenends|samstag und sonntag|sa und so"),
    weekdays: words("wochentags|unter der woche|an wochentagen|montag bis freitag|mo-fr"),
  },
  months: [
    words("januar|jänner|jan"),
    words("februar|feber|feb"),
    words("märz|maerz|mär"),
    words("april|apr"),
    ["mai"],
    words("juni|jun"),
    words("juli|jul"),
    words("august|aug"),
    words("september|sep|sept"),
    words("oktober|okt"),
    words("november|nov"),
    words("dezember|dez"),
  ],
  numbers: numberTable(
    "eins 1|ein 1|eine 1|zwei 2|drei 3|vier 4|fünf 5|sechs 6|sieben 7|acht 8|neun 9|zehn 10|elf 11|zwölf 12|mittag 12",
  ),
  ordinals: numberTable(
    "erste 1|ersten 1|erster 1|zweite 2|zweiten 2|dritte 3|dritten 3|vierte 4|vierten 4|fünfte 5|letzte -1|letzten -1",
  ),
  verbs: {
    add: words(
      "füge hinzu|hinzufügen|fügt hinzu|füge|fügt|füg|hinzu|ergänze|ergänzen|nimm auf|aufnehmen|zeige|zeigen|erwähne|setze|setz|rein|dazu|füge dazu|nimm dazu|füg hinzu|füg dazu",
    ),
    remove: words(
      "entferne|entfernen|lösche|löschen|streiche|streichen|nimm raus|raus|weg|weglassen|lass weg|rausnehmen|herausnehmen|nimm heraus|kann weg|muss weg|darf weg|kann raus|muss raus",
    ),
    move: words(
      "verschiebe|verschieben|schiebe|setze|setz|bewege|stelle|stell|verschiebt|setzt|stellt|schiebt|verschieben sie|setzen sie",
    ),
    change: words(
      "ändere|ändern|änder|setze|setz|aktualisiere|aktualisieren|korrigiere|korrigieren|wechsle|stelle um|mach|erhöht|erhöhe|erhöhen|senkt|senke|senken",
    ),
    make: words("mach|mache|machen|gestalte|gestalten"),
    rename: words("benenne um|umbenennen|nenne|nennen|heißt jetzt"),
    replace: words("ersetze|ersetzen|tausche|tauschen"),
    translate: words("übersetze|übersetzen|übersetzung"),
    shorten: words("kürze|kürzen|kürzer|straffe|straffen"),
    lengthen: words("verlängere|verlängern|länger|erweitere|erweitern"),
    highlight: words(
      "hebe hervor|hervorheben|markiere|markieren|kennzeichne|betone|hebt hervor|heb hervor|stellt heraus|stell heraus|stelle heraus",
    ),
  },
  sections: {
    hero: words("kopfbereich|banner|titelbild|oben|einstieg|hero|header"),
    about: words("über uns|über mich|unsere geschichte|geschichte|wer wir sind"),
    services: words("leistungen|leistung|dienstleistungen|angebot|unser angebot|services"),
    features: words("funktionen|funktion|features|merkmale"),
    benefits: words("vorteile|vorteil|warum wir"),
    products: words("produkte|produkt|sortiment|farben|farbe|farbtöne|sorten"),
    projects: words("projekte|projekt|referenzen|referenz|arbeiten|portfolio"),
    learn: words("was du lernst|was sie lernen|inhalte|themen|module|lehrplan"),
    skills: words("fähigkeiten|kompetenzen"),
    offers: words("angebote|aktionen|sonderangebote"),
    pricing: words("preise|preisliste|preistabelle|tarife|tarif|pakete|paket|pläne|plan|abos|abo|tickets"),
    hours: words("öffnungszeiten|zeiten|sprechzeiten"),
    "event-details": words("details|veranstaltungsdetails|wann und wo"),
    countdown: words("countdown|zähler|rückwärtszähler|timer"),
    agenda: words("ablauf|programm|agenda|zeitplan"),
    speakers: words("referenten|referent|sprecher|redner|referentin|vortragende"),
    host: words(
      "gastgeber|veranstalter|moderator|kursleiter|kursleiterin|dozent|dozentin|trainer|trainerin|leitung",
    ),
    team: words("team|unser team|mitarbeiter"),
    testimonials: words("kundenstimmen|stimmen|zitate|zitat|testimonials"),
    reviews: words("bewertungen|bewertung|rezensionen|rezension"),
    gallery: words("galerie|fotos|bilder"),
    faq: words("faq|häufige fragen|fragen"),
    download: words("download|app-links"),
    contact: words("kontakt|kontaktdaten|kontaktbereich"),
    registration: words("anmeldung|anmeldeformular|registrierung"),
    signup: words("warteliste|anmelden"),
    subscribe: words("newsletter|abonnieren"),
    "lead-form": words("anfrageformular|angebotsformular|anfrage"),
    cta: words("aufruf|handlungsaufforderung"),
    stats: words("zahlen|statistiken"),
    logos: words("logos|kunden|partner"),
    ratings: words("sterne|bewertungssterne"),
    trust: words("garantien|siegel"),
    shipping: words("versand|lieferung"),
    deliverables: words("was sie bekommen|leistungsumfang"),
    "how-it-works": words("so funktioniert es|ablauf in schritten|schritte"),
    "problem-solution": words("problem|lösung"),
    samples: words("proben|muster"),
  },
  sectionWords: words(
    "bereich|abschnitt|block|teil|tabelle|liste|bereiche|abschnitte|abschnitten|blöcke|teile",
  ),
  itemWords: words("eintrag|karte|punkt|zeile|paket|tarif|option"),
  emphasis: words("fett|fettgedruckt|kursiv|unterstrichen|unterstreichen"),
  texts: {
    headline: words("überschrift|hauptüberschrift|schlagzeile|titel oben|headline"),
    tagline: words("unterzeile|untertitel|slogan|claim"),
    button: words("button|knopf|schaltfläche|taste|cta"),
    title: words("seitentitel|titel"),
    heading: words("bereichsüberschrift|zwischenüberschrift"),
    company: words("firmenname|name der firma|unternehmensname"),
    lead: words("einleitung|beschreibung|text|absatz|intro|introtext|einführung"),
  },
  colours: colourTable(
    "rot #dc2626|dunkelrot #991b1b|weinrot #800020|bordeaux #800020|orange #ea580c|gelb #ca8a04|senf #c9a227|" +
      "gold #b8860b|grün #16a34a|gruen #16a34a|waldgrün #228b22|dunkelgrün #166534|olivgrün #556b2f|oliv #6b7d2a|" +
      "salbei #77815c|mint #10b981|smaragd #059669|petrol #0d9488|türkis #0e9aa7|blau #2563eb|hellblau #3b82f6|" +
      "himmelblau #0284c7|dunkelblau #1e3a8a|marineblau #1e3a8a|navy #1e3a8a|königsblau #1d4ed8|indigo #4f46e5|" +
      "lila #7c3aed|violett #7c3aed|flieder #9d7cbf|pflaume #7e3a6e|pink #db2777|rosa #e11d48|koralle #f0614f|" +
      "pfirsich #e98a5d|terrakotta #c4623d|braun #92400e|beige #a8906b|grau #4b5563|anthrazit #36454f|schwarz #111111",
  ),
  colourWords: {
    colour: words("farbe|farben|farbschema|farbpalette|in tönen von|tönen|töne|farbtöne|farbtönen"),
    primary: words("hauptfarbe|markenfarbe|primärfarbe"),
    accent: words("details|akzente|akzenten|akzentfarbe|akzent|zweitfarbe"),
  },
  schemes: {
    dark: words(
      "dunkel|dunkler|dunkles design|dunkelmodus|dark mode|schwarzer hintergrund|dunklen hintergrund|dunkle|dunklere|dunkle farben|dunklere farben",
    ),
    light: words(
      "hell|heller|helles design|hellmodus|weißer hintergrund|hellen hintergrund|helle farben|hellere farben|hellere",
    ),
  },
  fonts: {
    serif: words("serifenschrift|serifen|mit serifen|klassische schrift"),
    sans: words("serifenlos|ohne serifen|moderne schrift|serifenlose schrift"),
    font: words("schrift|schriftart|font|typo|text|textgröße|buchstaben|fließtext"),
  },
  designs: {
    editorial: words("redaktionell|magazin|editorial"),
    bold: words(
      "auffällig|auffälliger|knallig|kräftig|kräftiger|mutig|mutiger|peppig|peppiger|frech|auffallen|mehr auffallen|hervorstechen|poppiger|greller|sportlich|sportlicher|sportliche|dynamisch|dynamischer|athletisch",
    ),
    minimal: words(
      "minimalistisch|schlicht|schlichter|einfach|einfacher|ruhiger|aufgeräumt|aufgeräumter|clean|dezent|dezenter|nüchtern|nüchterner|modern|moderner|zeitgemäß|zeitgemäßer|ruhig|gedeckt|gedeckter|ruhigere|ruhigeren|beruhigend|beruhigender|entspannt|entspannter|gelassen|gelassener|gedämpft|gedämpfter|kühle farben|kühlere farben|kühlere|kühlen|kalte farben|kältere farben|kältere",
    ),
    warm: words(
      "erdtönen|erdfarben|rustikaler|rustikale|rustikaleren|heimelig|heimeliger|behaglich|behaglicher|kuschelig|kuscheliger|warm|wärmer|freundlich|freundlicher|gemütlich|gemütlicher|einladend|herzlich|sanft|sanfter|weich|weicher|zart|zarter|pastell|pastellfarben|erdig|erdiger|erdtöne|rustikal",
    ),
    luxury: words(
      "edel|edler|elegant|eleganter|luxuriös|hochwertig|hochwertiger|exklusiv|exklusiver|premium",
    ),
    technical: words("technisch|technischer|futuristisch|tech"),
    playful: words(
      "jugendlich|jugendlicher|jünger|junger|frischer|verspielt|verspielter|bunt|bunter|lustig|fröhlich|fröhlicher|lebendig|lebendiger|heiter|heiterer|fröhliche|fröhlichere|bunte|buntere",
    ),
    classic: words(
      "maritim|maritimer|maritime|nautisch|vintage|nostalgisch|nostalgischer|klassisch|klassischer|traditionell|seriös|seriöser|zeitlos",
    ),
  },
  professional: words("professionell|professioneller|geschäftsmäßig|seriöser"),
  grammar: {
    closed: words("geschlossen|zu|ruhetag|nicht geöffnet|kein betrieb|haben zu|bleibt zu|bleiben zu"),
    open: words(
      "geöffnet|offen|auf|öffnen|haben auf|haben geöffnet|wir fangen an|fangen wir an|wir beginnen|beginnen wir|wir fangen",
    ),
    until: words("bis um|bis|-|–"),
    from: words("ab|von|seit"),
    to: words("zu|zum|zur|in|ins|auf|nach|als|für"),
    and: words("und|&|sowie|plus"),
    also: words("auch|ebenfalls|zusätzlich|außerdem"),
    only: words("nur|lediglich"),
    except: words("außer|ausgenommen|bis auf"),
    sameTime: words(
      "gleiche zeit|gleiche uhrzeit|selbe zeit|selbe uhrzeit|zur gleichen zeit|gleiche zeiten|gleichen zeiten|gleiche öffnungszeiten|gleichen öffnungszeiten",
    ),
    everyDay: words("täglich|jeden tag|sieben tage die woche|7 tage die woche"),
    now: words("jetzt|nun|ab sofort|neuerdings|nicht mehr|eigentlich"),
    new: words("neu|neue|neuen|neuer|weitere|weiteren|zusätzliche|noch eine|noch einen"),
    with: words("mit|inklusive|samt"),
    of: words("von|vom|der|des|für"),
    in: words("in|im|ins"),
    on: words("am|an|auf"),
    at: words("um|bei"),
    as: words("als"),
    here: words("hier|hierhin|in diesen bereich"),
    this: words("das|dies|diesen|diese|dieses|es"),
    next: words("dann|danach|anschließend"),
    is: words("ist|sind|kostet|kosten|wird|beträgt|lautet|heißt|heißen|genannt"),
    says: words("sagt|schreibt|zitat"),
    instead: words("statt|anstatt|anstelle von"),
    all: words("alle|alles|jede|jeden|ganze|gesamte"),
    not: words("nicht|kein|keine|keinen|nie"),
    one: words("ein|eine|einen|einem|noch ein|noch eine|noch einen|eine neue|einen neuen|ein neues"),
    by: words("von"),
  },
  places: {
    first: words(
      "nach oben|ganz nach oben|an den anfang|anfang|zuerst|an die erste stelle|an erste stelle|als erstes|als erste|direkt unter das banner|direkt unter den kopfbereich",
    ),
    last: words("nach unten|ganz nach unten|ans ende|ende|zuletzt|am schluss"),
    above: words("über|vor|oberhalb"),
    below: words("unter|nach|unterhalb|hinter"),
    up: words("hoch|höher|weiter oben|nach oben|weiter nach oben|etwas höher"),
    down: words("runter|tiefer|weiter unten|nach unten|weiter nach unten|etwas tiefer"),
    under: words("direkt unter|gleich unter|direkt nach|gleich nach"),
    top: words("banner|kopfbereich|titelbild|header"),
  },
  sizes: {
    bigger: words(
      "größer|grösser|groß|gross|größere|größeren|auffälliger|sichtbarer|besser sichtbar|hervorgehoben|deutlicher",
    ),
    smaller: words("kleiner|klein|kleinere|kleineren"),
    more: words("mehr|zusätzlich"),
    less: words("weniger"),
    shorter: words("kürzer|knapper|kompakter|zu lang|weniger text"),
    longer: words("länger|ausführlicher|mehr text|zu kurz"),
  },
  facts: {
    price: words("preis|preise|kosten|gebühr|tarif"),
    phone: words("telefon|telefonnummer|nummer|handy|handynummer|mobilnummer|tel"),
    email: words("e-mail|email|mail|e-mail-adresse|mailadresse"),
    address: words("adresse|anschrift|standort|sitz"),
    url: words("webseite|website|internetseite|link|url|homepage"),
    social: words("profil|social media|kanal|account"),
    person: words("name|ansprechpartner|inhaber|person"),
    date: words("datum|termin|tag"),
    time: words("uhrzeit|zeit|beginn|startzeit"),
    hours: words("öffnungszeiten|zeiten|sprechzeiten|geöffnet"),
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
      "schreib dazu|schreibt dazu|schreibe dazu|schreib noch dazu|schreibt|schreib|schreibe|schreiben|sagt|sag|erwähnt|erwähne|erwähnen|fügt hinzu|füge hinzu|füg hinzu|fügt|füge|füg|ergänzt|ergänze|ergänzen|hinzufügen|vermerkt|vermerke|dazuschreiben|dazu schreiben|hinschreiben|reinschreiben",
    ),
    that: words("dass|daß"),
    mention: words("erwähnt|erwähne|erwähnen"),
    verbLast: true,
    determiners: words("der|die|das|unser|unsere|unseren|unserem|mein|meine|ein|eine|jeder|jede|alle"),
    lines: words("satz|zeile|hinweis|vermerk|notiz|text"),
    saying: words("der sagt|die sagt|mit dem text"),
  },
  dateRange: words("bis|bis zum|und|-|–|—"),
  noLonger: {
    words: words("nicht mehr|nicht länger|keinen mehr|nie mehr"),
    work: words(
      "arbeiten|arbeite|arbeitet|geöffnet|offen|auf|behandeln|behandle|behandelt|empfangen|empfange|beraten|berate",
    ),
  },
  remaining: words("nur|noch|nur noch|frei|übrig|verfügbar|verbleibend|noch frei"),
  left: words("übrig|frei|noch frei|verbleibend|verfügbar"),
  gone: {
    words: words(
      "nicht mehr|keine mehr|keinen mehr|kein mehr|gibt es nicht mehr|nicht länger|hat uns verlassen|verlässt uns|ist nicht mehr dabei|ist in rente|geht in rente|ist im ruhestand|geht in den ruhestand|hat gekündigt|hat aufgehört",
    ),
    withNot: words("mehr"),
  },
  capacity: words("maximal|max|max.|höchstens|bis zu|maximum|begrenzt auf|limitiert auf"),
  listAdd: {
    subjects: words("wir|ich|man"),
    verbs: words(
      "akzeptieren|nehmen|bieten an|bieten|anbieten|verkaufen|führen|haben|machen|unterstützen|arbeiten mit|liefern nach|sprechen|unterrichten",
    ),
    offer: words("bieten an|bieten|anbieten|verkaufen|unterrichten"),
  },
  memberNouns: words(
    "farbe|farben|farbtöne|sorte|sorten|geschmack|geschmacksrichtung|thema|themen|sprache|sprachen|referent|referentin|referenten|sprecher|sprecherin|größe|größen|duft|düfte",
  ),
  mentionOf: words(
    "den teil über|den teil mit|die erwähnung von|die erwähnung der|die erwähnung des|den satz über|den satz mit|den hinweis auf|das mit|das mit dem|das mit der|den abschnitt über|den satz zu|den satz von|den satz dass|die zeile über|die zeile mit|die zeile zu|den teil wo|den absatz über|den text über|das über|den satz, dass|den teil, wo|die info zu|die info über|die information zu|die information über|den hinweis zu|den hinweis zur|den hinweis zum|die angabe zu|die angabe zur|die angabe zum",
  ),
  wordEndings: words("e|en|er|es|em|n|s|ern"),
  swap: words("tausch|tausche|tauscht|tauschen|vertausch|vertausche|vertauscht|vertauschen"),
  badges: words("empfohlen|empfehlung|beliebteste|am beliebtesten|bestseller|preistipp|unser tipp"),
  areas: words(
    "beliefern|liefern|liefern nach|fahren|fahren nach|kommen|kommen nach|unterwegs|betreuen|bedienen|versorgen|treffen uns|einsatzgebiet|gebiet|gebieten|gebiete|orten|orte|stadtteilen|stadtteile|bezirken|bezirke|tätig|arbeiten|im einsatz",
  ),
  relatives: words("die|der|das|welche|welcher|welches"),
  roles: {
    jobs: words(
      "buchhalter|steuerberater|therapeut|physiotherapeut|osteopath|mediziner|arzt|ärztin|zahnarzt|zahnärztin|pfleger|krankenschwester|hebamme|berater|beraterin|assistent|assistentin|manager|managerin|designer|designerin|entwickler|ingenieur|fotograf|trainer|coach|lehrer|dozent|leiter|guide|koch|köchin|bäcker|friseur|friseurin|stylist|mechaniker|techniker|elektriker|installateur|anwalt|anwältin|architekt|redakteur|künstler|musiker|geschäftsführer|gründer|inhaber|partner|spezialist|experte|expertin|meister|meisterin|psychologe|psychologin|heilpraktiker|masseur|masseurin|gärtner|florist|fahrer|referent",
    ),
    colleague: words("kollege|kollegin|mitarbeiter|mitarbeiterin|verstärkung|teammitglied|person"),
  },
  reasons: words(
    "kaputt|ist kaputt|funktioniert nicht|geht nicht|noch nicht fertig|ist noch nicht fertig|noch nicht bereit|haben wir nicht mehr|nutzen wir nicht mehr|gibt es nicht mehr|machen wir nicht mehr|bieten wir nicht mehr an|nicht mehr|niemand|keiner|keine nachfrage|lohnt sich nicht",
  ),
  people: words(
    "autor|autorin|geschrieben von|redakteur|redakteurin|leitung|geleitet|kursleiter|kursleiterin|leiter|leiterin|referent|referentin|dozent|dozentin|trainer|trainerin|gastgeber|gastgeberin|moderator|moderatorin|inhaber|inhaberin|lehrer|lehrerin|moderiert|moderation|unterrichtet|leitet|co-moderation",
  ),
  moves: words(
    "kostet jetzt|kosten jetzt|jetzt kostet|steigt auf|steigen auf|gestiegen|erhöht|erhöhen|gesenkt|senken|sinkt auf|geht hoch auf|geht runter auf|wird teurer|wird billiger|verlangen|nehmen jetzt",
  ),
  seasons: words(
    "sommer|winter|frühling|frühjahr|herbst|weihnachten|ostern|feiertagen|feiertage|betriebsferien|sommerferien|winterpause|sommerpause|hochsaison|nebensaison",
  ),
  namedNow: words(
    "heißt jetzt|heisst jetzt|heißen jetzt|heißt ab sofort|heißt nun|heißt|wurde umbenannt in|nennt sich jetzt|nennt sich",
  ),
  free: words("kostenlos|gratis|umsonst|versandkostenfrei|versandfrei|portofrei"),
  dayParts: {
    early: words("vormittag|vormittags|morgens"),
    midday: words("mittag|mittags|mittagstisch|zum mittagessen"),
    afternoon: words("nachmittag|nachmittags"),
    late: words("abend|abends|zum abendessen"),
  },
  closes: words("schließen|schliessen|schließt|machen zu|zumachen|schließzeit|ladenschluss"),
  relocated: words(
    "umgezogen nach|umgezogen in|wir sind umgezogen|neue adresse|jetzt in der|jetzt in|sind jetzt in|neuer standort",
  ),
  statuses: {
    sold_out: words("ausverkauft|ausgebucht|vergriffen|keine tickets mehr|nicht mehr verfügbar"),
    available: words("wieder verfügbar|wieder da|verfügbar|wieder auf lager|wieder buchbar"),
    cancelled: words("abgesagt|fällt aus|storniert"),
    postponed: words("verschoben|vertagt"),
    past: words("vorbei|stattgefunden|vorüber"),
  },
  deadline: words(
    "frühbucher|anmeldeschluss|anmeldefrist|anmeldung bis|anmelden bis|buchungsschluss|buchbar bis|einsendeschluss|frist",
  ),
  periods: {
    day: ["/Tag", "pro Tag", "am Tag", "täglich"],
    week: ["/Woche", "pro Woche", "in der Woche", "wöchentlich"],
    month: ["/Monat", "pro Monat", "im Monat", "monatlich"],
    year: ["/Jahr", "pro Jahr", "im Jahr", "jährlich"],
  },
  scopes: words(
    "außerhalb|ausserhalb|ausland|ins ausland|international|weltweit|übersee|am wochenende|wochenends",
  ),
  statusLabels: {
    sold_out: "Ausverkauft",
    booked: "Ausgebucht",
    past: "Hat stattgefunden",
    cancelled: "Abgesagt",
    postponed: "Verschoben",
  },
  styleParts: {
    spacing: words("abstand|abstände|abständen|luft|weißraum|platz"),
    buttons: words("buttons|knöpfe|knöpfen|schaltflächen|button|knopf"),
    menu: words("menü|navigation|navi|menüleiste"),
    heroImage: words("titelbild|hauptbild|bild oben|headerbild|großes bild"),
    hide: words("verstecke|verstecken|ausblenden|blende aus|ohne|entferne|weg"),
    headings: words("überschriften|zwischenüberschriften|bereichsüberschriften|titel der abschnitte"),
  },
  qa: { question: words("frage"), answer: words("antwort") },
  forms: {
    form: words("formular|anmeldeformular|kontaktformular|anfrageformular"),
    field: words("feld|eingabefeld|frage"),
    required: words("pflichtfeld|pflicht|erforderlich|verpflichtend|muss ausgefüllt werden"),
    optional: words("optional|freiwillig|kein pflichtfeld"),
    types: {
      email: words("e-mail|email|e-mail-adresse"),
      tel: words("telefon|telefonnummer|handynummer|mobilnummer"),
      textarea: words("nachricht|kommentar|anmerkungen|mitteilung|ihre nachricht"),
      select: words("auswahl|dropdown|auswahlliste"),
      text: words("name|vorname|nachname|firma|text"),
    },
    ask: words("fragt nach|frage nach|fragen nach|abfragen|fragt ab|erfragen|erfragt"),
    dates: words("datum|wunschtermin|wunschdatum|termin|tag"),
    sendTo: words("formular an|anfragen an|schicke das formular an|sende das formular an|formulare an"),
  },
  notOffers: words(
    "wlan|wifi|wi-fi|internet|parkplatz|parkplätze|parken|playlist|musik|hintergrundmusik|musikplayer|rabatt|rabatte|gutscheincode|infos|info|informationen|optionen|allergie|allergien|allergene|barrierefreiheit|rollstuhl|toiletten|klimaanlage|ladestation|animation|animationen|emoji|emojis|icons|favicon|chatbot|chat|cookie-banner|cookies|popup|suchleiste|suche|übersetzung|dunkelmodus|besucherzähler|gästebuch|widget|player|slider|karussell|banner|logo|video|videos|fotos|bilder|promo|aktion|aktionen|promotion",
  ),
  offerings: words(
    "kurse|kursen|stunden|workshops|behandlungen|gerichte|speisen|speisekarte|karte|menü|angebot|angebote|leistungen",
  ),
  compounds: true,
  sessions: {
    nouns: words("kurs|kurse|kursus|stunde|einheit|training|termin|workshop|klasse"),
    called: words("namens|genannt|mit dem namen"),
    desks: words("büro|sekretariat|empfang|laden|geschäft"),
  },
  backRefs: words("es|das|sie|ihn|diese|dieses|diesen|ihm|er"),
  buttons: {
    main: words("haupt|wichtigste|wichtigsten|erste|ersten|oberste|obersten|große|großen"),
    say: words("heißen|lauten|sagen|zeigen|anzeigen|stehen|sein|werden"),
    actions: {
      call: words("anrufen|anruf|telefon|telefonieren"),
      book: words("buchen|buchung|reservieren|reservierung|termin|tisch"),
      buy: words("kaufen|kauf|bestellen|bestellung|warenkorb|shop"),
      preorder: words("vorbestellen|vorbestellung"),
      subscribe: words("abonnieren|abo|newsletter|eintragen"),
      register: words("anmelden|anmeldung|registrieren|registrierung|platz|ticket|tickets"),
      download: words("herunterladen|download|installieren|app"),
      contact: words("kontakt|kontaktieren|anfrage|anfragen|nachricht|schreiben|angebot"),
      trial: words("testen|probe|demo|starten|ausprobieren"),
      donate: words("spenden|spende"),
    },
  },
  copyWords: words("text|texte|inhalt|inhalte|formulierung|seite|alles|beschreibungen"),
  tone: words("klingen|klingt|ton|tonfall|formulierung|formulierungen|text|texte|geschrieben"),
  toneNoun: words("ton|tonfall"),
  lookVerbs: words(
    "wirken|wirkt|wirke|aussehen|aussieht|aussehe|erscheinen|erscheint|rüberkommen|rüberkommt",
  ),
  lookNouns: words("design|look|optik|stil|thema|erscheinungsbild|aussehen|anmutung"),
  lookColours: {
    white: words("weiß|weiss|weiße|weisse|weißen|weissen|weißem"),
    pale: words(
      "creme|cremeweiß|cremeweiss|cremefarben|cremefarbenen|elfenbein|elfenbeinfarben|naturweiß|naturweiss",
    ),
    moods: words(
      "rustikal|rustikaler|rustikale|erdig|erdiger|erdtöne|erdtönen|erdfarben|maritim|maritimer|maritime|nautisch",
    ),
    endings: words("e|en|em|er|es|ene|enen|ener|enes|enem|lich|liche|lichen"),
  },
  lookMoods: {
    urgent: words("dringend|dringender|dringlich|dringlicher|eilig|eiliger|dringlichkeit"),
    feminine: words(
      "weiblich|weiblicher|weibliche|weiblichen|feminin|femininer|feminine|romantisch|romantischer|romantische|mädchenhaft|mädchenhafter",
    ),
    masculine: words("männlich|männlicher|männliche|männlichen|maskulin|maskuliner|maskuline"),
  },
  shades: {
    soft: words(
      "sanft|sanfte|sanften|sanfter|zart|zarte|zarten|zartes|pastell|pastellige|pastelligen|gedeckt|gedeckte|gedeckten|weich|weiche|weichen|pudrig|pudrige",
    ),
    bright: words(
      "knallig|knallige|knalligen|kräftig|kräftige|kräftigen|leuchtend|leuchtende|leuchtenden|grell|grelle|grellen",
    ),
  },
  lookWholes: words("seite|webseite|website|homepage|internetseite|landingpage|ganze seite"),
  corners: {
    rounder: words(
      "runder|rundere|abgerundet|abgerundeter|abgerundete|abgerundete ecken|rundere ecken|weichere ecken",
    ),
    sharper: words(
      "eckiger|eckige|eckig|kantiger|spitze ecken|weniger rund|weniger abgerundet|nicht abgerundet",
    ),
  },
  stays: words("bleibt|bleiben|übrig|behalten"),
  afterAll: {
    words: words("doch|doch nicht|letztendlich|am ende|schließlich|nun doch"),
    none: words("kein|keine|keinen|keiner|ohne"),
  },
  leanings: words("eher|eher in richtung|mehr in richtung"),
  hedges: words(
    "irgendwie|vielleicht|ruhig|mal|eher|ziemlich|sehr|leicht|wirklich|etwas|bisschen|ein bisschen|insgesamt|allgemein|einfach|doch|eventuell",
  ),
  modalOpeners: words(
    "können wir|könnten wir|kannst du|könntest du|können sie|könnten sie|könnt ihr|könntet ihr|würdest du|würden sie|würdet ihr",
  ),
  shift: {
    later: words("verschieb|verschiebe|verschieben|verschoben|später|nach hinten"),
    earlier: words("vorziehen|zieh vor|ziehe vor|vorverlegen|früher"),
    units: {
      day: words("tag|tage|tagen"),
      week: words("woche|wochen"),
      hour: words("stunde|stunden"),
      minute: words("minute|minuten|min"),
    },
  },
  placeVerbs: words("kommen|stehen|sein|erscheinen"),
  ends: words("enden|endet|ende|schluss|endzeit|hören auf"),
  modals: words("soll|sollte|sollen|muss|müsste|kann|könnte|darf|wird"),
  filler: words(
    "unser|unsere|unserem|unseren|unserer|unseres|bitte|danke|vielen dank|könntest du|kannst du|können sie|könnten sie|könnt ihr|könntet ihr|würdest du|ich möchte|ich will|wir möchten|wir wollen|ich hätte gern|ich hätte gerne|mal|doch|noch|einfach|vielleicht|hallo|hi|ok|okay|etwas|ein bisschen|bisschen|der|die|das|den|dem|ein|eine|einen|unser|unsere|unseren|mein|meine|meinen|?|!",
  ),
  beyond: [
    {
      words: words("google maps|anfahrtskarte|stadtplan|lageplan|kartenausschnitt|eine karte einbinden"),
      why: "eine hier erstellte Seite lädt nichts von anderen Seiten und kann daher keine Karte einbetten; die Adresse auf der Seite zeigt Besuchern den Weg",
    },
    {
      words: words("schick mir|schicke mir|sende mir|benachrichtige mich|erinnere|erinnerung|e-mail an mich"),
      why: "a page cannot send messages by itself; forms can send sign-ups to your own address",
    },
    {
      words: words(
        "crm|mailchimp|hubspot|datenbank|tabelle|verbinden mit|anbinden|integrieren|synchronisieren",
      ),
      why: "a page cannot connect to other services; you can send its form to your own address",
    },
    {
      words: words("bezahlung|zahlung|online bezahlen|kasse|paypal|stripe|kartenzahlung"),
      why: "a page cannot take payments; add a link to your own shop or payment page instead",
    },
    {
      words: words("login|anmeldung für mitglieder|mitgliederbereich|passwort"),
      why: "a page cannot have logins or member areas",
    },
    {
      words: words("live-chat|livechat|chatbot|chatfunktion|chat-funktion"),
      why: "a page cannot run a live chat",
    },
    {
      words: words(
        "buchungskalender|online-terminbuchung|terminbuchungssystem|terminkalender|online-terminkalender|online-buchung|terminbuchung",
      ),
      why: "a page cannot run a booking calendar; link to your booking page instead",
    },
    {
      words: words("google ranking|seo|werbekampagne|anzeigen schalten"),
      why: "rankings and ads are beyond the page itself",
    },
    {
      words: words("farbverlauf|farbverläufe|gradient|verlaufsfarben"),
      why: "the colours are flat — a main colour and an accent — never a gradient: say one colour, e.g. “make the main colour blue”",
    },
    {
      words: words("hintergrundbild|hintergrundfoto|foto als hintergrund|bild als hintergrund"),
      why: "a photo cannot be the page's background, which is light or dark with the theme: upload it as the top banner's picture to show it",
    },
  ],
  contactRoles: {
    mobile: words("mobil|mobilnummer|mobilnummer|handy|handynummer|mobiltelefon|mobilfunknummer"),
    messaging: words("whatsapp|whatsapp-nummer|whatsappnummer|sms|signal|telegram|nachricht|nachrichten"),
    landline: words(
      "festnetz|festnetznummer|büro|büronummer|bürotelefon|geschäftsnummer|praxisnummer|laden|empfang|rezeption|zentrale",
    ),
  },
  dateRoles: {
    delivery: words("versand|verschickt|versendet|lieferung|liefertermin|auslieferung|lieferbar|geliefert"),
    launch: words(
      "marktstart|launch|erscheinen|erscheint|veröffentlichung|release|verkaufsstart|vorbestellung|verfügbar ab|erhältlich ab",
    ),
    opening: words("eröffnung|neueröffnung|öffnet"),
  },
  rather: words("stattdessen|statt dessen|ab jetzt|künftig|in zukunft"),
  restating: {
    with: words("durch|mit|gegen"),
    write: words("schreib|schreibe|schreibt|schreiben sie|setz|setze|nimm|nehmt"),
    becomes: words("wird zu|werden zu|wird|werden"),
    from: words("aus"),
  },
  noNeed: words(
    "muss nicht mehr|nicht mehr zeigen|nicht mehr anzeigen|nicht mehr nennen|braucht es nicht|nicht mehr nötig|weg mit|zeig nicht",
  ),
  durations: words("minute|minuten|min|stunde|stunden|std"),
  // Forms: -, -e, -er, -es, -en, -em (aligned).
  frequencies: {
    daily: {
      forms: words("täglich|tägliche|täglicher|tägliches|täglichen|täglichem"),
      said: words("jeden tag"),
    },
    weekly: {
      forms: words("wöchentlich|wöchentliche|wöchentlicher|wöchentliches|wöchentlichen|wöchentlichem"),
      said: words("jede woche|einmal pro woche|einmal die woche"),
    },
    fortnightly: {
      forms: words(
        "zweiwöchentlich|zweiwöchentliche|zweiwöchentlicher|zweiwöchentliches|zweiwöchentlichen|zweiwöchentlichem",
      ),
      said: words("alle zwei wochen|alle 2 wochen|jede zweite woche|vierzehntägig|14-tägig"),
    },
    monthly: {
      forms: words("monatlich|monatliche|monatlicher|monatliches|monatlichen|monatlichem"),
      said: words("jeden monat|einmal im monat|einmal pro monat"),
    },
    quarterly: {
      forms: words(
        "vierteljährlich|vierteljährliche|vierteljährlicher|vierteljährliches|vierteljährlichen|vierteljährlichem",
      ),
      said: words("alle drei monate|jedes quartal"),
    },
    yearly: {
      forms: words("jährlich|jährliche|jährlicher|jährliches|jährlichen|jährlichem"),
      said: words("jedes jahr|einmal im jahr"),
    },
  },
  lasts: words("dauert|dauern|geht|gehen|läuft|laufen"),
  itWords: words("es|ihn|sie|das"),
  durationWords: words("dauer|länge|zeitdauer"),
  sameLength: words("gleiche dauer|gleiche länge|selbe dauer|dieselbe dauer|genauso lang|gleich lang"),
  doors: words("einlass|türöffnung|türen öffnen|türen auf|saalöffnung"),
  adding: {
    doVerbs: words("machen|erledigen|übernehmen|bieten|anbieten|bieten an|haben"),
    included: words("inklusive|inkl|enthalten|inbegriffen|im preis|leistungen im preis|inklusivleistungen"),
    asEndings: words(""),
  },
  seatNouns: words(
    "platz|plätze|sitzplatz|sitzplätze|teilnehmer|teilnehmerinnen|teilnehmende|gäste|personen",
  ),
  limitNouns: words(
    "begrenzung|beschränkung|limit|obergrenze|höchstzahl|mindestbestellwert|maximum|minimum|begrenzt|limitiert",
  ),
  // The colours, sizes or models a product comes in, added or taken out (rules/variant.ts).
  variants: {
    colour: words("farbe|farben|farbton|farbvariante"),
    size: words("größe|grösse|größen|grössen"),
    choice: words("modell|modelle|variante|varianten|ausführung"),
    added: words("neu|neue|neuen|neuer|auch in|jetzt auch in|neu in|gibt es jetzt auch in|zusätzlich in"),
  },
  // Verbs that move the event in time: a time said alone with one is the event's new time (event-date).
  thingName: words("namen|name"),
  capitalisedNouns: true,
  renamedAs: words(
    "wir heißen jetzt|wir heissen jetzt|wir heißen ab sofort|wir heißen neu|unser neuer name ist|unser neuer name lautet|unser name ist jetzt|wir haben uns umbenannt in|umbenannt in|benenne die firma um in|wir firmieren jetzt als",
  ),
  reschedule: words(
    "verlegt|verlegen|verlege|verlegen wir|verschoben|verschieben|verschieben wir|verschiebt|legen wir|findet jetzt|beginnt jetzt|startet jetzt",
  ),
  // A noun naming the list of occasions a business serves, and the occasions themselves (add-to-occasions).
  occasions: {
    nouns: words("anlass|anlässe|anlässen|anlässe|veranstaltung|veranstaltungen|feier|feiern|events"),
    members: words(
      "hochzeit|hochzeiten|geburtstag|geburtstage|geburtstagen|taufe|taufen|seminar|seminare|seminaren|firmenfeier|firmenfeiern|konferenz|konferenzen|jubiläum|jubiläen|kommunion|kommunionen|konfirmation|konfirmationen|trauerfeier|trauerfeiern|party|partys|empfang|empfänge",
    ),
  },
  priceParts: {
    hourly: {
      words: words(
        "stundensatz|stundensätze|stundenlohn|stundenpreis|stundentarif|preis pro stunde|pro stunde|stundenweise",
      ),
      after: words("pro stunde|je stunde|die stunde|/stunde|/std.|/std|/h|stündlich"),
    },
    callOut: {
      words: words("anfahrt|anfahrtskosten|anfahrtspauschale|anfahrtsgebühr|fahrtkosten|anfahrtspreis"),
    },
    deposit: { words: words("anzahlung|kaution|vorauszahlung|pfand") },
  },
};
