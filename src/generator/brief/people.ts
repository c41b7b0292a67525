/**
 * Named people with their roles: "with head chef Anna Kovács", "hosted by Dr. Tom Reyes, cardiologist",
 * "speakers: Maria Silva (CTO, Acme) and John Doe", "our founder, Lena Fischer", "Lena Fischer, our founder".
 * A capitalised phrase is a person only next to a role word or a "hosted by"-style verb, and never when a
 * company form, street word or model number follows it ("Kovács Bt.", "Baker Street", "RoboArm C5").
 */

import { looksLikePerson, PERSON_NAME } from "./names.js";
import { type Claims, MASK } from "./spans.js";
import type { PersonFact } from "./types.js";
import { caseless } from "./vocabulary.js";

const ROLE_NOUN =
  "(?:chef|cook|baker|pastry chef|barista|sommelier|bartender|mixologist|owner|co-owner|founder|co-founder|ceo|cto|coo|cfo|cmo|director|managing director|manager|host|co-host|speaker|keynote speaker|moderator|facilitator|presenter|panelist|panellist|guest|teacher|instructor|trainer|coach|tutor|mentor|lecturer|professor|doctor|dentist|surgeon|nurse|physiotherapist|therapist|psychologist|cardiologist|dermatologist|pediatrician|paediatrician|nutritionist|dietitian|vet|veterinarian|lawyer|solicitor|attorney|barrister|notary|accountant|advisor|adviser|consultant|architect|designer|developer|engineer|photographer|artist|author|writer|editor|journalist|musician|singer|dj|guide|tour guide|curator|stylist|hairdresser|barber|florist|agent|broker|partner|principal|headteacher|organiser|organizer|curator|winemaker|brewer|farmer|maker|craftsman|tailor|mechanic|technician|pilot|captain|midwife|pharmacist|optician|yoga teacher|personal trainer|head of \\p{L}+)";
const ROLE_MODIFIER =
  "(?:head|executive|pastry|sous|keynote|guest|lead|senior|junior|chief|founding|certified|award-winning|master|resident|star|celebrity|renowned|famous|local|qualified|licensed|experienced|main|special|creative|artistic|managing|medical|clinical|legal|financial|technical|our|your|the|a|an)";
const ROLE = caseless(`(?:(?:${ROLE_MODIFIER}\\s){0,3}${ROLE_NOUN}s?)`);

// "head chef Anna Kovács", "with keynote speaker Dr. Tom Reyes"
const ROLE_THEN_NAME = new RegExp(`(?<![(,]\\s?)\\b(?<role>${ROLE}),?\\s(?<name>${PERSON_NAME})`, "gu");
// "Lena Fischer, our founder", "Dr. Tom Reyes, cardiologist", "Maria Silva (CTO, Acme)"
const NAME_THEN_ROLE = new RegExp(
  `(?<name>${PERSON_NAME})(?:,\\s|\\s\\(|\\s[—–-]\\s)(?<role>${ROLE}(?:\\s(?:at|of|from|and)\\s[\\p{L}\\s&'’.-]{2,40}?)?(?:,\\s\\p{Lu}[\\p{L}&'’.-]*(?:\\s\\p{Lu}[\\p{L}&'’.-]*)*)?)(?=\\)|[,.;!?]|$|\\s(?:and|with|who|will)\\b)`,
  "gu",
);
// "hosted by Dr. Tom Reyes", "led by Anna", "taught by …"
const VERB_BY = new RegExp(
  `\\b(?<verb>${caseless("hosted")}|co-hosted|led|presented|taught|run|organi[sz]ed|moderated|curated|founded|owned|created|coached|guided|facilitated)\\sby\\s(?<name>${PERSON_NAME})(?:,\\s(?<role>(?:${ROLE_MODIFIER}\\s)?[\\p{Ll}][\\p{Ll}\\s-]{2,40}?))?(?=[,.;!?()]|$|\\s(?:and|with|who|will|in|at|on)\\b)`,
  "gu",
);
// "speakers: Maria Silva (CTO, Acme) and John Doe"
const LIST_LEAD =
  /\b(?<role>speakers?|hosts?|teachers?|instructors?|trainers?|coaches?|mentors?|panel(?:ists?)?|guests?|team|line-?up|featuring|with)\s?:\s?/giu;
const LIST_ITEM = new RegExp(
  `^(?:,\\s|\\s(?:and|&)\\s|,\\sand\\s)?(?<name>${PERSON_NAME})(?:\\s\\((?<role>[^()]{2,60})\\))?`,
  "u",
);

const VERB_ROLE: Record<string, string> = { hosted: "host", "co-hosted": "co-host", moderated: "moderator" };

export function extractPeople(text: string, claims: Claims): PersonFact[] {
  const masked = claims.mask(text, MASK);
  const people: PersonFact[] = [];
  const add = (name: string, role: string | undefined, start: number, end: number) => {
    const clean = name.trim();
    const following = masked.slice(start + name.length);
    if (!looksLikePerson(clean, following)) return;
    const roleText = role
      ?.trim()
      .replace(/^(?:our|your|the|a|an)\s/i, "")
      .replace(/[,\s]+$/, "");
    if (claims.overlaps(start, start + name.length, ["person", "place", "quote"])) return;
    const existing = people.find((p) => p.name === clean);
    if (existing) {
      if (!existing.role && roleText) existing.role = roleText;
      return;
    }
    claims.add(start, end, "person");
    people.push(roleText ? { name: clean, role: roleText } : { name: clean });
  };

  for (const m of masked.matchAll(LIST_LEAD)) {
    let at = m.index + m[0].length;
    const leadRole = m.groups?.role?.toLowerCase() ?? "";
    const singular = /^(?:featuring|with|team|line-?up|panel)$/.test(leadRole)
      ? undefined
      : leadRole.replace(/(?:e?s)$/, "");
    for (let i = 0; i < 12; i++) {
      const item = LIST_ITEM.exec(masked.slice(at));
      if (!item?.groups?.name) break;
      const nameStart = at + item[0].indexOf(item.groups.name);
      add(item.groups.name, item.groups.role ?? singular, nameStart, at + item[0].length);
      at += item[0].length;
    }
  }
  for (const m of masked.matchAll(ROLE_THEN_NAME)) {
    const name = m.groups?.name ?? "";
    add(name, m.groups?.role, m.index + m[0].length - name.length, m.index + m[0].length);
  }
  for (const m of masked.matchAll(NAME_THEN_ROLE)) {
    add(m.groups?.name ?? "", m.groups?.role, m.index, m.index + m[0].length);
  }
  for (const m of masked.matchAll(VERB_BY)) {
    const name = m.groups?.name ?? "";
    const nameStart = m.index + m[0].indexOf(name);
    add(
      name,
      m.groups?.role ?? VERB_ROLE[(m.groups?.verb ?? "").toLowerCase()],
      nameStart,
      m.index + m[0].length,
    );
  }
  return people;
}
