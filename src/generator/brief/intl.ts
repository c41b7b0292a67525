/**
 * Word lists for descriptions written in German, French, Spanish, Italian, Dutch, Portuguese, Polish and
 * Hungarian, beside the English ones in vocabulary.ts: weekdays, the words that join a range, the lead-ins
 * before a phone number or a list of offerings, roles and "led by" verbs. Patterns are regex sources
 * matched case-insensitively unless a user says otherwise; use only non-capturing groups.
 */

/** Full weekday names and their common short forms; stems take the case endings (Polish, Hungarian). */
export const INTL_WEEKDAY = [
  // German ("montags" is a habit), with "Sonnabend"
  "montags?|dienstags?|mittwochs?|donnerstags?|freitags?|samstags?|sonnabends?|sonntags?",
  // French
  "lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|dimanches?",
  // Spanish
  "lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bados?|domingos?",
  // Italian
  "luned[ìi]|marted[ìi]|mercoled[ìi]|gioved[ìi]|venerd[ìi]|sabat[oi]|domenic(?:a|he)",
  // Dutch
  "maandags?|dinsdags?|woensdags?|donderdags?|vrijdags?|zaterdags?|zondags?",
  // Portuguese (sábado and domingo are above)
  "(?:segunda|ter[çc]a|quarta|quinta|sexta)s?(?:-feiras?)?",
  // Polish, every case ("od poniedziałku do piątku", "w soboty")
  "poniedzia[łl]\\p{L}*|wtor\\p{L}*|[śs]rod\\p{L}*|czwart\\p{L}*|pi[ąa]t\\p{L}*|sobot\\p{L}*|niedziel\\p{L}*",
  // Hungarian, with endings ("hétfőtől péntekig", "szombaton", "vasárnaponként")
  "h[ée]tf[őo]\\p{L}*|kedd\\p{L}*|szerd[aá]\\p{L}*|cs[üu]t[öo]rt[öo]k\\p{L}*|p[ée]ntek\\p{L}*|szombat\\p{L}*|vas[áa]rnap\\p{L}*",
].join("|");

/**
 * Short day names, taken only as a range ("Mo–Fr", "ma t/m vr", "lun.-ven.", "pon.–pt.", "seg-sex"):
 * alone they are too often other words ("Do", "mar", "dom").
 */
export const INTL_SHORT_DAY =
  "mo|di|mi|do|fr|sa|so|ma|wo|vr|za|zo|lun|mar|mer|jeu|ven|sam|dim|mi[ée]|jue|vie|s[áa]b|dom|gio|pon|wt|[śs]r|czw|pt|sob|niedz|nd|seg|ter|qua|qui|sex|hé|ke|sze|cs|pé|szo|va";

/** Short day names that are no month or common word, taken alone when a dot and a time follow ("sob. 9–13"). */
export const INTL_SHORT_DAY_ALONE = "pon|wt|[śs]r|czw|pt|sob|niedz|nd|mo|di|mi|do|fr|sa|so|wo|vr|za|zo";

/** A part of the day after a day name: "samedi matin", "Donnerstag abends", "sábado por la mañana". */
export const INTL_DAY_PART =
  "(?:vormittags?|nachmittags?|morgens|abends|matin|apr[èe]s-midi|soir|por\\s+la\\s+(?:ma[ñn]ana|tarde|noche)|mattina|pomeriggio|sera|(?:'s\\s+)?(?:ochtends?|middags?|avonds?)|de\\s+manh[ãa]|[àa]\\s+tarde|[àa]\\s+noite|rano|wieczorem|po\\s+po[łl]udniu|reggel|d[ée]lut[áa]n|este)";

/** Closed: "geschlossen", "Ruhetag", "fermé", "cerrado", "chiuso", "gesloten", "fechado", "zamknięte", "zárva". */
export const INTL_CLOSED =
  "(?:geschlossen|ruhetag|ferm[ée]e?|cerrado|chiuso|gesloten|fechado|zamkni[ęe]te|nieczynne|z[áa]rva)";

/** Before a single closing time: "jusqu'à 21h", "hasta las 22:00", "fino alle 23", "tot 21:00", "até às 20h". */
export const INTL_UNTIL =
  "(?:bis|jusqu['’]\\s?à|jusqu['’]\\s?au|hasta\\s+las?|fino\\s+alle|tot|at[ée](?:\\s+[àa]s)?|do)";

/** Words for every day, working days and weekends. */
export const INTL_EVERY_DAY =
  "t[äa]glich|werktags|wochentags|an\\s+wochentagen|am\\s+wochenende|jeden\\s+tag|tous\\s+les\\s+jours|en\\s+semaine|le\\s+week-end|todos\\s+los\\s+d[íi]as|a\\s+diario|entre\\s+semana|tutti\\s+i\\s+giorni|nei\\s+giorni\\s+feriali|dagelijks|elke\\s+dag|op\\s+werkdagen|doordeweeks|todos\\s+os\\s+dias|diariamente|dias\\s+[úu]teis|codziennie|w\\s+dni\\s+robocze|naponta|minden\\s+nap|h[ée]tk[öo]znap(?:okon)?|h[ée]tv[ée]g[ée]n";

/** A word before the first day of a range or a habit: "von", "du", "de", "dal", "van", "od", "le", "los", "jeden"… */
export const INTL_DAY_LEAD =
  "(?:von|vom|ab|jeden|jede|du|de|des|le|les|chaque|del|el|los|las|cada|todos\\s+los|dal|il|la|ogni|van|op|elke|iedere|aos|às|as|os|da|do|todas\\s+as|todos\\s+os|od|w|we|każd[ąy]|minden|from|on|every)";

/** Joins the two ends of a day range: "bis", "à"/"au", "a"/"al", "tot en met", "do", "até", "-tól … -ig". */
export const INTL_DAY_JOIN =
  "(?:\\s?[-–—]\\s?|\\s(?:bis(?:\\s(?:einschlie(?:ß|ss)lich\\s)?(?:zum\\s)?)?|à|au|a|al|tot\\sen\\smet|t/m|tot|do|até|ao|à|alla?|to|till|through)\\s|(?<=t[óő]l)\\s)";

/** Joins days in a list: "und", "et", "y", "e", "en", "i", "és", with an article before the next day. */
export const INTL_DAY_AND =
  "(?:\\s?,\\s?|\\s(?:und|et|y|e|en|i|és|and|&|oraz)\\s)(?:(?:le|les|el|los|las|il|la|i|de|op|w|we|às|aos|am)\\s)?";

/** A clock time as written in these languages: "8", "18:00", "18.30", "9h", "9h30", "19 h". */
export const INTL_CLOCK = "(?:\\d{1,2}(?:[:.]\\d{2}|\\s?h(?:\\s?\\d{2})?)?)";

/** Joins the two ends of a time range: "bis", "à", "a", "tot", "do", "alle", "às". */
export const INTL_TIME_JOIN =
  "(?:\\s?[-–—]\\s?|\\s(?:bis|à|a|au|tot|do|alle|às|ás|até|to|till|until|e|and|y|et|i|und)\\s)";

/** Before the first time of a range: "von", "de", "dès", "van", "od", "dalle", "das", "entre", "tra". */
export const INTL_TIME_LEAD =
  "(?:von|ab|zwischen|de|dès|entre|van|tussen|od|dalle|dalla|dal|tra|fra|das|from|between)";

/** After a time: "Uhr", "uur", "h", "óráig", "godz.". */
export const INTL_TIME_UNIT = "(?:uhr|uur|h|hrs?|óráig|órától|óra|godz\\.?|heures)";

/** Before a single time in a schedule: "à 19h", "um 18 Uhr", "a las 10:00", "alle 19", "om 20:00", "o 18", "às 9h". */
export const INTL_AT_TIME = "(?:à|um|a\\s+las|a\\s+la|alle|all'|om|o|às|at|ab)";

/** Words that open an opening-hours statement. */
export const INTL_OPEN =
  "(?:ge[öo]ffnet|öffnungszeiten|ouvert(?:e|s)?|horaires?|abierto|abrimos|horario|aperto|apriamo|orari|orario|geopend|openingstijden|aberto|abrimos|hor[áa]rio|otwarte|czynne|godziny\\s+otwarcia|nyitva(?:\\s?tartás)?)";

/** Words before a phone number: "Tel.", "unter", "Llámanos al", "Appelez le", "Bel", "Zadzwoń". */
export const INTL_PHONE_LEAD =
  "(?:telefon(?:isch)?|telefonnummer|tel|unter|anrufen|rufen\\s+sie(?:\\s+uns)?|ruf(?:\\s+uns)?|handy|mobil|t[ée]l[ée]phone|t[ée]l|appelez(?:-nous)?|appeler|appelle(?:z)?|portable|ll[áa]m(?:anos|enos|e|ar|a)|tel[ée]fono|tfno|tlf|m[óo]vil|whatsapp|chiama(?:ci|teci|te)?|cellulare|cell|bel(?:\\s+(?:ons|me|gerust))?|telefoon(?:nummer)?|mobiel|ligue(?:-nos)?|ligar|telefone|telem[óo]vel|zadzwo[ńn]|dzwo[ńn]|telefonicznie|kom[óo]rka|h[íi]vj(?:on|ál|anak)?(?:\\s+minket)?|telefonsz[áa]m|mobil)";

/** Small words between such a lead-in and the number: "al", "le", "au", "op", "na", "pod numer", "a". */
export const INTL_PHONE_GLUE =
  "(?:al|el|le|au|op|na|pod|numer|numerem|n[úu]mero|numero|nummer|para|pelo|sur|a|uns|nous|ons|nos|ci|ici|ide|a\\s+következő|at|on|us|auf|ou)";

/** Verbs and phrases that start a list of offerings (the verb is no part of an item's name). */
export const INTL_LIST_STARTS: Record<string, string> = {
  de: [
    "wir\\s+(?:bieten|servieren|verkaufen|backen|machen|reparieren|haben|kochen|r[öo]sten|brauen|liefern|unterrichten|lehren|veranstalten|organisieren|gestalten|bauen|vermieten)(?:\\s+(?:ihnen|euch|dir|auch|jetzt|t[äa]glich|frisch))*",
    "bei\\s+uns\\s+gibt\\s+es|(?:unser\\s+)?angebot\\s*:|leistungen\\s*:|im\\s+angebot\\s*:?|(?:bietet|bieten|anbietet)(?:\\s+(?:ihnen|euch|dir|auch))*",
    // What a stay, course or package includes is a list of its parts.
    "(?:inklusive|inkl\\.|beinhaltet|umfasst|enth[äa]lt)\\s*:?",
  ].join("|"),
  fr: [
    "nous\\s+(?:vous\\s+)?(?:proposons|offrons|servons|vendons|faisons|pr[ée]parons|r[ée]parons|fabriquons|cuisinons|organisons|donnons|avons|enseignons)(?:\\s+(?:aussi|[ée]galement))?",
    "on\\s+(?:vous\\s+)?(?:propose|sert|vend|fait)|au\\s+menu\\s*:?|au\\s+programme\\s*:?|prestations\\s*:|services\\s*:",
    // What a stay, course or package includes is a list of its parts.
    "(?:comprend|comprennent|inclut|incluent)\\s*:?",
  ].join("|"),
  es: [
    "(?:te\\s+|le\\s+|les\\s+)?(?:ofrecemos|servimos|vendemos|hacemos|preparamos|reparamos|tenemos|horneamos|cocinamos|organizamos|impartimos|elaboramos|enseñamos)(?:\\s+(?:tambi[ée]n))?",
    // What a stay, course or package includes is a list of its parts.
    "(?:incluye|incluyen)\\s*:?",
  ].join("|"),
  it: [
    "(?:vi\\s+|ti\\s+)?(?:offriamo|serviamo|vendiamo|prepariamo|facciamo|ripariamo|proponiamo|sforniamo|cuciniamo|organizziamo|abbiamo|insegniamo)(?:\\s+(?:anche))?",
    // What a stay, course or package includes is a list of its parts.
    "(?:include|includono|comprende|comprendono)\\s*:?",
  ].join("|"),
  nl: [
    "(?:wij|we)\\s+(?:bieden|serveren|verkopen|maken|repareren|hebben|bakken|verzorgen|leveren|organiseren|geven|leren|onderwijzen)(?:\\s+(?:u|je|jullie|ook))*",
    // What a stay, course or package includes is a list of its parts.
    "(?:inclusief|omvat|bevat)\\s*:?",
  ].join("|"),
  pt: [
    "(?:oferecemos|servimos|vendemos|fazemos|preparamos|reparamos|temos|confeccionamos|organizamos|ensinamos)(?:\\s+(?:tamb[ée]m))?",
    // What a stay, course or package includes is a list of its parts.
    "(?:inclui|incluem)\\s*:?",
  ].join("|"),
  pl: [
    "(?:oferujemy|serwujemy|sprzedajemy|robimy|naprawiamy|przygotowujemy|mamy|pieczemy|prowadzimy|organizujemy|zapewniamy|uczymy)(?:\\s+(?:te[żz]|r[óo]wnie[żz]))?",
    "w\\s+ofercie\\s*:?|oferta\\s*:",
    // What a stay, course or package includes is a list of its parts.
    "(?:obejmuje|obejmują|zawiera|zawierają|w\\s+cenie)\\s*:?",
  ].join("|"),
  hu: [
    "(?:k[íi]n[áa]lunk|k[íi]n[áa]latunk\\s*:?|[áa]rulunk|k[ée]sz[íi]t[üu]nk|v[áa]llalunk|s[üu]t[üu]nk|tan[íi]tunk|oktatunk|szolg[áa]ltat[áa]saink\\s*:?)",
    // What a stay, course or package includes is a list of its parts.
    "(?:tartalmazza|tartalmaz|az\\s+[áa]r\\s+tartalmazza)\\s*:?",
  ].join("|"),
};
export const INTL_LIST_START = Object.values(INTL_LIST_STARTS).join("|");

/** Words that join the last item of a list, per language (English "and", "or", "plus" always count). */
export const INTL_LIST_AND: Record<string, string> = {
  de: "und|oder|sowie",
  fr: "et|ou|ainsi\\s+que",
  es: "y|e|o|u",
  it: "e|ed|o|oppure",
  nl: "en|of",
  pt: "e|ou",
  pl: "i|oraz|lub|albo",
  hu: "és|vagy|valamint",
};

/** A separable particle or trailing verb that closes a list: German "… an", Hungarian "… kínálunk". */
export const INTL_LIST_END =
  // "an"/"aus" close a German verb ("bieten … Tee an"); before more words they are a preposition ("an den Steuerberater").
  "\\s(?:an|aus)$|\\s(?:k[íi]n[áa]lunk|[áa]rulunk|k[ée]sz[íi]t[üu]nk|v[áa]llalunk|s[üu]t[üu]nk|sind|ist|son|est|sont|zijn|s[ãa]o|sono|s[ąa])(?:\\s.*)?$";

/** Role nouns: the owner, the teacher, the doctor… in each language (with feminine forms). */
export const INTL_ROLE_NOUN = [
  // German
  "inhaber(?:in)?|gr[üu]nder(?:in)?|mitgr[üu]nder(?:in)?|gesch[äa]ftsf[üu]hrer(?:in)?|leiter(?:in)?|k[üu]chenchef(?:in)?|koch|k[öo]chin|b[äa]ckermeister(?:in)?|konditor(?:in)?|trainer(?:in)?|lehrer(?:in)?|yogalehrer(?:in)?|dozent(?:in)?|[äa]rztin|arzt|zahn[äa]rzt(?:in)?|tier[äa]rzt(?:in)?|physiotherapeut(?:in)?|heilpraktiker(?:in)?|friseur(?:in|meister(?:in)?)?|meister(?:in)?|fotograf(?:in)?|rechtsanwalt|rechtsanw[äa]ltin|(?:fach)?anwalt|(?:fach)?anw[äa]ltin|steuerberater(?:in)?|architekt(?:in)?",
  // German compounds of a role: "Hundeosteopathin", "Hundetrainerin", "Ernährungsberater", "Tierheilpraktikerin".
  "\\p{L}{3,}(?:trainer|osteopath|therapeut|heilpraktiker|berater|lehrer|pfleger|physiotherapeut|meister)(?:in|innen)?",
  // Several of them: "Unsere Trainerinnen: Anna Berger und Sophie Lang".
  "(?:trainer|lehrer|therapeut|physiotherapeut|fotograf|architekt|[äa]rzt)innen",
  // French
  "professeur(?:e)?|prof|fondat(?:eur|rice)|cofondat(?:eur|rice)|chef(?:fe)?|g[ée]rant(?:e)?|propri[ée]taire|coach|format(?:eur|rice)|m[ée]decin|docteur(?:e)?|dentiste|kin[ée]sith[ée]rapeute|ost[ée]opathe|coiffeu(?:r|se)|boulang(?:er|[èe]re)|p[âa]tissi(?:er|[èe]re)|direct(?:eur|rice)|anima(?:teur|trice)|enseignant(?:e)?|photographe|avocat(?:e)?|architecte",
  // Spanish
  "propietari[oa]|due[ñn][oa]|fundador(?:a)?|cofundador(?:a)?|doctor(?:a)?|m[ée]dic[oa]|profesor(?:a)?|entrenador(?:a)?|instructor(?:a)?|director(?:a)?|gerente|fisioterapeuta|peluquer[oa]|odont[óo]log[oa]|ortodoncista|dentista|cocinero|cocinera|panader[oa]|fot[óo]graf[oa]|abogad[oa]|arquitect[oa]",
  // Italian
  "titolare|fondat(?:ore|rice)|cofondat(?:ore|rice)|cuoc[oa]|insegnante|istrut(?:tore|trice)|allena(?:tore|trice)|dottor(?:e|essa)|medico|direttore|direttrice|maestr[oa]|parrucchier(?:e|a)|proprietari[oa]|fotografo|fotografa|avvocat[oa]|architetto",
  // Dutch
  "eigena(?:ar|resse)|oprichter|mede-oprichter|chef-kok|kok|docent(?:e)?|leraar|lerares|trainer|instructeur|tandarts|huisarts|fysiotherapeut|kapper|directeur|bakker|fietsenmaker|fotograaf|advocaat|architect",
  // Portuguese
  "propriet[áa]ri[oa]|dono|dona|fundador(?:a)?|professor(?:a)?|instrutor(?:a)?|treinador(?:a)?|m[ée]dic[oa]|diretor(?:a)?|cabeleireir[oa]|padeir[oa]|fot[óo]graf[oa]|advogad[oa]|arquitet[oa]",
  // Polish
  "w[łl]a[śs]cicielk[ai]|w[łl]a[śs]ciciel|za[łl]o[żz]ycielk[ai]|za[łl]o[żz]yciel|szef\\s+kuchni|kucharz|trener(?:ka)?|instruktor(?:ka)?|nauczyciel(?:ka)?|lekarz|dentyst(?:a|ka)|stomatolog|fizjoterapeut(?:a|ka)|fryzjer(?:ka)?|dyrektor(?:ka)?|kierownik|fotograf(?:ka)?|adwokat|architekt(?:ka)?",
  // Experts and speakers a webinar or a practice names ("com a economista Marta Ribeiro", "avec la
  // nutritionniste …", "z ekonomistką …"), in French, Spanish, Italian, Portuguese, Dutch and Polish.
  "[ée]conomiste|economista|econoom|ekonomist(?:a|k[aią])|nutritionniste|nutricionista|nutrizionista|voedingsdeskundige|dietetyk|psycholog(?:ue|ist)?|psic[óo]log[oa]|psicologa|psycholoog|psycholo[żz]k[aią]|consultant(?:e)?|consultor(?:a)?|consulente|adviseur|doradc[aąy]|sp[ée]cialiste|especialista|specialista|expert(?:e)?|expert[oa]|esperto|esperta|ekspert(?:k[aią])?|deskundige|comptable|contable|contabilista|commercialista|boekhouder|ksi[ęe]gow[aąy]|intervenant(?:e)?|ponente|palestrante|relat(?:ore|rice)|orador(?:a)?|prelegent(?:k[aią])?|spreker",
  // Advisers and consultants, who present webinars and sign advice: "asesor fiscal", "consulente di
  // comunicazione", "conseillère fiscale", "consultora", "belastingadviseur".
  "asesor(?:a)?|consultor(?:a)?|consultant(?:e)?|conseill(?:er|[èe]re)|consulente|\\p{L}{3,}adviseur",
  // Hungarian
  "tulajdonos|alap[íi]t[óo]|t[áa]rsalap[íi]t[óo]|s[ée]f|szak[áa]cs|edz[őo]|oktat[óo]|tan[áa]r(?:n[őo])?|orvos|fogorvos|gy[óo]gytorn[áa]sz|fodr[áa]sz|[üu]gyvezet[őo]|vezet[őo]|mester|fot[óo]s|[üu]gyv[ée]d|[ée]p[íi]t[ée]sz",
].join("|");

/** "led by" in each language: "animé par", "geleitet von", "dirigido por", "geleid door", "prowadzi". */
export const INTL_VERB_BY =
  "(?:geschrieben|verfasst)\\s+von|[ée]crite?s?\\s+par|r[ée]dig[ée]e?s?\\s+par|escrit[oa]s?\\s+por|scritt[oa]\\s+da|geschreven\\s+door|(?:anim[ée]e?s?|dirig[ée]e?s?|g[ée]r[ée]e?s?|tenue?s?|pr[ée]sent[ée]e?s?|fond[ée]e?s?|enseign[ée]e?s?|donn[ée]e?s?|encadr[ée]e?s?)\\s+par|(?:geleitet|gef[üu]hrt|gegr[üu]ndet|unterrichtet|moderiert|betrieben|veranstaltet)\\s+von|(?:dirigid[oa]s?|impartid[oa]s?|fundad[oa]s?|gestionad[oa]s?|presentad[oa]s?|ministrad[oa]s?|orientad[oa]s?|conduzid[oa]s?)\\s+por|a\\s+cargo\\s+de|(?:guidat[oa]|condott[oa]|gestit[oa]|tenut[oa]|fondat[oa]|presentat[oa]|insegnat[oa])\\s+da|(?:geleid|gegeven|gerund|opgericht|begeleid|gepresenteerd)\\s+door|prowadz(?:i|[ąa]|on[ey])(?:\\s+przez)?|vezeti|tartja|vezet[ée]s[ée]vel";

/** "is" between a role and a name: "Inhaberin ist Anna Schmidt", "La propriétaire est …". */
export const INTL_IS = "(?:ist|est|es|è|is|é|jest|a|az)";

/** Stop words after a lower-case role: "professeure certifiée depuis 2012". */
export const INTL_ROLE_STOP =
  "seit|mit|und|bei|im|in|aus|depuis|avec|et|à|au|dans|de|desde|con|y|en|da|dal|con|e|sinds|met|en|bij|uit|desde|com|em|od|z|i|w|óta|és|since|with|and|at|in|on|for|from";

/** Month names (lower case), which follow the same prepositions as towns ("en mayo", "à juin", "w maju"). */
export const INTL_MONTHS = (
  "januar februar märz april mai juni juli august september oktober november dezember " +
  "janvier février mars avril mai juin juillet août septembre octobre novembre décembre " +
  "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre " +
  "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre " +
  "januari februari maart april mei juni juli augustus september oktober november december " +
  "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro " +
  "styczniu lutym marcu kwietniu maju czerwcu lipcu sierpniu wrześniu październiku listopadzie grudniu " +
  "primavera verano otoño invierno été hiver printemps automne estate inverno"
).split(" ");

/** Words that make a list part a clause rather than an item's name ("servieren Frühstück", "somos"). */
export const INTL_ITEM_VERB =
  "servieren|backen|bieten|machen|verkaufen|reparieren|sind|ist|haben|sont|sommes|est|servons|proposons|offrons|faisons|somos|son|servimos|ofrecemos|hacemos|siamo|sono|serviamo|offriamo|facciamo|zijn|bieden|serveren|maken|s[ãa]o|oferecemos|fazemos|jeste[śs]my|jest|s[ąa]|oferujemy|serwujemy|vagyunk|k[íi]n[áa]lunk";

/** Time words before an item ("jeden Morgen Kuchen"): how often, not what. */
export const INTL_ITEM_TIME =
  "jeden\\s+(?:morgen|tag|abend)|t[äa]glich|frisch|tous\\s+les\\s+(?:jours|matins)|chaque\\s+(?:jour|matin)|todos\\s+los\\s+d[íi]as|cada\\s+d[íi]a|cada\\s+ma[ñn]ana|ogni\\s+(?:giorno|mattina)|elke\\s+(?:dag|ochtend)|dagelijks|vers|todos\\s+os\\s+dias|diariamente|codziennie|ka[żz]dego\\s+dnia|minden\\s+(?:nap|reggel)|naponta";

/**
 * Month names as written in a date, with their number: the German, French, Spanish, Italian, Dutch and
 * Portuguese names and the Polish genitive ("14 marca"), lower case. A name shared by languages ("mai",
 * "april", "marzo") is listed once.
 */
export const INTL_DATE_MONTHS: Record<string, number> = Object.fromEntries(
  [
    "januar janvier enero gennaio januari janeiro stycznia",
    "februar février fevrier febrero febbraio februari fevereiro lutego",
    "märz maerz mars marzo maart março marca",
    "april avril abril aprile kwietnia",
    "mai mayo maggio mei maio maja",
    "juni juin junio giugno junho czerwca",
    "juli juillet julio luglio julho lipca",
    "august août aout agosto augustus sierpnia",
    "september septembre septiembre setiembre settembre setembro września wrzesnia",
    "oktober octobre octubre ottobre outubro października pazdziernika",
    "november novembre noviembre novembro listopada",
    "dezember décembre decembre diciembre dicembre december dezembro grudnia",
  ].flatMap((names, i) => names.split(" ").map((name) => [name, i + 1] as const)),
);
