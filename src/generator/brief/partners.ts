/**
 * Who the business works with and how it is paid, said beside what it offers (issue 27.2): insurers
 * ("Direct billing with Bupa and AXA", "vergoed door Zilveren Kruis en CZ"), payment methods ("We accept
 * card and Apple Pay", "Paiement par carte ou PayPal"), integrations ("works with Samsara and Geotab") and
 * carriers, and what comes with the service ("Gloves, bags and tea provided"). They are conditions, not offerings: the clause is claimed before the offerings are read, so
 * "Bupa" and "AXA" never become two services; the sentence stays in the story, where the page says it as
 * a line of its own.
 */
import type { SentenceSpan } from "./sentences.js";
import type { Claims } from "./spans.js";

/** The words that open such a clause, in the nine languages the composer writes. */
const PARTNER_OPENINGS = [
  // English
  "(?:direct\\s+)?(?:billing|claims?)\\s+(?:with|to)",
  "(?:we\\s+)?(?:also\\s+)?accept(?:s|ed|ing)?",
  "(?:pay(?:ment)?s?|checkout)\\s+(?:by|with|via|through)",
  "(?:works?|integrates?|connects?|syncs?|plugs?\\s+in(?:to)?)\\s+(?:with|to|into)",
  "integrations?\\s*(?::|with)",
  "compatible\\s+with",
  "(?:covered|recognised|recognized|registered|approved|accredited)\\s+(?:by|with)",
  "(?:in\\s+partnership|partnered|partners)\\s+with",
  "(?:ships?|shipping|delivered|delivery)\\s+(?:with|via|by)",
  // German
  "(?:direkt)?abrechnung\\s+(?:mit|über)",
  "wir\\s+(?:akzeptieren|nehmen)",
  "(?:zahlung|bezahlung|bezahlen)\\s+(?:per|mit|über|via)",
  "(?:funktioniert|arbeitet|verbindet\\s+sich)\\s+mit",
  "(?:integriert|anbindung|schnittstellen?)\\s+(?:mit|an|zu)",
  "kompatibel\\s+mit",
  "(?:erstattet|übernommen)\\s+von",
  "versand\\s+(?:mit|per|über)",
  // French
  "tiers\\s+payant(?:\\s+avec)?",
  "nous\\s+acceptons",
  "paiement\\s+(?:par|en|via)",
  "(?:fonctionne|s['’]intègre|se\\s+connecte)\\s+(?:avec|à)",
  "compatible\\s+avec",
  "(?:remboursé|pris\\s+en\\s+charge)e?s?\\s+par",
  "livraison\\s+(?:par|via|avec)",
  // Spanish
  "aceptamos",
  "pago\\s+(?:con|por|mediante)",
  "facturación\\s+directa\\s+con",
  "(?:funciona|se\\s+integra|se\\s+conecta)\\s+con",
  "compatible\\s+con",
  "(?:cubierto|concertado)s?\\s+(?:por|con)",
  // Italian
  "accettiamo",
  "pagamento\\s+(?:con|tramite|via)",
  "(?:funziona|si\\s+integra|si\\s+collega)\\s+con",
  "compatibile\\s+con",
  "convenzionat[oaie]\\s+con",
  "rimborsat[oaie]\\s+da",
  // Dutch
  "(?:vergoed|erkend|gecontracteerd)\\s+(?:door|bij)",
  "(?:wij|we)\\s+accepteren",
  "(?:betalen|betaling)\\s+(?:met|via|per)",
  "(?:werkt|integreert|koppelt)\\s+met",
  "koppelingen?\\s+met",
  // Portuguese
  "aceitamos",
  "pagamento\\s+(?:com|por|via)",
  "(?:funciona|integra(?:-se)?|liga-se)\\s+com",
  "compatível\\s+com",
  "(?:acordos?|convenções?|convenção)\\s+com",
  "comparticipad[oa]s?\\s+(?:por|pel[oa]s?)",
  // Polish
  "akceptujemy",
  "płatnoś(?:ć|ci)\\s+(?:kartą|przez|przelewem|gotówką|blikiem)",
  "(?:współpracujemy|integracja|integruje\\s+się|działa)\\s+z",
  "(?:refundowane|finansowane)\\s+przez",
  // Hungarian
  "elfogad(?:unk|juk)",
  "fizetés(?:i\\s+lehetőség)?\\s*(?::|kártyával)",
  "(?:együttműködünk|integráció)",
];

/** An opening at a clause's start, after an optional subject ("We", "The app", "RouteWise"). */
const OPENING = new RegExp(
  `(?:^|[,;:]\\s+|\\s(?:and|und|et|y|e|en|i|és)\\s+)(?:(?:it|the\\s+\\p{L}+|\\p{Lu}[\\p{L}\\p{N}]*)\\s+)?(?:${PARTNER_OPENINGS.join("|")})(?![\\p{L}])`,
  "iu",
);

/** A list closed by "provided", "supplied", "included": what comes with the service, not a service. */
const INCLUDED_END =
  /\s(?:(?:are|is|all|always|also)\s+)*(?:provided|supplied|included|inclusive|on\s+us|inbegriffen|inklusive|gestellt|fourni(?:e|s|es)?|inclus(?:e|es)?|incluid[oa]s?|proporcionad[oa]s?|inclus[oi]|fornit[oi]|compres[oi]|inbegrepen|verzorgd|incluíd[oa]s?|fornecid[oa]s?|w\s+cenie|zapewniamy|biztosítjuk|az\s+árban)[.!]?$/iu;

/**
 * Claims each clause that names partners or ways to pay, from its opening to the sentence's end, when no
 * figure is in it (a figure is a fact for the other extractors: "free shipping over €50" stays theirs).
 */
export function claimPartners(sentences: readonly SentenceSpan[], claims: Claims): void {
  for (const s of sentences) {
    // "Gloves, bags and tea provided": one line of what comes with it, never three services.
    if (INCLUDED_END.test(s.text.trim()) && !/\d/.test(s.text) && !claims.overlaps(s.start, s.end)) {
      claims.add(s.start, s.end, "partner");
      continue;
    }
    const m = OPENING.exec(s.text);
    if (!m) continue;
    const from = s.start + m.index;
    const rest = s.text.slice(m.index);
    if (/\d/.test(rest) || claims.overlaps(from, s.end, ["instruction"])) continue;
    claims.add(from, s.end, "partner");
  }
}
