/**
 * Everything the section writers need to know about one request, worked out once: the industry
 * profile, the prompt's phrases, the audience, the event date, and the tone helpers.
 */
import { INDUSTRY_LABELS, LANDING_PAGE_TYPE_LABELS } from "../../../core/page-options.js";
import type { PageSettings, PageSource, Tone } from "../../model.js";
import { INDUSTRY_PROFILES, type IndustryProfile } from "./industry-profiles.js";
import { type FoundDate, fromLocalIso } from "./prompt-dates.js";
import { descriptiveSentences, findPlace, findPrices, promptPhrases, promptSubject } from "./prompt-text.js";

export interface CopyContext {
  source: PageSource;
  settings: PageSettings;
  profile: IndustryProfile;
  company: string;
  title: string;
  /** Who the page speaks to: the request's audience, else the industry's customers. */
  audience: string;
  hasAudience: boolean;
  subject: string;
  phrases: string[];
  extraSentences: string[];
  place: string;
  price?: { amount: number; currency: string };
  event: FoundDate;
  industryLabel: string;
  typeLabel: string;
  /** Picks the wording for the page's tone. */
  tone: <T>(options: Record<Tone, T>) => T;
  /** How many items a list shows for the page's copy length. */
  count: (standard: number) => number;
  /** Stable per-section variety: a seeded index below n. */
  vary: (salt: string, n: number) => number;
}

export function copyContext(
  source: PageSource,
  settings: PageSettings,
  hash: (s: string) => number,
): CopyContext {
  const profile = INDUSTRY_PROFILES[source.industry];
  const audience = source.targetAudience.trim();
  const prices = findPrices(source.prompt);
  return {
    source,
    settings,
    profile,
    company: source.companyName.trim(),
    title: source.title.trim(),
    audience: audience || profile.customers,
    hasAudience: audience !== "",
    subject: promptSubject(source.prompt),
    phrases: promptPhrases(source.prompt, [source.companyName, source.title]),
    extraSentences: descriptiveSentences(source.prompt),
    place: findPlace(source.prompt),
    price: prices[0],
    event: fromLocalIso(settings.eventDate),
    industryLabel: INDUSTRY_LABELS[source.industry],
    typeLabel: LANDING_PAGE_TYPE_LABELS[source.landingPageType],
    tone: (options) => options[settings.tone],
    count: (standard) =>
      settings.length === "short"
        ? Math.min(standard, 3)
        : settings.length === "long"
          ? standard + 2
          : standard,
    vary: (salt, n) => hash(`${settings.seed}:${salt}`) % n,
  };
}
