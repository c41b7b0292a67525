/**
 * The look: colours by name ("forest green", "#1e40af"), dark/light, serif/sans, the eight designs and the
 * vague words owners use for them, spacing, a bigger headline or buttons, the hero picture, hiding the menu.
 * A clause that names an item of the page ("forest green is sold out") is about content, never style.
 *
 * Looks said with adjectives (packs' `designs`, `professional`), each one design:
 *   softer, gentler, pastel → warm (soft rounded cards, earthy tints)
 *   calmer, more minimal, more modern, sleeker → minimal (white space, one accent, no shadows)
 *   bolder look, "make it pop", more striking → bold (saturated bands, heavy headlines)
 *   brighter, livelier, more cheerful, more fun/playful → playful (bright accent, friendly radii)
 *   more elegant, more luxurious, upscale → luxury
 *   more professional → classic, or technical for software
 * "less <look>" asks for its opposite; a look that leaves the page as it was is refused for free.
 */

import { BACKGROUND_WORDS } from "../../lang/backgrounds.js";
import { packByCode } from "../../lang/index.js";
import type { LookMood } from "../../lang/types.js";
import { MOODS, moodColours, moodPalette } from "../../ops/mood-palettes.js";
import { reportWords } from "../../ops/report-words.js";
import type { Op, StyleName } from "../../ops/schema.js";
import { buttonNoun } from "../button-named.js";
import { colourAmount } from "../colour-amount.js";
import {
  compoundColour,
  inflectedColour,
  lightness,
  listedBackground,
  shadeBeside,
  shadeOf,
  softWords,
} from "../look-colours.js";
import { ownWords } from "../pack-words.js";
import { pageWords } from "../page-texts.js";
import {
  find,
  has,
  itemNamed,
  type Reading,
  sectionNamed,
  smallWords,
  startsWithVerb,
  wordsOf,
} from "../reading.js";
import type { Rule } from "../rule.js";
import { findPhrase, norm, without, withoutAll } from "../text.js";
import { wholeScale } from "../type-scale.js";
import { examples } from "./style.examples.js";

type StyleOp = Extract<import("../../ops/schema.js").Op, { op: "set_style" }>;

/** The hues every pack's plain colour words name: a colour beside one of them is the specific one. */
const PLAIN = [
  "red",
  "orange",
  "yellow",
  "green",
  "blue",
  "purple",
  "pink",
  "brown",
  "grey",
  "black",
  "white",
];

/** Two colour names said one right after the other ("verde salvia", "sage green"). */
function sideBySide(r: Reading, a: string, b: string): boolean {
  const text = ` ${r.text.replace(/(?<=\p{L})-(?=\p{L})/gu, " ")} `;
  return text.includes(` ${a} ${b} `) || text.includes(` ${b} ${a} `);
}

/** Of two colours said as one, the one that is not a plain hue ("salvia" beside "verde"), else the first. */
function specific(r: Reading, found: string[]): string {
  const english = r.packs.find((p) => p.code === "en")?.colours ?? {};
  const plain = new Set(PLAIN.map((name) => english[name]).filter(Boolean));
  return found.find((hex) => !plain.has(hex)) ?? found[0]!;
}

/** Words for the look itself that every owner uses, whatever their language. */
const LOOK_WORDS = ["theme", "look", "design", "style", "feel", "feels", "vibe"];

/** The colours of the page's own pack, by which the report names a colour code. */
const pageColours = (r: Reading) => packByCode(r.model.lang)?.colours ?? r.packs[0]!.colours;

function colours(r: Reading, op: StyleOp): { text: string; pale?: string } {
  // "azul-marinho", "bleu-marine", "dark-blue": a colour's words joined by a hyphen are the pack's name.
  let text = r.text.replace(/(?<=\p{L})-(?=\p{L})/gu, " ");
  const hex = /#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/gi;
  const found: string[] = [...r.raw.matchAll(hex)].map((m) => m[0]);
  const said: string[] = [];
  let firstAt = -1;
  if (found.length > 0) said.push("#");
  for (let i = 0; i < 2; i += 1) {
    for (const pack of r.packs) {
      const at = findPhrase(text, Object.keys(pack.colours));
      if (at) {
        // The phrase found is normalized ("grün" is found as "grun"): look its colour up the same way.
        const key = Object.keys(pack.colours).find((name) => norm(name) === at.phrase);
        const colour = pack.colours[key ?? at.phrase] ?? at.phrase;
        const shade = shadeBeside(r, text, at);
        found.push(shade ? shadeOf(colour, shade.shade, pageColours(r)) : colour);
        if (firstAt < 0) firstAt = at.index;
        said.push(at.phrase);
        text = without(text, shade ? { ...at, index: shade.index, end: shade.end } : at);
        break;
      }
    }
  }
  if (found.length === 0) {
    // "une page verte", "zachte roze tinten", "sanfte grüne Töne": the inflected form, with its shade.
    const inflected = inflectedColour(r);
    const at = inflected ? findPhrase(text, [inflected.form]) : null;
    if (inflected && at) {
      const shade = shadeBeside(r, text, at);
      found.push(shade ? shadeOf(inflected.hex, shade.shade, pageColours(r)) : inflected.hex);
      firstAt = at.index;
      if (shade) text = without(text, { ...at, index: shade.index, end: shade.end });
    } else if (inflected) found.push(inflected.hex);
  }
  // "felrood", "knallrot", "lichtblauw": a shade and a colour in one word.
  const compound = found.length === 0 ? compoundColour(r) : null;
  if (compound) {
    found.push(shadeOf(compound.hex, compound.shade, pageColours(r)));
    const at = findPhrase(text, [compound.form]);
    if (at) {
      firstAt = at.index;
      text = without(text, at);
    }
  }
  // "verde salvia", "sage green": two colour names side by side are one colour, the more specific one.
  if (found.length === 2 && said.length === 2 && sideBySide(r, said[0]!, said[1]!))
    found.splice(0, 2, specific(r, found));
  // "navy and white", "schwarz und gold": white, pale or black beside a colour is the page's background.
  const background = listedBackground(r, text, found);
  if (background) {
    op.scheme = background.scheme;
    found.splice(0, found.length, ...background.found);
    text = background.text;
  }
  const accent = has(r, (p) => p.colourWords.accent);
  // "make the buttons green", "maak de knop oranje": one colour said of the buttons is theirs, not a new
  // brand with a new accent.
  const buttons = !accent && saidOfButtons(r, firstAt);
  if (found.length === 1) op[accent ? "accent" : buttons ? "buttonColour" : "primary"] = found[0];
  if (found.length === 2) {
    op.primary = found[0];
    op.accent = found[1];
  }
  return { text, ...(background?.pale ? { pale: background.pale } : {}) };
}

/**
 * "make the background black", "mets le fond en bleu marine": white or black said of the background is the
 * light or dark theme; another colour has no place of its own (the theme gives the background), refused
 * for free with how to say it — never the brand colour changed instead.
 */
function backgroundColour(r: Reading, op: StyleOp): Op[] | null {
  const colour = op.primary ?? op.accent;
  if (!colour || op.scheme || op.buttonColour) return null;
  const words = r.packs.flatMap((p) => BACKGROUND_WORDS[p.code] ?? []);
  if (
    !findPhrase(
      r.text.replace(/(?<=\p{L})-(?=\p{L})/gu, " "),
      words.map((w) => w.replace(/-/g, " ")),
    )
  )
    return null;
  const level = lightness(colour);
  if (level !== null && level <= 0.12) return [{ op: "set_style", scheme: "dark" }];
  if (level !== null && level >= 0.94) return [{ op: "set_style", scheme: "light" }];
  return [{ op: "refuse", part: r.raw.trim(), why: reportWords(r.model.lang, "backgroundColour") }];
}

/** The colour at `at` is said of the buttons: both in one part of the clause, no "and" between them. */
function saidOfButtons(r: Reading, at: number): boolean {
  const buttons = find(r, (p) => p.styleParts.buttons);
  if (!buttons || at < 0) return false;
  const between = r.text.slice(Math.min(at, buttons.end), Math.max(at, buttons.index));
  return !findPhrase(
    between,
    wordsOf(r, (p) => p.grammar.and),
  );
}

/** The only word of tone said is the noun "tone" itself, and no text or part of the page is named. */
function toneAsLook(r: Reading): boolean {
  const nouns = new Set(wordsOf(r, (p) => p.toneNoun ?? []).map(norm));
  const said = wordsOf(r, (p) => p.tone).filter((w) => findPhrase(r.text, [w]) !== null);
  return said.length > 0 && said.every((w) => nouns.has(norm(w)));
}

function design(r: Reading, text: string): StyleName | "mixed" | null {
  // "make the about text sound friendlier" asks for other words (a change of tone), not another look;
  // "un ton plus luxueux", "un tono più serio" say the page's tone alone: its look.
  if (has(r, (p) => p.tone) && !toneAsLook(r)) return null;
  if (
    findPhrase(
      text,
      wordsOf(r, (p) => p.professional),
    )
  ) {
    return ["saas", "agency", "consultant"].includes(String(r.model.kind)) ? "technical" : "classic";
  }
  let best: { name: StyleName; length: number; index: number } | null = null;
  const named = new Set<StyleName>();
  for (const pack of r.packs) {
    for (const [name, words] of Object.entries(pack.designs) as [StyleName, string[]][]) {
      const at = findPhrase(text, words);
      if (!at) continue;
      named.add(lessOf(r, text, at.index) ? OPPOSITE[name] : name);
      if (!best || at.phrase.length > best.length) best = { name, length: at.phrase.length, index: at.index };
    }
  }
  if (!best) return null;
  // "warmer, and a vintage feel": two looks in one breath are one too many; neither is guessed. A soft or
  // bright word beside another look ("nyugodtabb, pasztell színekkel") says its colours, no design.
  if (named.size > 1) {
    const soft = findPhrase(text, softWords(r));
    return soft ? design(r, without(text, soft)) : "mixed";
  }
  // "weniger bunt", "menos colorido", "less playful": a look said with "less" asks for its opposite.
  return lessOf(r, text, best.index) ? OPPOSITE[best.name] : best.name;
}

/** A mood no design word names ("more urgent", "vrouwelijker", "più maschile"): packs' `lookMoods`. */
function lookMood(r: Reading, text: string): LookMood | null {
  for (const pack of r.packs) {
    for (const [mood, words] of Object.entries(pack.lookMoods ?? {}) as [LookMood, string[]][]) {
      if (findPhrase(text, words) && !lessOf(r, text, findPhrase(text, words)!.index)) return mood;
    }
  }
  return null;
}

/** A "less" word in the two words before `index`. */
function lessOf(r: Reading, text: string, index: number): boolean {
  const before = text.slice(0, index).trim().split(" ").slice(-2).join(" ");
  return (
    findPhrase(
      before,
      wordsOf(r, (p) => p.sizes.less),
    ) !== null
  );
}

/** The look that is the opposite of each: what "less <look>" asks for. */
const OPPOSITE: Record<StyleName, StyleName> = {
  playful: "minimal",
  bold: "minimal",
  luxury: "minimal",
  warm: "minimal",
  editorial: "minimal",
  minimal: "bold",
  classic: "playful",
  technical: "warm",
};

function sizes(r: Reading, op: StyleOp): void {
  const bigger = has(r, (p) => p.sizes.bigger);
  const smaller = has(r, (p) => p.sizes.smaller);
  const more = has(r, (p) => p.sizes.more);
  const less = has(r, (p) => p.sizes.less);
  const hide = has(r, (p) => p.styleParts.hide);
  if (has(r, (p) => p.styleParts.spacing) && (more || less)) op.spacing = less ? "less" : "more";
  // "green buttons and a bigger headline": a size word is about the part it stands nearest to.
  const size = find(r, (p) => [...p.sizes.bigger, ...p.sizes.smaller]);
  const parts = {
    headline: find(r, (p) => p.texts.headline) ?? titleOnTop(r),
    headings: find(r, (p) => p.styleParts.headings),
    buttons: find(r, (p) => p.styleParts.buttons),
  };
  const named = (Object.keys(parts) as (keyof typeof parts)[]).filter((part) => parts[part]);
  const distance = (part: keyof typeof parts) => Math.abs((parts[part]?.index ?? 0) - (size?.index ?? 0));
  const nearest = named.sort((a, b) => distance(a) - distance(b))[0];
  const sized = bigger || smaller;
  // "make everything bigger": a step on the whole type scale, headline, headings and body text together.
  const whole = !nearest && !has(r, (p) => p.styleParts.heroImage) ? wholeScale(r) : null;
  if (whole) {
    op.headline = whole;
    op.headings = whole;
    op.textSize = whole === "bigger" ? "large" : "small";
  }
  if (nearest === "headline" && sized) op.headline = smaller ? "smaller" : "bigger";
  // "headings bigger", "titoli più grandi": the section headings, said as a group.
  if (nearest === "headings" && sized) op.headings = smaller ? "smaller" : "bigger";
  // "Schrift etwas größer", "rendi il testo più grande": the body text, when no other part is named.
  if (!nearest && sized && has(r, (p) => p.fonts.font)) op.textSize = smaller ? "small" : "large";
  if (nearest === "buttons" && bigger) op.buttons = "bigger";
  // "rounder buttons", "moins arrondis": the corners of every button, card and field ("less rounded" first).
  if (has(r, (p) => p.corners?.sharper ?? [])) op.corners = "sharper";
  else if (has(r, (p) => p.corners?.rounder ?? [])) op.corners = "rounder";
  if (has(r, (p) => p.styleParts.heroImage) && (bigger || smaller || hide))
    op.heroImage = hide ? "hidden" : smaller ? "smaller" : "bigger";
  // "metti il menù prima della storia", "put the menu under the prices": a place beside another part
  // moves a section (a restaurant's menu), never the navigation, which has no place but the top.
  const besideAnother = has(r, (p) => [...p.places.above, ...p.places.below, ...p.places.under]);
  if (has(r, (p) => p.styleParts.menu) && !besideAnother) {
    const show = has(r, (p) => [...p.verbs.add, "show", "bring back"]) && !hide;
    if (hide || show) op.navigation = hide ? "hidden" : "shown";
  }
}

/**
 * "el título más grande", "de titel groter", "make the title bigger": the title said with a size is the one
 * a visitor sees, the headline; never when the words name a section's title ("the section title").
 */
function titleOnTop(r: Reading): ReturnType<typeof find> {
  const title = find(r, (p) => p.texts.title);
  if (!title) return null;
  const heading = find(r, (p) => [...p.texts.heading, ...p.styleParts.headings]);
  const overlaps = heading && heading.index <= title.index && heading.end >= title.end;
  return overlaps || sectionNamed(r, r.text.slice(0, title.end)) ? null : title;
}

/** The designs whose mood a serif font carries; the others' moods read as a sans font. */
const SERIF_MOODS: StyleName[] = ["luxury", "classic", "editorial", "warm"];

export const style: Rule = {
  name: "style",
  examples,
  read(r) {
    if (addsAThing(r)) return null;
    // A word for colours names no item, though an item shares its letters ("Farben" and "Färben").
    const words = withoutAll(
      r.text,
      wordsOf(r, (p) => p.colourWords.colour),
    );
    if (itemNamed(r, words)) return null;
    const op: StyleOp = { op: "set_style" };
    const said = colours(r, op);
    const rest = said.text;
    const dark = findPhrase(
      rest,
      wordsOf(r, (p) => p.schemes.dark),
    );
    const light = findPhrase(
      rest,
      wordsOf(r, (p) => p.schemes.light),
    );
    if (dark || light) op.scheme = dark && (!light || dark.index < light.index) ? "dark" : "light";
    const sans = findPhrase(
      rest,
      wordsOf(r, (p) => p.fonts.sans),
    );
    const serif = findPhrase(
      rest,
      wordsOf(r, (p) => p.fonts.serif),
    );
    if (sans || serif) op.font = sans ? "sans" : "serif";
    // "a modern font" is the font's look only: its words never name a design too.
    let mood = sans ? without(rest, sans) : rest;
    const serifWords = serif
      ? findPhrase(
          mood,
          wordsOf(r, (p) => p.fonts.serif),
        )
      : null;
    if (serifWords) mood = without(mood, serifWords);
    // "more colour", "meer kleur": an amount of colour with no colour named is the colourful look.
    const looked = design(r, mood);
    if (looked === "mixed")
      return [{ op: "refuse", part: r.raw.trim(), why: reportWords(r.model.lang, "lookContradiction") }];
    // "more urgent, red", "vrouwelijker": a mood brings its design (a design word said too wins) and its
    // colours (a colour said too wins).
    const feeling = lookMood(r, mood);
    const amount = looked || feeling || op.primary || op.accent || op.buttonColour ? null : colourAmount(r);
    const named = looked ?? (feeling ? MOODS[feeling].design : amount);
    // "une police plus élégante", "a cleaner font": a mood said of the font is a font, not a whole design.
    const fontOnly = !op.font && named && has(r, (p) => p.fonts.font) && !has(r, (p) => p.tone);
    if (fontOnly) op.font = SERIF_MOODS.includes(named) ? "serif" : "sans";
    else if (named) op.design = named;
    // "calmer, softer colours": a mood said of the colours, with no colour named, gives the colours too.
    // "more nautical": a mood whose look is its colours brings them, said of the colours or not.
    const ofColours =
      has(r, (p) => p.colourWords.colour) || amount !== null || has(r, (p) => p.lookColours.moods);
    const current = r.model.settings.palette?.primary;
    if (op.design && feeling && !op.primary && !op.accent && !op.buttonColour)
      Object.assign(op, moodColours(feeling, current));
    else if (op.design && !op.primary && !op.accent && !op.buttonColour && ofColours)
      Object.assign(op, moodPalette(op.design, current));
    sizes(r, op);
    if (Object.keys(op).length === 1) return null;
    const background = backgroundColour(r, op);
    if (background) return background;
    // "make the register button orange": one button has no colour of its own in the change language (the
    // brand colour colours every button); said so for free, never the whole page recoloured.
    if ((op.primary || op.accent || op.buttonColour) && oneButton(r))
      return [{ op: "refuse", part: r.raw.trim(), why: reportWords(r.model.lang, "oneButtonColour") }];
    const styled =
      startsWithVerb(r, (p) => [...p.verbs.make, ...p.verbs.change]) !== null ||
      find(r, (p) => [
        ...p.colourWords.colour,
        ...p.fonts.font,
        ...p.sizes.more,
        ...p.styleParts.buttons,
        ...p.texts.headline,
        ...p.texts.title,
        ...p.styleParts.headings,
        ...(p.lookVerbs ?? []),
        ...(p.lookNouns ?? []),
        ...LOOK_WORDS,
      ]) !== null ||
      r.text.split(" ").length <= 6;
    // "make the page smell of lavender", "i dodaj muzykę": a word no pack and no page writes is a wish of the
    // owner's this rule cannot read; the clause is named as not understood, never read as a colour.
    // A colour's inflected form ("rossi", "verdi") is a colour the packs write, not a word of the owner's.
    const forms = [inflectedColour(r)?.form, compoundColour(r)?.form].filter((f): f is string => !!f);
    if (ownWords(r.text, r.packs, pageWords(r.model), [...LOOK_WORDS, ...forms]).length > 0) return null;
    if (!styled) return null;
    // "verde y crema": the light page is done, the cream it cannot show is said back, never swallowed.
    if (said.pale)
      return [op, { op: "refuse", part: said.pale, why: reportWords(r.model.lang, "backgroundColour") }];
    return [op];
  },
};

/** A button named by what it does or says ("the register button", "der Anmelde-Button"), not all of them. */
function oneButton(r: Reading): boolean {
  const noun = buttonNoun(r);
  if (!noun) return false;
  if (noun.prefix) return true;
  const before = r.text.slice(0, noun.at.index).trim().split(" ").pop() ?? "";
  const plain = new Set([
    ...smallWords(r.packs),
    ...wordsOf(r, (p) => [
      ...p.verbs.make,
      ...p.verbs.change,
      ...p.grammar.all,
      ...Object.values(p.sizes).flat(),
      ...Object.values(p.designs).flat(),
      ...Object.keys(p.colours),
    ]).map(norm),
  ]);
  if (before !== "" && !plain.has(before) && !/\d/.test(before)) return true;
  // "le bouton de réservation": named by what follows "of".
  const [of, what] = r.text.slice(noun.at.end).trim().split(" ");
  const ofWords = wordsOf(r, (p) => p.grammar.of).map(norm);
  return !!of && !!what && ofWords.includes(of) && !plain.has(what);
}

/**
 * "put a big call button at the top": an add verb, then "a" and a button, asks for a new button whose size
 * words describe it — never the page's buttons made bigger ("add more space" stays a style change).
 */
function addsAThing(r: Reading): boolean {
  const verb = startsWithVerb(r, (p) => p.verbs.add);
  if (!verb) return false;
  const next = r.text.slice(verb.end).trim();
  // "legyen a gomb piros": a small word of the request's own language ("a" is "the") is no other pack's "a".
  const own = r.packs.length > 1 ? smallWords(r.packs.slice(0, 1)) : new Set<string>();
  const mine = new Set(r.packs[0]!.grammar.one.map(norm));
  const ones = wordsOf(r, (p) => p.grammar.one).filter((w) => mine.has(norm(w)) || !own.has(norm(w)));
  if (findPhrase(next, ones)?.index !== 0) return false;
  // "metti un colore verde salvia", "add a darker background" are looks; a button is a thing.
  return has(r, (p) => p.styleParts.buttons);
}
