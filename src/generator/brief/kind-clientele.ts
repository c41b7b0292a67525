/**
 * Whom a business says it serves, after a verb of serving: "I do restaurants and home cooks", "we supply
 * cafés and hotels", "wir beliefern Restaurants", "nous livrons les restaurants", "trabajamos con clínicas".
 * The places named there are the clients — a knife sharpener who does restaurants is no restaurant — so a
 * kind's word inside the span says nothing of what the business is. Only plural places of business count:
 * "we serve pizza" still says pizzeria, and "we do weddings" is no client list.
 */
const SERVING_VERB = [
  String.raw`(?:i|we)\s+(?:also\s+)?(?:do|serve|supply|service|work\s+with|cater\s+(?:for|to)|deliver\s+to|visit|come\s+to)`,
  String.raw`(?:serving|supplying|servicing|working\s+with)`,
  String.raw`(?:wir|ich)\s+(?:beliefern|bedienen|betreuen|besuchen|arbeiten\s+für)`,
  String.raw`(?:nous|je)\s+(?:livrons|servons|fournissons|équipons|travaillons\s+(?:avec|pour))`,
  String.raw`(?:trabajamos\s+(?:con|para)|atendemos\s+a|abastecemos\s+a|servimos\s+a)`,
  String.raw`(?:serviamo|riforniamo|lavoriamo\s+(?:con|per))`,
  String.raw`(?:wij|we|ik)\s+(?:leveren\s+aan|bedienen|werken\s+(?:voor|met))`,
  String.raw`(?:atendemos|abastecemos|trabalhamos\s+(?:com|para))`,
].join("|");
const DETERMINER = String.raw`(?:(?:local|the|both|many|small|independent|lokale|die|les|des|los|las|i|le|de|os|as)\s+)*`;
const PLACES = String.raw`(?:restaurants|caf[ée]s|coffee\s+shops|hotels|h[ôo]tels|pubs|bars|schools|clinics|practices|offices|shops|stores|salons|bakeries|kitchens|gyms|farms|garages|businesses|Praxen|Schulen|Büros|Betriebe|Kanzleien|Bäckereien|écoles|cabinets|boutiques|restaurantes|clínicas|escuelas|oficinas|tiendas|ristoranti|alberghi|scuole|negozi|restaurants|scholen|kantoren|winkels|restaurantes|escolas|lojas)`;

const CLIENTELE = new RegExp(
  String.raw`(?<![\p{L}])(?:${SERVING_VERB})\s+${DETERMINER}(?=${PLACES}(?![\p{L}]))`,
  "giu",
);

/** The spans of `text` that list the business's clients (from the first place named to the clause's end). */
export function clienteleSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const m of text.matchAll(CLIENTELE)) {
    const start = m.index + m[0].length;
    const end = /[.;:!?()]|$/u.exec(text.slice(start))!;
    spans.push([start, start + end.index]);
  }
  return spans;
}
