/**
 * A sentence that asks the visitor to act ("Join the waitlist for the mobile app", "Rejoignez la liste
 * d'attente…", "Reserva tu mesa online", "Meld je aan voor de proefles") is a call to action: it is said
 * beside the page's form, never as a feature card or a point of the story.
 */

/**
 * Imperatives that ask the visitor to join, follow, reach or come to the business, per language (the
 * informal and polite forms). Verbs that also say what is sold or what a product does ("Order cakes for
 * birthdays", "Install with one line", "Book a table", "Try our ramen") are left to the story.
 */
const INVITING: Record<string, string> = {
  en: "join|sign up|subscribe|register|wishlist|follow|call|ring|pre-?order|visit|come|claim|apply|enrol|enroll|contact|email|message|drop by|pop in|get in touch",
  fr: "écri(?:s|vez)-(?:moi|nous)|appele[zr]-(?:moi|nous)|appelle-(?:moi|nous)|contacte[zr]?-(?:moi|nous)|rejoi(?:gnez|ns)|inscri(?:vez|s)-(?:vous|toi)|appele[zr]|appelle|précommande[zr]?|suive[zr]|suis-nous|vene[zr]|viens|contacte[zr]|abonne[zr]-(?:vous|toi)",
  de: "schreib(?:en sie)? (?:mir|uns)|ruf(?:en sie)? (?:mich|uns) an|melde(?:t)? (?:dich|euch)|melden sie sich|tritt|treten sie|ruf(?:en sie)?|folge(?:n sie)?|komm(?:en sie)?|abonniere(?:n sie)?|sicher(?:e|n sie)? (?:dir|sich)|schreib(?:en sie)?|setz(?:e|en sie)? .{1,30} auf (?:deine|ihre) wunschliste",
  es: "escríbeme|llámame|contáctame|únete|unete|únase|apúntate|inscríbete|regístrate|llama|llámanos|llame|sigue|síguenos|ven|venga|suscríbete|escríbenos|contáctanos|añade",
  it: "scrivimi|chiamami|contattami|unisciti|iscriviti|registrati|chiama|chiamaci|seguici|segui|vieni|scrivici|contattaci|aggiungi",
  nl: "mail (?:me|ons)|bel (?:me|ons)|meld (?:je|u) aan|schrijf (?:je|u) in|bel|volg|kom|abonneer|neem contact|zet .{1,30} op (?:je|uw) verlanglijst",
  pt: "escreva-me|escreve-me|ligue-me|liga-me|contacte-me|fale comigo|junte-se|junta-te|inscreva-se|inscreve-te|registe-se|registre-se|ligue|siga|venha|subscreva|adicione",
  pl: "napisz do mnie|zadzwoń do mnie|dołącz|zapisz się|zarejestruj się|zadzwoń|obserwuj|przyjdź|napisz|dodaj",
  hu: "csatlakozz|csatlakozzon|iratkozz fel|iratkozzon fel|jelentkezz|jelentkezzen|hívj|hívjon|kövess|kövessen|gyere|jöjjön",
};

const PATTERNS = new Map<string, RegExp>();

function pattern(lang: string): RegExp {
  const base = lang.split("-")[0]!;
  let re = PATTERNS.get(base);
  if (!re) {
    const verbs = INVITING[base] ?? INVITING.en!;
    // The verb opens the sentence, maybe after "now"/"just"; a bare verb alone ("Book.") is too little.
    re = new RegExp(
      `^(?:(?:now|just|so|then|jetzt|maintenant|ahora|ora|nu|agora|teraz|most)[,\\s]+)?(?:${verbs})(?![\\p{L}-])\\s+\\S`,
      "iu",
    );
    PATTERNS.set(base, re);
  }
  return re;
}

/** True when the sentence asks the visitor to act (in the page's language or in English). */
export function isInvitation(sentence: string, lang: string): boolean {
  const text = sentence.trim();
  return pattern(lang).test(text) || (lang !== "en" && pattern("en").test(text));
}
