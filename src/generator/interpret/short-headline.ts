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
  const name = nameAlone(r, hero, others);
  // A headline no cut and no name can shorten: the owner is told what to say, in the page's language.
  const why = reportWords(r.model.lang, "noShorter");
  return name ? [{ op: "set_text", path, value: name }] : [{ op: "refuse", part: r.raw, why }];
}

/** The business's name the headline can be cut down to (see above), or null. */
function nameAlone(r: Reading, hero: Section, others: string[]): string | null {
  const heading = hero.heading;
  const name = r.model.source.companyName?.trim();
  if (!heading || !name || name.length >= heading.length || norm(name) === norm(heading)) return null;
  const small = new Set(
    wordsOf(r, (p) => [...Object.values(p.grammar).flat(), ...p.filler]).flatMap((w) => tokens(w)),
  );
  const nameWords = tokens(name);
  // An event's or a product's own title ("Winter pruning webinar") is no place for the organiser's name:
  // only a headline that already says the name is cut down to it.
  const said = tokens(heading);
  if (!nameWords.some((n) => n.length >= 4 && said.includes(n))) return null;
  const rest = said.filter((w) => w.length > 2 && !small.has(w) && !nameWords.some((n) => sameStem(n, w)));
  const below = [hero.tagline, hero.lead].filter(Boolean).flatMap((t) => tokens(t!));
  if (rest.length === 0 || !rest.every((w) => below.some((b) => sameStem(b, w)))) return null;
  if (untracedFacts(heading, [name, ...others], r.model.lang).length > 0) return null;
  return name;
}
