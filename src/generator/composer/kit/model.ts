/**
 * The composer's page model: everything a composed page is rendered from. It travels inside the page
 * (a JSON script block, see render.ts), so a downloaded file can be iterated on from the file alone.
 */
import type { Industry, LandingPageType } from "../../../core/page-options.js";

export const MODEL_VERSION = 1;
export const MODEL_SCRIPT_ID = "page-model";

export type ThemeMode = "auto" | "light" | "dark";
export type FontChoice = "sans" | "serif" | "rounded" | "mono";
export type Tone = "neutral" | "formal" | "friendly";
export type CopyLength = "short" | "normal" | "long";
export type Radius = "sharp" | "soft" | "round";

export interface Theme {
  /** The brand colour (hex, #rrggbb). Text and buttons derived from it are adjusted for AA contrast. */
  primary: string;
  accent: string;
  mode: ThemeMode;
  font: FontChoice;
  radius: Radius;
}

export type LogoModel =
  | { kind: "generated"; shape: "square" | "circle" | "hex" }
  /** An uploaded image; its data URL is kept in the page (img#brand-logo), not repeated in the model. */
  | { kind: "image"; mime: string; dataUrl?: string };

export interface Brand {
  companyName: string;
  initials: string;
  logo: LogoModel;
}

export interface EventInfo {
  /** Local date-time as written (no zone): "2026-03-14T18:00". */
  start: string;
  /** False when the prompt gave no time; the page then shows the date only. */
  hasTime: boolean;
  fromPrompt: boolean;
  durationMinutes: number;
  /** "Online" for webinars, otherwise a venue / city. */
  location: string;
  online: boolean;
}

export interface Card {
  title: string;
  text: string;
  icon?: string;
  /** Free-form small label: a price, a date, a tag, a rating. */
  meta?: string;
}

export interface Quote {
  quote: string;
  name: string;
  role: string;
  rating?: number;
}

export interface Tier {
  name: string;
  price: string;
  period: string;
  features: string[];
  cta: string;
  featured?: boolean;
}

export interface FormField {
  name: string;
  label: string;
  type: "text" | "email" | "tel" | "textarea" | "select";
  required: boolean;
  autocomplete?: string;
  options?: string[];
}

export interface FormSpec {
  id: string;
  title: string;
  text: string;
  fields: FormField[];
  submit: string;
  thanks: string;
  note?: string;
}

/** Every kind of section the composer can render (the value of the data-section attribute). */
export const SECTION_KINDS = [
  "hero",
  "logos",
  "services",
  "about",
  "stats",
  "testimonials",
  "contact",
  "problem-solution",
  "features",
  "how-it-works",
  "pricing",
  "faq",
  "benefits",
  "deliverables",
  "trust",
  "signup",
  "event-details",
  "agenda",
  "speakers",
  "registration",
  "ratings",
  "download",
  "products",
  "shipping",
  "reviews",
  "projects",
  "skills",
  "countdown",
  "learn",
  "host",
  "samples",
  "subscribe",
  "team",
  "gallery",
  "cta",
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export interface HeroData {
  eyebrow: string;
  headline: string;
  lead: string;
  cta: string;
  ctaHref: string;
  secondary?: string;
  secondaryHref?: string;
  badge?: string;
  /** Short trust line under the buttons. */
  note?: string;
  /** Form shown above the fold (lead generation, ads, newsletter). */
  form?: FormSpec;
  /** App pages: store badges and a phone mock-up. */
  app?: boolean;
  /** Event-like pages: show the date in the hero. */
  showDate?: boolean;
  /** Launches and events: a compact live countdown under the lead. */
  countdown?: boolean;
}

export interface Section {
  /** Unique within the page; also the HTML id. */
  id: string;
  kind: SectionKind;
  variant: number;
  title: string;
  intro?: string;
  hero?: HeroData;
  items?: Card[];
  quotes?: Quote[];
  tiers?: Tier[];
  form?: FormSpec;
  /** problem-solution: the "before" and "after" lists. */
  before?: string[];
  after?: string[];
  /** about / host / story paragraphs. */
  body?: string[];
  /** trust badges, skills, contact lines. */
  list?: string[];
}

/** Values a person set through iteration; they survive copy regeneration (tone, length). */
export interface Overrides {
  headline?: string;
  subheadline?: string;
  cta?: string;
}

export interface PageInput {
  prompt: string;
  title: string;
  companyName: string;
  audience: string;
  type: LandingPageType;
  industry: Industry;
}

export interface PageModel {
  v: number;
  input: PageInput;
  seed: number;
  brand: Brand;
  theme: Theme;
  tone: Tone;
  length: CopyLength;
  currency: string;
  /** Where forms post; empty: forms only show their thank-you state. */
  formAction: string;
  description: string;
  event?: EventInfo;
  overrides: Overrides;
  sections: Section[];
  /** ISO date the page was composed (copyright year, default dates). */
  composedAt: string;
}
