/**
 * The words around a report line the owner reads when a change, or a part of it, was not done — in the
 * page's language where the composer has a catalogue (composer/locale), else English. The owner's own
 * words and the page's values inside a line stay as written.
 */
import { localeOf } from "../composer/locale/index.js";

type Key =
  | "notUnderstood"
  | "closest"
  | "nothingChanged"
  | "nothingAtAll"
  | "leftOut"
  | "modelFailed"
  | "conflict"
  | "outOfScope"
  | "tooMany"
  | "cannotShorten"
  | "nothingToShorten"
  | "notOnPage"
  | "whichOne"
  | "noSuchPlace"
  | "noListOf"
  | "formHas"
  | "alreadyThere"
  | "formInBanner"
  | "needsProvider"
  | "alreadyLooks"
  | "tierStatus";

const EN: Record<Key, string> = {
  notUnderstood: "not understood",
  closest: "the closest I understand",
  nothingChanged: "Nothing was changed, and nothing was charged.",
  nothingAtAll: "Nothing on the page changed, so nothing was charged.",
  leftOut: "Left out {facts}: it is not in your request or on the page",
  modelFailed: "The AI could not read your request this time, so it was read without the AI",
  conflict: "The AI gave different answers for the same thing ({facts}), so none of them was used",
  outOfScope: "Left out a change to {section}: you selected {selected}",
  tooMany: "The AI answered more changes than one request holds, so {count} of them were left out",
  cannotShorten:
    "It cannot be cut where a sentence or clause ends without losing what it says: say its new words instead",
  nothingToShorten: "Nothing to shorten{where}: every text is short or states a fact in each sentence",
  notOnPage: "the page does not say “{said}”",
  whichOne: "which one: {list}? Name it",
  noSuchPlace: "this page has {count} sections under the top banner, so there is no section {place}",
  noListOf: "this page shows no list of “{noun}” to add {member} to: say which list it goes in",
  formHas: "the form already asks for {fields}",
  alreadyThere: "“{section}” is already there",
  formInBanner: "the form is already at the top, in the banner (“{button}”), which stays first",
  needsProvider:
    "Translating needs the AI provider, and none is set up on this server; you can change each text yourself in the editor",
  alreadyLooks: "Nothing to change: the page already looks like that ({change})",
  tierStatus:
    "“{tier}” is one of the page's prices, not the whole event, so nothing was marked {status}: say how that price should change instead",
};

const WORDS: Record<string, Record<Key, string>> = {
  de: {
    notUnderstood: "nicht verstanden",
    closest: "am nächsten kommt, was ich verstehe",
    nothingChanged: "Nichts wurde geändert, und nichts wurde berechnet.",
    nothingAtAll: "Auf der Seite hat sich nichts geändert, also wurde nichts berechnet.",
    leftOut: "Weggelassen: {facts} – das steht weder in Ihrer Anfrage noch auf der Seite",
    modelFailed: "Die KI konnte Ihre Anfrage diesmal nicht lesen, daher wurde sie ohne die KI gelesen",
    conflict:
      "Die KI gab für dieselbe Sache verschiedene Antworten ({facts}), daher wurde keine davon übernommen",
    outOfScope: "Weggelassen: eine Änderung an {section} – Sie haben {selected} ausgewählt",
    tooMany:
      "Die KI antwortete mit mehr Änderungen, als eine Anfrage enthält, daher wurden {count} davon weggelassen",
    cannotShorten:
      "Der Text lässt sich nicht am Ende eines Satzes oder Satzteils kürzen, ohne etwas von seiner Aussage zu verlieren: sagen Sie stattdessen den neuen Wortlaut",
    nothingToShorten: "Nichts zu kürzen{where}: jeder Text ist kurz oder nennt in jedem Satz eine Angabe",
    notOnPage: "auf der Seite steht nichts von „{said}“",
    whichOne: "welches: {list}? Nennen Sie es",
    noSuchPlace:
      "diese Seite hat {count} Abschnitte unter dem Kopfbereich, einen Abschnitt {place} gibt es nicht",
    noListOf: "diese Seite zeigt keine Liste von „{noun}“ für {member}: sagen Sie, in welche Liste es gehört",
    formHas: "das Formular fragt schon nach {fields}",
    alreadyThere: "„{section}“ steht schon dort",
    formInBanner: "das Formular steht schon ganz oben im Banner („{button}“), und das Banner bleibt oben",
    needsProvider:
      "Übersetzen braucht den KI-Anbieter, und auf diesem Server ist keiner eingerichtet; Sie können jeden Text selbst im Editor ändern",
    alreadyLooks: "Nichts zu ändern: die Seite sieht schon so aus ({change})",
    tierStatus:
      "„{tier}“ ist einer der Preise der Seite, nicht die ganze Veranstaltung, daher wurde nichts als {status} markiert: sagen Sie stattdessen, wie sich dieser Preis ändern soll",
  },
  fr: {
    notUnderstood: "pas compris",
    closest: "ce que je comprends de plus proche",
    nothingChanged: "Rien n'a été modifié, et rien n'a été facturé.",
    nothingAtAll: "Rien n'a changé sur la page, donc rien n'a été facturé.",
    leftOut: "Laissé de côté : {facts} – ce n'est ni dans votre demande ni sur la page",
    modelFailed: "L'IA n'a pas pu lire votre demande cette fois, elle a donc été lue sans l'IA",
    conflict:
      "L'IA a donné des réponses différentes pour la même chose ({facts}), aucune n'a donc été retenue",
    outOfScope: "Laissé de côté : une modification de {section} – vous avez sélectionné {selected}",
    tooMany:
      "L'IA a répondu plus de modifications qu'une demande n'en contient, {count} ont donc été laissées de côté",
    cannotShorten:
      "Ce texte ne peut pas être coupé à la fin d'une phrase ou d'une proposition sans perdre ce qu'il dit : donnez plutôt les nouveaux mots",
    nothingToShorten:
      "Rien à raccourcir{where} : chaque texte est court ou donne une information dans chaque phrase",
    notOnPage: "la page ne dit rien de « {said} »",
    whichOne: "lequel : {list} ? Nommez-le",
    noSuchPlace: "cette page a {count} sections sous la bannière, il n'y a pas de section {place}",
    noListOf: "cette page ne montre aucune liste de « {noun} » où ajouter {member} : dites dans quelle liste",
    formHas: "le formulaire demande déjà {fields}",
    alreadyThere: "« {section} » est déjà à cet endroit",
    formInBanner:
      "le formulaire est déjà tout en haut, dans la bannière (« {button} »), qui reste en premier",
    needsProvider:
      "La traduction a besoin du fournisseur d'IA, et aucun n'est configuré sur ce serveur ; vous pouvez modifier chaque texte vous-même dans l'éditeur",
    alreadyLooks: "Rien à changer : la page est déjà ainsi ({change})",
    tierStatus:
      "« {tier} » est l'un des prix de la page, pas tout l'événement : rien n'a été marqué {status} ; dites plutôt comment ce prix doit changer",
  },
  es: {
    notUnderstood: "no entendido",
    closest: "lo más parecido que entiendo",
    nothingChanged: "No se cambió nada y no se cobró nada.",
    nothingAtAll: "Nada cambió en la página, así que no se cobró nada.",
    leftOut: "Omitido: {facts}, no está en su petición ni en la página",
    modelFailed: "La IA no pudo leer su petición esta vez, así que se leyó sin la IA",
    conflict: "La IA dio respuestas distintas para lo mismo ({facts}), así que no se usó ninguna",
    outOfScope: "Omitido: un cambio en {section}, usted seleccionó {selected}",
    tooMany: "La IA respondió más cambios de los que caben en una petición, así que se omitieron {count}",
    cannotShorten:
      "Ese texto no se puede cortar al final de una frase o de una oración sin perder lo que dice: diga mejor las palabras nuevas",
    nothingToShorten: "Nada que acortar{where}: cada texto es corto o da un dato en cada frase",
    notOnPage: "la página no dice nada de «{said}»",
    whichOne: "¿cuál: {list}? Nómbrelo",
    noSuchPlace: "esta página tiene {count} secciones bajo la cabecera, no hay sección {place}",
    noListOf: "esta página no muestra ninguna lista de «{noun}» donde añadir {member}: diga en qué lista va",
    formHas: "el formulario ya pide {fields}",
    alreadyThere: "«{section}» ya está ahí",
    formInBanner:
      "el formulario ya está arriba del todo, en la cabecera («{button}»), que siempre va primero",
    needsProvider:
      "Traducir necesita el proveedor de IA, y no hay ninguno configurado en este servidor; puede cambiar cada texto usted mismo en el editor",
    alreadyLooks: "Nada que cambiar: la página ya se ve así ({change})",
    tierStatus:
      "«{tier}» es uno de los precios de la página, no todo el evento, así que no se marcó nada como {status}: diga mejor cómo debe cambiar ese precio",
  },
  it: {
    notUnderstood: "non capito",
    closest: "ciò che capisco di più vicino",
    nothingChanged: "Non è stato modificato nulla e non è stato addebitato nulla.",
    nothingAtAll: "Nella pagina non è cambiato nulla, quindi non è stato addebitato nulla.",
    leftOut: "Omesso: {facts}, non è nella sua richiesta né nella pagina",
    modelFailed:
      "L'IA non è riuscita a leggere la sua richiesta questa volta, quindi è stata letta senza l'IA",
    conflict:
      "L'IA ha dato risposte diverse per la stessa cosa ({facts}), quindi non ne è stata usata nessuna",
    outOfScope: "Omesso: una modifica a {section}, lei ha selezionato {selected}",
    tooMany:
      "L'IA ha risposto con più modifiche di quante ne contenga una richiesta, quindi {count} sono state omesse",
    cannotShorten:
      "Questo testo non si può tagliare alla fine di una frase o di una proposizione senza perdere ciò che dice: dica invece le nuove parole",
    nothingToShorten: "Niente da accorciare{where}: ogni testo è breve o dà un'informazione in ogni frase",
    notOnPage: "la pagina non dice nulla di «{said}»",
    whichOne: "quale: {list}? Lo nomini",
    noSuchPlace: "questa pagina ha {count} sezioni sotto il banner, non c'è una sezione {place}",
    noListOf:
      "questa pagina non mostra un elenco di «{noun}» a cui aggiungere {member}: dica in quale elenco va",
    formHas: "il modulo chiede già {fields}",
    alreadyThere: "«{section}» è già lì",
    formInBanner: "il modulo è già in cima, nel banner («{button}»), che resta sempre primo",
    needsProvider:
      "Per tradurre serve il fornitore di IA, e su questo server non ce n'è nessuno configurato; può cambiare ogni testo da sé nell'editor",
    alreadyLooks: "Niente da cambiare: la pagina è già così ({change})",
    tierStatus:
      "«{tier}» è uno dei prezzi della pagina, non l'intero evento, quindi nulla è stato segnato come {status}: dica invece come deve cambiare quel prezzo",
  },
  nl: {
    notUnderstood: "niet begrepen",
    closest: "wat ik het dichtst bij begrijp",
    nothingChanged: "Er is niets gewijzigd en niets in rekening gebracht.",
    nothingAtAll: "Er is niets op de pagina veranderd, dus er is niets in rekening gebracht.",
    leftOut: "Weggelaten: {facts}, het staat niet in uw verzoek en niet op de pagina",
    modelFailed: "De AI kon uw verzoek deze keer niet lezen, dus het is zonder de AI gelezen",
    conflict: "De AI gaf verschillende antwoorden voor hetzelfde ({facts}), dus geen ervan is gebruikt",
    outOfScope: "Weggelaten: een wijziging aan {section}, u selecteerde {selected}",
    tooMany: "De AI gaf meer wijzigingen dan één verzoek bevat, dus {count} ervan zijn weggelaten",
    cannotShorten:
      "Deze tekst kan niet aan het eind van een zin of zinsdeel worden ingekort zonder iets van wat hij zegt te verliezen: geef liever de nieuwe woorden",
    nothingToShorten: "Niets om in te korten{where}: elke tekst is kort of noemt in elke zin een gegeven",
    notOnPage: "de pagina zegt niets over “{said}”",
    whichOne: "welke: {list}? Noem hem",
    noSuchPlace: "deze pagina heeft {count} secties onder de banner, er is geen sectie {place}",
    noListOf:
      "deze pagina toont geen lijst van “{noun}” om {member} aan toe te voegen: zeg in welke lijst het hoort",
    formHas: "het formulier vraagt al naar {fields}",
    alreadyThere: "“{section}” staat daar al",
    formInBanner: "het formulier staat al bovenaan, in de banner (“{button}”), die altijd eerst blijft",
    needsProvider:
      "Vertalen heeft de AI-provider nodig, en op deze server is er geen ingesteld; u kunt elke tekst zelf in de editor aanpassen",
    alreadyLooks: "Niets te veranderen: de pagina ziet er al zo uit ({change})",
    tierStatus:
      "“{tier}” is een van de prijzen op de pagina, niet het hele evenement, dus er is niets als {status} gemarkeerd: zeg liever hoe die prijs moet veranderen",
  },
  pt: {
    notUnderstood: "não compreendido",
    closest: "o mais próximo que compreendo",
    nothingChanged: "Nada foi alterado e nada foi cobrado.",
    nothingAtAll: "Nada mudou na página, por isso nada foi cobrado.",
    leftOut: "Omitido: {facts}, não está no seu pedido nem na página",
    modelFailed: "A IA não conseguiu ler o seu pedido desta vez, por isso foi lido sem a IA",
    conflict: "A IA deu respostas diferentes para a mesma coisa ({facts}), por isso nenhuma foi usada",
    outOfScope: "Omitido: uma alteração em {section}, selecionou {selected}",
    tooMany: "A IA respondeu com mais alterações do que um pedido contém, por isso {count} foram omitidas",
    cannotShorten:
      "Este texto não pode ser cortado no fim de uma frase ou oração sem perder o que diz: diga antes as novas palavras",
    nothingToShorten: "Nada para encurtar{where}: cada texto é curto ou indica um dado em cada frase",
    notOnPage: "a página não diz nada sobre «{said}»",
    whichOne: "qual: {list}? Diga qual",
    noSuchPlace: "esta página tem {count} secções abaixo do banner, não há secção {place}",
    noListOf:
      "esta página não mostra nenhuma lista de «{noun}» onde acrescentar {member}: diga em que lista fica",
    formHas: "o formulário já pede {fields}",
    alreadyThere: "«{section}» já está aí",
    formInBanner: "o formulário já está no topo, no banner («{button}»), que fica sempre primeiro",
    needsProvider:
      "Traduzir precisa do fornecedor de IA, e não há nenhum configurado neste servidor; pode alterar cada texto no editor",
    alreadyLooks: "Nada a mudar: a página já está assim ({change})",
    tierStatus:
      "«{tier}» é um dos preços da página, não o evento inteiro, por isso nada foi marcado como {status}: diga antes como esse preço deve mudar",
  },
  pl: {
    notUnderstood: "nie zrozumiano",
    closest: "najbliższe temu, co rozumiem",
    nothingChanged: "Nic nie zostało zmienione i nic nie zostało pobrane.",
    nothingAtAll: "Na stronie nic się nie zmieniło, więc nic nie zostało pobrane.",
    leftOut: "Pominięto: {facts} – nie ma tego w Twojej prośbie ani na stronie",
    modelFailed: "AI nie mogła tym razem odczytać Twojej prośby, więc została odczytana bez AI",
    conflict: "AI podała różne odpowiedzi dla tej samej rzeczy ({facts}), więc żadna nie została użyta",
    outOfScope: "Pominięto: zmianę w {section} – zaznaczono {selected}",
    tooMany: "AI podała więcej zmian, niż zawiera jedna prośba, więc {count} z nich pominięto",
    cannotShorten:
      "Tego tekstu nie da się skrócić na końcu zdania lub jego części bez utraty treści: podaj zamiast tego nowe słowa",
    nothingToShorten:
      "Nie ma czego skracać{where}: każdy tekst jest krótki lub w każdym zdaniu podaje jakąś informację",
    notOnPage: "strona nic nie mówi o „{said}”",
    whichOne: "który: {list}? Wskaż go",
    noSuchPlace: "ta strona ma {count} sekcji pod banerem, nie ma sekcji {place}",
    noListOf:
      "ta strona nie pokazuje listy „{noun}”, do której można dodać {member}: powiedz, do której listy",
    formHas: "formularz już pyta o {fields}",
    alreadyThere: "„{section}” już tam jest",
    formInBanner: "formularz jest już na samej górze, w banerze („{button}”), który zawsze jest pierwszy",
    needsProvider:
      "Tłumaczenie wymaga dostawcy AI, a na tym serwerze żaden nie jest skonfigurowany; każdy tekst można zmienić samodzielnie w edytorze",
    alreadyLooks: "Nie ma czego zmieniać: strona już tak wygląda ({change})",
    tierStatus:
      "„{tier}” to jedna z cen na stronie, a nie całe wydarzenie, więc nic nie zostało oznaczone jako {status}: proszę napisać, jak ta cena ma się zmienić",
  },
  hu: {
    notUnderstood: "nem értettem",
    closest: "amit ehhez legközelebb értek",
    nothingChanged: "Semmi sem változott, és semmit sem számoltunk fel.",
    nothingAtAll: "Az oldalon semmi sem változott, így semmit sem számoltunk fel.",
    leftOut: "Kihagyva: {facts} – ez nem szerepel sem a kérésében, sem az oldalon",
    modelFailed: "Az MI ezúttal nem tudta értelmezni a kérését, ezért MI nélkül értelmeztük",
    conflict: "Az MI ugyanarra különböző válaszokat adott ({facts}), ezért egyiket sem használtuk",
    outOfScope: "Kihagyva: egy módosítás itt: {section} – Ön ezt jelölte ki: {selected}",
    tooMany: "Az MI több módosítást adott, mint amennyit egy kérés tartalmaz, ezért {count} kimaradt",
    cannotShorten:
      "Ez a szöveg nem rövidíthető mondat- vagy tagmondatvégen anélkül, hogy elveszítené a mondanivalóját: adja meg inkább az új szöveget",
    nothingToShorten: "Nincs mit rövidíteni{where}: minden szöveg rövid, vagy minden mondata tényt közöl",
    notOnPage: "az oldal nem ír erről: „{said}”",
    whichOne: "melyik: {list}? Nevezze meg",
    noSuchPlace: "az oldalon {count} szakasz van a fejléc alatt, {place}. szakasz nincs",
    noListOf:
      "az oldalon nincs „{noun}” lista, amelyhez {member} hozzáadható: mondja meg, melyik listába tartozik",
    formHas: "az űrlap már kéri ezeket: {fields}",
    alreadyThere: "„{section}” már ott van",
    formInBanner: "az űrlap már legfelül van, a fejlécben („{button}”), ami mindig első marad",
    needsProvider:
      "A fordításhoz MI-szolgáltató kell, és ezen a szerveren nincs beállítva; minden szöveget maga is módosíthat a szerkesztőben",
    alreadyLooks: "Nincs mit módosítani: az oldal már így néz ki ({change})",
    tierStatus:
      "„{tier}” az oldal egyik ára, nem az egész esemény, ezért semmi sem lett {status} jelölésű: inkább írja meg, hogyan változzon ez az ár",
  },
};

/** The words for `key` in the page's language, else English, with its {placeholders} filled. */
export function reportWords(lang: string | undefined, key: Key, values: Record<string, string> = {}): string {
  const locale = localeOf(lang);
  const words = (locale && WORDS[locale.lang.split("-")[0] ?? ""]?.[key]) || EN[key];
  return words.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);
}
