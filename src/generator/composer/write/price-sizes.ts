/**
 * Sizes said once for a run of prices: "Coppetta piccola 2,50 €, media 3,50 €, grande 4,50 €" names the
 * cup once and each later price by its size alone. As a card title "Media" names nothing; the size takes
 * the place of the earlier size in the earlier name ("Coppetta media"), in the word order the owner used
 * ("Small latte £3, large £3.60" → "Large latte"). Only words of the size catalogue do this, in the nine
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
 * name has no size word to replace, or nothing but a size ("Small £2, medium £3" keeps "Medium").
 */
export function sizeOfEarlierName(label: string, earlierLabels: readonly string[]): string | undefined {
  const own = label.trim();
  if (!/^\p{L}+$/u.test(own) || !isSize(own)) return undefined;
  for (let i = earlierLabels.length - 1; i >= 0; i--) {
    const words = (earlierLabels[i] ?? "").trim().split(/\s+/);
    const at = words.findIndex(isSize);
    if (at < 0) return undefined;
    if (words.length < 2) continue;
    // The size is written as the earlier one was: "Coppetta media", "Large latte" after "Small latte".
    const earlier = words[at] ?? "";
    const upper = /^\p{Lu}/u.test(earlier);
    const size = upper
      ? own.charAt(0).toLocaleUpperCase() + own.slice(1).toLocaleLowerCase()
      : own.toLocaleLowerCase();
    return words.map((w, k) => (k === at ? size : w)).join(" ");
  }
  return undefined;
}
