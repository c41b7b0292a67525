/** Polish. */
import { colourTable, type LanguagePack, numberTable, words } from "./types.js";

export const pl: LanguagePack = {
  code: "pl",
  name: "Polish",
  languages: {
    en: words("angielski|na angielski|po angielsku"),
    de: words("niemiecki|na niemiecki|po niemiecku"),
    fr: words("francuski|na francuski|po francusku"),
    es: words("hiszpański|na hiszpański|po hiszpańsku"),
    it: words("włoski|na włoski|po włosku"),
    nl: words("niderlandzki|holenderski|na holenderski"),
    pt: words("portugalski|na portugalski"),
    pl: words("polski|na polski|po polsku"),
    hu: words("węgierski|na węgierski"),
    uk: words("ukraiński|na ukraiński|po ukraińsku"),
  },
  weekdays: [
    words("poniedziałek|poniedziałki|poniedziałku|pon|pn"),
    words("wtorek|wtorki|wtorku|wt"),
    words("środa|środy|środę|środzie|śr"),
    words("czwartek|czwartki|czwartku|czw"),
    words("piątek|piątki|piątku|pt|pią"),
    words("sobota|soboty|sobotę|sobocie|sob|so"),
    words("niedziela|niedziele|niedzielę|niedzieli|ndz|nd"),
  ],
  dayGroups: {
    weekend: words(
      "weekend|weekendy|w weekend|w weekendy|weekendami|sobota i niedziela|w soboty i niedziele",
    ),
    weekdays: words("w tygodniu|w dni powszednie|dni powszednie|od poniedziałku do piątku|pon-pt"),
  },
  months: [
    words("styczeń|stycznia|styczniu|sty"),
    words("luty|lutego|lutym|lut"),
    words("marzec|marca|marcu|mar"),
    words("kwiecień|kwietnia|kwietniu|kwi"),
    words("maj|maja|maju"),
    words("czerwiec|czerwca|czerwcu|cze"),
    words("lipiec|lipca|lipcu|lip"),
    words("sierpień|sierpnia|sierpniu|sie"),
    words("wrzesień|września|wrześniu|wrz"),
    words("październik|października|październiku|paź"),
    words("listopad|listopada|listopadzie|lis"),
    words("grudzień|grudnia|grudniu|gru"),
  ],
  numbers: numberTable(
    "jeden 1|jedna 1|dwa 2|dwie 2|trzy 3|cztery 4|pięć 5|sześć 6|siedem 7|osiem 8|dziewięć 9|dziesięć 10|jedenaście 11|dwanaście 12|południe 12",
  ),
  ordinals: numberTable(
    "pierwszy 1|pierwsza 1|drugi 2|druga 2|trzeci 3|trzecia 3|czwarty 4|piąty 5|ostatni -1|ostatnia -1",
  ),
  verbs: {
    add: words("dodaj|dodać|dopisz|dopisać|wstaw|wstawić|umieść|umieścić|pokaż|pokazać|uwzględnij"),
    remove: words("usuń|usunąć|skasuj|wyrzuć|wyrzucić|wykreśl|zabierz|schowaj"),
    move: words("przenieś|przenieść|przesuń|przesunąć|umieść|daj|przesuńcie|umieśćcie|przenieście|wstaw"),
    change: words(
      "zmień|zmienić|zaktualizuj|zaktualizować|popraw|poprawić|ustaw|ustawić|użyj|zamień|podnieś|podnieście|podwyższ|obniż|obniżcie",
    ),
    make: words("zrób|zrobić|uczyń|daj"),
    rename: words("zmień nazwę|przemianuj|nazwij"),
    replace: words("zastąp|zastąpić|zamień|podmień"),
    translate: words("przetłumacz|przetłumaczyć|tłumaczenie"),
    shorten: words("skróć|skrócić|przytnij"),
    lengthen: words("wydłuż|wydłużyć|rozbuduj|rozszerz"),
    highlight: words("wyróżnij|wyróżnić|podkreśl|zaznacz|oznacz"),
  },
  sections: {
    hero: words("baner|nagłówek|góra strony|na górze|hero"),
    about: words("o nas|o mnie|nasza historia|kim jesteśmy"),
    services: words("usługi|usługa|usługę|oferta|co robimy|zajęcia|zajęć|zajęciach"),
    features: words("funkcje|funkcja|cechy"),
    benefits: words("korzyści|zalety|dlaczego my"),
    products: words("produkty|produkt|asortyment|kolekcja|menu|kolory|smaki"),
    projects: words("projekty|projekt|realizacje|realizacja|portfolio"),
    learn: words("czego się nauczysz|program kursu|moduły|tematy"),
    skills: words("umiejętności|kompetencje"),
    offers: words("promocje|oferty specjalne|okazje"),
    pricing: words("cennik|ceny|pakiety|plany|taryfy|bilety"),
    hours: words("godziny otwarcia|godziny|godziny pracy"),
    "event-details": words("szczegóły|szczegóły wydarzenia|kiedy i gdzie"),
    countdown: words("odliczanie|licznik|countdown"),
    agenda: words("program|agenda|harmonogram"),
    speakers: words("prelegenci|prelegent|mówcy|prelegentka|prelegentki|prelegentkę|prelegenta"),
    host: words(
      "gospodarz|organizator|prowadzący|prowadząca|trener|trenerka|instruktor|instruktorka|nauczyciel",
    ),
    team: words("zespół|nasz zespół|ekipa"),
    testimonials: words("opinie klientów|referencje|cytaty"),
    reviews: words("opinie|opinia|recenzje|recenzja"),
    gallery: words("galeria|zdjęcia|fotografie"),
    faq: words("faq|najczęstsze pytania|pytania"),
    download: words("pobierz|pobieranie"),
    contact: words("kontakt|dane kontaktowe"),
    registration: words("rejestracja|zapisy|formularz zapisów"),
    signup: words("lista oczekujących"),
    subscribe: words("newsletter|subskrypcja"),
    "lead-form": words("zapytanie ofertowe|wycena|formularz zapytania"),
    cta: words("wezwanie do działania"),
    stats: words("liczby|statystyki"),
    logos: words("loga|klienci|partnerzy|marki"),
    ratings: words("gwiazdki|oceny"),
    trust: words("gwarancje|certyfikaty"),
    shipping: words("wysyłka|dostawa"),
    deliverables: words("co otrzymujesz"),
    "how-it-works": words("jak to działa|kroki|proces"),
    "problem-solution": words("problem|rozwiązanie"),
    samples: words("próbki"),
  },
  sectionWords: words("sekcja|sekcję|blok|część|tabela|lista|sekcje|sekcji|bloki"),
  itemWords: words("pozycja|pozycję|karta|element|pakiet|opcja|danie|punkt"),
  texts: {
    headline: words("nagłówek|główny nagłówek|tytuł główny|duży tytuł"),
    tagline: words("podtytuł|slogan|hasło"),
    button: words("przycisk|przyciski|guzik|cta"),
    title: words("tytuł|tytuł strony"),
    heading: words("tytuł sekcji|śródtytuł"),
    company: words("nazwa firmy|nazwę firmy"),
    lead: words("wstęp|opis|tekst|akapit|wprowadzenie|intro"),
  },
  colours: colourTable(
    "czerwony #dc2626|bordowy #800020|pomarańczowy #ea580c|żółty #ca8a04|musztardowy #c9a227|złoty #b8860b|" +
      "zielony #16a34a|butelkowa zieleń #228b22|leśna zieleń #228b22|ciemnozielony #166534|oliwkowy #556b2f|" +
      "szałwiowy #77815c|miętowy #10b981|szmaragdowy #059669|turkusowy #0e9aa7|niebieski #2563eb|" +
      "jasnoniebieski #3b82f6|błękitny #0284c7|granatowy #1e3a8a|ciemnoniebieski #1e3a8a|indygo #4f46e5|" +
      "fioletowy #7c3aed|liliowy #9d7cbf|śliwkowy #7e3a6e|różowy #db2777|koralowy #f0614f|brzoskwiniowy #e98a5d|" +
      "terakota #c4623d|brązowy #92400e|beżowy #a8906b|szary #4b5563|grafitowy #36454f|czarny #111111",
  ),
  colourWords: {
    colour: words(
      "kolor|kolory|kolorach|kolorami|kolorów|barwy|barwach|barwami|kolorystyka|paleta|w odcieniach|odcieniach|odcienie|odcieni",
    ),
    primary: words("główny kolor|kolor główny|kolor marki"),
    accent: words(
      "detale|detalami|detali|akcenty|akcentami|dodatki|dodatkami|wykończenia|wykończeniami|kolor akcentu|akcent|drugi kolor",
    ),
  },
  schemes: {
    dark: words(
      "ciemny|ciemna|ciemne|ciemną|ciemnej|ciemnym|ciemnych|ciemnymi|ciemnego|ciemniejszy|ciemniejsza|ciemniejsze|ciemniejszych|ciemniej|tryb ciemny|ciemne tło|czarne tło",
    ),
    light: words(
      "jasny|jasna|jasne|jasną|jasnej|jasnym|jasnych|jasnymi|jasnego|jaśniejszy|jaśniejsza|jaśniejsze|jaśniejszych|jaśniej|tryb jasny|jasne tło|białe tło",
    ),
  },
  fonts: {
    serif: words("szeryfowa|szeryfowy|z szeryfami|klasyczna czcionka"),
    sans: words("bezszeryfowa|bezszeryfowy|bez szeryfów|nowoczesna czcionka"),
    font: words("czcionka|czcionkę|krój pisma|font|tekst|teksty|litery"),
  },
  designs: {
    editorial: words("redakcyjny|magazynowy"),
    bold: words(
      "wyrazisty|wyrazista|bardziej wyrazisty|odważny|odważna|przyciągający uwagę|mocniejszy|odważniejszy|odważniejsze|mocniejsze|wyrazistszy|sportowy|sportowa|sportowe|bardziej sportowy|dynamiczny|dynamiczna|dynamiczniejszy",
    ),
    minimal: words(
      "minimalistyczny|minimalistyczna|prosty|prosta|prostszy|czysty|stonowany|nowoczesny|nowoczesna|nowoczesne|nowocześniejszy|nowocześniejsza|nowocześniejsze|nowocześniej|spokojny|spokojniejszy|spokojniejsze|stonowane|spokojne|spokojna|spokojniejsza|stonowana|wyciszone|kojące|łagodne kolory|chłodne kolory|chłodniejsze kolory|chłodniejsze|chłodne|zimne kolory",
    ),
    warm: words(
      "przytulna|przytulne|przytulnie|przytulniej|przytulniejszy|przytulniejsza|przytulniejsze|cieplej|cieplejsza|cieplejsze|rustykalna|rustykalne|rustykalnie|rustykalnym|bardziej rustykalny|ciepły|ciepła|cieplejszy|przytulny|przyjazny|przyjazna|przyjaźniejszy|delikatny|delikatniejszy|delikatne|delikatniejsze|łagodny|łagodniejszy|łagodniejsze|pastelowy|pastelowe|miękki|miększy|ziemisty|ziemiste|rustykalny",
    ),
    luxury: words("elegancki|elegancka|bardziej elegancki|luksusowy|luksusowa|ekskluzywny|premium"),
    technical: words("techniczny|techniczna|technologiczny|futurystyczny"),
    playful: words(
      "młodzieżowy|młodzieżowa|bardziej młodzieżowy|młodszy|młodzieżowo|świeższy|świeższa|świeższe|świeżej|zabawny|zabawna|wesoły|wesoła|kolorowy|kolorowa|radosny|radośniejszy|weselszy|weselsze|żywszy|żywsze|bardziej kolorowy",
    ),
    classic: words(
      "żeglarski|żeglarska|żeglarskie|żeglarsko|marynistyczny|marynistyczna|marynistyczne|nautyczny|nautyczna|nautyczne|vintage|w stylu vintage|klasyczny|klasyczna|tradycyjny|tradycyjna|poważny|ponadczasowy",
    ),
  },
  professional: words("profesjonalny|profesjonalna|bardziej profesjonalny|profesjonalnie"),
  grammar: {
    closed: words(
      "zamknięte|zamknięty|nieczynne|nieczynny|zamknięta|zamknięci|nieczynni|nie pracujemy|mamy wolne",
    ),
    open: words("otwarte|otwarty|otwarta|otwarci|czynne|czynny|czynna|otwieramy|pracujemy"),
    until: words("do|-|–"),
    from: words("od|z"),
    to: words("na|do|w|jako"),
    and: words("i|oraz|&|plus"),
    also: words("też|także|również|dodatkowo"),
    only: words("tylko|jedynie"),
    except: words("oprócz|poza|z wyjątkiem"),
    sameTime: words(
      "ta sama godzina|o tej samej godzinie|ta sama pora|te same godziny|w tych samych godzinach",
    ),
    everyDay: words("codziennie|każdego dnia|7 dni w tygodniu"),
    now: words("teraz|od teraz|od dziś|już nie|właściwie|tak naprawdę"),
    new: words("nowy|nowa|nowe|nowego|kolejny|kolejna|jeszcze jeden|jeszcze jedna"),
    with: words("z|ze|wraz z|razem z"),
    of: words("z|dla|za"),
    in: words("w|we|do"),
    on: words("w|na"),
    at: words("o|przy"),
    as: words("jako"),
    here: words("tutaj|tu|w tej sekcji"),
    this: words("to|ten|tę|tą|tej|tę sekcję"),
    next: words("potem|następnie|a potem"),
    is: words("jest|są|kosztuje|kosztują|będzie|wynosi|nazywa się|nazywają się|nazywany|nazywana"),
    says: words("mówi|pisze|cytat"),
    instead: words("zamiast"),
    all: words("wszystko|wszystkie|cały|cała|każdy|każdą|każde|każdego"),
    not: words("nie|żaden|żadna|nigdy"),
    one: words("jeden|jedna|jedno|jeszcze jeden|jeszcze jedną|nowy|nową|nowe"),
    by: words("od"),
  },
  places: {
    first: words(
      "na górę|na samą górę|na początek|na początku|zaraz pod banerem|tuż pod banerem|jako pierwszą",
    ),
    last: words("na dół|na sam dół|na koniec|na końcu|jako ostatnią"),
    above: words("nad|przed|powyżej"),
    below: words("pod|po|za|poniżej"),
    up: words("wyżej|w górę"),
    down: words("niżej|w dół"),
    under: words("zaraz pod|tuż pod|zaraz po|tuż po"),
    top: words("baner|nagłówek|góra strony"),
  },
  sizes: {
    bigger: words(
      "większy|większa|większe|duży|duża|duże|bardziej widoczny|bardziej widoczna|bardziej widoczne",
    ),
    smaller: words("mniejszy|mniejsza|mniejsze|mały|mała"),
    more: words("więcej"),
    less: words("mniej"),
    shorter: words("krótszy|krótsza|krótsze|zwięźlej|mniej tekstu|za długi|za długie"),
    longer: words("dłuższy|dłuższa|dłuższe|więcej tekstu|za krótki"),
  },
  facts: {
    price: words("cena|ceny|cenę|koszt|opłata"),
    phone: words("telefon|numer telefonu|numer|komórka|tel"),
    email: words("e-mail|email|mail|adres e-mail"),
    address: words("adres|lokalizacja|siedziba"),
    url: words("strona|strona internetowa|link|url|witryna"),
    social: words("profil|konto|media społecznościowe"),
    person: words("imię|nazwisko|osoba|właściciel"),
    date: words("data|datę|dzień"),
    time: words("godzina|godzinę|początek|start"),
    hours: words("godziny otwarcia|godziny|godziny pracy"),
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
      "napisz|napiszcie|napisać|dopisz|dopiszcie|wspomnij|wspomnijcie|dodaj|dodajcie|zaznacz|zaznaczcie|podaj|podajcie|powiedz",
    ),
    that: words("że|ze"),
    mention: words("wspomnij|wspomnijcie|zaznacz|zaznaczcie"),
    lines: words("zdanie|linijkę|linijka|notkę|notka|informację|tekst"),
    saying: words("mówiące|mówiącą"),
  },
  dateRange: words("do|-|–|—"),
  noLonger: {
    words: words("już nie|juz nie|nie już"),
    work: words("pracujemy|pracuję|otwieramy|otwarte|otwarty|czynne|czynny|przyjmujemy|przyjmuję|przyjmuje"),
  },
  remaining: words("tylko|zostało|zostały|pozostało|wolnych|wolne|jeszcze|dostępnych"),
  left: words("zostało|zostały|pozostało|pozostały|wolnych|wolne|dostępnych"),
  gone: {
    words: words(
      "już nie|nie ma już|koniec z|odszedł|odeszła|odszedł od nas|odeszła od nas|przeszedł na emeryturę|przeszła na emeryturę|jest na emeryturze|zrezygnował|zrezygnowała",
    ),
    withNot: words("już"),
  },
  capacity: words("maksymalnie|maks|maks.|najwyżej|ograniczona do|ograniczone do"),
  objectEndings: [
    ["ę", "a"],
    ["ą", "a"],
  ],
  listAdd: {
    subjects: words("my|ja"),
    verbs: words(
      "akceptujemy|przyjmujemy|oferujemy|sprzedajemy|mamy|robimy|obsługujemy|prowadzimy|współpracujemy z",
    ),
    offer: words("oferujemy|sprzedajemy|prowadzimy"),
  },
  mentionOf: words(
    "fragment o|wzmiankę o|część o|zdanie o|zdanie z|zdanie że|zdanie, że|linijkę o|linijkę z|fragment z|tekst o|część gdzie|fragment gdzie|to o|to zdanie o|informację o|informacje o|info o|informację na temat|wzmiankę na temat|notkę o|dopisek o",
  ),
  wordEndings: words(
    "a|e|i|y|o|u|ą|ę|ów|om|ami|ach|iach|iami|iom|iów|em|ie|iu|ia|ii|ej|ego|emu|ym|im|ymi|imi|ych|ich|owi",
  ),
  swap: words("zamień|zamienić|zamień miejscami"),
  badges: words("polecany|polecana|polecane|najpopularniejszy|najpopularniejsza|bestseller"),
  areas: words(
    "obsługujemy|dojeżdżamy|dowozimy|działamy|jeździmy|spotykamy się|obszar|obszarów|miejscowości|dzielnic",
  ),
  relatives: words("która|który|które|którzy"),
  roles: {
    jobs: words(
      "księgowy|księgowa|specjalista|specjalistka|terapeuta|terapeutka|fizjoterapeuta|fizjoterapeutka|osteopata|dentysta|dentystka|ortodonta|pielęgniarka|lekarz|lekarka|weterynarz|menedżer|menedżerka|asystent|asystentka|doradca|konsultant|konsultantka|projektant|projektantka|programista|programistka|inżynier|fotograf|fotografka|trener|trenerka|coach|nauczyciel|nauczycielka|instruktor|instruktorka|przewodnik|przewodniczka|szef kuchni|kucharz|kucharka|piekarz|fryzjer|fryzjerka|kosmetyczka|mechanik|technik|elektryk|hydraulik|sprzątaczka|prawnik|adwokat|architekt|redaktor|artysta|artystka|muzyk|dyrektor|dyrektorka|założyciel|założycielka|właściciel|właścicielka|wspólnik|wolontariusz|wolontariuszka|psycholog|dietetyk|dietetyczka|prelegent|prelegentka",
    ),
    colleague: words("kolega|koleżanka|członek zespołu|osoba|pracownik|pracowniczka"),
  },
  reasons: words(
    "jest zepsute|zepsute|nie działa|jeszcze nie gotowe|nie jest gotowe|już nie używamy|już tego nie ma|zrezygnowaliśmy|już nie|nikt|nie ma chętnych|przestaliśmy",
  ),
  moves: words(
    "kosztuje teraz|kosztują teraz|teraz kosztuje|teraz kosztują|podrożał do|podrożała do|podrożało do|podrożały do|podrożał|podrożała|podrożało|potaniał do|potaniała do|potaniało do|wzrosła do|wzrósł do|wzrosło do|spadła do|spadł do|bierzemy",
  ),
  seasons: words(
    "lato|latem|zima|zimą|wiosna|wiosną|jesień|jesienią|święta|świąt|święto|urlop|urlopu|wakacje|wakacji|sezon|sezonie",
  ),
  namedNow: words(
    "nazywa się teraz|teraz nazywa się|teraz się nazywa|nazywa się|nosi teraz nazwę|zmienia nazwę na",
  ),
  free: words("za darmo|bezpłatny|bezpłatna|bezpłatne|darmowy|darmowa|darmowe"),
  dayParts: {
    early: words("rano|rankiem|przed południem"),
    midday: words("w południe|w porze obiadowej|na obiad|na obiady"),
    afternoon: words("po południu"),
    late: words("wieczorem|wieczór|wieczory|na kolację|na kolacje"),
  },
  closes: words("zamykamy|zamyka|zamykają|zamknięcie"),
  relocated: words(
    "przenieśliśmy się na|przeprowadziliśmy się|nowy adres|jesteśmy teraz na|jesteśmy teraz w",
  ),
  statuses: {
    sold_out: words("wyprzedane|wyprzedany|wyprzedana|brak biletów|brak miejsc|komplet"),
    available: words("znowu dostępne|dostępne|dostępny|dostępna|ponownie dostępne"),
    cancelled: words("odwołane|odwołany|odwołana|anulowane"),
    postponed: words("przełożone|przełożony|przełożona|przesunięte"),
    past: words("zakończone|odbyło się|minęło"),
  },
  deadline: words("termin zapisów|zapisy do|termin zgłoszeń|zgłoszenia do"),
  periods: {
    day: ["/dzień", "za dzień", "na dzień", "dziennie"],
    week: ["/tydzień", "za tydzień", "na tydzień", "tygodniowo"],
    month: ["/mies.", "za miesiąc", "na miesiąc", "miesięcznie"],
    year: ["/rok", "za rok", "na rok", "rocznie"],
  },
  scopes: words("poza|za granicę|zagranica|międzynarodowa|międzynarodowy|w weekend"),
  statusLabels: {
    sold_out: "Wyprzedane",
    booked: "Brak miejsc",
    past: "Odbyło się",
    cancelled: "Odwołane",
    postponed: "Przełożone",
  },
  styleParts: {
    spacing: words("odstępy|odstęp|marginesy|przestrzeń"),
    buttons: words("przyciski|przycisk|guziki"),
    menu: words("menu|nawigacja|nawigację"),
    heroImage: words("główne zdjęcie|zdjęcie na górze|obraz w banerze"),
    hide: words("ukryj|ukryć|bez|usuń|schowaj"),
    headings: words("nagłówki|nagłówków|tytuły|tytuły sekcji|śródtytuły"),
  },
  qa: { question: words("pytanie"), answer: words("odpowiedź|odpowiedz") },
  forms: {
    form: words("formularz|formularz kontaktowy|formularz zapisów"),
    field: words("pole|pytanie"),
    required: words("wymagane|wymagany|obowiązkowe|obowiązkowy"),
    optional: words("opcjonalne|opcjonalny|nieobowiązkowe"),
    types: {
      email: words("e-mail|email|adres e-mail"),
      tel: words("telefon|numer telefonu"),
      textarea: words("wiadomość|komentarz|uwagi"),
      select: words("lista rozwijana|wybór"),
      text: words("imię|nazwisko|firma|tekst"),
    },
    ask: words("pytać o|pyta o|pytał o|zapytać o|prosić o|prosi o"),
    dates: words("data|preferowana data|dzień"),
    sendTo: words("wysyłaj formularz na|formularz na|zgłoszenia na|formularze na"),
  },
  notOffers: words(
    "wifi|wi-fi|internet|parking|parkingu|playlista|playlistę|muzyka|muzykę|muzyki|muzyka w tle|odtwarzacz|zniżka|zniżkę|zniżki|rabat|kod rabatowy|informacje|informację|info|opcje|alergie|alergeny|dostępność|wózek|toalety|klimatyzacja|klimatyzację|animacja|animację|animacje|emoji|ikony|favicon|chatbot|czat|cookies|popup|wyszukiwarka|wyszukiwarkę|tłumaczenie|tryb ciemny|licznik odwiedzin|księga gości|widżet|karuzela|karuzelę|baner|logo|wideo|film|zdjęcia|obrazy|promo|promocja|promocję|promocje",
  ),
  offerings: words("zajęcia|kursy|lekcje|warsztaty|sesje|zabiegi|dania|menu|karta|oferta"),
  sessions: {
    nouns: words("zajęcia|lekcja|lekcję|sesja|sesję|kurs|warsztat"),
    called: words("o nazwie|nazwany|nazwane"),
    desks: words("sekretariat|biuro|recepcja|sklep"),
  },
  backRefs: words("to|je|go|ją|jego|ich"),
  buttons: {
    main: words("główny|główna|główne|głównego|najważniejszy|pierwszy|górny"),
    say: words("mówić|brzmieć|nazywać się|pokazywać|mieć napis"),
    actions: {
      call: words("zadzwoń|dzwonić|zadzwonić|telefon|połączenie"),
      book: words("rezerwacja|rezerwacji|rezerwuj|zarezerwuj|umów|wizyta|wizyty|stolik"),
      buy: words("kup|kupić|zakup|zakupu|zamów|zamówić|zamówienie|koszyk|sklep"),
      preorder: words("przedsprzedaż|przedsprzedaży|przedpremierowo"),
      subscribe: words("subskrybuj|subskrypcja|subskrypcji|newsletter|newslettera"),
      register: words("zapisz|zapisy|zapisów|zapisu|rejestracja|rejestracji|zarejestruj|miejsce|bilety"),
      download: words("pobierz|pobrać|pobierania|ściągnij|zainstaluj|aplikacja"),
      contact: words("kontakt|kontaktu|skontaktuj|zapytanie|zapytania|wiadomość|napisz|wycena"),
      trial: words("wypróbuj|próbny|demo|zacznij"),
      donate: words("wpłata|wpłać|darowizna|darowizny"),
    },
  },
  copyWords: words("tekst|teksty|treść|treści|strona|wszystko|opisy"),
  tone: words("brzmieć|brzmi|ton|tekst|teksty|napisany"),
  toneNoun: words("ton"),
  lookVerbs: words("wyglądała|wyglądał|wyglądać|wygląda|sprawiała|sprawiać wrażenie"),
  lookNouns: words("motyw|motywie|wygląd|styl|stylu|design|szata graficzna|szacie graficznej"),
  lookColours: {
    white: words("biały|biała|białe|białym|białej|białych|bielą|biel"),
    pale: words(
      "kremowy|kremowa|kremowe|kremowym|kremowej|ecru|kość słoniowa|kości słoniowej|złamana biel|złamaną bielą",
    ),
    moods: words(
      "rustykalny|rustykalna|rustykalne|rustykalnie|rustykalnym|ziemisty|ziemiste|żeglarski|żeglarska|żeglarskie|żeglarsko|marynistyczny|marynistyczna|marynistyczne|nautyczny|nautyczna|nautyczne",
    ),
    endings: words("y|a|e|i|ego|ej|emu|ym|ych|ymi|ą|ich|im|imi|iego|iej"),
  },
  lookMoods: {
    urgent: words(
      "pilny|pilna|pilne|pilniejszy|pilniejsza|pilniejsze|pilniej|naglący|naglące|alarmujący|alarmujące",
    ),
    feminine: words(
      "kobiecy|kobieca|kobiece|kobiecą|kobiecej|bardziej kobiecy|bardziej kobieca|bardziej kobiece|kobieco|bardziej kobieco|romantyczny|romantyczna|romantyczne|dziewczęcy|dziewczęca|dziewczęce",
    ),
    masculine: words(
      "męski|męska|męskie|męską|bardziej męski|bardziej męska|bardziej męskie|męsko|bardziej męsko",
    ),
  },
  shades: {
    soft: words(
      "delikatny|delikatna|delikatne|delikatnych|delikatnymi|pastelowy|pastelowa|pastelowe|pastelowych|pastelowymi|stonowany|stonowana|stonowane|łagodny|łagodna|łagodne|przygaszony|przygaszona|przygaszone|pudrowy|pudrowa|pudrowe",
    ),
    bright: words(
      "jaskrawy|jaskrawa|jaskrawe|jaskrawych|intensywny|intensywna|intensywne|intensywnych|żywy|żywa|żywe|żywych|soczysty|soczysta|soczyste",
    ),
  },
  lookWholes: words("strona|stronę|stronie|strony|stroną|witryna|witrynę|witryny|cała strona|całą stronę"),
  corners: {
    rounder: words(
      "bardziej zaokrąglone|bardziej zaokrąglony|zaokrąglone|zaokrąglony|zaokrąglonymi|zaokrąglić|okrągłe",
    ),
    sharper: words("kanciaste|kanciasty|ostre rogi|proste rogi|mniej zaokrąglone|kwadratowe"),
  },
  stays: words("zostaje|zostają|zostawiamy|zostaw|pozostaje|pozostają"),
  afterAll: {
    words: words("jednak|ostatecznie|w końcu|jednak nie"),
    none: words("bez|nie ma|żadnego|żadnej"),
  },
  leanings: words("raczej|bardziej w stronę"),
  hedges: words("może|jakoś|trochę|bardzo|naprawdę|nieco|raczej|ogólnie|po prostu|jakby"),
  shift: {
    later: words("przesuń|przełóż|przesunąć|przełożyć|później"),
    earlier: words("przyspiesz|wcześniej"),
    units: {
      day: words("dzień|dni"),
      week: words("tydzień|tygodnie|tygodni"),
      hour: words("godzinę|godzina|godziny|godzin"),
      minute: words("minut|minuty|minutę"),
    },
    by: words("o"),
  },
  placeVerbs: words("być|pojawić się|znaleźć się"),
  ends: words("kończymy|kończy|koniec|godzina zakończenia"),
  modals: words("powinien|powinno|powinna|może|musi"),
  filler: words(
    "naszej|naszego|naszych|naszą|naszym|proszę|prosze|dzięki|dziękuję|możesz|możecie|czy możesz|chcę|chciałbym|chciałabym|chcemy|cześć|hej|ok|okej|trochę|troszkę|nasz|nasza|nasze|mój|moja|moje|?|!",
  ),
  beyond: [
    {
      words: words("mapa|mapę|mapkę|mapka|google maps"),
      why: "strona zrobiona tutaj nie ładuje niczego z innych witryn, więc nie może osadzić mapy; adres na stronie wskazuje drogę",
    },
    {
      words: words("wyślij mi|powiadom mnie|przypomnij|przypomnienie|przypomnienia"),
      why: "a page cannot send messages by itself; forms can send sign-ups to your own address",
    },
    {
      words: words("crm|mailchimp|hubspot|baza danych|arkusz|podłącz do|zintegruj|synchronizuj"),
      why: "a page cannot connect to other services; you can send its form to your own address",
    },
    {
      words: words("płatność|płatności|płatności online|blik|przelewy24|paypal|stripe"),
      why: "a page cannot take payments; add a link to your own shop or payment page instead",
    },
    { words: words("logowanie|strefa klienta|hasło"), why: "a page cannot have logins or member areas" },
    { words: words("czat na żywo|chatbot"), why: "a page cannot run a live chat" },
    {
      words: words("kalendarz rezerwacji|system rezerwacji|rezerwacje online"),
      why: "a page cannot run a booking calendar; link to your booking page instead",
    },
    {
      words: words("pozycjonowanie|seo|kampania reklamowa|reklamy"),
      why: "rankings and ads are beyond the page itself",
    },
    {
      words: words("gradient|gradientem|gradientu|przejście kolorów|przejściem kolorów"),
      why: "the colours are flat — a main colour and an accent — never a gradient: say one colour, e.g. “make the main colour blue”",
    },
    {
      words: words(
        "zdjęcie w tle|zdjęcie jako tło|zdjęciem w tle|obraz w tle|obrazek w tle|tło ze zdjęciem|tło ze zdjęcia",
      ),
      why: "a photo cannot be the page's background, which is light or dark with the theme: upload it as the top banner's picture to show it",
    },
  ],
  contactRoles: {
    mobile: words(
      "komórka|komórkowy|komórkowego|komórki|numer komórkowy|telefon komórkowy|mobilny|mobilnego",
    ),
    messaging: words("whatsapp|whatsappa|sms|smsa|esemes|signal|telegram|wiadomość|wiadomości"),
    landline: words(
      "stacjonarny|stacjonarnego|numer stacjonarny|biuro|biura|sklep|recepcja|recepcji|recepcję",
    ),
  },
  dateRoles: {
    delivery: words("wysyłka|wysyłki|wysyłkę|wysyłamy|dostawa|dostawy|dostawę"),
    launch: words("premiera|premiery|premierę|dostępny|dostępność|przedsprzedaż|w sprzedaży"),
    opening: words("otwarcie|otwieramy"),
  },
  rather: words("zamiast tego|od teraz|od tej pory"),
  restating: {
    with: words("na|przez"),
    write: words("napisz|wpisz|daj|użyj|wstaw"),
    becomes: words("staje się|zmienia się na|zmienia się w"),
  },
  noNeed: words("nie trzeba pokazywać|nie trzeba|nie pokazuj|nie pokazujcie|nie podawaj"),
  durations: words("minuta|minuty|minut|min|godzina|godziny|godzin|godz"),
  // Forms: masculine, feminine, neuter (aligned).
  frequencies: {
    daily: { forms: words("codzienny|codzienna|codzienne"), said: words("codziennie|każdego dnia") },
    weekly: {
      forms: words("cotygodniowy|cotygodniowa|cotygodniowe"),
      said: words("co tydzień|raz w tygodniu"),
    },
    fortnightly: {
      forms: words("dwutygodniowy|dwutygodniowa|dwutygodniowe"),
      said: words("co dwa tygodnie|co 2 tygodnie"),
    },
    monthly: {
      forms: words("comiesięczny|comiesięczna|comiesięczne"),
      said: words("co miesiąc|raz w miesiącu"),
    },
    quarterly: { forms: words("kwartalny|kwartalna|kwartalne"), said: words("co kwartał|co trzy miesiące") },
    yearly: { forms: words("coroczny|coroczna|coroczne"), said: words("co roku|raz w roku") },
  },
  lasts: words("trwa|trwają|potrwa|potrwają"),
  itWords: words("go|ją|je"),
  durationWords: words("czas trwania"),
  sameLength: words("ten sam czas trwania|tyle samo|tak samo długo|taka sama długość"),
  doors: words("otwarcie drzwi|wejście od|wpuszczanie|drzwi"),
  adding: {
    doVerbs: words("robimy|prowadzimy|oferujemy|wykonujemy|zajmujemy się"),
    included: words("w cenie|zawiera|obejmuje|wliczone|w pakiecie"),
    asEndings: words(""),
  },
  seatNouns: words("miejsce|miejsca|miejsc|uczestnik|uczestnicy|uczestników|osoba|osoby|osób"),
  limitNouns: words("limit|ograniczenie|maksimum|minimum|ograniczona|ograniczone|ograniczony"),
  // The colours, sizes or models a product comes in, added or taken out (rules/variant.ts).
  variants: {
    colour: words("kolor|kolory|koloru|kolorze|kolorach"),
    size: words("rozmiar|rozmiary|rozmiaru|rozmiarze"),
    choice: words("model|modele|modelu|wariant|warianty|wariantu"),
    added: words("nowy|nowa|nowe|nowego|dodaliśmy|także w|też w|teraz też w|teraz także w|również w"),
  },
  // Verbs that move the event in time: a time said alone with one is the event's new time (event-date).
  thingName: words("nazwę|nazwa"),
  renamedAs: words(
    "nazywamy się teraz|teraz nazywamy się|od teraz nazywamy się|nasza nowa nazwa to|nasza nazwa to teraz|zmieniliśmy nazwę na",
  ),
  reschedule: words("przesuwamy|przesuń|przesunięte|przesunięty|przenosimy|przeniesione|zmieniamy|zaczynamy"),
  // A noun naming the list of occasions a business serves, and the occasions themselves (add-to-occasions).
  occasions: {
    nouns: words(
      "okazja|okazje|okazji|wydarzenie|wydarzenia|wydarzeń|uroczystość|uroczystości|impreza|imprezy",
    ),
    members: words(
      "wesele|wesela|wesel|chrzest|chrzty|chrzciny|urodziny|komunia|komunie|komunii|seminarium|seminaria|konferencja|konferencje|konferencji|imieniny|rocznica|rocznice|stypa|stypy|impreza firmowa|imprezy firmowe",
    ),
  },
  priceParts: {
    hourly: {
      words: words(
        "stawka godzinowa|stawkę godzinową|stawki godzinowej|stawka za godzinę|stawkę za godzinę|cena za godzinę|cenę za godzinę|za godzinę",
      ),
      after: words("za godzinę|za godz.|/godz.|/godz|/h|na godzinę"),
    },
    callOut: { words: words("dojazd|dojazdu|koszt dojazdu|opłata za dojazd|opłatę za dojazd") },
    deposit: { words: words("zaliczka|zaliczkę|zaliczki|kaucja|kaucję|kaucji|zadatek|zadatku") },
  },
};
