/**
 * "Available in white, sage and terracotta", "Erhältlich in Schwarz und Weiß", "Disponible en S, M y L": what
 * one product comes in (colours, sizes) is one fact about it — never things the business offers apart, and
 * never a row of badges cut at its commas.
 */
const COMES_IN =
  /^\s*(?:(?:it(?:'s|\s+is)|they(?:'re|\s+are)|each|all)\s+)?(?:now\s+)?(?:available|comes?|sold|made|offered|erhältlich|verfügbar|lieferbar|disponibles?|disponibili|disponibile|verkrijgbaar|leverbaar|disponíve(?:l|is)|dostępn[aey])\s+(?:in|en|em|w)\s/iu;

export const saysWhatItComesIn = (clause: string): boolean => COMES_IN.test(clause);
