/**
 * Named people with their roles: "with head chef Anna Kovács", "hosted by Dr. Tom Reyes, cardiologist",
 * "speakers: Maria Silva (CTO, Acme) and John Doe", "our founder, Lena Fischer", "Lena Fischer, our founder".
 * Capitalised phrases shaped like names are candidates; one is a person only next to a role word or a
 * "hosted by"-style verb, and never when a company form, street word or model number follows it
 * ("Kovács Bt.", "Baker Street", "RoboArm C5").
 */

import { INTL_IS, INTL_ROLE_NOUN, INTL_ROLE_STOP, INTL_VERB_BY } from "./intl.js";
import { looksLikePerson, PERSON_NAME } from "./names.js";
import { type Claims, MASK } from "./spans.js";
import type { PersonFact } from "./types.js";
import { caseless, NOT_A_NAME, re } from "./vocabulary.js";

const ROLE_NOUN =
  "(?:chef|cook|baker|pastry chef|barista|sommelier|bartender|mixologist|owner|co-owner|founder|co-founder|ceo|cto|coo|cfo|cmo|director|managing director|manager|host|co-host|speaker|keynote speaker|moderator|facilitator|presenter|panelist|panellist|teacher|instructor|trainer|coach|tutor|mentor|lecturer|professor|doctor|dentist|surgeon|nurse|physiotherapist|therapist|psychologist|cardiologist|dermatologist|pediatrician|paediatrician|nutritionist|dietitian|vet|veterinarian|lawyer|solicitor|attorney|barrister|notary|accountant|advisor|adviser|consultant|architect|designer|developer|engineer|photographer|artist|author|writer|editor|journalist|musician|singer|dj|guide|tour guide|curator|stylist|hairdresser|barber|florist|agent|broker|partner|principal|headteacher|organiser|organizer|winemaker|brewer|farmer|maker|tailor|mechanic|technician|pilot|captain|midwife|pharmacist|optician|yoga teacher|personal trainer|groomer|dog groomer|plumber|electrician|carpenter|joiner|builder|gardener|landscaper|cleaner|painter|decorator|roofer|locksmith|translator|interpreter|illustrator|videographer|planner|wedding planner|beautician|osteopath|chiropractor|podiatrist|doula|bookkeeper|copywriter|head of [a-z]+|surveyor|valuer|seller|walker|dog walker|knitter|potter|ceramicist|jeweller|jeweler|goldsmith|blacksmith|upholsterer|weaver|seamstress|dressmaker|cobbler|glazier|plasterer|tiler|bricklayer|stonemason|conveyancer|mediator|paralegal|actuary|analyst|strategist|researcher|scientist|carer|nanny|childminder|celebrant|officiant|comedian|magician|entertainer|drummer|guitarist|pianist|violinist|vocalist|conductor|composer|producer|filmmaker|animator|hygienist|optometrist|audiologist|counsellor|counselor|psychotherapist|acupuncturist|massage therapist|tattoo artist|make-?up artist|nail technician|esthetician|aesthetician|butcher|fishmonger|cheesemonger|herbalist|naturopath|homeopath|reflexologist|daughter|son|wife|husband|brother|sister|mum|mom|dad|mother|father|grandmother|grandfather|granddaughter|grandson|niece|nephew|mc|emcee|compère|compere|quizmaster)";
const ROLE_MODIFIER =
  "(?:head|executive|pastry|sous|keynote|guest|lead|senior|junior|chief|founding|certified|award-winning|master|resident|star|celebrity|renowned|famous|local|qualified|licensed|experienced|main|special|creative|artistic|managing|medical|clinical|legal|financial|technical|tax|mortgage|marketing|property|business|sports|fitness|dance|music|piano|guitar|swimming|driving|maths|math|english|science|art|life|career|careers)";
// Role words in any case, without the "i" flag (which would let \p{Lu} in the patterns match lower case).
const ROLE = caseless(
  `(?:(?:ex-|former\\s)?(?:${ROLE_MODIFIER}\\s){0,3}${ROLE_NOUN}s?|(?:${INTL_ROLE_NOUN})(?:\\s(?:certifi[ée]e?|dipl[ôo]m[ée]e?|certificad[oa]|diplomad[oa]|titulad[oa]|certificat[oa]|diplomat[oa]|gecertificeerd[e]?|zertifiziert[e]?|dyplomowan[ya]|okleveles|certificad[oa]))?)`,
);

const NAME = re(`(?<![\\p{L}\\d.])${PERSON_NAME}`, "gu");
// Checked on the text just before a name: "with head chef ", "our founder, ", "keynote speaker ".
const ROLE_BEFORE = re(
  `(?:^|[^\\p{L}(])${caseless("(?:our\\s|the\\s|with\\s|by\\s|and\\s|her\\s|his\\s|my\\s|their\\s|unser[e]?\\s|die\\s|der\\s|le\\s|la\\s|notre\\s|el\\s|nuestr[oa]\\s|il\\s|onze\\s|de\\s|het\\s|o\\s|a\\s|az\\s|nasz[a]?\\s)?")}(${ROLE}),?\\s(?:is\\s|was\\s|will\\sbe\\s|${caseless(INTL_IS)}\\s)?$`,
  "u",
);
/** A role word used as a verb: "We cook Andalusian food" names no cook. */
const SUBJECT_BEFORE = /(?:^|[^\p{L}])(?:we|i|they|you|to|also)\s$/iu;
// Checked on the text just after a name: ", our founder", " (CTO, Acme)", ", cardiologist", ", former
// Netflix engineer" (a past employer between "former" and the role).
const ROLE_AFTER = re(
  `^(?:,\\s(?:our\\s|the\\s|a\\s|an\\s)?|\\s\\(|\\s[—–-]\\s(?:our\\s|the\\s)?)((?:(?:former|ex)\\s)?(?:\\p{Lu}[\\p{L}&-]*\\s){0,2}${ROLE}(?:\\s(?:at|of|from)\\s[\\p{L}&'’.-]+(?:\\s\\p{Lu}[\\p{L}&'’.-]*){0,3})?(?:,\\s[\\p{Lu}][\\p{L}&'’.-]*(?:\\s\\p{Lu}[\\p{L}&'’.-]*){0,3})?)(?=\\)|[,.;!?]|$|\\s(?:and|with|who|will|is|leads|runs|hosts|teaches|since|for|in|based)\\b|\\s\uFFFF)`,
  "u",
);
// "(CTO, Acme)" in a speaker list: anything in brackets is the role.
const BRACKET_ROLE = /^\s\(([^()]{2,60})\)/u;
const VERB_BY = re(
  `(?<![\\p{L}])(hosted\\sby|co-hosted\\sby|led\\sby|presented\\sby|taught\\sby|run\\sby|organi[sz]ed\\sby|moderated\\sby|curated\\sby|founded\\sby|owned\\sby|created\\sby|coached\\sby|guided\\sby|facilitated\\sby|(?:written|knitted|made|hand-?made|built|baked|brewed|roasted|cooked|grown|crafted|designed|drawn|painted|photographed|illustrated|narrated|sewn|stitched|woven|carved|thrown|poured|produced|directed|edited|styled|groomed|managed|staffed|started|read|voiced)\\sby|${INTL_VERB_BY})\\s$`,
  "iu",
);
/**
 * "Con Marta Bellini, consulente di comunicazione", "with Sarah Jones, certified yoga teacher": "with" at a
 * sentence's start, then a name and its role in lower case, introduces who leads it (never "with" alone).
 */
const WITH_BEFORE = /(?:^|[.!?:]\s|[\n\uFFFF]\s?)(?:with|con|mit|avec|met|com|z)\s$/iu;
const ROLE_IN_PHRASE = re(`(?<![\\p{L}])${ROLE}(?![\\p{L}])`, "u");

/** Whether a text names a role or trade of a person ("Solicitor since 2011", "Seit 2009 Anwalt für …"). */
export const namesARole = (text: string): boolean => ROLE_IN_PHRASE.test(text);
/** The role after a name led by "with": only a phrase with a role word ("Con Vista Mare, appartamenti…" names none). */
const withRole = (after: string) => {
  const lower = INTL_LOWER_ROLE_AFTER.exec(after) ?? LOWER_ROLE_AFTER.exec(after);
  return lower && ROLE_IN_PHRASE.test(lower[1]) ? lower : null;
};
const LIST_LEAD =
  /\b(speakers?|hosts?|teachers?|instructors?|trainers?|coaches?|mentors?|panel(?:ists?)?|guests?|team|line-?up|featuring|with)\s?:\s?(?:[-–—•*·]\s)?$/iu;
/** The same in German, as written: "Unsere Trainerinnen: Anna Berger und Sophie Lang" (each a "Trainerin"). */
const INTL_LIST_LEAD =
  /(?<![\p{L}])((?:Trainer|Lehrer|Referent|Dozent|Therapeut|Physiotherapeut)innen|Referenten|Dozenten|Therapeuten|Referentin|Sprecher(?:in)?|[Ss]prekers?|[Ii]ntervenant(?:e|s|es)?|[Pp]onentes?|[Rr]elator[ei]|[Rr]elatrice|[Pp]relegen(?:t|ci|tka)|[Oo]rador(?:a|es)?|[Pp]alestrantes?)\s?:\s?(?:[-–—•*·]\s)?$/u;
// A role after "hosted by X, …" in lower case: "cardiologist", "a certified breathwork coach".
const LOWER_ROLE_AFTER = re(
  String.raw`^,\s((?:a\s|an\s|our\s|the\s)?\p{Ll}[\p{Ll}\s-]{2,40}?)(?=[,.;!?()]|$|\s(?:and|with|who|will|in|at|on|since|for|from)\b|\s[-–—•*·]\s|\s\uFFFF)`,
  "u",
);
/** The same in other languages, where the role may end before "depuis", "seit", "desde"…: "professeure certifiée". */
const INTL_LOWER_ROLE_AFTER = re(
  `^,\\s((?:${INTL_ROLE_NOUN})(?:\\s\\p{Ll}[\\p{Ll}-]*){0,3}?)(?=[,.;!?()]|$|\\s(?:${INTL_ROLE_STOP})(?![\\p{L}])|\\s\uFFFF)`,
  "u",
);

const SENTENCE_VERBS = new Set([
  "ask",
  "contact",
  "email",
  "thank",
  "thanks",
  "hello",
  "hi",
  "dear",
  "with",
  "geschrieben",
  "verfasst",
  "geschreven",
  "con",
  "mit",
  "avec",
  "met",
  "com",
  "by",
  "and",
  "say",
  // Articles, possessives and "led by" verbs that start a sentence before a name in other languages.
  "unser",
  "unsere",
  "die",
  "der",
  "le",
  "la",
  "notre",
  "el",
  "nuestro",
  "nuestra",
  "il",
  "lo",
  "onze",
  "de",
  "het",
  "o",
  "nosso",
  "nossa",
  "nasz",
  "nasza",
  "az",
  "prowadzi",
  "prowadzą",
  "zajęcia",
  "vezeti",
]);
/**
 * A team or a staff named by its plural in the other languages, before a colon: "L'équipe : Claire Moreau
 * (associée), Julien Petit", "Istruttori: Luca Ferri, Sara Conti", "Trenerzy: Anna Nowak, Piotr Wiśniewski".
 * Each person on the list takes the singular as their role; a team word gives none.
 */
const STAFF_LIST_LEAD =
  /(?<![\p{L}])(équipe|[EÉ]quipe|[Ee]quipo|[Ee]quipa|[Ss]quadra|[Zz]espół|[Kk]adra|[Pp]ersonale|[Ii]struttor[ie]|[Ii]struttrici|[Ii]nsegnanti|[Dd]ocenti|[Aa]llenatori|[Ff]ormat(?:eurs|rices)|[Aa]nimat(?:eurs|rices)|[Pp]rofesseurs|[Mm]onitores|[Pp]rofesores|[Ee]ntrenadores|[Ii]nstructores|[Ii]nstrutores|[Pp]rofessores|[Tt]reinadores|[Tt]renerzy|[Ii]nstruktorzy|[Nn]auczyciele|[Pp]rowadzący|[Dd]ocenten|[Ii]nstructeurs|[Ll]eraren|[Bb]egeleiders|[Aa]nwälte|[Aa]vocats|[Aa]bogados|[Aa]vvocati|[Aa]dvocaten|[Aa]dvogados|[Pp]rawnicy)\s?:\s?(?:[-–—•*·]\s)?$/u;

/** The role each person of a staff list takes: the singular of the list's word (none for a team). */
const STAFF_ROLE: Record<string, string | undefined> = {
  istruttori: "istruttore",
  istruttrici: "istruttrice",
  insegnanti: "insegnante",
  docenti: "docente",
  allenatori: "allenatore",
  formateurs: "formateur",
  formatrices: "formatrice",
  animateurs: "animateur",
  animatrices: "animatrice",
  professeurs: "professeur",
  monitores: "monitor",
  profesores: "profesor",
  entrenadores: "entrenador",
  instructores: "instructor",
  instrutores: "instrutor",
  professores: "professor",
  treinadores: "treinador",
  trenerzy: "trener",
  instruktorzy: "instruktor",
  nauczyciele: "nauczyciel",
  prowadzący: "prowadzący",
  docenten: "docent",
  instructeurs: "instructeur",
  leraren: "leraar",
  begeleiders: "begeleider",
  anwälte: "Anwalt",
  avocats: "avocat",
  abogados: "abogado",
  avvocati: "avvocato",
  advocaten: "advocaat",
  advogados: "advogado",
  prawnicy: "prawnik",
};

/** A single word after "a", "in", "à", "w": a town ("interior designer a Milano"), not a person. */
const PLACE_WORD_BEFORE = /(?:^|\s)(?:a|à|in|en|w|we|em|im|au|ad|nel|nella|bei)\s$/iu;

/** A role word at the start of a capitalised phrase ("Inhaberin Anna Schmidt" in German). */
const ROLE_WORD = re(`^(?:${INTL_ROLE_NOUN}|${ROLE_NOUN})$`, "iu");

/** Length of the capitalised non-name words at the start of a candidate ("Ask ", "Meet "). */
function leadingNonNameWords(candidate: string): number {
  let cut = 0;
  for (const word of candidate.split(" ")) {
    const lower = word.toLowerCase();
    // "Geschrieben von Tobias Kern": the "von" after a verb is the verb's, not a name particle.
    const afterVerb = cut > 0 && (lower === "von" || lower === "door" || lower === "par" || lower === "por");
    if (!afterVerb && !SENTENCE_VERBS.has(lower) && !NOT_A_NAME.has(lower) && !ROLE_WORD.test(word)) break;
    cut += word.length + 1;
  }
  return Math.min(cut, candidate.length);
}

const VERB_ROLE: Record<string, string> = { hosted: "host", "co-hosted": "co-host", moderated: "moderator" };

/** "I'm Sam", "My name is Priya", "we're Jess and Ollie": people who introduce themselves. */
const SELF_INTRO = re(
  `(?<![\\p{L}])${caseless("(?:i['’]m|i\\sam|my\\sname\\sis|we['’]re|we\\sare|our\\snames\\sare)")}\\s(?<first>${PERSON_NAME})(?:\\s(?:and|&)\\s(?<second>${PERSON_NAME}))?`,
  "gu",
);
/** What someone says they are, after their name: ", a certified strength coach", ", a wedding and family photographer". */
const SELF_ROLE = re(
  String.raw`^,\s(?:a|an|your|the)\s((?:\p{Ll}[\p{Ll}-]*)(?:\s\p{Ll}[\p{Ll}-]*){0,5}?)(?=\s(?:based|who|with|from|in|at|since|for|and\s+i|living|working|travelling|traveling)(?![\p{L}])|[,.;!?]|$)`,
  "u",
);
/** A cheap test before the costly patterns: someone introduces themselves or is named to contact. */
const INTRODUCING =
  /\b(?:i['’]m|i\s+am|my\s+name|we['’]re|we\s+are|our\s+names|call|ring|text|phone|e-?mail|message|ask\s+for|speak\s+to|talk\s+to|contact)\b/i;
/** Someone to call, write to or ask for, before their number or address: "Call Sue on 07700 900123". */
const CONTACT_PERSON = re(
  `(?<![\\p{L}])${caseless("(?:call|ring|text|phone|email|e-mail|message|ask\\sfor|speak\\sto|talk\\sto|contact)")}\\s(?<name>${PERSON_NAME})\\s${caseless("(?:on|at)")}\\s(?=\\uFFFF)`,
  "gu",
);
/** A bullet just before a name: " - ", " • ". */
const BULLET_BEFORE = /\s[-–—•*·]\s$/u;

/** A title before a name makes it a person without a role: "Dr Claire Moreau", "Prof. Ann Lee". */
const TITLED = /^(?:Dr|Prof|Mr|Mrs|Ms|Mx|Sir|Dame)\.?\s/u;

/** People who introduce themselves ("Hi! I'm Sam, a certified strength coach"), except the business itself. */
function introducedPeople(text: string, masked: string, claims: Claims, exclude: Set<string>): PersonFact[] {
  const people: PersonFact[] = [];
  if (!INTRODUCING.test(masked)) return people;
  for (const m of masked.matchAll(SELF_INTRO)) {
    const names = [m.groups?.first, m.groups?.second].filter((n): n is string => Boolean(n));
    let end = m.index + m[0].length;
    if (names.some((n) => exclude.has(n.toLowerCase()) || !looksLikePerson(n, masked.slice(end, end + 30))))
      continue;
    // "We're Casa Lola, a tapas bar" names the business: "we" introduces people only as a pair.
    if (/^we/i.test(m[0]) && names.length < 2) continue;
    // The role belongs to one person only ("I'm Sam, a … coach"), not to a pair.
    const role = names.length === 1 ? SELF_ROLE.exec(text.slice(end)) : null;
    if (role) end += role[0].length;
    claims.add(m.index, end, "person");
    for (const name of names) people.push(role ? { name, role: role[1] } : { name });
  }
  for (const m of masked.matchAll(CONTACT_PERSON)) {
    const name = m.groups?.name ?? "";
    const start = m.index + m[0].indexOf(name);
    if (!name || exclude.has(name.toLowerCase()) || !looksLikePerson(name, "")) continue;
    if (claims.overlaps(start, start + name.length)) continue;
    claims.add(start, start + name.length, "person");
    people.push({ name });
  }
  return people;
}

/** A list of talks, each "title — speaker": "Talks: - Streams without tears — Aisha Patel - …". */
const TALK_LIST_LEAD =
  /(?<![\p{L}])(?:talks?|programme|program|agenda|line-?up|sessions?|vorträge|programm|conférences|programa|charlas|ponencias|interventi|programma|lezingen|palestras|wykłady|prelekcje)\s?:\s?/giu;
const TALK_ITEM = re(
  `^(?<title>\\p{L}[^—–:;]{2,80}?)\\s(?:[—–]|by|von|par|por|di|door|przez|de)\\s(?<name>${PERSON_NAME})$`,
  "u",
);

/**
 * The speakers of a pasted list of talks, each with their talk as the line under their name: "Talks:
 * - Streams without tears — Aisha Patel - Bun vs Node in production — Tom Fairley." The list ends at the
 * sentence's full stop; an item without a speaker is left to the other readers.
 */
function talkSpeakers(masked: string, claims: Claims, exclude: Set<string>): PersonFact[] {
  const people: PersonFact[] = [];
  for (const lead of masked.matchAll(TALK_LIST_LEAD)) {
    const from = lead.index + lead[0].length;
    const stop = /[.!?](?:\s|$)|\uFFFF/u.exec(masked.slice(from));
    const body = masked.slice(from, stop ? from + stop.index : masked.length);
    let at = from;
    for (const raw of body.split(/(?:^|\s)[-•*·]\s/u)) {
      const itemStart = masked.indexOf(raw, at);
      at = itemStart + raw.length;
      const item = raw.trim();
      const m = TALK_ITEM.exec(item);
      const name = m?.groups?.name ?? "";
      if (!m || exclude.has(name.toLowerCase()) || !looksLikePerson(name, "")) continue;
      const start = itemStart + raw.indexOf(item);
      if (claims.overlaps(start, start + item.length)) continue;
      claims.add(start, start + item.length, "person");
      people.push({ name, role: m.groups?.title?.trim() });
    }
  }
  return people;
}

export function extractPeople(text: string, claims: Claims, exclude: string[] = []): PersonFact[] {
  const excluded = new Set(exclude.map((e) => e.toLowerCase()).filter(Boolean));
  const speakers = talkSpeakers(claims.mask(text, MASK), claims, excluded);
  const people = introducedPeople(text, claims.mask(text, MASK), claims, excluded);
  people.unshift(...speakers);
  // A credential may be part of a role ("Raj Patel, CeMAP-qualified mortgage adviser"): it stays readable.
  const masked = claims.mask(text, MASK, ["credential"]);
  // Names in a "speakers: A (…), B and C" list inherit the list's role.
  let listRole: string | undefined;
  let listEnd = -1;
  for (const m of masked.matchAll(NAME)) {
    // A sentence may start with a capitalised verb before the name: "Ask Tom Berger, our sommelier".
    const leadWords = leadingNonNameWords(m[0]);
    const name = m[0].slice(leadWords);
    const start = m.index + leadWords;
    if (!name) continue;
    const end = start + name.length;
    const before = masked.slice(Math.max(0, start - 40), start);
    const after = masked.slice(end, end + 90);
    if (
      !looksLikePerson(name, after) ||
      claims.overlaps(start, end, ["person", "place", "quote", "contact", "credential"])
    )
      continue;

    let role: string | undefined;
    let roleEnd = end;
    const intlLead = INTL_LIST_LEAD.exec(before);
    const staffLead = intlLead ? null : STAFF_LIST_LEAD.exec(before);
    const listLead = LIST_LEAD.exec(before) ?? intlLead ?? staffLead;
    if (listLead) {
      const word = listLead[1].toLowerCase();
      listRole = intlLead
        ? listLead[1].replace(/(?<=in)nen$/u, "")
        : staffLead
          ? STAFF_ROLE[word]
          : /^(?:featuring|with|team|line-?up|panel)$/.test(word)
            ? undefined
            : word.replace(/e?s$/, "");
      listEnd = end;
    }
    const inList =
      listLead !== null ||
      (listEnd >= 0 &&
        /^(?:\s?,\s?|\s(?:and|&|und|et|y|e|en|i|és)\s|,\s(?:and|und)\s)$/.test(
          masked.slice(listEnd, start).replace(/^\)|\s\([^()]*\)/g, ""),
        ));
    // A pasted list's next item ("Our team: - Margaret Hollis, founder - Dev Anand, supply chain lead"):
    // a name right after a bullet, with no full stop since the list's last name, is in the list too.
    const bulleted =
      !inList && listEnd >= 0 && BULLET_BEFORE.test(before) && !/[.!?]\s/u.test(masked.slice(listEnd, start));
    const roleAfter = ROLE_AFTER.exec(after);
    const bracket = BRACKET_ROLE.exec(after);
    const verb = VERB_BY.exec(before);
    const roleFound = ROLE_BEFORE.exec(before);
    const roleBefore =
      roleFound &&
      !SUBJECT_BEFORE.test(before.slice(0, before.lastIndexOf(roleFound[1]))) &&
      !(PLACE_WORD_BEFORE.test(before) && !/\s/u.test(name.trim()))
        ? roleFound
        : null;
    if (roleAfter) {
      role = roleAfter[1];
      roleEnd = end + roleAfter[0].length;
    } else if (inList && bracket) {
      role = bracket[1];
      roleEnd = end + bracket[0].length;
    } else if (roleBefore) {
      role = roleBefore[1];
    } else if (verb) {
      const lower = LOWER_ROLE_AFTER.exec(after) ?? INTL_LOWER_ROLE_AFTER.exec(after);
      role = lower ? lower[1] : VERB_ROLE[verb[1].toLowerCase().replace(/\sby$/, "")];
      if (lower) roleEnd = end + lower[0].length;
      // "hosted by Priya Nair and Tom Blake": the next name joined by "and" is hosted by too.
      listRole = role;
      listEnd = roleEnd;
    } else if (WITH_BEFORE.test(before) && withRole(after)) {
      const lower = withRole(after);
      role = lower?.[1];
      roleEnd = end + (lower?.[0].length ?? 0);
    } else if (inList || bulleted) {
      // The item's own role in lower case ("- Dev Anand, supply chain lead"), else the list's.
      const lower = bulleted || listLead ? LOWER_ROLE_AFTER.exec(after) : null;
      role = lower ? lower[1] : listRole;
      if (lower) roleEnd = end + lower[0].length;
    } else if (!TITLED.test(name)) {
      continue;
    }
    if (inList || bulleted) listEnd = roleEnd;
    // The sentence's full stop is no part of the role ("head of growth at Signal Lab."), an abbreviation's is.
    const roleText = role
      ?.trim()
      .replace(/^(?:our|your|the|a|an)\s/i, "")
      .replace(/(?<!\b(?:Inc|Ltd|Co|Corp|Bt|Kft|Zrt|Jr|Sr|St|Dr))\.$/u, "");
    claims.add(start, roleEnd, "person");
    const existing = people.find((p) => p.name === name);
    if (existing) {
      if (!existing.role && roleText) existing.role = roleText;
    } else people.push(roleText ? { name, role: roleText } : { name });
  }
  return people;
}
