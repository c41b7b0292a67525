/**
 * A look said as a list of colours ("navy and white", "schwarz und gold", "verde y crema"): white or a pale
 * colour (packs' `lookColours.white` / `pale`) beside another colour is the page's light background, and
 * black beside another colour its dark one — the other colour is the main one. The background has no colour
 * of its own (it is the theme's), so a pale colour ("crema", "ivoire") is said back as not done, never
 * swallowed. A pale or white word alone, or said of a part ("white headline"), is no background.
 */
import { find, has, type Reading, wordsOf } from "./reading.js";
import { type Found, findPhrase, norm, without } from "./text.js";

export interface ListedBackground {
  scheme: "light" | "dark";
  /** The colours left for the brand and accent. */
  found: string[];
  /** The pale colour as the owner wrote it, which the light theme cannot show. */
  pale?: string;
  text: string;
}

/** A colour code's lightness, 0 (black) to 1 (white); null for a name. */
export function lightness(colour: string): number | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join("") : m[1]!;
  const [red, green, blue] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  return (Math.max(red!, green!, blue!) + Math.min(red!, green!, blue!)) / 2;
}

/** The owner's own spelling of a phrase found in normalised text ("crème" for "creme"). */
function asWritten(raw: string, at: Found): string {
  const words = raw.match(/[\p{L}\p{N}'-]+/gu) ?? [];
  const size = at.phrase.split(" ").length;
  for (let i = 0; i + size <= words.length; i += 1) {
    const said = words.slice(i, i + size).join(" ");
    if (norm(said).replace(/-/g, " ") === at.phrase) return said;
  }
  return at.phrase;
}

export function listedBackground(r: Reading, text: string, found: string[]): ListedBackground | null {
  if (found.length === 0) return null;
  // "a white headline", "white buttons": the colour of a part, which the look has no place for.
  if (find(r, (p) => [...p.texts.headline, ...p.styleParts.headings, ...p.styleParts.buttons])) return null;
  const pale = findPhrase(
    text,
    wordsOf(r, (p) => p.lookColours.pale),
  );
  let rest = pale ? without(text, pale) : text;
  const white = findPhrase(
    rest,
    wordsOf(r, (p) => p.lookColours.white),
  );
  if (white) rest = without(rest, white);
  if (pale || white)
    return { scheme: "light", found, text: rest, ...(pale ? { pale: asWritten(r.raw, pale) } : {}) };
  // "schwarz und gold": black said beside a colour is the dark page the other colour stands on.
  const black = found.filter((hex) => (lightness(hex) ?? 1) <= 0.12);
  if (found.length === 2 && black.length === 1 && !has(r, (p) => p.colourWords.accent))
    return { scheme: "dark", found: found.filter((hex) => !black.includes(hex)), text };
  return null;
}
