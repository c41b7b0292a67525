/**
 * A sentence that is only a person's name, followed by one that says what they are ("Dr. Henrik Brandt.
 * Seit 2009 Anwalt für Arbeitsrecht.", "Sarah Whitfield. Solicitor since 2011."), introduces that person:
 * the second sentence is their role, verbatim. Both are claimed, so neither becomes a benefit card, an
 * offering or a line of the story; the page shows them together in its person block. A sentence of a name
 * and a role after a comma is read the same way (withRolesAfterNames).
 */
import { looksLikePerson, PERSON_NAME } from "./names.js";
import { namesARole } from "./people.js";
import type { SentenceSpan } from "./sentences.js";
import type { Claims } from "./spans.js";
import type { PersonFact } from "./types.js";
import { re } from "./vocabulary.js";

const WHOLE_NAME = re(`^${PERSON_NAME}$`, "u");

/** The longest role line taken from the sentence after a name. */
const MAX_ROLE_WORDS = 16;

/** A name of two words at least ("Welcome." or "Brandt." alone names no one), not the business's. */
function isIntroducedName(name: string, excluded: Set<string>): boolean {
  return (
    WHOLE_NAME.test(name) &&
    name.replace(/^(?:Dr|Prof|Mr|Mrs|Ms)\.?\s/u, "").split(/\s+/).length >= 2 &&
    !excluded.has(name.toLowerCase()) &&
    looksLikePerson(name, "")
  );
}

export function namedPeopleWithRoles(
  sentences: readonly SentenceSpan[],
  claims: Claims,
  exclude: readonly string[] = [],
): PersonFact[] {
  const excluded = new Set(exclude.map((e) => e.trim().toLowerCase()).filter(Boolean));
  const out: PersonFact[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const named = sentences[i];
    if (!named) continue;
    const name = named.text.trim().replace(/[.!]$/u, "").trim();
    const next = sentences[i + 1];
    if (!next || !isIntroducedName(name, excluded)) continue;
    const role = next.text.trim().replace(/[.!]$/u, "");
    if (!namesARole(role) || role.split(/\s+/).length > MAX_ROLE_WORDS) continue;
    if (claims.overlaps(named.start, next.end, ["quote", "contact", "instruction", "person"])) continue;
    claims.add(named.start, named.end, "person");
    claims.add(next.start, next.end, "person");
    out.push({ name, role });
    i++;
  }
  return out;
}

/**
 * A person found without a role ("Dr. Henrik Brandt", read by its title) whose sentence is only their name
 * and a plain credential after a comma ("Dr. Henrik Brandt, seit 2009 Anwalt für Arbeitsrecht.") has that
 * credential as their role, and the rest of the sentence is claimed. An apposition with a clause of its own
 * ("Lena Fischer, our founder, has run …") is left to people.ts, which found its role already.
 */
export function withRolesAfterNames(
  people: PersonFact[],
  sentences: readonly SentenceSpan[],
  claims: Claims,
): PersonFact[] {
  return people.map((p) => {
    if (p.role) return p;
    for (const s of sentences) {
      const text = s.text.trim();
      if (!text.startsWith(`${p.name}, `)) continue;
      const role = text
        .slice(p.name.length + 2)
        .replace(/[.!]$/u, "")
        .trim();
      if (!role || role.includes(",") || /^(?:our|my|the|a|an|your|their)\s/iu.test(role)) continue;
      if (!namesARole(role) || role.split(/\s+/).length > MAX_ROLE_WORDS) continue;
      const from = s.start + s.text.indexOf(role);
      if (claims.overlaps(from, from + role.length, ["quote", "contact", "instruction"])) continue;
      claims.add(from, from + role.length, "person");
      return { ...p, role };
    }
    return p;
  });
}
