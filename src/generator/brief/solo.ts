/**
 * Whether the owner writes as one person ("I'm Hana, an architect working alone", "Insegno hatha yoga",
 * "Jestem ilustratorką", "Ik ben Mark"): such a business is a person, and the page says "About me", not
 * "About us" (issue 27). Read from the owner's own sentences about the business (not from a request for
 * the page: "need a page for my shop" says nothing of who works there), by each language's first-person
 * words; any "we" or "our" makes it a team.
 */

import { looksLikePerson, PERSON_NAME } from "./names.js";

interface Persons {
  /** First-person singular words, and the verbs only one person says ("ricevo", "rysuję"). */
  one: RegExp;
  /** First-person plural words and verb endings: any of them makes the business a team. */
  many: RegExp;
}

const B = "(?<![\\p{L}'’])";
const E = "(?![\\p{L}])";
const words = (list: string, flags = "iu") => new RegExp(`${B}(?:${list})${E}`, flags);

const PERSONS: Record<string, Persons> = {
  // "I" is upper case alone: "i" in a lower-case brief is still the owner, but rarely anything else.
  en: {
    one: words("i|i'm|i’m|i've|i'll|my|me|myself|working alone|on my own|one-person|sole trader"),
    many: words("we|we're|we’re|we've|our|ours|us|our team|the team"),
  },
  de: {
    one: words("ich|mein|meine|meinen|meinem|meiner|mich|mir"),
    many: words("wir|uns|unser|unsere|unseren|unserem|unserer|team"),
  },
  fr: {
    one: words("je|j|moi|mon|ma|mes|seule?"),
    many: words("nous|notre|nos|équipe"),
  },
  it: {
    // The verbs an owner opens with in the first person ("Insegno", "Ricevo su appuntamento").
    one: words(
      "io|mio|mia|miei|mie|da sol[oa]|sono (?=\\p{Lu})|insegno|ricevo|vendo|offro|lavoro|faccio|realizzo|progetto|seguo|creo|preparo|produco|coltivo|organizzo|disegno|fotografo|curo|aiuto|accompagno|propongo|porto avanti|sono un[a']?|mi occupo",
    ),
    many: words("noi|nostr[oaie]|siamo|\\p{L}+iamo|team|squadra"),
  },
  es: {
    one: words(
      "yo|mi|mis|soy|me llamo|ofrezco|trabajo|hago|vendo|enseño|doy|preparo|diseño|atiendo|ayudo|imparto|realizo",
    ),
    many: words("nosotr[oa]s|nuestr[oa]s?|somos|\\p{L}+(?:amos|emos|imos)|equipo"),
  },
  pt: {
    one: words(
      "eu|meu|minha|meus|minhas|sou|faço|trabalho|ofereço|ensino|dou|vendo|fotografo|atendo|ajudo|preparo|realizo",
    ),
    many: words("nós|noss[oa]s?|somos|\\p{L}+(?:amos|emos|imos)|equipa|equipe"),
  },
  nl: {
    one: words("ik|mijn|mij|me"),
    many: words("wij|we|ons|onze|team"),
  },
  pl: {
    // Polish says the person in the verb: "rysuję", "współpracowałam", "jestem".
    one: words("ja|jestem|mój|moja|moje|mnie|mi|\\p{L}+(?:uję|aję|eję|łam|łem)"),
    many: words("my|nas|nasz\\p{L}*|nam|jesteśmy|\\p{L}{3,}(?:emy|imy|amy|ymy)|zespół"),
  },
  hu: {
    one: words("én|vagyok|engem|nekem"),
    many: words("mi|minket|nekünk|vagyunk|csapat\\p{L}*|\\p{L}+(?:unk|ünk)"),
  },
};

/** True when the owner's sentences speak as a team anywhere ("we", "our", "wir"). */
export function speaksAsATeam(sentences: readonly string[], lang: string): boolean {
  const persons = PERSONS[lang.split("-")[0] ?? ""];
  return persons ? persons.many.test(sentences.join(" ")) : false;
}

/** True when the owner's sentences speak as one person and never as a team. */
export function speaksAsOnePerson(sentences: readonly string[], lang: string): boolean {
  const persons = PERSONS[lang.split("-")[0] ?? ""];
  if (!persons) return false;
  const text = sentences.join(" ");
  return persons.one.test(text) && !persons.many.test(text);
}

/** Words that make a capitalised name a firm's ("Moonwell Games", "Novak Design"), not a person's. */
const FIRM_WORD =
  /(?<![\p{L}])(?:games|design|designs|studio|studios|media|photography|films?|labs?|consulting|agency|atelier|works|group|partners|associates|collective|club|academy|school|shop|store|co|company|ltd|inc|gmbh|kft|sarl|bv|digital|creative|productions?)(?![\p{L}])/iu;
const WHOLE_NAME = new RegExp(`^${PERSON_NAME}$`, "u");

/**
 * Whether the business is called by a person's name alone ("Tomás Ribeiro", "Marta Zielińska"): two or
 * three capitalised words, no firm's word. Only a portfolio or a one-person trade reads it so.
 */
export function namedAsAPerson(company: string): boolean {
  const name = company.trim();
  const words = name.split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 3 &&
    WHOLE_NAME.test(name) &&
    !FIRM_WORD.test(name) &&
    looksLikePerson(name, "")
  );
}
