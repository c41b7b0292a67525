/**
 * The words of what the model path tells the owner — a failed reading, an AI edit refused or left out, a
 * fact taken out of the AI's copy — in the owner's language where the composer has a catalogue
 * (composer/locale), else English. The owner's own words and the facts inside a line stay as written.
 */
import { localeOf } from "../composer/locale/index.js";
import { GenerationError } from "../types.js";
import { MESSAGES } from "./errors.js";

type Key =
  | "failed"
  | "timeout"
  | "unavailable"
  | "unchanged"
  | "invented"
  | "rest"
  | "removed"
  | "otherLanguage"
  | "otherLanguageWhy"
  | "composerWrote"
  | "notAsked"
  | "notOnPage"
  | "instruction"
  | "instructionWhy";

const EN: Record<Key, string> = {
  failed: "The AI did not answer with changes we could read; please try again.",
  timeout: "The AI service took too long to answer; please try again.",
  unavailable: "The AI service had a problem; please try again in a minute.",
  unchanged: "The AI's answer left the page as it was, so nothing was changed (and nothing was charged).",
  invented:
    "The AI's change added {facts}, which is not in your request or on the page, so it was not saved. Nothing was charged; say the exact wording you want.",
  rest: "Made the rest of your change",
  removed: "Removed {fact}: not in your description",
  otherLanguage: "Left out “{text}”: the AI wrote it in another language than your page's",
  otherLanguageWhy: "not done: the AI wrote it in another language than your page's",
  composerWrote:
    "The AI could not write this page's words this time, so the built-in composer wrote them from your description. Generate again to try the AI once more.",
  notAsked: "Left out “{change}”: the AI added it, but your request did not ask for it",
  notOnPage: "Not done: “{fact}” from your request is not on the page — the AI did not put it there",
  instruction: "Left out “{text}”: it is what you asked us for, not words for your visitors",
  instructionWhy: "not done: the AI wrote your request itself as the page's words",
};

const WORDS: Record<string, Record<Key, string>> = {
  de: {
    failed:
      "Die KI hat nicht mit Änderungen geantwortet, die wir lesen konnten; nichts wurde berechnet. Bitte versuchen Sie es noch einmal.",
    timeout:
      "Der KI-Dienst hat zu lange für eine Antwort gebraucht; nichts wurde berechnet. Bitte versuchen Sie es noch einmal.",
    unavailable:
      "Der KI-Dienst hatte ein Problem; nichts wurde berechnet. Bitte versuchen Sie es in einer Minute noch einmal.",
    unchanged:
      "Die Antwort der KI ließ die Seite, wie sie war, also wurde nichts geändert (und nichts berechnet).",
    invented:
      "Die Änderung der KI fügte {facts} hinzu, was weder in Ihrer Anfrage noch auf der Seite steht, daher wurde sie nicht gespeichert. Nichts wurde berechnet; nennen Sie den genauen Wortlaut, den Sie möchten.",
    rest: "Der Rest Ihrer Änderung wurde vorgenommen",
    removed: "Entfernt: {fact} – steht nicht in Ihrer Beschreibung",
    otherLanguage: "Weggelassen: „{text}“ – die KI hat es nicht in der Sprache Ihrer Seite geschrieben",
    otherLanguageWhy: "nicht gemacht: die KI hat es nicht in der Sprache Ihrer Seite geschrieben",
    composerWrote:
      "Die KI konnte die Texte dieser Seite diesmal nicht schreiben, daher hat der eingebaute Seitengenerator sie aus Ihrer Beschreibung geschrieben. Erzeugen Sie die Seite erneut, um es noch einmal mit der KI zu versuchen.",
    notAsked:
      "Weggelassen: „{change}“ – die KI hat es hinzugefügt, aber Ihre Anfrage hat nicht danach gefragt",
    notOnPage:
      "Nicht gemacht: „{fact}“ aus Ihrer Anfrage steht nicht auf der Seite – die KI hat es nicht eingefügt",
    instruction: "Weggelassen: „{text}“ – das ist Ihr Auftrag an uns, kein Text für Ihre Besucher",
    instructionWhy: "nicht gemacht: die KI hat Ihre Anfrage selbst als Text der Seite geschrieben",
  },
  fr: {
    failed: "L'IA n'a pas répondu par des modifications lisibles ; rien n'a été facturé. Veuillez réessayer.",
    timeout: "Le service d'IA a mis trop de temps à répondre ; rien n'a été facturé. Veuillez réessayer.",
    unavailable: "Le service d'IA a rencontré un problème ; rien n'a été facturé. Réessayez dans une minute.",
    unchanged: "La réponse de l'IA a laissé la page telle quelle : rien n'a été modifié (ni facturé).",
    invented:
      "La modification de l'IA ajoutait {facts}, qui n'est ni dans votre demande ni sur la page : elle n'a pas été enregistrée. Rien n'a été facturé ; indiquez la formulation exacte souhaitée.",
    rest: "Le reste de votre modification a été fait",
    removed: "Retiré : {fact} – absent de votre description",
    otherLanguage: "Laissé de côté : « {text} » – l'IA ne l'a pas écrit dans la langue de votre page",
    otherLanguageWhy: "pas fait : l'IA ne l'a pas écrit dans la langue de votre page",
    composerWrote:
      "L'IA n'a pas pu écrire les textes de cette page cette fois : le générateur intégré les a écrits à partir de votre description. Relancez la génération pour réessayer avec l'IA.",
    notAsked: "Laissé de côté : « {change} » – l'IA l'a ajouté, mais votre demande ne le demandait pas",
    notOnPage: "Pas fait : « {fact} » de votre demande n'est pas sur la page – l'IA ne l'y a pas mis",
    instruction: "Laissé de côté : « {text} » – c'est votre demande, pas un texte pour vos visiteurs",
    instructionWhy: "pas fait : l'IA a écrit votre demande elle-même comme texte de la page",
  },
  es: {
    failed: "La IA no respondió con cambios legibles; no se cobró nada. Vuelva a intentarlo.",
    timeout: "El servicio de IA tardó demasiado en responder; no se cobró nada. Vuelva a intentarlo.",
    unavailable: "El servicio de IA tuvo un problema; no se cobró nada. Vuelva a intentarlo en un minuto.",
    unchanged: "La respuesta de la IA dejó la página como estaba, así que no se cambió nada (ni se cobró).",
    invented:
      "El cambio de la IA añadía {facts}, que no está en su petición ni en la página, así que no se guardó. No se cobró nada; indique el texto exacto que desea.",
    rest: "Se hizo el resto de su cambio",
    removed: "Eliminado: {fact}, no está en su descripción",
    otherLanguage: "Omitido: «{text}», la IA no lo escribió en el idioma de su página",
    otherLanguageWhy: "no hecho: la IA no lo escribió en el idioma de su página",
    composerWrote:
      "La IA no pudo escribir los textos de esta página esta vez, así que el generador integrado los escribió a partir de su descripción. Vuelva a generarla para intentarlo otra vez con la IA.",
    notAsked: "Omitido: «{change}», la IA lo añadió, pero su petición no lo pedía",
    notOnPage: "No hecho: «{fact}» de su petición no está en la página; la IA no lo puso",
    instruction: "Omitido: «{text}», es lo que nos pidió, no un texto para sus visitantes",
    instructionWhy: "no hecho: la IA escribió su propia petición como texto de la página",
  },
  it: {
    failed: "L'IA non ha risposto con modifiche leggibili; non è stato addebitato nulla. Riprovi.",
    timeout: "Il servizio di IA ha impiegato troppo a rispondere; non è stato addebitato nulla. Riprovi.",
    unavailable:
      "Il servizio di IA ha avuto un problema; non è stato addebitato nulla. Riprovi tra un minuto.",
    unchanged: "La risposta dell'IA ha lasciato la pagina com'era: nulla è stato modificato (né addebitato).",
    invented:
      "La modifica dell'IA aggiungeva {facts}, che non è nella sua richiesta né nella pagina, quindi non è stata salvata. Non è stato addebitato nulla; indichi le parole esatte che desidera.",
    rest: "Il resto della modifica è stato fatto",
    removed: "Rimosso: {fact}, non è nella sua descrizione",
    otherLanguage: "Tralasciato: «{text}», l'IA non l'ha scritto nella lingua della sua pagina",
    otherLanguageWhy: "non fatto: l'IA non l'ha scritto nella lingua della sua pagina",
    composerWrote:
      "Questa volta l'IA non è riuscita a scrivere i testi della pagina, quindi li ha scritti il generatore integrato a partire dalla sua descrizione. Generi di nuovo la pagina per riprovare con l'IA.",
    notAsked: "Omesso: «{change}», l'IA l'ha aggiunto, ma la sua richiesta non lo chiedeva",
    notOnPage: "Non fatto: «{fact}» della sua richiesta non è nella pagina; l'IA non l'ha inserito",
    instruction: "Omesso: «{text}», è la sua richiesta a noi, non un testo per i suoi visitatori",
    instructionWhy: "non fatto: l'IA ha scritto la sua richiesta stessa come testo della pagina",
  },
  nl: {
    failed:
      "De AI antwoordde niet met leesbare wijzigingen; er is niets in rekening gebracht. Probeer het opnieuw.",
    timeout: "De AI-dienst deed er te lang over om te antwoorden; er is niets berekend. Probeer het opnieuw.",
    unavailable: "De AI-dienst had een probleem; er is niets berekend. Probeer het over een minuut opnieuw.",
    unchanged:
      "Het antwoord van de AI liet de pagina zoals ze was: er is niets gewijzigd (en niets berekend).",
    invented:
      "De wijziging van de AI voegde {facts} toe, wat niet in uw verzoek of op de pagina staat, dus ze is niet opgeslagen. Er is niets berekend; geef de precieze tekst die u wilt.",
    rest: "De rest van uw wijziging is gedaan",
    removed: "Verwijderd: {fact}, staat niet in uw beschrijving",
    otherLanguage: "Weggelaten: ‘{text}’, de AI schreef het niet in de taal van uw pagina",
    otherLanguageWhy: "niet gedaan: de AI schreef het niet in de taal van uw pagina",
    composerWrote:
      "De AI kon de teksten van deze pagina deze keer niet schrijven, dus de ingebouwde generator schreef ze op basis van uw beschrijving. Genereer opnieuw om het nog eens met de AI te proberen.",
    notAsked: "Weggelaten: “{change}” – de AI voegde het toe, maar uw verzoek vroeg er niet om",
    notOnPage:
      "Niet gedaan: “{fact}” uit uw verzoek staat niet op de pagina – de AI heeft het er niet op gezet",
    instruction: "Weggelaten: “{text}” – dat is uw opdracht aan ons, geen tekst voor uw bezoekers",
    instructionWhy: "niet gedaan: de AI schreef uw verzoek zelf als tekst van de pagina",
  },
  pt: {
    failed: "A IA não respondeu com alterações legíveis; nada foi cobrado. Tente novamente.",
    timeout: "O serviço de IA demorou demasiado a responder; nada foi cobrado. Tente novamente.",
    unavailable: "O serviço de IA teve um problema; nada foi cobrado. Tente novamente dentro de um minuto.",
    unchanged: "A resposta da IA deixou a página como estava, por isso nada foi alterado (nem cobrado).",
    invented:
      "A alteração da IA acrescentava {facts}, que não está no seu pedido nem na página, por isso não foi guardada. Nada foi cobrado; indique o texto exato que pretende.",
    rest: "O resto da sua alteração foi feito",
    removed: "Removido: {fact}, não está na sua descrição",
    otherLanguage: "Deixado de fora: «{text}», a IA não o escreveu no idioma da sua página",
    otherLanguageWhy: "não feito: a IA não o escreveu no idioma da sua página",
    composerWrote:
      "Desta vez a IA não conseguiu escrever os textos desta página, por isso o gerador integrado escreveu-os a partir da sua descrição. Gere novamente para tentar outra vez com a IA.",
    notAsked: "Omitido: «{change}» – a IA acrescentou-o, mas o seu pedido não o pedia",
    notOnPage: "Não feito: «{fact}» do seu pedido não está na página – a IA não o colocou",
    instruction: "Omitido: «{text}» – é o que nos pediu, não um texto para os seus visitantes",
    instructionWhy: "não feito: a IA escreveu o próprio pedido como texto da página",
  },
  pl: {
    failed:
      "AI nie odpowiedziała zmianami, które da się odczytać; nic nie zostało pobrane. Spróbuj ponownie.",
    timeout: "Usługa AI zbyt długo nie odpowiadała; nic nie zostało pobrane. Spróbuj ponownie.",
    unavailable: "Usługa AI miała problem; nic nie zostało pobrane. Spróbuj ponownie za minutę.",
    unchanged: "Odpowiedź AI zostawiła stronę bez zmian, więc nic nie zmieniono (ani nie pobrano).",
    invented:
      "Zmiana AI dodawała {facts}, czego nie ma w Twojej prośbie ani na stronie, więc nie została zapisana. Nic nie zostało pobrane; podaj dokładne brzmienie, które chcesz.",
    rest: "Resztę zmiany wprowadzono",
    removed: "Usunięto: {fact} – nie ma tego w Twoim opisie",
    otherLanguage: "Pominięto: „{text}” – AI nie napisała tego w języku Twojej strony",
    otherLanguageWhy: "nie zrobiono: AI nie napisała tego w języku Twojej strony",
    composerWrote:
      "Tym razem AI nie zdołała napisać tekstów tej strony, więc wbudowany generator napisał je na podstawie Twojego opisu. Wygeneruj stronę ponownie, aby jeszcze raz spróbować z AI.",
    notAsked: "Pominięto: „{change}” – AI to dodała, ale Twoja prośba tego nie dotyczyła",
    notOnPage: "Nie zrobiono: „{fact}” z Twojej prośby nie ma na stronie – AI tego nie dodała",
    instruction: "Pominięto: „{text}” – to Twoje polecenie dla nas, a nie tekst dla odwiedzających",
    instructionWhy: "nie zrobiono: AI wpisała samą prośbę jako tekst strony",
  },
  hu: {
    failed: "Az MI nem olvasható módosításokkal válaszolt; semmit sem számoltunk fel. Kérjük, próbálja újra.",
    timeout: "Az MI-szolgáltatás túl sokáig nem válaszolt; semmit sem számoltunk fel. Kérjük, próbálja újra.",
    unavailable:
      "Az MI-szolgáltatásnál hiba történt; semmit sem számoltunk fel. Kérjük, próbálja újra egy perc múlva.",
    unchanged:
      "Az MI válasza változatlanul hagyta az oldalt, így semmi sem változott (és semmit sem számoltunk fel).",
    invented:
      "Az MI módosítása ezt adta hozzá: {facts}, ami sem a kérésében, sem az oldalon nem szerepel, ezért nem mentettük. Semmit sem számoltunk fel; adja meg a pontos szöveget.",
    rest: "A módosítás többi részét elvégeztük",
    removed: "Eltávolítva: {fact} – nem szerepel a leírásában",
    otherLanguage: "Kihagyva: „{text}” – az MI nem az oldala nyelvén írta",
    otherLanguageWhy: "nem történt meg: az MI nem az oldala nyelvén írta",
    composerWrote:
      "Az MI ezúttal nem tudta megírni az oldal szövegeit, ezért a beépített generátor írta meg őket a leírása alapján. Generálja újra az oldalt, ha még egyszer meg szeretné próbálni az MI-vel.",
    notAsked: "Kihagyva: „{change}” – az MI hozzáadta, de a kérése nem ezt kérte",
    notOnPage: "Nem történt meg: a kérésében szereplő „{fact}” nincs az oldalon – az MI nem tette rá",
    instruction: "Kihagyva: „{text}” – ez az Ön kérése felénk, nem a látogatóinak szóló szöveg",
    instructionWhy: "nem történt meg: az MI magát a kérést írta az oldal szövegeként",
  },
};

/** The words for `key` in the language given (a page's `lang`, "de-AT"), else English, filled in. */
export function modelWords(lang: string | undefined, key: Key, values: Record<string, string> = {}): string {
  const locale = localeOf(lang);
  const words = (locale && WORDS[locale.lang.split("-")[0] ?? ""]?.[key]) || EN[key];
  return words.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);
}

/** The language a page's markup declares (`<html lang="de">`), for pages without a page model. */
export function htmlLang(html: string): string | undefined {
  return html.match(/<html\b[^>]*\blang\s*=\s*["']?([A-Za-z-]+)/i)?.[1];
}

/**
 * Two pages whose markup differs at most in spacing (runs of white space, white space between tags): a
 * reader sees the same page. A changed class, style or word is a difference: it changes what they see.
 */
export function sameMarkup(a: string, b: string): boolean {
  const squeeze = (html: string) => html.replace(/>\s+</g, "><").replace(/\s+/g, " ").trim();
  return squeeze(a) === squeeze(b);
}

/** The failures a reader is told about in their language: the model said nothing usable, too late, or failed. */
function failureKey(error: GenerationError): Key | undefined {
  if (error.code === "timeout") return "timeout";
  if (error.code === "rate_limited") return "unavailable";
  if (error.code !== "provider_error") return undefined;
  const said = [EN.failed, MESSAGES.noDocument] as string[];
  return said.includes(error.message) ? "failed" : "unavailable";
}

/**
 * A model failure told in the page's language, its code kept (nothing is charged for a failure). English,
 * and failures that are not the model's (a cancellation, the quality gates), keep their own words.
 */
export function failureIn(lang: string | undefined, error: GenerationError): GenerationError {
  const key = failureKey(error);
  if (!key || !localeOf(lang) || (lang ?? "").toLowerCase().startsWith("en")) return error;
  const message = modelWords(lang, key);
  return message === EN[key] ? error : new GenerationError(error.code, message, error.report);
}
