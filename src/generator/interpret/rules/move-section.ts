/**
 * "move pricing up right under the top banner" (first), "put the FAQ above the contact form", "move the
 * reviews to the end", "move testimonials up" (one place). The hero stays first.
 */
import type { PlaceWord } from "../../lang/types.js";
import type { Section } from "../../model.js";
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import {
  find,
  kindNamed,
  knownWords,
  type Reading,
  saidAsWritten,
  scopedSection,
  sectionRef,
  startsWithVerb,
  wordsOf,
} from "../reading.js";
import type { Rule } from "../rule.js";
import { namesAForm, type SectionMeant, sectionMeant } from "../section-named.js";
import { outOfRange, sectionsByPlace } from "../section-place.js";
import { type Found, findCommand, findPhrase, tokens, withoutAll } from "../text.js";

function place(r: Reading, text: string): { word: PlaceWord; at: Found } | null {
  let best: { word: PlaceWord; at: Found } | null = null;
  // A word the packs know as something else is never read as a slip of a place word.
  const known = knownWords(r.packs);
  for (const pack of r.packs) {
    for (const [word, phrases] of Object.entries(pack.places) as [PlaceWord, string[]][]) {
      if (word === "top") continue;
      // "abvoe the prices": a place word of five letters or more may carry one slip, as verbs may.
      const at =
        findPhrase(text, phrases) ??
        findCommand(
          text,
          phrases.filter((p) => !p.includes(" ") && p.length >= 5),
          known,
        );
      if (!at) continue;
      if (!best || at.phrase.length > best.at.phrase.length) best = { word, at };
    }
  }
  return best;
}

/** The clause without the packs' courtesy words and articles ("bitte", "die", "please", "the"). */
function withoutFiller(r: Reading, text: string): string {
  return withoutAll(
    text,
    r.packs.flatMap((p) => p.filler),
  );
}

export const moveSection: Rule = {
  name: "move-section",
  examples: [
    // "the tickets" of an event are its registration form, where the prices are chosen.
    {
      page: "devconf",
      say: "put the tickets above the FAQ",
      ops: [{ op: "move_section", section: "registration", to: { before: "faq" } }],
    },
    // "make", a section and a verb of being somewhere: a move.
    {
      page: "webinar",
      say: "make the registration form come first after the banner",
      ops: [{ op: "move_section", section: "registration", to: "first" }],
    },
    // "in alto" is the top, as "en haut"; "più in alto" is one place up.
    {
      page: "trattoria",
      say: "sposta le domande in alto",
      ops: [{ op: "move_section", section: "faq", to: "first" }],
    },
    // A form named by its purpose in one compound word is the page's form.
    {
      page: "bloemen",
      say: "zet het bestelformulier bovenaan",
      ops: [{ op: "move_section", section: "contact", to: "first" }],
    },
    {
      page: "saas",
      say: "move the pricing up so its right under the top banner",
      ops: [{ op: "move_section", section: "pricing", to: "first" }],
    },
    {
      say: "put the FAQ above the testimonials",
      ops: [{ op: "move_section", section: "faq", to: { before: "testimonials" } }],
    },
    {
      say: "move the testimonials to the end",
      ops: [{ op: "move_section", section: "testimonials", to: "last" }],
    },
    { say: "move the faq up", ops: [{ op: "move_section", section: "faq", to: { before: "testimonials" } }] },
    {
      say: "move this below the FAQ",
      scope: { section: "s3" },
      ops: [{ op: "move_section", section: "about", to: { after: "faq" } }],
    },
    {
      say: "move the faq abvoe the testimonials",
      ops: [{ op: "move_section", section: "faq", to: { before: "testimonials" } }],
    },
    {
      page: "baeckerei",
      say: "verschiebe die FAQ oberhlab der Leistungen",
      ops: [{ op: "move_section", section: "faq", to: { before: "services" } }],
    },
    {
      page: "bloemen",
      say: "zet de vragen onderann",
      ops: [{ op: "move_section", section: "faq", to: "last" }],
    },
    // A restaurant's menu put before another part is its menu section, never the navigation; a part the page
    // does not have is said so, for free.
    {
      page: "trattoria",
      say: "metti il menù prima della storia",
      ops: [
        {
          op: "refuse",
          part: "metti il menù prima della storia",
          why: "questa pagina non ha ancora una sezione «storia»",
        },
      ],
    },
    {
      page: "trattoria",
      say: "sposta le domande frequenti prima dei servizi",
      ops: [{ op: "move_section", section: "faq", to: { before: "services" } }],
    },
    {
      page: "baeckerei",
      say: "die FAQ ganz nach oben",
      ops: [{ op: "move_section", section: "faq", to: "first" }],
    },
    {
      page: "padaria",
      say: "as perguntas no fim",
      ops: [{ op: "move_section", section: "faq", to: "last" }],
    },
    {
      page: "clases",
      say: "las preguntas al principio",
      ops: [{ op: "move_section", section: "faq", to: "first" }],
    },
    {
      page: "boulangerie",
      say: "mets le formulaire plus haut",
      ops: [{ op: "move_section", section: "contact", to: { before: "faq" } }],
    },
    {
      page: "padaria",
      say: "ponha o formulário mais acima",
      ops: [{ op: "move_section", section: "contact", to: { before: "faq" } }],
    },
    {
      page: "bloemen",
      say: "zet de prijzen bovenaan",
      // The priced section is already right under the top banner: said so, nothing charged.
      ops: [{ op: "refuse", part: "zet de prijzen bovenaan", why: "“Wat we bieden” staat daar al" }],
    },
    {
      say: "move the reviews above the prices",
      ops: [
        {
          op: "move_section",
          section: "testimonials",
          to: { before: "services" },
        },
      ],
    },
    {
      page: "saas",
      say: "put the testimonials before the contact form",
      ops: [
        {
          op: "refuse",
          part: "put the testimonials before the contact form",
          why: "this page has no “testimonials” section yet",
        },
      ],
    },
    {
      say: "move the third section to the end",
      ops: [{ op: "move_section", section: "testimonials", to: "last" }],
    },
    {
      page: "baeckerei",
      say: "verschiebe den zweiten Abschnitt ans Ende",
      ops: [{ op: "move_section", section: "faq", to: "last" }],
    },
    {
      page: "boulangerie",
      say: "mets la dernière section en haut",
      ops: [{ op: "move_section", section: "contact", to: "first" }],
    },
    {
      page: "tienda",
      say: "mueve la tercera sección al final",
      ops: [{ op: "move_section", section: "about", to: "last" }],
    },
    {
      page: "bloemen",
      say: "zet de derde sectie bovenaan",
      ops: [{ op: "move_section", section: "contact", to: "first" }],
    },
    {
      say: "put the FAQ before the second section",
      ops: [{ op: "move_section", section: "faq", to: { before: "about" } }],
    },
    {
      page: "boulangerie",
      say: "mets la troisième section à la fin",
      ops: [
        {
          op: "refuse",
          part: "mets la troisième section à la fin",
          why: "« Nous contacter » est déjà à cet endroit",
        },
      ],
    },
    {
      page: "webinar",
      say: "put the presenter first",
      ops: [{ op: "move_section", section: "speakers", to: "first" }],
    },
    {
      say: "move the dishes below the reviews",
      ops: [{ op: "move_section", section: "services", to: { after: "testimonials" } }],
    },
    {
      page: "boulangerie",
      say: "mettez les horaires avant les plats",
      ops: [{ op: "move_section", section: "contact", to: { before: "services" } }],
    },
    {
      page: "clases",
      say: "pon las clases después de las preguntas",
      ops: [{ op: "move_section", section: "services", to: { after: "faq" } }],
    },
    {
      page: "clases",
      say: "pon las preguntas antes que las clases",
      ops: [{ op: "move_section", section: "faq", to: { before: "services" } }],
    },
    {
      page: "tienda",
      say: "pon las velas al final",
      ops: [{ op: "move_section", section: "products", to: "last" }],
    },
    {
      page: "trattoria",
      say: "metti i piatti prima delle domande",
      ops: [{ op: "refuse", part: "metti i piatti prima delle domande", why: "«Cosa serviamo» è già lì" }],
    },
    {
      page: "saas",
      say: "pricing to the top please",
      ops: [{ op: "move_section", section: "pricing", to: "first" }],
    },
    // The opening hours moved up are the banner's (rule fact-stands-out), never the contact section.
    // A section named by what its items are, in the owner's own noun for them ("I nostri vini: Barolo…").
    {
      page: "vinoteca",
      say: "sposta i vini in fondo",
      ops: [{ op: "move_section", section: "products", to: "last" }],
    },
    {
      page: "vinoteca",
      say: "metti la storia prima dei vini",
      ops: [{ op: "move_section", section: "about", to: { before: "products" } }],
    },
    // A move is never read as an add: the wines are already before the story, said so for free.
    {
      page: "vinoteca",
      say: "metti i vini prima della storia",
      ops: [{ op: "refuse", part: "metti i vini prima della storia", why: "«Cosa offriamo» è già lì" }],
    },
    {
      page: "vinoteca",
      say: "metti le domande sopra a tutto tranne il banner",
      ops: [{ op: "move_section", section: "faq", to: "first" }],
    },
    {
      page: "boulangerie",
      say: "mets les questions au-dessus de tout sauf la bannière",
      ops: [{ op: "move_section", section: "faq", to: "first" }],
    },
    {
      say: "put the dishes above the banner",
      ops: [
        {
          op: "refuse",
          part: "put the dishes above the banner",
          why: "“What Crumb Corner offers” is already there",
        },
      ],
    },
  ],
  read(r) {
    // "move the third section to the end": a section named by its place, whose ordinal is no place word
    // (masked with a sign of the same length, so the indexes of the clause stay).
    const placed = sectionsByPlace(r);
    const mask = (t: string, at: { index: number; end: number }) =>
      `${t.slice(0, at.index)}${"§".repeat(at.end - at.index)}${t.slice(at.end)}`;
    let text = placed ? mask(r.text, placed) : r.text;
    let where = place(r, text);
    if (!where) return null;
    // "sube el horario más arriba": a verb that is a place word too ("sube", "monte") is the verb when
    // another place word follows; alone ("sube el horario") it is one step up of what follows it.
    const verb = startsWithVerb(r, (p) => p.verbs.move) ?? madeToMove(r);
    let verbIsPlace = false;
    if (verb && where.at.index === verb.index) {
      const other = place(r, mask(text, verb));
      if (other) {
        text = mask(text, verb);
        where = other;
      } else verbIsPlace = true;
    }
    // "sube los precios" raises them: a raise verb before prices or a number is never a move.
    const mayRaise = /\d/.test(r.text) || kindNamed(r, text)?.kind === "pricing";
    if (verbIsPlace && mayRaise) return null;
    if (placed && "outOfRange" in placed) return [{ op: "refuse", part: r.raw, why: outOfRange(r, placed) }];
    const byPlace = placed?.sections.length === 1 ? placed.sections[0]! : null;
    const movingByPlace = byPlace && placed!.index < where.at.index ? byPlace : null;
    const targetByPlace = byPlace && !movingByPlace ? byPlace : null;
    // "FAQ nach oben", "las preguntas al principio": a short clause of a section and "first"/"last" is a
    // move said without its verb.
    const before = verbIsPlace ? text.slice(where.at.end) : text.slice(0, where.at.index);
    const after = verbIsPlace ? "" : text.slice(where.at.end);
    // "Bewertungen vor die Anmeldung": two sections either side of "before"/"after" too.
    const between = ["above", "below"].includes(where.word) && kindNamed(r, before) && kindNamed(r, after);
    // "Bitte die Öffnungszeiten weiter nach oben": one step up or down said without a verb too, in a short
    // clause (courtesy words and articles not counted) with no number in it ("prices up 10%" is no move).
    const short = tokens(withoutFiller(r, r.text)).length <= 5;
    // "Preise etwas höher" without a verb may mean dearer: prices are never moved that way.
    const step = (where.word === "up" || where.word === "down") && !mayRaise;
    const bare = short && (where.word === "first" || where.word === "last" || between || step);
    if (!verb && !bare) return null;
    // "move the classes above the prices": each side names one section, by any of its names (section-named.ts).
    const meant = (text: string) => sectionMeant(r, text);
    const movingMeant = movingByPlace ? null : meant(before);
    const targetMeant = targetByPlace ? null : meant(after);
    for (const side of [movingMeant, targetMeant])
      if (side && "why" in side) return [{ op: "refuse", part: r.raw, why: side.why }];
    const pick = (side: SectionMeant | null) => (side && "section" in side ? side.section : null);
    const moving = movingByPlace ?? pick(movingMeant) ?? scopedSection(r);
    // "sube el formulario de presupuesto arriba del todo" where the page's one form is in the top banner:
    // said so, for free (the banner stays first), never "no such section".
    const banner = r.model.sections.find((s) => s.kind === "hero");
    const formsBelow = r.model.sections.some((s) => s.kind !== "hero" && s.form);
    if (!moving && banner?.form && !formsBelow && namesAForm(r, before)) {
      const why = reportWords(r.model.lang, "formInBanner", { button: banner.form.submitLabel });
      return [{ op: "refuse", part: r.raw, why }];
    }
    // "move the reviews above the prices" on a page without reviews: said so, for free.
    const missing = (text: string) => {
      const named = kindNamed(r, text);
      return named && !meant(text) ? named : null;
    };
    const absent = moving ? missing(after) : missing(before);
    if (absent) {
      const name = saidAsWritten(r, absent.at);
      return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "noSection", { name }) }];
    }
    if (!moving || moving.kind === "hero") return null;
    const target = targetByPlace ?? pick(targetMeant);
    const ref = sectionRef(r.model, moving);
    const heroTarget =
      target?.kind === "hero" ||
      findPhrase(
        after,
        r.packs.flatMap((p) => p.places.top),
      ) !== null;
    const index = r.model.sections.indexOf(moving);
    let to: Extract<Op, { op: "move_section" }>["to"] | null = null;
    // "above everything except the top banner", "sotto a tutto tranne i contatti": next to the one section
    // kept at that end; a section kept anywhere else would have to move too, so that is not read.
    const except = findPhrase(
      after,
      wordsOf(r, (p) => p.grammar.except),
    );
    const counted = r.model.sections.filter((s) => s.kind !== "hero");
    if (except && (where.word === "above" || where.word === "below")) {
      const rest = after.slice(except.end);
      const keptMeant = meant(rest);
      const kept =
        pick(keptMeant) ??
        (findPhrase(
          rest,
          wordsOf(r, (p) => p.places.top),
        )
          ? banner
          : null);
      if (where.word === "above" && kept?.kind === "hero") to = "first";
      else if (where.word === "above" && kept && kept === counted[0] && kept !== moving)
        to = { after: sectionRef(r.model, kept) };
      else if (where.word === "below" && kept && kept === counted.at(-1) && kept !== moving)
        to = { before: sectionRef(r.model, kept) };
      else return null;
      const next = r.model.sections[index + (where.word === "above" ? -1 : 1)];
      if (typeof to === "object" && next === kept) return alreadyThere(r, moving);
    } else if (
      where.word === "first" ||
      ((where.word === "under" || where.word === "below") && heroTarget) ||
      // Above the banner is as high as a section goes: the banner stays first.
      (where.word === "above" && target?.kind === "hero")
    )
      to = "first";
    else if (where.word === "last") to = "last";
    else if (target && target !== moving && (where.word === "above" || where.word === "up")) {
      // "put the courses before the prices" when they already are: said so, for free.
      if (index < r.model.sections.indexOf(target)) return alreadyThere(r, moving);
      to = { before: sectionRef(r.model, target) };
    } else if (target && target !== moving && index > r.model.sections.indexOf(target))
      return alreadyThere(r, moving);
    else if (target && target !== moving) to = { after: sectionRef(r.model, target) };
    else if (where.word === "up" && index > 1)
      to = { before: sectionRef(r.model, r.model.sections[index - 1]!) };
    else if (where.word === "down" && index < r.model.sections.length - 1)
      to = { after: sectionRef(r.model, r.model.sections[index + 1]!) };
    if (!to) return null;
    // "move the third section to the end" when it is the last: said so in the owner's language, for free.
    if ((to === "last" && counted.at(-1) === moving) || (to === "first" && counted[0] === moving))
      return alreadyThere(r, moving);
    return [{ op: "move_section", section: ref, to }];
  },
};

/** The section is already where the owner wants it: said so in the owner's language, for free. */
function alreadyThere(r: Reading, section: Section): Op[] {
  return [
    {
      op: "refuse",
      part: r.raw,
      why: reportWords(r.model.lang, "alreadyThere", { section: section.heading || section.kind }),
    },
  ];
}

/**
 * "make the contact section come first after the banner": "make", a section and a verb of being somewhere
 * (packs' `placeVerbs`) is a move; the verb of being is its verb.
 */
function madeToMove(r: Reading): Found | null {
  const make = startsWithVerb(r, (p) => p.verbs.make);
  if (!make || make.index > 0) return null;
  const be = find(r, (p) => p.placeVerbs);
  if (!be || be.index <= make.end || !kindNamed(r, r.text.slice(make.end, be.index))) return null;
  return be;
}
