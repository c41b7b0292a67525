/**
 * "make the headline shorter" on a headline with no clause to cut at ("Marginalia secondhand bookshop in
 * Bristol", "Ledgerly — invoicing for freelancers" when its promise is said again below): the business's
 * own name, when the headline says it and every other word of the headline is said again in the banner's
 * tagline or intro (by stem: "coiffeur" ~ "coiffure") and the headline holds no fact the rest of the page
 * lacks. No word is invented: the name is the owner's, the rest stays on the page where it already is.
 */
import { untracedFacts } from "../guard/index.js";
import type { Section } from "../model.js";
import { reportWords } from "../ops/report-words.js";
import type { Op } from "../ops/schema.js";
import { shortenedText } from "../ops/shorten-op.js";
import { pageTexts } from "./page-texts.js";
import { type Reading, wordsOf } from "./reading.js";
import { norm, sameStem, tokens } from "./text.js";

/**
 * Shortening the text at `path` when it is the banner's heading: the business's name, or why it cannot be
 * shortened. Null for any other text, and when the engine's own cut (the `shorten` op) loses nothing.
 */
export function shortHeadline(r: Reading, path: string): Op[] | null {
  const hero = r.model.sections.find((s) => s.kind === "hero");
  if (!hero || path !== `sections.${hero.id}.heading`) return null;
  const others = pageTexts(r.model)
    .filter((t) => t.path !== path)
    .map((t) => t.text);
  // The engine cuts at a sentence or clause end when it loses nothing: that is its op, not this one.
  if (hero.heading && shortenedText(hero.heading, others, r.model.lang) !== hero.heading) return null;
  const name = withoutTail(r, hero.heading ?? "", others) ?? nameAlone(r, hero, others);
  // A headline no cut and no name can shorten: the owner is told what to say, in the page's language.
  const why = reportWords(r.model.lang, "noShorter");
  return name ? [{ op: "set_text", path, value: name }] : [{ op: "refuse", part: r.raw, why }];
}

/**
 * "Physiotherapie für Sportler in Kassel" → "Physiotherapie für Sportler": the headline's own words with a
 * trailing qualifier dropped — a phrase opened by a small word (a preposition of any pack) whose every word
 * the page says elsewhere, so nothing is lost. At least two words stay, so the subject is never cut
 * ("Yoga per principianti" is no shorter without losing what it is about). The longest cut that is safe.
 */
function withoutTail(r: Reading, heading: string, others: string[]): string | null {
  const small = smallWords(r);
  const words = heading.trim().split(/\s+/);
  const elsewhere = others.flatMap((t) => tokens(t));
  for (let at = 2; at < words.length; at += 1) {
    const opener = tokens(words[at]!)[0];
    if (!opener || !small.has(opener)) continue;
    const kept = words
      .slice(0, at)
      .join(" ")
      .replace(/[,;:–—-]+$/u, "");
    const tail = tokens(words.slice(at).join(" ")).filter((w) => !small.has(w));
    if (tail.length === 0 || tokens(kept).filter((w) => !small.has(w)).length < 2) continue;
    if (!tail.every((w) => elsewhere.some((e) => sameStem(e, w)))) continue;
    if (untracedFacts(heading, [kept, ...others], r.model.lang).length > 0) continue;
    return kept;
  }
  return null;
}

/** The packs' small words (grammar, fillers): what opens a trailing phrase and carries no subject. */
function smallWords(r: Reading): Set<string> {
  return new Set(
    wordsOf(r, (p) => [...Object.values(p.grammar).flat(), ...p.filler]).flatMap((w) => tokens(w)),
  );
}

/** The business's name the headline can be cut down to (see above), or null. */
function nameAlone(r: Reading, hero: Section, others: string[]): string | null {
  const heading = hero.heading;
  const name = r.model.source.companyName?.trim();
  if (!heading || !name || name.length >= heading.length || norm(name) === norm(heading)) return null;
  const small = smallWords(r);
  const nameWords = tokens(name);
  // An event's or a product's own title ("Winter pruning webinar") is no place for the organiser's name:
  // only a headline that already says the whole name is cut down to it ("Yoga per principianti" is never
  // "Yoga Zamboni": a name sharing one word would put words in the headline it never had).
  const said = tokens(heading);
  if (!nameWords.every((n) => small.has(n) || said.some((w) => sameStem(w, n)))) return null;
  const rest = said.filter((w) => w.length > 2 && !small.has(w) && !nameWords.some((n) => sameStem(n, w)));
  const below = [hero.tagline, hero.lead].filter(Boolean).flatMap((t) => tokens(t!));
  if (rest.length === 0 || !rest.every((w) => below.some((b) => sameStem(b, w)))) return null;
  if (untracedFacts(heading, [name, ...others], r.model.lang).length > 0) return null;
  return name;
}
