/**
 * The consent banner's words in the language of the page it is added to (its `<html lang>`), in the
 * register the composer writes that language in (German "Sie", Spanish "tú"…), so a visitor reads one
 * language on the whole page. A language without words here gets the English banner.
 */
import { localeOf } from "../../generator/composer/locale/index.js";

export interface ConsentWords {
  text: string;
  accept: string;
  decline: string;
  /** The small button left in the banner's place to change the choice later. */
  settings: string;
  /** The banner's accessible name. */
  label: string;
}

const en: ConsentWords = {
  text: "We would like to use cookies to measure visits and the results of our ads. Nothing is loaded unless you accept.",
  accept: "Accept",
  decline: "Decline",
  settings: "Cookie settings",
  label: "Cookie consent",
};

const pt: ConsentWords = {
  text: "Gostaríamos de usar cookies para medir as visitas e os resultados dos nossos anúncios. Nada é carregado sem a sua autorização.",
  accept: "Aceitar",
  decline: "Recusar",
  settings: "Definições de cookies",
  label: "Consentimento de cookies",
};

const WORDS: Record<string, ConsentWords> = {
  en,
  de: {
    text: "Wir möchten Cookies verwenden, um Besuche und den Erfolg unserer Werbung zu messen. Es wird nichts geladen, solange Sie nicht zustimmen.",
    accept: "Akzeptieren",
    decline: "Ablehnen",
    settings: "Cookie-Einstellungen",
    label: "Cookie-Einwilligung",
  },
  fr: {
    text: "Nous aimerions utiliser des cookies pour mesurer les visites et les résultats de nos publicités. Rien n'est chargé sans votre accord.",
    accept: "Accepter",
    decline: "Refuser",
    settings: "Paramètres des cookies",
    label: "Consentement aux cookies",
  },
  es: {
    text: "Nos gustaría usar cookies para medir las visitas y los resultados de nuestros anuncios. No se carga nada si no lo aceptas.",
    accept: "Aceptar",
    decline: "Rechazar",
    settings: "Configuración de cookies",
    label: "Consentimiento de cookies",
  },
  it: {
    text: "Vorremmo usare i cookie per misurare le visite e i risultati dei nostri annunci. Non viene caricato nulla senza il tuo consenso.",
    accept: "Accetta",
    decline: "Rifiuta",
    settings: "Impostazioni dei cookie",
    label: "Consenso ai cookie",
  },
  nl: {
    text: "We willen graag cookies gebruiken om bezoeken en de resultaten van onze advertenties te meten. Er wordt niets geladen zolang je niet akkoord gaat.",
    accept: "Accepteren",
    decline: "Weigeren",
    settings: "Cookie-instellingen",
    label: "Toestemming voor cookies",
  },
  pt,
  "pt-br": {
    ...pt,
    text: "Gostaríamos de usar cookies para medir as visitas e os resultados dos nossos anúncios. Nada é carregado sem a sua permissão.",
    settings: "Configurações de cookies",
  },
  pl: {
    text: "Chcielibyśmy używać plików cookie, aby mierzyć odwiedziny i skuteczność naszych reklam. Nic nie zostanie załadowane bez Twojej zgody.",
    accept: "Akceptuję",
    decline: "Odrzucam",
    settings: "Ustawienia plików cookie",
    label: "Zgoda na pliki cookie",
  },
  hu: {
    text: "Sütiket szeretnénk használni a látogatások és hirdetéseink eredményeinek méréséhez. Semmi sem töltődik be, amíg nem fogadja el.",
    accept: "Elfogadom",
    decline: "Elutasítom",
    settings: "Süti-beállítások",
    label: "Süti-hozzájárulás",
  },
};

/**
 * The banner's words for a page language ("de", "pt-BR", "fr-CA"): the composer's catalogue for that tag
 * picks the language (regional first, then the language), so the banner follows the page's own words.
 */
export function consentWords(lang: string | null | undefined): ConsentWords {
  const locale = localeOf((lang ?? "").trim().replace(/_/g, "-"));
  return WORDS[locale?.lang.toLowerCase() ?? "en"] ?? en;
}

/** The `lang` of a page's `<html>` element, or null when it has none. */
export function pageLanguage(html: string): string | null {
  return /<html\b[^>]*?\blang\s*=\s*["']?([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*)/i.exec(html)?.[1] ?? null;
}
