/**
 * Sizes said once for a run of prices: "Coppetta piccola 2,50 €, media 3,50 €, grande 4,50 €" names the
 * cup once and each later price by its size alone. As a card title "Media" names nothing; the size takes
 * the place of the earlier size in the earlier name ("Coppetta media"), in the word order the owner used
 * (the Romance order, thing then size). Only words of the size catalogue do this, in the nine
 * languages the composer writes; any other lone word keeps its own title rules (priceTitle).
 */

/** Words that say a size or a measure of the same thing, in the nine languages (lower case, any gender). */
const SIZE_WORDS = new Set(
  [
    // English
    "small regular medium large big extra-large xl single double triple mini",
    // German
    "klein kleine kleiner kleines mittel mittlere mittlerer mittleres groß große großer großes gross grosse",
    // French
    "petit petite moyen moyenne grand grande",
    // Spanish, Portuguese
    "pequeño pequeña pequeno pequena mediano mediana médio média medio grande doble doble simple",
    // Italian
    "piccolo piccola medio media grande doppio doppia singolo singola",
    // Dutch
    "klein kleine middel middelgroot middelgrote groot grote",
    // Polish
    "mały mała małe średni średnia średnie duży duża duże",
    // Hungarian
    "kicsi kis közepes nagy",
  ]
    .join(" ")
    .split(" "),
);

const isSize = (word: string) => SIZE_WORDS.has(word.toLocaleLowerCase());

/**
 * The full name of a price labelled by a size alone, from the price before it in the same run: that
 * price's name with its size word replaced. Undefined when the label is not a lone size, or the earlier
 * name has no size word to replace, or is more than a thing and its size, or nothing but a size ("Small
 * £2, medium £3" keeps "Medium").
 */
export function sizeOfEarlierName(label: string, earlierLabels: readonly string[]): string | undefined {
  const own = label.trim();
  if (!/^\p{L}+$/u.test(own) || !isSize(own)) return undefined;
  for (let i = earlierLabels.length - 1; i >= 0; i--) {
    const words = (earlierLabels[i] ?? "").trim().split(/\s+/);
    const at = words.findIndex(isSize);
    if (at < 0) return undefined;
    // An earlier size alone ("media" before "grande") takes its name from further back.
    if (words.length === 1) continue;
    // A thing and its size after it, two words ("Coppetta piccola"): the full name ends in the owner's own
    // word, so "media 3,50 €" still reads as written beside its price. A size before the thing ("Small
    // latte", "large dogs from £65") would part the owner's "large" from its price, and a longer name ("full
    // groom small dogs") may size something else than the thing priced: both keep the lone word.
    if (words.length !== 2 || at !== 1) return undefined;
    return `${words[0]} ${own.toLocaleLowerCase()}`;
  }
  return undefined;
}
