/**
 * The drawings of a page: the scenes that show what the description names, else those true of its kind
 * (../scenes), never another trade's, each used at most once — and none rather than a wrong one. The hero
 * gets the first scene unless the owner uploaded a hero photo; the sections that have room for a drawing
 * get the others in page order, and a section left without one uses a layout that needs none.
 */
import type { PageModel, Section } from "../../model.js";
import { pick } from "../engine/hash.js";
import {
  firstSentence,
  matchedScenes,
  openingTrades,
  SCENES,
  type SceneId,
  scenesFor,
  thingsNamed,
} from "../scenes/index.js";
import { briefOfModel } from "../stored-brief.js";

/** Sections whose layout has room for a drawing. */
function wantsArt(section: Section): boolean {
  switch (section.kind) {
    case "hero":
    case "about":
    case "download":
      return true;
    case "services":
    case "features":
    case "benefits":
    case "learn":
      return section.variant === 1;
    case "contact":
    case "registration":
    case "signup":
      return section.items.length === 0;
    default:
      return false;
  }
}

function render(id: SceneId, prefix: string): string {
  return SCENES[id]({ idPrefix: prefix }).replace("<svg", '<svg class="art"');
}

/** Sections that list what the business sells or does. */
const OFFERINGS = new Set(["services", "products", "pricing", "learn"]);

/**
 * The description without where, when and who: a street, a town, a date, opening hours or a person name no
 * subject ("Rua das Flores" is no florist, "sexta-feira" no fair, "Via Po" no river trip, "Bergamo" and a
 * speaker called Berg no mountain). Blanked, so positions still compare.
 */
function withoutWhereAndWhen(model: PageModel, text: string): string {
  const brief = briefOfModel(model);
  const facts = [
    ...brief.addresses,
    // A town is no subject either: "Bergamo" is no mountain ("berg"), "Bath" no bathroom.
    ...(brief.places ?? []),
    // Nor is a person: "Tomas Berg" is no mountain, "Anna Fischer" no fishmonger.
    ...(brief.people ?? []).map((person) => person.name),
    ...brief.dates.map((d) => d.text),
    ...brief.hours.map((h) => h.text),
  ];
  return facts
    .filter((f) => f.length > 3)
    .reduce((out, fact) => out.split(fact).join(" ".repeat(fact.length)), text);
}

/**
 * What the page is about: its title, the description's first sentence (what the business is) and the
 * names of what it offers. A thing named only elsewhere ("fresh milk", "tea included") is a detail.
 */
export function subjectOf(model: PageModel): string {
  const first = firstSentence(model.source.prompt);
  const offered = model.sections
    .filter((section) => OFFERINGS.has(section.kind))
    .flatMap((section) => section.items.map((item) => item.title ?? ""));
  return withoutWhereAndWhen(
    model,
    [model.source.title, model.source.companyName, first, ...offered].join(" \n "),
  );
}

/** What the page says it is: its title and the description's first sentence. */
export function identityOf(model: PageModel): string {
  return withoutWhereAndWhen(model, `${model.source.title} \n ${firstSentence(model.source.prompt)}`);
}

/**
 * Pages whose picture must show what they are about, never their kind's premises: a product launch shows
 * its product (a pair of headphones is no shopping bag), so it gets a drawing only when one is named.
 */
const NAMED_ONLY = new Set(["product-launch"]);

/** Section id → its drawing ("" when it gets none). */
export function allocateScenes(model: PageModel): Map<string, string> {
  const text = withoutWhereAndWhen(model, `${model.source.title} ${model.source.prompt}`);
  const subject = subjectOf(model);
  const identity = identityOf(model);
  const own = !NAMED_ONLY.has(model.source.landingPageType);
  const ids = [...scenesFor(model.kind, text, subject, own, identity)];
  // Two businesses of a kind need not open on one picture: the seed may swap the first two drawings when
  // both are named by the description (a café's cup or its cakes) or both are the kind's own; a drawing
  // of what the description names always leads one the kind merely suggests (a plumber's pipes), and one
  // its title or first sentence names leads one named only further on (a gelateria's cone, not its coffee).
  const named = matchedScenes(model.kind, text, subject).length;
  const said = thingsNamed(model.kind, identity);
  // A trade the opening names ("Clínica dentária": the mirror) stays ahead of the kind's own drawing.
  const sameRank =
    said.includes(ids[0]!) === said.includes(ids[1]!) &&
    openingTrades(model.kind, ids.slice(0, 1), identity).length === 0;
  if (ids.length >= 2 && named !== 1 && sameRank && pick(model.settings.seed, "hero-scene", 2) === 1)
    [ids[0], ids[1]] = [ids[1]!, ids[0]!];
  const heroPhoto = model.images.some((img) => img.role === "hero" && img.dataUrl);
  const art = new Map<string, string>();
  // The signature drawing (ids[0]) is the hero's; with a hero photo it is free for the sections below.
  let next = heroPhoto ? 0 : 1;
  for (const section of model.sections) {
    if (!wantsArt(section)) continue;
    if (section.kind === "hero") {
      if (!heroPhoto && ids[0]) art.set(section.id, render(ids[0], "hero-"));
      continue;
    }
    const id = ids[next++];
    if (id) art.set(section.id, render(id, `${section.id}-`));
  }
  return art;
}
