/**
 * A look said as a list of colours ("navy and white", "schwarz und gold", "verde y crema"): white or a pale
 * colour (packs' `lookColours.white` / `pale`) beside another colour is the page's light background, and
 * black beside another colour its dark one — the other colour is the main one. The background has no colour
 * of its own (it is the theme's), so a pale colour ("crema", "ivoire") is said back as not done, never
 * swallowed. A pale or white word alone, or said of a part ("white headline"), is no background.
 */
import { parseHex, toHex } from "../composer/engine/palette.js";
import { BACKGROUND_WORDS } from "../lang/backgrounds.js";
import { find, has, type Reading, wordsOf } from "./reading.js";
import { type Found, findPhrase, norm, tokens, without } from "./text.js";

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

/**
 * "greener", "make it redder", "colores más azules", "colori più rossi", "groenere kleuren", "bardziej
 * zielone kolory", "zöldebb": a one-word colour name of the packs said in a comparative or plural form.
 * A comparative ending ("-er", "-ere", "-ebb") is read anywhere; a plural or agreeing ending ("-es", "-i",
 * "-e", "-ą") only beside a word for colours or for what the colour is said of — the page as a whole
 * ("une page verte", "zrób stronę zieloną", "la web roja"), its background or its buttons ("przyciski na
 * czerwone") — so "more roses" or "redo the intro" is never a colour.
 */
const COMPARATIVE = /^(?:er|ere|eren|ebb|abb|ebbek|abbak)$/;
const AGREEING = /^(?:[aeiouy]{1,2}s?|s|es|en|er)$/;

/** The ending agrees with a word for colours, by the general pattern or the pack's own ("zielonych"). */
function agrees(r: Reading, ending: string): boolean {
  return AGREEING.test(ending) || wordsOf(r, (p) => p.lookColours.endings).some((e) => norm(e) === ending);
}

/** The clause names what a colour adjective agrees with: the page, its background or its buttons. */
function saidOfAPart(r: Reading): boolean {
  if (has(r, (p) => [...(p.lookWholes ?? []), ...p.styleParts.buttons])) return true;
  const words = r.packs.flatMap((p) => BACKGROUND_WORDS[p.code] ?? []).map((w) => w.replace(/-/g, " "));
  return findPhrase(r.text.replace(/(?<=\p{L})-(?=\p{L})/gu, " "), words) !== null;
}

export function inflectedColour(r: Reading, text = r.text): { hex: string; form: string } | null {
  const words = tokens(text);
  // "plutôt dans les rouges", "eher ins Grüne": a colour's plural after a word the look leans by is a colour.
  // "detalles dorados", "touches dorées", "złote detale": beside a word for the details (the accent) too.
  const colourNoun =
    has(r, (p) => p.colourWords.colour) ||
    has(r, (p) => p.leanings) ||
    has(r, (p) => p.colourWords.accent) ||
    saidOfAPart(r);
  // "in Blautönen", "groentinten": a colour joined to a word for colours is that colour.
  const nouns = new Set(
    wordsOf(r, (p) => p.colourWords.colour)
      .map(norm)
      .filter((n) => !n.includes(" ") && n.length >= 4),
  );
  for (const pack of r.packs) {
    for (const [name, hex] of Object.entries(pack.colours)) {
      const base = norm(name);
      if (base.includes(" ") || base.length < 3) continue;
      // "rosso" → "rossi", "zielony" → "zielone": a last vowel changes; "red" → "redder" doubles.
      const stem = /[aeiouy]$/.test(base) && base.length >= 4 ? base.slice(0, -1) : base;
      const form = words.find((w) => {
        if (w.startsWith(base) && nouns.has(w.slice(base.length))) return true;
        if (w === base || !w.startsWith(stem)) return false;
        // "zölddé", "kékké": Hungarian doubles the last consonant before -vé/-vá too.
        const ending = w.slice(stem.length).replace(new RegExp(`^${stem.at(-1)}(?=er|[ea]$)`), "");
        return COMPARATIVE.test(ending) || (colourNoun && agrees(r, ending));
      });
      if (form) return { hex, form };
    }
  }
  return null;
}

export type Shade = "dark" | "light" | "soft" | "bright";

/**
 * A colour a shade darker, lighter, softer or brighter: "dark brown", "light green", "soft blue", "zachte
 * roze", "rose vif". Soft is the colour muted toward its own grey; bright pushes it away from that grey.
 * White text on the brand colour still reaches AA: the colour is darkened for it when set (style-ops.ts).
 */
export function shaded(hex: string, shade: Shade, amount = 1): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return hex;
  const channels = parseHex(hex);
  const grey = channels.reduce((a, b) => a + b, 0) / 3;
  const [r, g, b] = channels.map((c) => {
    if (shade === "dark") return c * (1 - 0.35 * amount);
    if (shade === "light") return c + (255 - c) * 0.35 * amount;
    if (shade === "soft") {
      const muted = c + (grey - c) * 0.45 * amount;
      return muted + (255 - muted) * 0.12 * amount;
    }
    return grey + (c - grey) * (1 + 0.3 * amount);
  }) as [number, number, number];
  return toHex([r, g, b]);
}

/** The shade words of the packs: scheme words say dark and light, `shades` say soft and bright. */
function shadeWords(r: Reading): [Shade, string[]][] {
  return [
    ["dark", wordsOf(r, (p) => p.schemes.dark)],
    ["light", wordsOf(r, (p) => p.schemes.light)],
    ["soft", wordsOf(r, (p) => p.shades?.soft ?? [])],
    ["bright", wordsOf(r, (p) => p.shades?.bright ?? [])],
  ];
}

/**
 * A shade word right before a colour ("dark brown", "zachte roze", "sanfte grüne") or right after it
 * ("rose doux", "verde suave", "rosa chiaro", "bleu foncé"): the colour's shade, never the page's scheme or
 * a design. `index`/`end` span the shade word and the colour together.
 */
export function shadeBeside(
  r: Reading,
  text: string,
  at: { index: number; end: number },
): { shade: Shade; index: number; end: number } | null {
  const before = text.slice(0, at.index).trimEnd();
  const after = text.slice(at.end).trimStart();
  for (const [shade, list] of shadeWords(r)) {
    const single = list.map(norm).filter((w) => !w.includes(" "));
    const word = single.find((w) => before === w || before.endsWith(` ${w}`));
    if (word) return { shade, index: before.length - word.length, end: at.end };
    const next = single.find((w) => after === w || after.startsWith(`${w} `));
    if (next) return { shade, index: at.index, end: text.length - after.length + next.length };
  }
  return null;
}

/** The soft and bright words of the packs, which name no design when said beside another look. */
export function softWords(r: Reading): string[] {
  return wordsOf(r, (p) => [...(p.shades?.soft ?? []), ...(p.shades?.bright ?? [])]);
}

/** The name of the colour nearest to `hex` in a pack's table (as the report names a colour code). */
function nearestName(hex: string, table: Record<string, string>): string | null {
  const [r, g, b] = parseHex(hex);
  let best: { name: string; distance: number } | null = null;
  for (const [name, code] of Object.entries(table)) {
    if (!/^#[0-9a-f]{6}$/i.test(code)) continue;
    const [r2, g2, b2] = parseHex(code);
    const distance = (r - r2) ** 2 + (g - g2) ** 2 + (b - b2) ** 2;
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best?.name ?? null;
}

/**
 * A soft or bright shade that is still the colour the owner named: "soft pink" muted only as far as the
 * report still calls it pink (never "beige"), so the reply names what was asked.
 */
export function shadeOf(hex: string, shade: Shade, table: Record<string, string>): string {
  // Dark and light are one fixed step ("dark brown" is #5f2a09 whatever its nearest name).
  if (shade === "dark" || shade === "light") return shaded(hex, shade);
  const name = nearestName(hex, table);
  for (const amount of [1, 0.75, 0.5, 0.3]) {
    const candidate = shaded(hex, shade, amount);
    if (nearestName(candidate, table) === name) return candidate;
  }
  return hex;
}

/**
 * A shade and a colour written as one word: "felrood", "zachtroze", "lichtblauw", "sötétzöld", "knallrot":
 * the pack's shade word (or its stem without an ending, "knall" for "knallig") before a one-word colour name.
 */
export function compoundColour(
  r: Reading,
  text = r.text,
): { hex: string; form: string; shade: Shade } | null {
  const shades = shadeWords(r).map(
    ([shade, list]) => [shade, list.map(norm).filter((w) => !w.includes(" "))] as const,
  );
  for (const word of tokens(text)) {
    for (const pack of r.packs) {
      for (const [name, hex] of Object.entries(pack.colours)) {
        const base = norm(name);
        if (base.includes(" ") || base.length < 3 || word === base || !word.endsWith(base)) continue;
        const prefix = word.slice(0, -base.length).replace(/-$/, "");
        if (prefix.length < 3) continue;
        for (const [shade, list] of shades)
          if (list.some((w) => w === prefix || (w.startsWith(prefix) && w.length - prefix.length <= 2)))
            return { hex, form: word, shade };
      }
    }
  }
  return null;
}
