/**
 * Which of the page's phones the owner means when the page gives several: "the WhatsApp number", "the
 * text number", "het appnummer", "la ligne mobile", "el fijo". A phone's role is read from the words
 * written just before it, on the page or in the owner's description ("text 07700 900456", "Móvil 612 …",
 * "App ons op 06 …"). One phone of the role said is that phone; a role no phone is labelled with names the
 * one phone not labelled with another role ("the landline" beside "Mobile 07…"); otherwise nobody guesses.
 */

import type { ContactRole, LanguagePack } from "../lang/types.js";
import { reportWords } from "../ops/report-words.js";
import type { FactKind, Op } from "../ops/schema.js";
import { pageFact } from "./page-facts.js";
import { pageTexts } from "./page-texts.js";
import { type Reading, wordsOf } from "./reading.js";
import { alternation, type Found, findPhrase, norm } from "./text.js";
import { phones } from "./values.js";

const ROLES: ContactRole[] = ["mobile", "messaging", "landline"];

/** Roles that do not exclude each other: a number one texts is a mobile's. */
const akin = (a: ContactRole, b: ContactRole) => a === b || (a !== "landline" && b !== "landline");

const digits = (phone: string) => phone.replace(/\D/g, "");

function rolesIn(r: Reading, text: string): Set<ContactRole> {
  const found = new Set<ContactRole>();
  for (const pack of r.packs)
    for (const role of ROLES) if (findPhrase(text, pack.contactRoles?.[role] ?? [])) found.add(role);
  return found;
}

/** The page's distinct phones, as first written, each with the roles the words right before it name. */
export function pagePhones(r: Reading): { phone: string; roles: Set<ContactRole> }[] {
  const byDigits = new Map<string, { phone: string; roles: Set<ContactRole> }>();
  // A contact card's label is the words before its number ("WhatsApp" over "333 765 4321").
  const cards = r.model.sections.flatMap((s) =>
    s.items.flatMap((item) => (item.title && item.text ? [`${item.title}: ${item.text}`] : [])),
  );
  // A full stop right after a number ends its sentence ("… por WhatsApp al 654 321 987."): it is let go so
  // the number is read as a phone there too.
  const texts = [...pageTexts(r.model).map((t) => t.text), ...cards, r.model.source.prompt].map((t) =>
    t.replace(/(\d)\.(?=\s|$)/g, "$1 "),
  );
  for (const text of texts) {
    let from = 0;
    for (const phone of phones(text)) {
      const at = text.indexOf(phone, from);
      if (at < 0) continue;
      // The words since the last phone or sentence end, at most a few: "or text 07700 900456".
      const before = text
        .slice(from, at)
        .split(/[.;!?\n]/)
        .at(-1)!
        .slice(-30);
      from = at + phone.length;
      const key = digits(phone);
      const entry = byDigits.get(key) ?? { phone, roles: new Set<ContactRole>() };
      for (const role of rolesIn(r, before)) entry.roles.add(role);
      byDigits.set(key, entry);
    }
  }
  return [...byDigits.values()];
}

export type PhoneChoice = { phone: string } | { among: string[] } | null;

/**
 * The one page phone the clause names by its role, `among` when the page has several and the clause does
 * not say which (or names a role several share), null when the page has at most one phone. `said` is the
 * clause without the owner's new value.
 */
export function phoneByRole(r: Reading, said = r.raw): PhoneChoice {
  const all = pagePhones(r);
  if (all.length <= 1) return null;
  const among = { among: all.map((p) => p.phone) };
  const wanted = [...rolesIn(r, said)];
  if (wanted.length === 0) return among;
  const named = all.filter((p) => wanted.some((w) => p.roles.has(w)));
  if (named.length === 1) return { phone: named[0]!.phone };
  if (named.length > 1) {
    // "the mobile" where one is "Mobile" and another "WhatsApp / text": the exact role, once.
    const exact = all.filter((p) => wanted.every((w) => p.roles.has(w)) && p.roles.size === wanted.length);
    return exact.length === 1 ? { phone: exact[0]!.phone } : among;
  }
  // No phone is labelled so: "the mobile" is the one labelled for texts; "the landline" is the one not
  // labelled as a mobile, when another is.
  const akinNamed = all.filter((p) => [...p.roles].some((role) => wanted.some((w) => akin(role, w))));
  if (akinNamed.length === 1) return { phone: akinNamed[0]!.phone };
  const open = all.filter((p) => [...p.roles].every((role) => wanted.every((w) => akin(role, w))));
  const labelledOther = all.some((p) => p.roles.size > 0);
  return open.length === 1 && labelledOther ? { phone: open[0]!.phone } : among;
}

/**
 * "togli il WhatsApp" on a page with one phone: that phone when the page or the owner's description wrote it
 * with the role said ("Scrivici su WhatsApp al 333 …"), `none` when it did not (the page gives no WhatsApp),
 * null when the page has several phones (phoneByRole says which) or none.
 */
export function onlyPhoneOfRole(r: Reading): { phone: string } | { none: true } | null {
  const all = pagePhones(r);
  if (all.length !== 1) return null;
  const wanted = [...rolesIn(r, r.text)];
  if (wanted.length === 0) return null;
  return wanted.some((w) => all[0]!.roles.has(w)) ? { phone: all[0]!.phone } : { none: true };
}

/** "which number: 0117 496 0123 or 07700 900456?" */
export const whichPhone = (r: Reading, among: string[]) => [
  {
    op: "refuse" as const,
    part: r.raw.trim(),
    why: reportWords(r.model.lang, "whichPhone", { count: String(among.length), list: among.join(", ") }),
  },
];

/**
 * The page's value a new contact detail replaces: for a phone, the one of the role the clause names (the
 * question which, as a refusal, when several could be meant); else the page's one of that kind, or null.
 */
export function replacedFact(r: Reading, kind: FactKind, value: string): string | Op[] | null {
  const byRole = kind === "phone" ? phoneByRole(r, r.raw.replace(value, " ")) : null;
  if (byRole && "among" in byRole) return whichPhone(r, byRole.among);
  return byRole?.phone ?? pageFact(r, kind);
}

/** Where the clause names a phone's role ("WhatsApp" of "togli il WhatsApp"), or null. */
export function phoneRoleSaid(r: Reading): Found | null {
  for (const pack of r.packs)
    for (const role of ROLES) {
      const at = findPhrase(r.text, pack.contactRoles?.[role] ?? []);
      if (at) return at;
    }
  return null;
}

/** The clause names a phone's role ("the WhatsApp number", "el móvil"). */
export const saysPhoneRole = (r: Reading) => rolesIn(r, r.text).size > 0;

/**
 * "set the phone number to …", "zet het telefoonnummer op …", "mets le téléphone à …", "pon el teléfono a
 * …": the fact's noun, then a word for "to", right before the new value — the owner sets the page's fact,
 * never adds a second one. "another", "a second", "also" (packs' `new`, `also`) ask for one more.
 */
export function setsFactTo(r: Reading, kind: "phone" | "email" | "url", value: string): boolean {
  const at = r.raw.indexOf(value);
  if (at < 0) return false;
  // "metti il numero 011 … al posto di quello vecchio", "use 0161 … instead": the value replaces the old one.
  const after = norm(r.raw.slice(at + value.length));
  if (
    findPhrase(
      after,
      wordsOf(r, (p) => [...p.grammar.instead, ...(p.rather ?? [])]),
    )
  )
    return true;
  if (
    findPhrase(
      r.text,
      wordsOf(r, (p) => [...p.grammar.new, ...p.grammar.also]),
    )
  )
    return false;
  const before = norm(r.raw.slice(0, at));
  // "set the WhatsApp number to …": a phone's role names it as well as its noun.
  const roles = (p: LanguagePack) =>
    kind === "phone" ? ROLES.flatMap((role) => p.contactRoles?.[role] ?? []) : [];
  const nouns = alternation(wordsOf(r, (p) => [...p.facts[kind], ...roles(p)]).map(norm));
  const to = alternation(wordsOf(r, (p) => p.grammar.to).map(norm));
  if (new RegExp(`(?<![\\p{L}])(?:${nouns})\\s+(?:${to})\\s*:?$`, "u").test(before)) return true;
  // "phone number changed to …", "phone: …", "el teléfono ha cambiado a …", "Telefonnummer geändert auf …":
  // the noun, at most two words saying it changed, then "to" or a colon — said with no other command.
  const other = wordsOf(r, (p) => [...p.verbs.add, ...p.verbs.remove, ...p.verbs.move]);
  if (findPhrase(r.text, other)) return false;
  return new RegExp(`(?<![\\p{L}])(?:${nouns})(?:\\s+\\p{L}+){0,2}\\s*(?:(?:${to})\\s*:?|:)$`, "u").test(
    before,
  );
}
