/**
 * A sentence that is only a person's name, followed by one that says what they are ("Dr. Henrik Brandt.
 * Seit 2009 Anwalt für Arbeitsrecht.", "Sarah Whitfield. Solicitor since 2011."), introduces that person:
 * the second sentence is their role, verbatim. Both are claimed, so neither becomes a benefit card, an
 * offering or a line of the story; the page shows them together in its person block.
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

export function namedPeopleWithRoles(
  sentences: readonly SentenceSpan[],
  claims: Claims,
  exclude: readonly string[] = [],
): PersonFact[] {
  const excluded = new Set(exclude.map((e) => e.trim().toLowerCase()).filter(Boolean));
  const out: PersonFact[] = [];
  for (let i = 0; i + 1 < sentences.length; i++) {
    const named = sentences[i];
    const next = sentences[i + 1];
    if (!named || !next) continue;
    const name = named.text.trim().replace(/[.!]$/u, "").trim();
    // Two words at least: "Welcome." or "Brandt." alone names no one.
    if (!WHOLE_NAME.test(name) || name.replace(/^(?:Dr|Prof|Mr|Mrs|Ms)\.?\s/u, "").split(/\s+/).length < 2)
      continue;
    if (excluded.has(name.toLowerCase()) || !looksLikePerson(name, "")) continue;
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
