/**
 * The composer's page model: everything a page is rendered from. It travels inside the HTML
 * (`<script type="application/json" id="page-model">`) so a downloaded file can be iterated and edited later.
 *
 * Version 2 stores the page's content (sections and their items), not just the request: the copy is
 * written once from the content brief, and every later change (an iteration, a hand edit) edits this
 * content, so nothing the owner changed is lost by re-rendering. Every text element on the page carries
 * `data-edit="<path>"` into `sections` (see render/edit-paths.ts), so editors keep the model in step.
 */

import type { Industry, LandingPageType } from "../core/page-options.js";
import type { BusinessKind } from "./brief/types.js";
import type { StoredBrief } from "./composer/stored-brief.js";
import type { StyleName } from "./ops/schema.js";

export const PAGE_MODEL_VERSION = 2;

export const SECTION_KINDS = [
  "hero",
  "about",
  "services",
  "features",
  "benefits",
  "products",
  "projects",
  "learn",
  "skills",
  "offers",
  "pricing",
  "hours",
  "event-details",
  "countdown",
  "agenda",
  "speakers",
  "host",
  "team",
  "testimonials",
  "reviews",
  "gallery",
  "faq",
  "download",
  "contact",
  "registration",
  "signup",
  "subscribe",
  "lead-form",
  "cta",
  // Kinds the composer never fills by itself (they need facts it is not given): added on request as
  // placeholders the owner fills in.
  "stats",
  "logos",
  "ratings",
  "trust",
  "shipping",
  "deliverables",
  "how-it-works",
  "problem-solution",
  "samples",
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

/**
 * A photo the user uploaded, already checked and compressed; `dataUrl` (the widest copy) and the
 * variants' data URLs are "" inside the stored model (the page's `<img>` holds them).
 */
export interface PageImage {
  role: "hero" | "gallery" | "product";
  dataUrl: string;
  alt: string;
  /** Pixel size of `dataUrl` when known: the page never shows the photo wider than this. */
  width?: number;
  height?: number;
  /** Narrower copies for `srcset`, narrowest first. */
  variants?: { dataUrl: string; width: number }[];
}

export interface PageSource {
  landingPageType: LandingPageType;
  industry: Industry;
  prompt: string;
  title: string;
  companyName: string;
  targetAudience: string;
  /** The zone the user's browser sent with the request (IANA), for dates without one. */
  timeZone?: string;
}

export interface PageSettings {
  palette: Palette;
  font: FontStyle;
  scheme: ColorScheme;
  tone: Tone;
  length: CopyLength;
  /** Where forms post (the app's lead endpoint or the owner's own address). */
  formAction?: string;
  /** True when the owner set the form address themselves (then the app's endpoint is not used). */
  ownFormAction?: boolean;
  /** Seed for wording and layout variants: a hash of the request, so the same input gives the same page. */
  seed: number;
  /** True when the owner asked for no navigation menu. */
  hideNavigation?: boolean;
  /** Size and emphasis changes asked for in plain words (composer/engine/style-tweaks.ts). */
  style?: StyleTweaks;
  /** The overall look the owner chose ("editorial", "bold"…); without one the composer picks one (composer/styles). */
  design?: StyleName;
}

/** A defined set of size and emphasis changes; each flag adds a few CSS rules after the page's own. */
export interface StyleTweaks {
  headline?: "bigger" | "smaller";
  /** The section headings (h2, h3) against the design's own sizes. */
  headings?: "bigger" | "smaller";
  heroImage?: "bigger" | "smaller" | "hidden";
  spacing?: "more" | "less";
  premium?: boolean;
  buttons?: "bigger";
  /** The corners of buttons, cards, fields and chips against the design's own radii. */
  corners?: "rounder" | "sharper";
  /** The body text's size against the design's own ("normal" is no flag). */
  textSize?: "small" | "large";
}

export interface Link {
  label: string;
  href: string;
}

export interface Item {
  title: string;
  text?: string;
  icon?: string;
  /** Small secondary line: a role, a unit, a note. */
  meta?: string;
  /** A price exactly as the description wrote it. */
  price?: string;
  /** Machine-readable date or time for a <time datetime> element around the title. */
  datetime?: string;
  href?: string;
  /** Index into the page's images (gallery, products). */
  image?: number;
  /**
   * A plan or product the owner highlights: its badge in the owner's words ("Most popular"), or "" for a
   * highlight without a badge. At most one item of a section has it (iteration sets and clears it).
   */
  highlight?: string;
}

export interface FormField {
  name: string;
  label: string;
  type: "text" | "email" | "tel" | "textarea" | "select" | "date";
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
  /** Line under the button. */
  note?: string;
}

export interface Section {
  /** Stable id ("s1", "s2"…): editors and iteration address sections by it. */
  id: string;
  kind: SectionKind;
  /** Layout variant index, chosen from the seed. */
  variant: number;
  eyebrow?: string;
  heading: string;
  /** A short line under the heading (the hero's "For <audience>"). */
  tagline?: string;
  lead?: string;
  items: Item[];
  cta?: Link;
  secondaryCta?: Link;
  form?: FormSpec;
  /**
   * When set, the section's content is missing and must come from the owner: the page shows a dashed box
   * with this text (an element carrying `data-placeholder`) and the report lists it "to fill in".
   */
  placeholder?: string;
  /** The date the section counts down to or reports (an absolute instant or a local date). */
  date?: string;
  /** True when the event's date has passed: the page says it has taken place. */
  past?: boolean;
}

export interface PageModel {
  version: typeof PAGE_MODEL_VERSION;
  source: PageSource;
  /** The business kind read from the description (brief/kind.ts). */
  kind: BusinessKind;
  /** Language and direction of the description: the user's text carries them. */
  lang: string;
  dir: "ltr" | "rtl";
  logo: Logo;
  images: PageImage[];
  settings: PageSettings;
  /** ISO date-time the page was generated (copyright year, "past" dates). */
  generatedAt: string;
  meta: { description: string };
  sections: Section[];
  /** Contact facts repeated in the footer (address, phone, e-mail, hours, web, social), from the brief. */
  footer: Item[];
  /**
   * The page's own words (menu labels, skip link, form messages) in the page's language, keyed by their
   * English text; set when the page was translated (render/chrome-text.ts).
   */
  ui?: Record<string, string>;
  /**
   * The facts of the content brief the page was written from (composer/stored-brief.ts), kept in step by
   * every change to a fact; absent on pages made before it was stored (then extracted from `source`).
   */
  brief?: StoredBrief;
  /**
   * Sections the page type usually has but the description gave nothing for: left out of the page (or
   * written without invented facts) and listed to the owner to fill in ("Testimonials: add a quote…").
   */
  toFill?: { kind: SectionKind; text: string }[];
}
