/**
 * The composer's page model: everything a page is rendered from. It travels inside the HTML
 * (`<script type="application/json" id="page-model">`) so a downloaded file can be iterated later.
 *
 * The model keeps the request (`source`) and the user's choices (`settings`) separately from the
 * rendered copy (`sections`): changing tone or length re-derives the copy from the source, while
 * explicit text edits live in `settings.overrides` and survive every re-derivation.
 */
import type { Industry, LandingPageType } from "../core/page-options.js";

export const PAGE_MODEL_VERSION = 1;

export const SECTION_KINDS = [
  "hero",
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
  "lead-form",
  "event-details",
  "agenda",
  "speakers",
  "registration",
  "ratings",
  "download",
  "logos",
  "signup",
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

export type Tone = "neutral" | "formal" | "friendly";
export type CopyLength = "short" | "standard" | "long";
export type ColorScheme = "auto" | "light" | "dark";
export type FontStyle = "sans" | "serif";

export interface Palette {
  /** Brand colour for buttons and accents (white text sits on it at AA contrast). */
  primary: string;
  /** Second hue for gradients and highlights. */
  accent: string;
}

export type Logo = { kind: "generated"; initials: string } | { kind: "image"; dataUrl: string };

export interface PageSource {
  landingPageType: LandingPageType;
  industry: Industry;
  prompt: string;
  title: string;
  companyName: string;
  targetAudience: string;
}

export interface TextOverrides {
  headline?: string;
  subheadline?: string;
  buttonText?: string;
}

export interface PageSettings {
  palette: Palette;
  font: FontStyle;
  scheme: ColorScheme;
  tone: Tone;
  length: CopyLength;
  /** Section kinds in display order (the hero is always first). */
  sectionOrder: SectionKind[];
  overrides: TextOverrides;
  formAction?: string;
  /** ISO date-time of the event / webinar / launch, when the page has one. */
  eventDate: string;
  /** Seed for layout variants: a hash of the request, so the same input gives the same page. */
  seed: number;
}

export interface Item {
  title: string;
  text?: string;
  icon?: string;
  /** Small secondary line: a role, a time, a price note, a date. */
  meta?: string;
  price?: string;
  rating?: number;
  /** Bullet points (pricing tiers, deliverables). */
  points?: string[];
  highlight?: boolean;
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
  fields: FormField[];
  submitLabel: string;
  thanksTitle: string;
  thanksText: string;
  /** Line under the button, e.g. "No spam. Unsubscribe anytime." */
  note?: string;
}

export interface Section {
  kind: SectionKind;
  /** Layout variant index, chosen from the seed. */
  variant: number;
  eyebrow?: string;
  heading: string;
  lead?: string;
  items: Item[];
  cta?: { label: string; href: string };
  secondaryCta?: { label: string; href: string };
  form?: FormSpec;
  /** Free extras some sections need (badge text, date label, venue…). */
  extra?: Record<string, string>;
}

export interface PageModel {
  version: typeof PAGE_MODEL_VERSION;
  source: PageSource;
  logo: Logo;
  settings: PageSettings;
  /** ISO date the page was generated (copyright year, default dates). */
  generatedAt: string;
  meta: { description: string };
  sections: Section[];
}
