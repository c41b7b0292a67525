/** A page composed from a description alone, as the composer tests write them (one clock for all). */
import type { Industry, LandingPageType } from "../../src/core/page-options.js";
import { extractBrief } from "../../src/generator/brief/index.js";
import type { ContentBrief } from "../../src/generator/brief/types.js";
import { composePage } from "../../src/generator/composer/compose.js";
import type { PageModel, Section, SectionKind } from "../../src/generator/model.js";
import type { PageRequest } from "../../src/generator/types.js";

export const COMPOSE_NOW = new Date("2026-11-22T10:00:00Z");

export function compose(
  type: LandingPageType,
  prompt: string,
  extra: Partial<PageRequest> = {},
): { model: PageModel; html: string } {
  const request = {
    landingPageType: type,
    industry: "other" as Industry,
    companyName: "Owner Co",
    title: "Owner Co",
    targetAudience: "",
    prompt,
    logoOption: "generate",
    logoData: null,
    ...extra,
  } as PageRequest;
  const { model, html } = composePage(request, { now: COMPOSE_NOW });
  return { model, html };
}

/** The brief of a description for "Acme", on the composer tests' clock. */
export function briefOf(description: string, landingPageType = "business-homepage"): ContentBrief {
  return extractBrief({
    description,
    title: "Acme",
    companyName: "Acme",
    targetAudience: "",
    industry: "other",
    landingPageType,
    now: COMPOSE_NOW,
  });
}

export const section = (m: PageModel, kind: SectionKind): Section | undefined =>
  m.sections.find((s) => s.kind === kind);

/** What a visitor reads on a page: its text without scripts, styles and tags, on one line. */
export const pageWords = (page: string): string =>
  page
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

/** The words of a page's header menu, on one line. */
export const navOf = (html: string): string =>
  (/<nav\b[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Company names that give one description different seeds, so a test sees each layout a kind can draw. */
export const SEED_COMPANIES = [
  "Alder",
  "Birch",
  "Cedar",
  "Damson",
  "Elm",
  "Fir",
  "Gorse",
  "Hazel",
  "Ivy",
  "Juniper",
];

/** The labels of a page's buttons, in order (the hero's, the header's, the forms'). */
export function buttonLabels(html: string): string[] {
  return [...html.matchAll(/class="btn[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]!.trim());
}
