/**
 * Words that French and Italian write elided before a vowel: "plus d'espace" is "plus de" + "espace",
 * "qu'il", "l'atelier", "dell'offerta". A pack phrase holding one of these words also matches its elided
 * form (interpret/text.ts), so every rule reads "mets plus d'espace" as it reads "plus de place". Keys
 * and values are normalised (lower case, no accents); a new language with elisions adds its words here.
 */
export const ELISIONS: Readonly<Record<string, readonly string[]>> = {
  // French
  de: ["d'"],
  le: ["l'"],
  la: ["l'"],
  que: ["qu'"],
  je: ["j'"],
  ne: ["n'"],
  se: ["s'"],
  me: ["m'"],
  te: ["t'"],
  ce: ["c'"],
  jusque: ["jusqu'"],
  lorsque: ["lorsqu'"],
  puisque: ["puisqu'"],
  // Italian
  di: ["d'"],
  lo: ["l'"],
  una: ["un'"],
  dello: ["dell'"],
  della: ["dell'"],
  allo: ["all'"],
  alla: ["all'"],
  dallo: ["dall'"],
  dalla: ["dall'"],
  nello: ["nell'"],
  nella: ["nell'"],
  sullo: ["sull'"],
  sulla: ["sull'"],
  quello: ["quell'"],
  quella: ["quell'"],
  questo: ["quest'"],
  questa: ["quest'"],
};
