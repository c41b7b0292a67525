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
  | "tooMany";

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
  },
};

/** The words for `key` in the page's language, else English, with its {placeholders} filled. */
export function reportWords(lang: string | undefined, key: Key, values: Record<string, string> = {}): string {
  const locale = localeOf(lang);
  const words = (locale && WORDS[locale.lang.split("-")[0] ?? ""]?.[key]) || EN[key];
  return words.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);
}
