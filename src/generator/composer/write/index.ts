/**
 * Request → page model. The content brief is extracted first; the business kind picks the words; the
 * page type's plan picks the sections; each section is written from the brief alone (sections.ts), left
 * out when the description gives nothing for it (or, when the page type needs it, written without invented
 * facts, fallbacks.ts) and listed to the owner to fill in — never shown as a placeholder box.
 */

import { extractBrief } from "../../brief/index.js";
import { withListEnds } from "../../brief/sanitize.js";
import { splitSentences } from "../../brief/sentences.js";
import type { ContentBrief } from "../../brief/types.js";
import {
  PAGE_MODEL_VERSION,
  type PageImage,
  type PageModel,
  type PageSettings,
  type PageSource,
  type Section,
  type SectionKind,
} from "../../model.js";
import type { EngineOptions, PageRequest } from "../../types.js";
import { hashString, pick } from "../engine/hash.js";
import { kindPalette } from "../engine/kind-palettes.js";
import { acceptUploadedLogo } from "../engine/logo.js";
import { shadeOf } from "../engine/palette.js";
import { subjectPalette } from "../engine/subject-palette.js";
import { KIND_PROFILES } from "../kinds/index.js";
import { chromeWords, pageLang } from "../locale/index.js";
import { onePersonWords } from "../locale/person.js";
import { EVENT_TYPES, REQUIRED_SECTIONS } from "../page-types.js";
import { CHROME_NAV_LABELS, CHROME_TEXTS, RENDER_TEXTS } from "../render/chrome-text.js";
import { shownEyebrow } from "../render/eyebrow.js";
import { actionTarget, primaryAction, primaryTarget } from "./actions.js";
import { sectionWithCapitals } from "./casing.js";
import { type WriteContext, writeContext } from "./context.js";
import { contactItems, NO_VENUE_TYPES } from "./facts.js";
import { fallbackSection } from "./fallbacks.js";
import { foldLonelySections } from "./fold.js";
import { heroContent } from "./hero.js";
import { placeholderSection } from "./placeholders.js";
import { PAGE_PLANS, type Slot, withClients, withFormsAsked, withTestimonials } from "./plan.js";
import { withSaidQuotes } from "./said-quotes.js";
import { type PageFrame, SECTION_WRITERS, type SectionContent } from "./sections.js";
import { givesTalks } from "./talks.js";
import { cleanText, clip, initialsOf } from "./text.js";

/** How many layout variants each section's renderer has (the seed picks one). */
export const VARIANT_COUNTS: Partial<Record<SectionKind, number>> = {
  hero: 3,
  services: 3,
  features: 3,
  benefits: 2,
  products: 2,
  projects: 2,
  about: 2,
  faq: 2,
  testimonials: 2,
  cta: 2,
};

type RequestWithExtras = PageRequest & { images?: PageImage[]; timeZone?: string };

export function sourceOf(request: RequestWithExtras): PageSource {
  return {
    landingPageType: request.landingPageType,
    industry: request.industry,
    // A pasted list's ends are kept as marks before its line breaks are joined (brief/sanitize.ts).
    prompt: cleanText(withListEnds(request.prompt)),
    title: cleanText(request.title),
    companyName: cleanText(request.companyName),
    targetAudience: cleanText(request.targetAudience ?? ""),
    ...(request.timeZone ? { timeZone: request.timeZone } : {}),
  };
}

/** The brief of a page's source, as of the day the page was made (so "past" does not drift). */
export function briefOf(source: PageSource, generatedAt: string): ContentBrief {
  // Quotes signed in any language or marks are testimonials (said-quotes.ts).
  return withSaidQuotes(
    extractBrief({
      description: source.prompt,
      title: source.title,
      companyName: source.companyName,
      targetAudience: source.targetAudience,
      industry: source.industry,
      landingPageType: source.landingPageType,
      now: new Date(generatedAt),
      timeZone: source.timeZone,
    }),
  );
}

function contentFor(c: WriteContext, kind: SectionKind, frame: PageFrame): SectionContent | null {
  return kind === "hero" ? heroContent(c, frame) : SECTION_WRITERS[kind](c, frame);
}

/** One section of a kind for an existing page (iteration adds sections with this). */
export function writeSection(model: PageModel, kind: SectionKind, id: string): Section {
  const c = contextOf(model);
  const order = [...model.sections.map((s) => s.kind), kind];
  const action = primaryAction(c);
  const frame: PageFrame = { order, action, target: primaryTarget(order, c.source.landingPageType) };
  const content = contentFor(c, kind, frame) ?? placeholderSection(c, kind);
  return { id, kind, variant: c.vary(kind, VARIANT_COUNTS[kind] ?? 1), ...content };
}

/**
 * The context for writing into an existing page: in the language the page shows (its `<html lang>`), so
 * a section added to a page composed before the composer spoke other languages stays English like the
 * rest of it, and one added to a translated page is written in the page's language where ../locale has it.
 */
export function contextOf(model: PageModel): WriteContext {
  return writeContext(
    model.source,
    model.settings,
    briefOf(model.source, model.generatedAt),
    model.images,
    new Date(model.generatedAt),
    pageLang(model),
  );
}

/** Kinds whose events have no speakers to fill in (a course, a retreat, a repair café have people who lead them): a fun run, a tasting menu, a comedy night in a bar, a camp. */
const NO_SPEAKER_KINDS = new Set<string>([
  "charity",
  "bar",
  "restaurant",
  "cafe",
  "bakery",
  "gym",
  "tour",
  "kids-camp",
  "festival",
  "shop",
  "food-product",
  "hotel",
]);

/** Whether a slot the description leaves empty is shown as a placeholder for the owner to fill. */
function expected(slot: Slot, c: WriteContext): boolean {
  return (
    slot.expect === true &&
    (slot.kind !== "speakers" || (!NO_SPEAKER_KINDS.has(c.brief.kind) && givesTalks(c.brief)))
  );
}

/** What the owner still has to give for one section the page leaves out or writes without facts. */
export interface ToFill {
  kind: SectionKind;
  text: string;
}

/** The sections of a new page, and what the owner is asked to add (never shown as a box on the page). */
export interface WrittenSections {
  sections: Section[];
  toFill: ToFill[];
}

/** The line the owner reads for a section the description gave nothing for ("Reviews: Add a quote…"). */
function toFillOf(c: WriteContext, kind: SectionKind): ToFill {
  const asked = placeholderSection(c, kind);
  return { kind, text: `${asked.heading}: ${asked.placeholder}` };
}

/** Writes every section of a new page. */
export function writeSections(c: WriteContext): Section[] {
  return writePageSections(c).sections;
}

/** Writes every section of a new page, with what the owner is asked to fill in. */
export function writePageSections(c: WriteContext): WrittenSections {
  const type = c.source.landingPageType;
  const plans = PAGE_PLANS[type];
  const plan = withTestimonials(
    withClients(
      withFormsAsked(plans[c.vary("plan", plans.length)]!, c.brief.formsAsked ?? []),
      c.brief.clients,
    ),
    c.brief.quotes,
  );
  const required = new Set(REQUIRED_SECTIONS[type]);
  const action = primaryAction(c);
  const draftOrder = plan.map((slot) => slot.kind);
  const draftFrame: PageFrame = { order: draftOrder, action, target: actionTarget(action, draftOrder, type) };
  // A past event asks for no speakers: nobody will fill in what already happened.
  const past = c.brief.dates.length > 0 && c.brief.dates.every((d) => d.past);
  // Each slot is drafted once: what it would hold decides whether it is kept or asked for.
  const drafted = new Map(
    plan.map((slot) => [slot, slot.kind === "hero" ? null : contentFor(c, slot.kind, draftFrame)]),
  );
  const toFill: ToFill[] = plan
    .filter(
      (slot) =>
        slot.kind !== "hero" &&
        !required.has(slot.kind) &&
        expected(slot, c) &&
        !past &&
        drafted.get(slot) === null,
    )
    .map((slot) => toFillOf(c, slot.kind));
  const kept = plan.filter(
    (slot) => slot.kind === "hero" || required.has(slot.kind) || drafted.get(slot) !== null,
  );
  const keptOrder = kept.map((slot) => slot.kind);
  const keptFrame: PageFrame = { order: keptOrder, action, target: actionTarget(action, keptOrder, type) };
  const written = kept.map((slot) => {
    let content = slot.kind === "hero" ? null : contentFor(c, slot.kind, keptFrame);
    if (slot.kind !== "hero" && (content === null || content.placeholder)) {
      // A required section with nothing given says what is true of any such page; the owner is asked for the rest.
      toFill.push(toFillOf(c, slot.kind));
      content = content
        ? { ...content, placeholder: undefined }
        : (fallbackSection(c, slot.kind, keptFrame) ?? placeholderSection(c, slot.kind));
    }
    return {
      id: "",
      kind: slot.kind,
      variant: c.vary(slot.kind, VARIANT_COUNTS[slot.kind] ?? 1),
      items: [],
      ...content,
    } as Section;
  });
  // No grid of one lonely card: it joins the nearest list (fold.ts). The hero must come first.
  const sections = [written[0]!, ...foldLonelySections(written.slice(1), required)].map((s, i) => ({
    ...s,
    id: `s${i + 1}`,
  }));
  const order = sections.map((s) => s.kind);
  const frame: PageFrame = { order, action, target: actionTarget(action, order, type) };
  // The hero's second button is named after the section it leads to ("On the menu", "The details"): the
  // first one with the owner's content.
  const second = sections.find((s) => s.kind !== "hero" && s.kind !== "countdown" && !s.placeholder);
  const heroWritten = heroContent(c, frame, second);
  sections[0] = { ...sections[0]!, ...heroWritten };
  // An eyebrow that repeats its heading says nothing.
  // Then the capitals of the page's language, whatever case the owner typed ("on saturday" → "on Saturday").
  return {
    sections: distinctHeadings(
      c,
      sections.map((s) => (s.eyebrow && !shownEyebrow(s) ? { ...s, eyebrow: undefined } : s)),
    ).map((s) => sectionWithCapitals(s, c.brief.lang)),
    toFill,
  };
}

/** A heading's first two words, lower case: "How we care" and "How we care for pets" share "how we". */
const opening = (heading: string) => heading.toLocaleLowerCase().split(/\s+/).slice(0, 2).join(" ");

/**
 * Two headings of one page that open alike ("How we care" over the story, "How we care for pets" over the
 * services) read as one section twice: the about section's becomes "About {company}", another list's the
 * next of its kind's headings that opens otherwise.
 */
function distinctHeadings(c: WriteContext, sections: Section[]): Section[] {
  const seen = new Set<string>();
  return sections.map((s) => {
    if (s.kind === "hero" || !s.heading) return s;
    let heading = s.heading;
    if (seen.has(opening(heading))) {
      const options =
        s.kind === "about"
          ? [c.say("About {company}")]
          : ["services", "products", "features", "benefits"].includes(s.kind)
            ? c.profile.offerings.headings.map((h) => c.words(h))
            : [];
      heading = options.find((h) => !seen.has(opening(h))) ?? heading;
    }
    seen.add(opening(heading));
    return heading === s.heading ? s : { ...s, heading };
  });
}

/** The search snippet: the hero's first sentence, at most 155 characters. */
export function metaDescription(sections: Section[], source: PageSource): string {
  const lead = sections.find((s) => s.kind === "hero")?.lead;
  // The lead's first sentence as the brief reads sentences: "am 14. und 15. Mai" or "Dr. Ruiz" end none.
  const first = (lead && splitSentences(lead)[0]?.text) || `${source.title} — ${source.companyName}`;
  return first.length <= 155 ? first : clip(first, 155);
}

/** A new page's model and the brief it was written from. Throws GenerationError("invalid_input") for a refused logo. */
export function composeModel(
  request: RequestWithExtras,
  options: EngineOptions = {},
): { model: PageModel; brief: ContentBrief } {
  const now = options.now ?? new Date();
  const source = sourceOf(request);
  const generatedAt = now.toISOString();
  const brief = briefOf(source, generatedAt);
  const profile = KIND_PROFILES[brief.kind] ?? KIND_PROFILES.other;
  const prompt = source.prompt.toLowerCase();
  const seed = hashString(JSON.stringify(source));
  const settings: PageSettings = {
    palette: shadeOf(
      subjectPalette(brief.kind, source) ?? kindPalette(brief.kind, profile.palette, seed),
      pick(seed, "shade", 5),
    ),
    font: /\b(elegant|luxury|classic|timeless|editorial)\b/.test(prompt) ? "serif" : profile.font,
    scheme: /\bdark (theme|mode|design|look|background)\b/.test(prompt) ? "dark" : "auto",
    tone: "neutral",
    length: "standard",
    ...(options.formAction ? { formAction: options.formAction } : {}),
    seed,
  };
  const images = (request.images ?? []).map((img) => ({
    role: img.role,
    dataUrl: img.dataUrl,
    alt: cleanText(img.alt ?? ""),
    ...(img.width && img.height ? { width: img.width, height: img.height } : {}),
    ...(img.variants?.length ? { variants: img.variants } : {}),
  }));
  const logo =
    request.logoOption === "upload" && request.logoData
      ? { kind: "image" as const, dataUrl: acceptUploadedLogo(request.logoData) }
      : { kind: "generated" as const, initials: initialsOf(source.companyName) };
  const c = writeContext(source, settings, brief, images, now);
  const { sections, toFill } = writePageSections(c);
  const model: PageModel = {
    version: PAGE_MODEL_VERSION,
    source,
    kind: brief.kind,
    lang: brief.lang,
    dir: brief.dir,
    logo,
    images,
    settings,
    generatedAt,
    meta: { description: metaDescription(sections, source) },
    sections,
    footer: contactItems(
      brief,
      brief.lang,
      NO_VENUE_TYPES.has(source.landingPageType),
      EVENT_TYPES.includes(source.landingPageType),
    ),
    ...(toFill.length ? { toFill } : {}),
  };
  // A page in a language of ../locale says its menu, form messages and other chrome in that language too.
  const ui = chromeWords(brief.lang, [...CHROME_TEXTS, ...Object.values(RENDER_TEXTS)]);
  // One person's page says "About me" in its menu too ("Chi sono", "O mnie").
  const aboutMe = c.onePerson ? onePersonWords(c.lang, CHROME_NAV_LABELS.about) : undefined;
  if (ui || aboutMe) model.ui = { ...ui, ...(aboutMe ? { [CHROME_NAV_LABELS.about]: aboutMe } : {}) };
  return { model, brief };
}
