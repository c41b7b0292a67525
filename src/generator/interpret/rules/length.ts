/**
 * "make it shorter", "shorter please", "the about text is too long", "make this shorter" (the selected
 * section), "make the headline shorter" (one named text). Longer copy needs the owner's words, so it is
 * refused with how to ask.
 */
import type { TextTarget } from "../../lang/types.js";
import { reportWords } from "../../ops/report-words.js";
import {
  has,
  type Reading,
  scopedSection,
  sectionNamed,
  sectionRef,
  startsWithVerb,
  wordsOf,
} from "../reading.js";
import type { Rule } from "../rule.js";
import { shortHeadline } from "../short-headline.js";
import { findPhrase, norm, tokens } from "../text.js";
import { pathFor } from "./set-text.js";

/** Texts an owner may ask to be shorter by name (a button's words or the company's name are theirs to give). */
const SHORTENED: TextTarget[] = ["headline", "tagline", "title", "heading", "lead"];

/**
 * The one text the clause names ("the headline", "die Einleitung", "le titre"), as an edit path; a word
 * that also names the whole copy ("text", "texte") names no one text. The page's title is the headline
 * the owner sees when the two are the same.
 */
function namedText(r: Reading): string | null {
  const copy = wordsOf(r, (p) => p.copyWords).map(norm);
  let best: { target: TextTarget; index: number; end: number } | null = null;
  for (const pack of r.packs) {
    for (const target of SHORTENED) {
      const at = findPhrase(
        r.text,
        pack.texts[target].filter((w) => !copy.includes(norm(w))),
      );
      if (!at) continue;
      if (!best || at.index < best.index || (at.index === best.index && at.end > best.end))
        best = { target, index: at.index, end: at.end };
    }
  }
  if (!best) return null;
  const path = pathFor(r, best.target, r.text.slice(0, best.end));
  const hero = r.model.sections.find((s) => s.kind === "hero");
  if (path === "source.title" && hero && norm(hero.heading) === norm(r.model.source.title))
    return `sections.${hero.id}.heading`;
  return path;
}

/** True when the word at `index` of the clause is part of the name of an item on the page ("Nail trim"). */
function insideItemName(r: Reading, index: number): boolean {
  return r.model.sections.some((section) =>
    section.items.some((item) => {
      const title = norm(item.title);
      const at = title.length > 3 ? r.text.indexOf(title.replace(/s$/, "")) : -1;
      return at >= 0 && index >= at && index < at + title.length;
    }),
  );
}

export const length: Rule = {
  name: "length",
  examples: [
    { say: "make it shorter", ops: [{ op: "shorten" }] },
    { say: "shorter please", ops: [{ op: "shorten" }] },
    { say: "the about section is too wordy", ops: [{ op: "shorten", section: "about" }] },
    { say: "make this shorter", scope: { section: "s3" }, ops: [{ op: "shorten", section: "about" }] },
    {
      say: "make the text longer",
      ops: [
        {
          op: "refuse",
          part: "make the text longer",
          why: "longer copy needs your own words: say what to add, e.g. add to the about text: …",
        },
      ],
    },
    { page: "baeckerei", say: "mach den Text kürzer", ops: [{ op: "shorten" }] },
    { page: "boulangerie", say: "raccourcis le texte", ops: [{ op: "shorten" }] },
    { page: "tienda", say: "acorta los textos", ops: [{ op: "shorten" }] },
    // A headline with no clause to cut becomes the business's name it starts with, when the rest is said below.
    {
      say: "make the headline shorter",
      ops: [{ op: "set_text", path: "sections.s1.heading", value: "Crumb Corner" }],
    },
    {
      page: "saas",
      say: "the headline is too long",
      ops: [{ op: "set_text", path: "sections.s1.heading", value: "Ledgerly" }],
    },
    // An event's own title never becomes the organiser's name.
    {
      page: "webinar",
      say: "make the headline shorter",
      ops: [{ op: "refuse", part: "make the headline shorter", why: reportWords("en", "noShorter") }],
    },
    // A trailing qualifier the page says elsewhere goes; the headline keeps its own words, never the name's.
    {
      page: "danse",
      say: "titre plus court",
      ops: [{ op: "set_text", path: "sections.s1.heading", value: "Cours de danse" }],
    },
    {
      page: "yogakurs",
      say: "eine kürzere Überschrift bitte",
      ops: [{ op: "refuse", part: "eine kürzere Überschrift bitte", why: reportWords("de", "noShorter") }],
    },
    // "Yoga en Sevilla" is never "Yoga Sol": a name sharing one word would say what the headline never did.
    {
      page: "clases",
      say: "haz el título más corto",
      ops: [{ op: "refuse", part: "haz el título más corto", why: reportWords("es", "noShorter") }],
    },
    { page: "saas", say: "the intro is too long", ops: [{ op: "shorten", path: "sections.s1.lead" }] },
    {
      page: "baeckerei",
      say: "die Einleitung ist zu lang",
      ops: [{ op: "shorten", path: "sections.s1.lead" }],
    },
    // "Boulangerie Martin à Lyon": the place is said in the address, so the headline keeps the rest.
    {
      page: "boulangerie",
      say: "le titre est trop long",
      ops: [{ op: "set_text", path: "sections.s1.heading", value: "Boulangerie Martin" }],
    },
    {
      page: "tienda",
      say: "el titular es demasiado largo",
      ops: [{ op: "refuse", part: "el titular es demasiado largo", why: reportWords("es", "noShorter") }],
    },
    {
      page: "trattoria",
      say: "il titolo è troppo lungo",
      ops: [{ op: "refuse", part: "il titolo è troppo lungo", why: reportWords("it", "noShorter") }],
    },
    {
      page: "bloemen",
      say: "de kop is te lang",
      ops: [{ op: "refuse", part: "de kop is te lang", why: reportWords("nl", "noShorter") }],
    },
    { page: "bloemen", say: "kortere introductie graag", ops: [{ op: "shorten", path: "sections.s1.lead" }] },
    // The top banner named is shortened alone: the rest of the page keeps its words.
    { say: "make the hero shorter", ops: [{ op: "shorten", path: "sections.s1.lead" }] },
    {
      page: "baeckerei",
      say: "Kopfbereich kürzer bitte",
      ops: [{ op: "shorten", path: "sections.s1.lead" }],
    },
    { page: "baeckerei", say: "das Intro kürzer", ops: [{ op: "shorten", path: "sections.s1.lead" }] },
  ],
  read(r) {
    // "nail trim is now £12": a word of an item's name ("Nail trim") is no command to shorten.
    const verb = startsWithVerb(r, (p) => p.verbs.shorten);
    const inName = verb !== null && insideItemName(r, verb.index);
    const shorter = saysShorter(r) || (verb !== null && !inName);
    const longer = has(r, (p) => p.sizes.longer) || startsWithVerb(r, (p) => p.verbs.lengthen) !== null;
    if (!shorter && !longer) return null;
    // "a shorter button" is a text the owner should give.
    if (has(r, (p) => p.texts.button)) return null;
    if (longer && !shorter) {
      return [
        {
          op: "refuse",
          part: r.raw,
          why: "longer copy needs your own words: say what to add, e.g. add to the about text: …",
        },
      ];
    }
    // "make the headline shorter", "die Einleitung ist zu lang": that one text, cut where a clause ends.
    // The headline with no clause to cut becomes the business's name or is refused (short-headline.ts).
    const path = namedText(r);
    if (path) return shortHeadline(r, path) ?? [{ op: "shorten", path }];
    // "make the hero shorter": the top banner named is the one shortened, never the whole page.
    const named = sectionNamed(r);
    // Its words are its intro (the headline is named on its own): cut like "the intro", however short.
    if (named?.kind === "hero" && named.lead) return [{ op: "shorten", path: `sections.${named.id}.lead` }];
    const section = named ?? scopedSection(r);
    const scoped = section && (section.kind !== "hero" || named);
    return [{ op: "shorten", ...(scoped ? { section: sectionRef(r.model, section) } : {}) }];
  },
};

/**
 * A word for shorter in the packs, or its agreeing form ("kürzere Überschrift", "een kortere kop"): an
 * adjective before its noun takes an ending the packs' plain comparative does not write.
 */
function saysShorter(r: Reading): boolean {
  if (has(r, (p) => p.sizes.shorter)) return true;
  const plain = wordsOf(r, (p) => p.sizes.shorter)
    .map(norm)
    .filter((w) => !w.includes(" ") && w.length >= 5);
  return tokens(r.text).some((t) =>
    plain.some((w) => t.startsWith(w) && /^(?:e|en|es|er|em)$/.test(t.slice(w.length))),
  );
}
