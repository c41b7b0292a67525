import { describe, expect, it } from "vitest";
import { detectLanguage } from "./language.js";

describe("the language of a description", () => {
  it.each([
    // A vague one-liner of a trade and a town says its language by the trade's word.
    ["Falegnameria a cremona", "it"],
    ["Hundeschule in Köln", "de"],
    ["schildersbedrijf in eindhoven, binnen en buiten", "nl"],
    ["szkoła jazdy w Poznaniu", "pl"],
    ["Carpintería en Sevilla", "es"],
    ["Menuiserie à Lyon", "fr"],
    ["Dog walking in Leeds", "en"],
    // A price in pounds is a British page's: "in" and "per" are Dutch and Italian too.
    ["Dog walking in Bristol, £12 per walk.", "en"],
    ["Kapper in Londen, knippen £25 per persoon", "nl"],
    ["Polska piekarnia w Londynie, chleb £3", "pl"],
    // Letters only one language writes: Spanish "-ería", Polish "ą".
    ["Barbería en Sevilla, corte 12 €", "es"],
    ["Sklep online z kawą speciality", "pl"],
    // German's "ä" in its capitalised nouns: "und" alone is not enough beside "in".
    ["Maler in Regensburg, Fassaden und Innenräume.", "de"],
    // Tied on words French, Spanish and Dutch share ("en", "de"): the words French alone has decide.
    [
      "Boutique en ligne de linge de maison en lin lavé : draps, housses de couette et nappes. Livraison offerte dès 80 €.",
      "fr",
    ],
    ["A bakery on Fő utca 3, Pécs. Mon–Fri 7:00–18:00. Fresh sourdough every morning.", "en"],
    ["Family dentist at Kőszegi utca 4, Győr. Check-ups and cleaning for the whole family.", "en"],
    ["Our studio is in Łódź, next to Piotrkowska. Yoga classes for beginners.", "en"],
    [
      "Rota software for restaurants. Plans: Basic £15 per month, Plus £35 per month, Pro £69 per month.",
      "en",
    ],
    ["Corsi di cucina per principianti, 45 € per persona, ogni sabato a Bologna.", "it"],
    // Short descriptions with few stop words (each got an English page).
    [
      "Koffiebar vlakbij het station, Stationsplein 4, Utrecht. Filterkoffie, taart en ontbijt. Open ma–za 8:00–17:00.",
      "nl",
    ],
    ["Hundesalon Webseite bitte", "de"],
    ["Családi pékség a Fő utcában. Friss kenyér minden reggel, kedvezményes ár hétvégén.", "hu"],
    ["Őszi kínálatunk: tökös pite és fahéjas csiga, minden nap frissen sütve.", "hu"],
    ["Pracownia ceramiki w Łodzi. Zajęcia dla dorosłych i dzieci, małe grupy.", "pl"],
    ["Unsere Bäckerei in der Hauptstraße 5 backt jeden Morgen frisches Brot.", "de"],
    // Few stop words, and the ß only in a street name: still German (it got an English page).
    [
      "Kaffeehaus Lindner in Graz, Sackstraße 14. Frühstück bis 14 Uhr, hausgemachte Torten, Wiener Melange 4,20 €, Sachertorte 5,50 €. Geöffnet Mo–Fr 7:30–19:00, Sa–So 9:00–18:00.",
      "de",
    ],
    [
      "A bakery on Hauptstraße 5 in Berlin. Sourdough bread, cakes and coffee. Open Monday to Saturday 7-18.",
      "en",
    ],
    ["Yoga studio in Munich (Leopoldstraße 30): classes for beginners, £12 drop-in.", "en"],
    // A price list and its opening hours: the names of days and the words open and closed say the language
    // (each got an English page, with English questions in its FAQ).
    [
      "Ambachtelijke bakkerij in Utrecht. Producten: desembrood €4,50, appeltaart €18, krentenbollen 6 voor €3. Open maandag t/m zaterdag 7:00–18:00. Telefoon 030 123 4567.",
      "nl",
    ],
    [
      "Pizzeria napoletana. Pizze: Margherita 6 €, Diavola 7,50 €, Capricciosa 8 €. Aperto da martedì a domenica 19:00–23:30, lunedì chiuso. Telefono 081 555 1234.",
      "it",
    ],
    ["Gelateria a Bologna. Coni 3 €, coppette 4 €. Aperto tutti i giorni 12–23.", "it"],
    ["Fish and chips in Leeds. Cod £9, haddock £9.50. Open Monday to Saturday, closed Sunday.", "en"],
    // One-liners: a few telling words decide, so a vague page is written in its owner's language.
    ["página para lanzar nuestras alpargatas nuevas", "es"],
    ["tienda online para mis bolsos", "es"],
    ["facebook werbung für mein yogastudio", "de"],
    ["strona na webinar o programowaniu", "pl"],
    ["page pour télécharger notre appli de randonnée", "fr"],
    ["newsletter for my sourdough baking blog", "en"],
    ["Facebook Anzeige für mein Fitnessstudio in Köln", "de"],
    ["Pizza and pasta in Roma, la dolce vita", "en"],
    ["signup page for our invoicing tool for plumbers", "en"],
    // Noun lists with no common word but "in" and "a", which English shares: the letters decide
    // (each got an English page).
    ["Dachdecker in Bremen-Nord, Sturmschäden, Flachdach, Dachrinnen. Innungsbetrieb.", "de"],
    ["Borsa in pelle conciata al vegetale, cucita a mano, edizione limitata a Firenze.", "it"],
    ["Zwemles voor kinderen in Zwolle, diploma A tot C, kleine groepjes, gratis proefles.", "nl"],
    ["Debreceni könyvelőiroda kisvállalkozásoknak, bérszámfejtés, havi bevallások.", "hu"],
    // English with a word of its own stays English, whatever its borrowed words look like.
    ["Trattoria pasta and gelato in Leeds", "en"],
    // No word of English's own, but English words beside the borrowed ones outvote them.
    ["Osteria Da Gino in Bristol, wood fired pizza", "en"],
    ["Kindergarten in Seattle with bilingual classes", "en"],
    // Italian without its common words: its "a" and its doubled consonants tell it from Portuguese.
    ["Presenta Lucia Bassi, fotografa a Torino. Matrimoni e ritratti.", "it"],
    ["Berretti in lana merino fatti a mano.", "it"],
    ["Garrafa térmica de 750 ml. Envio grátis em Portugal.", "pt"],
    ["Loja a 5 minutos do centro.", "pt"],
  ])("%s → %s", (text, lang) => {
    expect(detectLanguage(text).lang).toBe(lang);
  });
});
