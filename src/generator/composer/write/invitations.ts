/**
 * A sentence that asks the visitor to act ("Join the waitlist for the mobile app", "Rejoignez la liste
 * d'attente…", "Reserva tu mesa online", "Meld je aan voor de proefles") is a call to action: it is said
 * beside the page's form, never as a feature card or a point of the story.
 */

/** Imperatives a business asks its visitors to act with, per language (the informal and polite forms). */
const INVITING: Record<string, string> = {
  en: "join|sign up|subscribe|register|book|reserve|call|ring|pre-?order|order|wishlist|download|install|follow|visit|come|try|claim|apply|enrol|enroll|contact|email|message|drop by|pop in|grab|shop|get in touch|request",
  fr: "écri(?:s|vez)-(?:moi|nous)|appele[zr]-(?:moi|nous)|appelle-(?:moi|nous)|contacte[zr]?-(?:moi|nous)|rejoi(?:gnez|ns)|inscri(?:vez|s)-(?:vous|toi)|réserve[zr]?|appele[zr]|appelle|commande[zr]?|précommande[zr]?|télécharge[zr]?|suive[zr]|suis-nous|vene[zr]|viens|essaye[zr]?|contacte[zr]|abonne[zr]-(?:vous|toi)|ajoute[zr]",
  de: "schreib(?:en sie)? (?:mir|uns)|ruf(?:en sie)? (?:mich|uns) an|melde(?:t)? (?:dich|euch)|melden sie sich|tritt|treten sie|buche(?:n sie)?|ruf(?:en sie)?|bestelle(?:n sie)?|lade(?:n sie)?|folge(?:n sie)?|komm(?:en sie)?|probiere(?:n sie)?|abonniere(?:n sie)?|sicher(?:e|n sie)? (?:dir|sich)|reserviere(?:n sie)?|schreib(?:en sie)?|setz(?:e|en sie)? .{1,30} auf (?:deine|ihre) wunschliste",
  es: "escríbeme|llámame|contáctame|únete|unete|únase|apúntate|inscríbete|regístrate|reserve|llama|llámanos|llame|pide|encarga|descarga|sigue|síguenos|ven|venga|suscríbete|escríbenos|contáctanos|añade",
  it: "scrivimi|chiamami|contattami|unisciti|iscriviti|registrati|prenota|chiama|chiamaci|ordina|scarica|seguici|segui|vieni|scrivici|contattaci|aggiungi",
  nl: "mail (?:me|ons)|bel (?:me|ons)|meld (?:je|u) aan|schrijf (?:je|u) in|boek|bel|bestel|download|volg|kom|probeer|abonneer|reserveer|neem contact|zet .{1,30} op (?:je|uw) verlanglijst",
  pt: "escreva-me|escreve-me|ligue-me|liga-me|contacte-me|fale comigo|junte-se|junta-te|inscreva-se|inscreve-te|registe-se|registre-se|reserve|ligue|encomende|descarregue|baixe|siga|venha|experimente|subscreva|adicione",
  pl: "napisz do mnie|zadzwoń do mnie|dołącz|zapisz się|zarejestruj się|zarezerwuj|zadzwoń|zamów|pobierz|obserwuj|przyjdź|wypróbuj|napisz|dodaj",
  hu: "csatlakozz|csatlakozzon|iratkozz fel|iratkozzon fel|jelentkezz|jelentkezzen|foglalj|foglaljon|hívj|hívjon|rendeld|rendelje|töltsd le|töltse le|kövess|kövessen|gyere|jöjjön|próbáld|próbálja",
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
