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
    "^(?:please\\s+)?(?:also\\s+)?(?:(?:make sure|be sure) (?:to|you)\\s+|don['’]t forget to\\s+)?(?:mention|say|note|state|stress|highlight|point out|add)\\s+(?:that\\s+|(?=(?:we|i|our|my|it|all|every)\\s))",
    "^(?:merci de\\s+)?(?:mentionne[zr]?|précise[zr]?|indique[zr]?|dites|dis|ajoute[zr]?|signale[zr]?|souligne[zr]?)\\s+(?:bien\\s+|aussi\\s+)?(?:que\\s+|qu['’])",
    "^(?:bitte\\s+)?(?:erwähne(?:n sie)?|schreib(?:e|en sie)?(?:\\s+rein)?|sag(?:e|en sie)?|betone(?:n sie)?)\\s*(?:bitte|auch)?\\s*,?\\s*dass\\s+",
    "^(?:por favor\\s+)?(?:menciona|mencione|mencionad|di|diga|indica|indique|añade|añada|destaca|destaque)\\s+(?:también\\s+)?que\\s+",
    "^(?:per favore\\s+)?(?:menziona|menzionate|menzioni|dite|di['’]|scrivi|scrivete|indica|indicate|aggiungi|aggiungete|sottolinea|sottolineate)\\s+(?:anche\\s+)?che\\s+",
    "^(?:vermeld|noem|zeg|schrijf|vertel)\\s+(?:ook\\s+|even\\s+)?dat\\s+",
    "^(?:por favor\\s+)?(?:mencione|menciona|diga|diz|indique|indica|acrescente|destaque|refira)\\s+(?:também\\s+)?que\\s+",
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
