/**
 * A quantity said right before a price belongs to the price, not to the name: "krentenbollen 6 voor €3",
 * "macarons 6 pour 9 €", "Kauknochen 12 Stück 5 €", "eggs pack of 6 £4", "croquetas 2 x 1 €" price
 * "krentenbollen", "macarons" … and show "6 voor €3" as the price (composer/write/facts.ts priceLine).
 */

/** A count and "for"/"x"/a unit of pieces, or a pack of a count, in the languages descriptions come in. */
export const QUANTITY = String.raw`(?:(?:\d{1,3}|two|three|four|five|six|ten|twelve)\s*(?:for|voor|pour|für|por|per|za|x|×|stück|stk\.?|pcs\.?|pieces|pièces|pezzi|stuks|unidades|unités|szt\.?)|(?:pack|box|bag|tray|bundle|boîte|lot|packung|schachtel|doos|caja|paquete|confezione|caixa)\s+(?:of|de|van|da|mit|met|di)\s+\d{1,3})`;

/** The quantity at the end of the words before a price ("krentenbollen 6 voor " → "6 voor "). */
export const QUANTITY_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}])${QUANTITY}\s*$`, "iu");
