/** What the fact guard finds in a text: the kind of claim and where it is written. */
export type FactKind =
  | "number"
  | "price"
  | "date"
  | "time"
  | "phone"
  | "email"
  | "url"
  | "person"
  /** A place the text puts the business in: "w Krakowie", "Budapesten", "à Lyon" (places.ts). */
  | "place"
  | "quote"
  | "rating"
  | "statistic"
  | "award"
  /** Social proof: "500+ happy customers", "trusted by hundreds of families", "zufriedene Kunden". */
  | "social"
  /** Something given for free: "first class free", "kostenlose Erstberatung", "consegna gratuita". */
  | "offer"
  /** "Money-back guarantee", "garantiert", "satisfait ou remboursé… garanti". */
  | "guarantee"
  /** "Certified", "fully insured", "zertifiziert", "diplômée", "gecertificeerd". */
  | "credential"
  /** "Half price on Tuesdays", "Studentenrabatt", "2x1": a price the owner never set. */
  | "deal"
  /** A rank claimed in a place: "the best bike shop in Bristol", "best in town", "Freiburgs beste". */
  | "superlative"
  /** Opening days without a time: "also open on Sundays", "open every day", "täglich geöffnet". */
  | "open-day"
  /** Closing days: "closed on Mondays", "Montags Ruhetag". */
  | "closed-day";

export interface FoundFact {
  kind: FactKind;
  /** The fact as written, `text.slice(start, end)` of the text it was found in. */
  text: string;
  start: number;
  end: number;
}
