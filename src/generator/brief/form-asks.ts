/**
 * Sentences that say what the page's form asks ("Registration asks for name, work email and company
 * size.", "Inscription avec prénom et e-mail.", "Anmeldung mit Name und E-Mail."): they shape the form,
 * they are no topic to learn, no offering and no line of copy. Only sentences without a figure count
 * ("Register by 8 December" is a deadline, a fact).
 */
import type { Claims, Span } from "./spans.js";

/** The form named, then the verb or preposition that introduces what it asks. */
const FORM_ASKS = new RegExp(
  [
    "^(?:the\\s+)?(?:registration|sign[- ]?up|signing up|(?:the\\s+)?form|booking|enrol?ment)(?:\\s+form)?\\s+(?:only\\s+|just\\s+)?(?:asks?\\s+(?:you\\s+)?for|requires?|needs?|takes?)\\s+(?:just\\s+|only\\s+|your\\s+)*",
    "^(?:to register|to sign up),?\\s+(?:we need|you need|just give|give)\\s+(?:us\\s+)?(?:your\\s+)?",
    "^(?:inscription|formulaire)\\s+(?:avec|:)\\s+(?:votre\\s+|vos\\s+)?",
    "^(?:anmeldung|registrierung)\\s+(?:mit|nur mit|:)\\s+(?:ihrem\\s+|deinem\\s+)?",
    "^(?:inscripción|registro)\\s+(?:con|:)\\s+(?:tu\\s+|su\\s+)?",
    "^(?:iscrizione|registrazione)\\s+(?:con|:)\\s+(?:il tuo\\s+|il\\s+)?",
    "^(?:aanmelden|aanmelding|inschrijving|inschrijven)\\s+(?:met|:)\\s+(?:je\\s+|uw\\s+)?",
    "^(?:inscrição|cadastro)\\s+(?:com|:)\\s+(?:seu\\s+|o seu\\s+)?",
    "^(?:rejestracja|zapisy)\\s+(?:przez|z|:)\\s+",
  ].join("|"),
  "iu",
);

/** A field every form of ours can carry: a name, an e-mail address, a phone number. */
const CONTACT_FIELD =
  /name|nom|nombre|nome|naam|imię|név|e-?mail|courriel|correo|phone|t[ée]l[ée]|telefon|tel[ée]fono|telefoon/iu;

/** "and" in the languages the composer writes, between the last two fields. */
const LAST_JOIN = /\s+(?:and|et|und|y|e|en|i|oraz|és)\s+/iu;

/**
 * The fields a form sentence names, in its words ("name", "work email", "company size"); [] for any
 * other sentence.
 */
export function formFieldsAsked(sentence: string): string[] {
  const text = sentence.trim().replace(/[.!…]+$/u, "");
  if (/\d/.test(text)) return [];
  const opening = FORM_ASKS.exec(text);
  if (!opening) return [];
  const fields = text
    .slice(opening[0].length)
    .split(/\s*,\s*/u)
    .flatMap((part) => part.split(LAST_JOIN))
    .map((field) => field.trim().replace(/^(?:a|an|your|the)\s+/iu, ""))
    .filter(Boolean);
  // A list of form fields is short words ("name", "e-mail", "company size"), never a clause, and names
  // at least one way to reach a person.
  const short = fields.length > 0 && fields.every((f) => f.split(/\s+/).length <= 3);
  return short && fields.some((f) => CONTACT_FIELD.test(f)) ? fields : [];
}

/** Claims every form sentence, so no extractor reads an offering or a topic from its fields. */
export function claimFormSentences(sentences: readonly (Span & { text: string })[], claims: Claims): void {
  for (const s of sentences)
    if (formFieldsAsked(s.text).length > 0) claims.add(s.start, s.end, "instruction");
}
