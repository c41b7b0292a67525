/**
 * What the model sees of a composed page: the owner's words and facts, and per section its id, kind and
 * current words, with which item fields it may write. Compact JSON, no markup and no photos.
 */
import { z } from "zod";
import type { ContentBrief } from "../brief/types.js";
import type { PageModel } from "../model.js";
import { isWritable, itemTextWritable, itemTitleWritable } from "./copy-fields.js";
import { copyFixesSchema, copyPlanSchema } from "./copy-plan.js";

/** The brief's facts that are present, as plain strings (what the guard traces words back to). */
export function briefFacts(brief: ContentBrief): Record<string, string[]> {
  const facts: Record<string, string[]> = {
    offerings: brief.offerings,
    capabilities: brief.capabilities,
    prices: brief.prices.map((p) => p.text),
    dates: brief.dates.map((d) => d.text),
    hours: brief.hours.map((h) => h.text),
    addresses: brief.addresses,
    places: brief.places,
    serviceAreas: brief.serviceAreas,
    phones: brief.phones.map((p) => p.text),
    emails: brief.emails,
    urls: brief.urls,
    socials: brief.socials.map((s) => s.text),
    people: brief.people.map((p) => [p.name, p.role].filter(Boolean).join(", ")),
    quotes: brief.quotes.map((q) => q.text),
    agenda: brief.agenda.map((a) => [a.time, a.text].filter(Boolean).join(" ")),
    quantities: brief.quantities,
    offers: brief.offers,
    credentials: brief.credentials,
    languages: brief.languages,
    ages: brief.ages,
    notOffered: brief.notOffered,
  };
  return Object.fromEntries(Object.entries(facts).filter(([, list]) => list.length > 0));
}

function sectionView(model: PageModel) {
  return model.sections.filter(isWritable).map((section) => ({
    id: section.id,
    kind: section.kind,
    ...(section.eyebrow ? { eyebrow: section.eyebrow } : {}),
    heading: section.heading,
    ...(section.tagline ? { tagline: section.tagline } : {}),
    ...(section.lead ? { lead: section.lead } : {}),
    items: section.items.map((item) => ({
      title: item.title,
      ...(item.text ? { text: item.text } : {}),
      ...(item.price ? { price: item.price } : {}),
      titleEditable: itemTitleWritable(section, item),
      textEditable: itemTextWritable(section),
    })),
    ...(section.cta ? { cta: section.cta.label } : {}),
    ...(section.secondaryCta ? { secondaryCta: section.secondaryCta.label } : {}),
    ...(section.form ? { submitLabel: section.form.submitLabel } : {}),
  }));
}

/** The user message of a generation: the page to write for, then the answer's JSON schema. */
export function buildCopyRequest(model: PageModel, brief: ContentBrief): string {
  const page = {
    pageType: model.source.landingPageType,
    industry: model.source.industry,
    businessKind: model.kind,
    language: model.lang,
    title: model.source.title,
    company: model.source.companyName,
    audience: model.source.targetAudience,
    description: model.source.prompt,
    facts: briefFacts(brief),
    sections: sectionView(model),
  };
  return [
    "The page:",
    JSON.stringify(page, null, 1),
    "Answer with JSON matching this schema:",
    JSON.stringify(z.toJSONSchema(copyPlanSchema)),
  ].join("\n\n");
}

export interface UntracedText {
  path: string;
  text: string;
  facts: string[];
}

/** The user message of the repair round: the texts and the facts in them that did not trace back. */
export function buildRepairRequest(model: PageModel, untraced: UntracedText[]): string {
  return [
    `Language: ${model.lang}. The owner's description:\n${model.source.prompt}`,
    "Texts to rewrite:",
    JSON.stringify(
      untraced.map((u) => ({ path: u.path, text: u.text, notInTheDescription: u.facts })),
      null,
      1,
    ),
    "Answer with JSON matching this schema:",
    JSON.stringify(z.toJSONSchema(copyFixesSchema)),
  ].join("\n\n");
}
