/**
 * Sentences where the owner tells us what the page should say (issue 27.2): "Mention that we are insured",
 * "Mentionnez que nous sommes certifiés RGE", "Erwähnen Sie, dass wir Meisterbetrieb sind". The telling is
 * never published; the fact after it is the owner's and is kept.
 */

/**
 * "Mention that we are RGE certified", "Mentionnez que nous sommes certifiés RGE", "erwähne, dass wir …":
 * the owner tells us what to say; what follows is the fact, the telling is never published.
 */
const TELL_US_TO_SAY = new RegExp(
  [
    "^(?:please\\s+)?(?:also\\s+)?(?:(?:make sure|be sure) (?:to|you)\\s+|don['’]t forget to\\s+)?(?:mention|say|note|state|stress|highlight|point out|add)\\s+(?:that\\s+|(?=(?:we|i|our|my|it|all|every)(?:\\s|['’])))",
    "^(?:merci de\\s+)?(?:mentionne[zr]?|précise[zr]?|indique[zr]?|dites|dis|mets|mettez|écris|écrivez|ajoute[zr]?|signale[zr]?|souligne[zr]?)\\s+(?:bien\\s+|aussi\\s+)?(?:que\\s+|qu['’])",
    "^(?:bitte\\s+)?(?:erwähne(?:n sie)?|schreib(?:e|en sie)?(?:\\s+rein)?|sag(?:e|en sie)?|betone(?:n sie)?)\\s*(?:bitte|auch)?\\s*,?\\s*dass\\s+",
    "^(?:por favor\\s+)?(?:menciona|mencione|mencionad|di|diga|indica|indique|añade|añada|destaca|destaque|pon|poned|ponga|escribe|escribid|escriba)\\s+(?:también\\s+)?que\\s+",
    "^(?:per favore\\s+)?(?:menziona|menzionate|menzioni|dite|di['’]|metti|mettete|scrivi|scrivete|indica|indicate|aggiungi|aggiungete|sottolinea|sottolineate)\\s+(?:anche\\s+)?che\\s+",
    "^(?:vermeld|noem|zeg|schrijf|vertel|zet)\\s+(?:(?:er\\s+)?(?:ook\\s+|even\\s+)?(?:in\\s+|bij\\s+)?)?dat\\s+",
    "^(?:por favor\\s+)?(?:mencione|menciona|diga|diz|indique|indica|acrescente|destaque|refira|põe|ponha|coloque|escreva)\\s+(?:também\\s+)?que\\s+",
    "^(?:wspomnij|wspomnijcie|napisz|napiszcie|dodaj|podkreśl)\\s*,?\\s*że\\s+",
    "^(?:írd|írja|említsd|említse)\\s+(?:meg|bele|oda)?\\s*,?\\s*hogy\\s+",
  ].join("|"),
  "iu",
);

/** A German or Dutch subject pronoun, and the finite verbs a "dass"/"dat" clause puts last. */
const GERMANIC_SUBJECT = /^(?:wir|ich|er|sie|es|we|wij|ik|hij|ze|zij|het)\s/iu;
const GERMANIC_FINITE_LAST =
  /\s(sind|ist|bin|haben|hat|habe|werden|wird|können|kann|bieten|liefern|zijn|is|ben|hebben|heeft|heb|worden|wordt|kunnen|kan|zullen|zal|leveren)$/iu;

/**
 * The fact an owner asked us to say, without the asking: "Mention that we are insured" → "we are insured".
 * A German or Dutch clause after "dass"/"dat" ends with its verb, which a main clause puts second ("dass wir
 * Meisterbetrieb sind" → "wir sind Meisterbetrieb"); with any other last word the clause is kept as the owner's.
 */
export function toldFact(clause: string): string | undefined {
  const introduced = introducedSubject(clause);
  if (introduced) return introduced;
  const m = TELL_US_TO_SAY.exec(clause.trim());
  if (!m) return undefined;
  const fact = clause.trim().slice(m[0].length).trim();
  if (!/\p{L}{2}/u.test(fact)) return undefined;
  if (!/(?:dass|dat)\s+$/iu.test(m[0])) return fact;
  const verb = GERMANIC_FINITE_LAST.exec(fact);
  const subject = GERMANIC_SUBJECT.exec(fact);
  if (!verb || !subject) return undefined;
  const middle = fact.slice(subject[0].length, verb.index).trim();
  return `${subject[0]}${verb[1]}${middle ? ` ${middle}` : ""}`;
}

/** The owner's own ("our studio", "notre atelier"): besides a name, what an introducing verb is followed by. */
const OWN =
  /^(?:our|my|notre|nos|mon|ma|mes|unser(?:e|en)?|mein(?:e|en)?|nuestr[oa]s?|mis?|il nostro|la nostra|il mio|la mia|onze|ons|mijn|nosso|nossa|meu|minha|nasz[aey]?|mój|moja)\s/iu;
/** A name starts with a capital (read without the "i" flag, which would let \p{Lu} match any letter). */
const NAME_START = /^\p{Lu}/u;
const ownOrName = (rest: string) => NAME_START.test(rest) || OWN.test(rest);

/**
 * The owner asking us to introduce someone or something: "Présente Camille Roux, photographe…", "Presenta a
 * Lucía, …", "Introduce our studio: …", "Stell Holzwerk vor: …", "Stel ons team voor". The verb is said to
 * us; what it introduces is the fact.
 */
const INTRODUCE =
  /^(?:please\s+|bitte\s+|por favor\s+|per favore\s+)?(?:introduce|present|showcase|présente[zr]?|presenta(?:d|te)?(?:\s+a(?=\s))?|presente|presenti|präsentiere(?:n sie)?|apresent[ae](?:\s+[ao](?=\s))?|presenteer|przedstaw|zaprezentuj|mutasd be|mutassa be)\s+/iu;
/** German and Dutch split the verb: "Stell(e) … vor", "Stel … voor"; the particle closes what is introduced. */
const INTRODUCE_SPLIT =
  /^(?:bitte\s+)?(?:stell(?:e|t|en sie)?|stel)\s+([^:,;.]+?)\s+(?:vor|voor)(?=$|[:,;.\s])/iu;

export function introducedSubject(clause: string): string | undefined {
  const text = clause.trim();
  const split = INTRODUCE_SPLIT.exec(text);
  // "Stell die Kanzlei Brandt vor": German and Dutch name what they introduce with its article.
  const named = split?.[1]?.replace(/^(?:die|den|das|der|het|de)\s+(?=\p{Lu})/u, "");
  if (split && named && ownOrName(named)) return `${named}${text.slice(split[0].length)}`.trim();
  const m = INTRODUCE.exec(text);
  const rest = m ? text.slice(m[0].length).trim() : "";
  return /\p{L}{2}/u.test(rest) && ownOrName(rest) ? rest : undefined;
}
