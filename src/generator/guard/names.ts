/**
 * People a model may invent without any role word around them: capitalised name pairs ("Jane Doe",
 * "Dr. Maria Rossi") in running text. Title-case headings ("Fresh Bread Every Morning") name nobody, nor do
 * words the text or its sources also write in lower case ("Bakery Team" when the owner wrote "bakery").
 */
import { looksLikePerson, NOT_PERSON_AFTER, PERSON_NAME } from "../brief/names.js";
import { NOT_A_NAME, re } from "../brief/vocabulary.js";
import type { Claim } from "./claims-of-praise.js";

const NAME = re(`(?<![\\p{L}\\d.])${PERSON_NAME}`, "gu");
/** Titles before a name, in every language a pack knows ("Dr.", "Frau", "Mme", "Dra.", "Dott.ssa", "Dhr."). */
export const TITLE =
  /^(?:Dr|Dra|Drs|Prof|Profa|Mr|Mrs|Ms|Mx|Sir|Dame|Chef|Mme|Mmes|Mlle|Frau|Herr|Sr|Sra|Srta|Don|Doña|Sig|Sig\.ra|Signora|Signor|Dott|Dott\.ssa|Dottoressa|Dottor|Dhr|Mevr|Mw|Pan|Pani|Ing|Mag|Me|Maître|Madame|Monsieur|Señor|Señora)\.?$/iu;
/** Roles a person is named after ("Inhaberin", "founder", "propriétaire", "titolare", "właścicielka"). */
const ROLE =
  /^(?:owner|founder|co-founder|manager|head|chef|host|inhaber(?:in)?|gastgeber(?:in)?|gründer(?:in)?|geschäftsführer(?:in)?|leiter(?:in)?|chefin|küchenchef(?:in)?|propriétaire|fondat(?:eur|rice)|gérant(?:e)?|dueñ[oa]|fundador(?:a)?|propietari[oa]|titolare|fondat(?:ore|rice)|proprietari[oa]|eigenaar|eigenares|oprichter|właściciel(?:ka)?|założyciel(?:ka)?|proprietári[oa])$/iu;
const WORD = re(String.raw`[\p{L}'’-]+`, "gu");
const LOWER_START = re(String.raw`^\p{Ll}`, "u");
/** A quote's attribution: a dash right after the closing quote mark (or after the masked quote). */
const ATTRIBUTION = /[\uFFFF”“"»«’'][.!?,]?\s*[–—-]\s*$/u;
/**
 * Words that open a heading before a name-like pair ("About Pipeflow", "Ask CodeCamp", "Contact Alder"),
 * in every language the composer writes headings in ("Over Fietsfestival Utrecht", "Über Studio Mitte",
 * "Sobre Onda Surf", "À propos de…", "Conosci…", "Poznaj…").
 */
const HEADING_WORDS = new Set(
  [
    "about ask find contact meet welcome hello hi visit why how what who where when discover explore see follow with for from at by inside introducing",
    "over welkom ontdek maak kennis met bezoek",
    "über uber willkommen entdecke lerne kennen besuche",
    "propos bienvenue découvrez rencontrez contactez visitez",
    "sobre acerca bienvenido bienvenidos descubre conoce visita bem-vindo bem-vindos descubra conheça",
    "chi benvenuti benvenuto scopri conosci visita contatta",
    "poznaj witamy odkryj odwiedź kontakt",
  ]
    .join(" ")
    .split(" "),
);
/** "You" capitalised out of politeness: "Otrzymaliśmy Twoje zgłoszenie", "Wir melden uns bei Ihnen". */
const POLITE_WORDS = new Set(
  "twoje twój twoja twojego twoim ciebie tobie ci pan pani państwo państwa sie ihr ihre ihren ihrem ihnen usted ustedes vous você vocês lei".split(
    " ",
  ),
);
/** Brands and stores that look like name pairs: "App Store", "Google Play", "Apple Pay". */
const BRAND_WORDS = new Set(
  "app store google play apple pay microsoft amazon facebook instagram whatsapp youtube tiktok linkedin spotify zoom slack stripe paypal visa mastercard shopify etsy uber airbnb booking tripadvisor trustpilot maps".split(
    " ",
  ),
);

/** Capitalised name pairs in `masked`; `lowerWords` are words written in lower case somewhere (never names). */
export function namePairsIn(masked: string, lowerWords: Set<string>, nounsCapitalised = false): Claim[] {
  const out: Claim[] = [];
  const words = [...masked.matchAll(WORD)].map((m) => m[0]).filter((w) => w.length > 3);
  // A heading in title case: nearly every longer word around the pair is capitalised.
  const titleCaseAround = (pair: string[]) => {
    const others = words.filter((w) => !pair.includes(w));
    const capitalised = others.filter((w) => !LOWER_START.test(w)).length;
    return others.length >= 2 && capitalised / others.length > 0.6;
  };
  for (const m of masked.matchAll(NAME)) {
    const all = m[0].split(/\s+/);
    // Sentence openers and verbs in capitals before the name: "Meet Jane Doe", "Ask Tom Berger".
    let lead = 0;
    // A word the text writes in lower case elsewhere opens the sentence, it names nobody: "Con Laura
    // Martínez, … con 15 años", "Avec Julie Martin" — the pair after it is still a name.
    while (
      lead < all.length &&
      (NOT_A_NAME.has(all[lead].toLowerCase()) ||
        HEADING_WORDS.has(all[lead].toLowerCase()) ||
        (all.length - lead > 2 && lowerWords.has(all[lead].toLowerCase())))
    )
      lead++;
    let parts = all.slice(lead);
    // A role before the pair shows a person in every language, German included ("von Inhaberin Greta
    // Lindner", "Chef Marco Rossi", "la propriétaire Anne Roux").
    const roleAt = parts.findIndex((w) => ROLE.test(w));
    const before =
      masked
        .slice(Math.max(0, m.index - 24), m.index)
        .trim()
        .split(/\s+/)
        .pop() ?? "";
    const role = (roleAt >= 0 && parts.length - roleAt > 2) || (ROLE.test(before) && parts.length >= 2);
    if (roleAt >= 0 && parts.length - roleAt > 2) parts = parts.slice(roleAt + 1);
    // "La Dra." before a name that is not a pair: a title ends no name.
    if (parts.length > 0 && TITLE.test(parts[parts.length - 1])) continue;
    const titled = (parts.length > 0 && TITLE.test(parts[0])) || (role && parts.length >= 2);
    const nameWords = parts.filter((w) => !TITLE.test(w) && !/^\p{Lu}\.$/u.test(w));
    // "Sarah M." is a name and an initial: as much a person as "Sarah Mills".
    const initials = parts.length - nameWords.length - (titled ? 1 : 0);
    if (nameWords.length < 1 || nameWords.length + initials < (titled ? 1 : 2)) continue;
    // German capitalises every noun ("Jeden Morgen frisch"): only a title ("Dr. Maren Stolz") or a quote's
    // attribution („Himmlisch“ – Hans Müller) shows a person.
    const opening = m.index + m[0].length - parts.join(" ").length;
    const attributed = ATTRIBUTION.test(masked.slice(Math.max(0, opening - 8), opening));
    if (!titled && !attributed && (nounsCapitalised || titleCaseAround(parts))) continue;
    if (nameWords.some((w) => lowerWords.has(w.toLowerCase()) || NOT_A_NAME.has(w.toLowerCase()))) continue;
    if (nameWords.some((w) => BRAND_WORDS.has(w.toLowerCase()) || POLITE_WORDS.has(w.toLowerCase())))
      continue;
    const name = parts.join(" ");
    const start = m.index + m[0].length - name.length;
    const end = start + name.length;
    // "CodeCamp", "McKinsey & Co": a capital inside the word after the pair makes it a brand, not a name.
    if (/^\p{L}/u.test(masked.slice(end, end + 1))) continue;
    if (!looksLikePerson(name, masked.slice(end, end + 30))) continue;
    // "Neon Hall", "Rose Studio": a place or company word ends no person's name.
    if (NOT_PERSON_AFTER.test(nameWords[nameWords.length - 1])) continue;
    out.push({ kind: "person", start, end });
  }
  return out;
}

/** The words written in lower case in `texts` (a word the owner writes small is a common word, not a name). */
export function lowerCaseWords(texts: string[]): Set<string> {
  const out = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(WORD)) if (LOWER_START.test(m[0])) out.add(m[0]);
  return out;
}
