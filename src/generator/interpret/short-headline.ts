/**
 * "make the headline shorter" on a headline with no clause to cut at ("Marginalia secondhand bookshop in
 * Bristol", "Ledgerly — invoicing for freelancers" when its promise is said again below): the business's
 * own name, when the headline says it and every other word of the headline is said again in the banner's tagline or intro (by stem:
 * "coiffeur" ~ "coiffure") and the headline holds no fact the rest of the page lacks. No word is invented:
 * the name is the owner's, the rest stays on the page where it already is.
 */
import { untracedFacts } from "../guard/index.js";
import type { PageModel } from "../model.js";
import { shortenedText } from "../ops/shorten-op.js";
import { pageTexts } from "./page-texts.js";
import { type Reading, wordsOf } from "./reading.js";
import { norm, sameStem, tokens } from "./text.js";

export type ShortHeadline = { cut: true } | { name: string } | null;

/** What shortening the hero's heading can do: the engine's own cut, the business's name, or nothing. */
export function shortHeadline(r: Reading, path: string): ShortHeadline {
  const model: PageModel = r.model;
  const hero = model.sections.find((s) => s.kind === "hero");
  if (!hero || path !== `sections.${hero.id}.heading` || !hero.heading) return null;
  const heading = hero.heading;
  const others = pageTexts(model)
    .filter((t) => t.path !== path)
    .map((t) => t.text);
  // The engine cuts at a sentence or clause end when it loses nothing: that is its op, not this one.
  if (shortenedText(heading, others, model.lang) !== heading) return { cut: true };
  const name = model.source.companyName?.trim();
  if (!name || name.length >= heading.length || norm(name) === norm(heading)) return null;
  const small = new Set(
    wordsOf(r, (p) => [...Object.values(p.grammar).flat(), ...p.filler]).flatMap((w) => tokens(w)),
  );
  const nameWords = tokens(name);
  // An event's or a product's own title ("Winter pruning webinar") is no place for the organiser's name:
  // only a headline that already says the name is cut down to it.
  const said = tokens(heading);
  if (!nameWords.some((n) => n.length >= 4 && said.includes(n))) return null;
  const rest = tokens(heading).filter(
    (w) => w.length > 2 && !small.has(w) && !nameWords.some((n) => sameStem(n, w)),
  );
  const below = [hero.tagline, hero.lead].filter(Boolean).flatMap((t) => tokens(t!));
  if (rest.length === 0 || !rest.every((w) => below.some((b) => sameStem(b, w)))) return null;
  if (untracedFacts(heading, [name, ...others], model.lang).length > 0) return null;
  return { name };
}
