/**
 * Request → page model. Copy is built from the prompt, title, company and audience; the industry
 * profile fills what the prompt does not say. Everything is a pure function of the input (and the
 * injected clock), so the same request always gives the same page.
 */
import type { LandingPageType } from "../../../core/page-options.js";
import { INDUSTRY_LABELS, LANDING_PAGE_TYPE_LABELS } from "../../../core/page-options.js";
import type { PageRequest } from "../../types.js";
import { REQUIRED_SECTIONS as GATE_SECTIONS } from "../page-types.js";
import { applyTone, byTone, sized } from "./copy.js";
import {
  addMinutes,
  defaultDate,
  findDate,
  formatLongDate,
  formatShortDate,
  formatTime,
  fromLocalIso,
  toLocalIso,
} from "./dates.js";
import { type IndustryProfile, industryProfile } from "./industries.js";
import { acceptLogo } from "./logo.js";
import {
  type Card,
  type CopyLength,
  type EventInfo,
  type FormField,
  type FormSpec,
  type HeroData,
  MODEL_VERSION,
  type PageInput,
  type PageModel,
  type Quote,
  type Radius,
  type Section,
  type SectionKind,
  type Tier,
  type Tone,
} from "./model.js";
import {
  audiencePhrase,
  capitalize,
  clip,
  collapse,
  decapitalize,
  detectCurrency,
  extractPhrases,
  extractPrices,
  formatPrice,
  hash,
  initials,
  isPlural,
  pick,
  pickIndex,
  sentence,
  shuffle,
  stripInstruction,
  words,
} from "./text.js";

/**
 * The sections each page type is composed of, in order: always a superset of page-types.ts's
 * REQUIRED_SECTIONS (the quality gates' list). Ad pages carry their "lead-form" inside the hero.
 */
export const TYPE_SECTIONS: Record<LandingPageType, SectionKind[]> = {
  "business-homepage": ["hero", "services", "about", "stats", "testimonials", "contact"],
  "product-launch": ["hero", "problem-solution", "features", "how-it-works", "pricing", "faq"],
  "lead-generation": ["hero", "benefits", "testimonials", "deliverables", "faq"],
  "facebook-ads": ["hero", "benefits", "trust", "cta"],
  "google-ads": ["hero", "trust", "benefits", "cta"],
  "event-registration": ["hero", "event-details", "agenda", "speakers", "registration", "faq"],
  "app-download": ["hero", "features", "ratings", "download"],
  "saas-signup": ["hero", "logos", "features", "pricing", "signup", "faq"],
  "e-commerce": ["hero", "products", "shipping", "reviews", "faq", "contact"],
  portfolio: ["hero", "projects", "skills", "testimonials", "contact"],
  webinar: ["hero", "countdown", "learn", "host", "registration"],
  newsletter: ["hero", "benefits", "samples", "subscribe"],
};

/** Sections a page of the type cannot do without (the quality gates' list); iteration never removes them. */
export const REQUIRED_SECTIONS: Record<LandingPageType, string[]> = GATE_SECTIONS;

/** Page types that are ads: one call to action, no navigation. */
export const AD_TYPES: LandingPageType[] = ["facebook-ads", "google-ads"];
/** Page types whose hero carries a form above the fold. */
const HERO_FORM_TYPES: LandingPageType[] = ["lead-generation", "facebook-ads", "google-ads", "newsletter"];
const EVENT_TYPES: LandingPageType[] = ["event-registration", "webinar", "product-launch"];

/** How many layout variants each section kind has (render.ts draws them). */
export const VARIANTS: Partial<Record<SectionKind, number>> = {
  hero: 3,
  services: 3,
  features: 3,
  benefits: 2,
  testimonials: 2,
  reviews: 2,
  stats: 2,
  faq: 2,
  pricing: 2,
  about: 2,
  "how-it-works": 2,
  agenda: 2,
  projects: 2,
  skills: 2,
  learn: 2,
  products: 2,
  deliverables: 2,
  team: 2,
  gallery: 2,
};

export interface ComposeOptions {
  now?: Date;
  formAction?: string;
}

export interface Ctx {
  in: PageInput;
  p: IndustryProfile;
  seed: number;
  tone: Tone;
  length: CopyLength;
  currency: string;
  company: string;
  title: string;
  /** Audience as used inside sentences. */
  aud: string;
  phrases: string[];
  prices: number[];
  event?: EventInfo;
  host?: string;
  magnet: string;
  frequency: string;
  promptStats: [string, string][];
  sentences: string[];
}

const FIRST = [
  "Anna",
  "David",
  "Lena",
  "Marco",
  "Sofia",
  "Daniel",
  "Eva",
  "Noah",
  "Mia",
  "Adam",
  "Clara",
  "Leo",
  "Nora",
  "Peter",
  "Julia",
  "Sam",
  "Rita",
  "Oscar",
  "Maya",
  "Tamas",
];
const LAST = [
  "Kovacs",
  "Weber",
  "Rossi",
  "Novak",
  "Fischer",
  "Horvath",
  "Larsen",
  "Costa",
  "Meyer",
  "Szabo",
  "Bauer",
  "Moreau",
  "Nagy",
  "Jensen",
  "Silva",
  "Brooks",
];

function person(seed: number, slot: string): string {
  return `${pick(FIRST, seed, `${slot}f`)} ${pick(LAST, seed, `${slot}l`)}`;
}

/** Sentences of the prompt that describe the offer (not instructions about the page itself). */
function describingSentences(prompt: string): string[] {
  const prose = prompt
    .split(/\r?\n/)
    .filter((l) => !/^\s*(?:[-*•]|\d+[.)])\s+/.test(l))
    .join(" ");
  return collapse(prose)
    .split(/(?<=[.!?])\s+/)
    .map((s) => stripInstruction(s.trim()))
    .filter((s) => s.length > 0)
    .filter(
      (s) =>
        !/\b(?:landing page|web ?page|the page|this page|section|make it|should (?:have|include|be)|include an?|add an?|use (?:a|the)|colou?r scheme|call to action|cta|font|layout|design it)\b/i.test(
          s,
        ),
    );
}

const NAME_RE =
  /(?:hosted by|presented by|led by|with|by|speaker|host|featuring|coach|chef|dr\.?)\s+((?:Dr\.?\s+)?[A-Z][a-zà-ÿ]+(?:\s+[A-Z][a-zà-ÿ'-]+){1,2})/;
const NOT_NAMES =
  /\b(?:Live|Free|Our|The|Q|Tips|Plan|Guide|Day|Week|Studio|Team|Company|Group|Inc|Ltd|Street|Hall|Park|Center|Centre|Hotel)\b/;

function hostName(prompt: string): string | undefined {
  const m = NAME_RE.exec(prompt);
  if (!m) return undefined;
  const name = m[1].trim();
  if (NOT_NAMES.test(name)) return undefined;
  return name;
}

function magnetOf(prompt: string, p: IndustryProfile): string {
  const m =
    /\b(free\s+)?((?:[a-z-]+\s+)?(?:e-?book|guide|checklist|consultation|quote|audit|trial|demo|report|template|playbook|course|assessment|session|call|estimate|valuation|class|sample|discount|voucher|toolkit|workbook|cheat ?sheet))\b/i.exec(
      prompt,
    );
  if (m) return collapse(`${m[1] ? "free " : ""}${m[2]}`).toLowerCase();
  const cta = p.cta.toLowerCase();
  const fm = /free\s+[a-z ]+$/.exec(cta);
  return fm ? fm[0] : "free consultation";
}

function promptStats(prompt: string): [string, string][] {
  const out: [string, string][] = [];
  const re =
    /\b(?:over|more than|nearly|almost)?\s*(\d[\d,.]*)(\+|%|k)?\s+(?:happy\s+|satisfied\s+)?(clients|customers|members|students|users|patients|guests|years|projects|countries|cities|locations|employees|experts|reviews|downloads|graduates|volunteers|homes|cars|events|brands|teams)\b/gi;
  for (const m of prompt.matchAll(re)) {
    const plus =
      m[2] === "%" ? "%" : m[2] === "k" ? "k+" : /over|more than/i.test(m[0]) || m[2] === "+" ? "+" : "";
    out.push([`${m[1]}${plus}`, m[3].toLowerCase()]);
    if (out.length === 2) break;
  }
  return out;
}

function frequencyOf(prompt: string): string {
  const m =
    /\b(daily|weekly|fortnightly|monthly|every (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|month|morning))\b/i.exec(
      prompt,
    );
  return m ? m[1].toLowerCase() : "weekly";
}

function eventOf(input: PageInput, p: IndustryProfile, now: Date): EventInfo | undefined {
  if (!EVENT_TYPES.includes(input.type)) return undefined;
  const found = findDate(input.prompt, now) ?? findDate(input.title, now);
  const webinar = input.type === "webinar";
  const launch = input.type === "product-launch";
  const d = found ?? defaultDate(now, launch ? 30 : 21, webinar ? 18 : 9);
  if (!found) d.minute = webinar ? 0 : 30;
  // Events and webinars always show a time (the prompt's, or a sensible default); launches a date.
  const hasTime = !launch;
  if (found && !found.hasTime) {
    d.hour = webinar ? 18 : 9;
    d.minute = webinar ? 0 : 30;
  }
  let location = webinar ? "Online" : p.venue;
  const loc =
    /\b(?:at|in|venue:?)\s+((?:the\s+)?[A-Z][\w'&.-]*(?:\s+(?:[A-Z][\w'&.-]*|of|de|la|on))*(?:,\s*[A-Z][\w'-]+)?)/.exec(
      input.prompt,
    );
  if (
    !webinar &&
    loc &&
    !/^(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b/.test(
      loc[1],
    ) &&
    !/\d/.test(loc[1])
  ) {
    location = loc[1].replace(/^the\s+/i, "The ");
  }
  return {
    start: toLocalIso(d),
    hasTime,
    fromPrompt: !!found,
    durationMinutes: webinar ? 60 : launch ? 0 : 8 * 60,
    location,
    online: webinar || /\b(?:online|virtual|zoom|livestream|live stream)\b/i.test(input.prompt),
  };
}

export function contextOf(model: PageModel): Ctx {
  const input = model.input;
  const p = industryProfile(input.industry);
  const aud = input.audience.trim() ? audiencePhrase(input.audience) : p.audience;
  const phrases = extractPhrases(input.prompt, [input.companyName, input.title, input.audience]).map((x) =>
    clip(x, 60),
  );
  return {
    in: input,
    p,
    seed: model.seed,
    tone: model.tone,
    length: model.length,
    currency: model.currency,
    company: input.companyName,
    title: input.title,
    aud,
    phrases,
    prices: extractPrices(input.prompt),
    event: model.event,
    host: hostName(input.prompt),
    magnet: magnetOf(input.prompt, p),
    frequency: frequencyOf(input.prompt),
    promptStats: promptStats(input.prompt),
    sentences: describingSentences(input.prompt),
  };
}

/** Builds the page model for a request. Throws GenerationError("invalid_input") for a bad logo. */
export function buildModel(req: PageRequest, opts: ComposeOptions = {}): PageModel {
  const now = opts.now ?? new Date();
  const input: PageInput = {
    prompt: collapse(req.prompt ?? "").length ? req.prompt.trim() : "",
    title: collapse(req.title),
    companyName: collapse(req.companyName),
    audience: collapse(req.targetAudience ?? ""),
    type: req.landingPageType,
    industry: req.industry,
  };
  const seed = hash(
    [input.prompt, input.title, input.companyName, input.audience, input.type, input.industry].join("\u0001"),
  );
  const p = industryProfile(input.industry);
  let logo: PageModel["brand"]["logo"] = {
    kind: "generated",
    shape: pick(["square", "circle", "hex"] as const, seed, "logo"),
  };
  if (req.logoOption === "upload" && req.logoData) {
    const accepted = acceptLogo(req.logoData);
    logo = { kind: "image", mime: accepted.mime, dataUrl: accepted.dataUrl };
  }
  const radius: Radius = pick(["sharp", "soft", "round", "soft"] as const, seed, "radius");
  const model: PageModel = {
    v: MODEL_VERSION,
    input,
    seed,
    brand: { companyName: input.companyName, initials: initials(input.companyName), logo },
    theme: { primary: p.primary, accent: p.accent, mode: "auto", font: p.font, radius },
    tone: "neutral",
    length: "normal",
    currency: detectCurrency(input.prompt),
    formAction: opts.formAction ?? "",
    description: "",
    event: eventOf(input, p, now),
    overrides: {},
    sections: [],
    composedAt: now.toISOString(),
  };
  model.sections = TYPE_SECTIONS[input.type].map((kind) => ({
    id: kind,
    kind,
    variant: pickIndex(VARIANTS[kind] ?? 1, seed, `v:${kind}`),
    title: "",
  }));
  return rebuildCopy(model);
}

/** Rewrites every section's copy from the model's input and settings (tone, length, overrides). */
export function rebuildCopy(model: PageModel): PageModel {
  const ctx = contextOf(model);
  model.sections = model.sections.map((s) => ({
    ...buildSection(s.kind, ctx, model),
    id: s.id,
    variant: s.variant,
  }));
  model.description = describe(ctx);
  return model;
}

export function newSection(model: PageModel, kind: SectionKind): Section {
  const ctx = contextOf(model);
  let id: string = kind;
  let n = 2;
  while (model.sections.some((s) => s.id === id)) id = `${kind}-${n++}`;
  return {
    ...buildSection(kind, ctx, model),
    id,
    variant: pickIndex(VARIANTS[kind] ?? 1, model.seed, `v:${kind}`),
  };
}

// ---------------------------------------------------------------------------------------------------
// Copy

function T(ctx: Ctx, text: string): string {
  return applyTone(text, ctx.tone);
}

function S(ctx: Ctx, text: string, extra?: string): string {
  return T(ctx, sized(text, ctx.length, extra));
}

function tone(ctx: Ctx, neutral: string, formal: string, friendly: string): string {
  return byTone(ctx.tone, neutral, formal, friendly);
}

function count(ctx: Ctx, normal: number): number {
  return ctx.length === "short"
    ? Math.min(3, normal)
    : ctx.length === "long"
      ? normal + (normal >= 4 ? 0 : 1)
      : normal;
}

function describe(ctx: Ctx): string {
  const base = ctx.sentences[0] ? ctx.sentences[0] : `${ctx.company}: ${ctx.p.valueProp}.`;
  return clip(`${ctx.title} by ${ctx.company}. ${base.replace(/[.!?]?$/, ".")} For ${ctx.aud}.`, 158);
}

function lead(ctx: Ctx): string {
  let first = ctx.sentences.find((s) => s.length >= 20 && s.length <= 260);
  // A short opener ("Our neighbourhood pizzeria.") reads better with the sentence after it.
  const i = first ? ctx.sentences.indexOf(first) : -1;
  if (
    first &&
    first.length < 60 &&
    ctx.sentences[i + 1] &&
    first.length + ctx.sentences[i + 1].length < 220
  ) {
    first = `${sentence(first)} ${sentence(ctx.sentences[i + 1])}`;
  }
  const forAud = tone(ctx, `Made for ${ctx.aud}.`, `Designed for ${ctx.aud}.`, `Perfect for ${ctx.aud}.`);
  if (first) {
    const s = sentence(first);
    if (s.toLowerCase().includes(ctx.aud.toLowerCase())) return T(ctx, s);
    return T(ctx, ctx.length === "short" ? `${clip(s, 140).replace(/…$/, ".")} ${forAud}` : `${s} ${forAud}`);
  }
  return T(ctx, `${ctx.company} helps ${ctx.aud} ${ctx.p.valueProp}.`);
}

const PHRASE_TEXT: Record<Tone, string[]> = {
  neutral: [
    "{P}, designed around what {aud} actually need.",
    "{P} without the usual hassle, ready from day one.",
    "{P}, set up for you by people who know it inside out.",
    "{P} to help you {value}.",
    "We handle {p} end to end, so you can focus on what matters.",
    "{P}, with clear updates at every step.",
  ],
  formal: [
    "{P}, tailored to the requirements of {aud}.",
    "{P}, delivered to a consistently high professional standard.",
    "{P}, provided by specialists with extensive experience.",
    "{P}, so that you can {value}.",
    "We manage {p} from start to finish on your behalf.",
    "{P}, with transparent reporting at every stage.",
  ],
  friendly: [
    "{P}, made for {aud} just like you.",
    "Enjoy {p} without the hassle. We'll set it all up for you.",
    "{P} from a friendly team that's done this hundreds of times.",
    "{P} to help you {value}, the easy way.",
    "We take care of {p}, so you can get on with your day.",
    "{P}, and we'll keep you posted every step of the way.",
  ],
};

const LEARN_TEXT: Record<Tone, string[]> = {
  neutral: [
    "{P}, explained step by step with real examples.",
    "How to get the most out of {p}, and the mistakes to avoid.",
    "{P}: practical advice you can use the same day.",
    "What works with {p} for {aud}, in plain language.",
  ],
  formal: [
    "{P}, explained in a structured, step-by-step manner.",
    "Best practice for {p}, and the most common pitfalls.",
    "{P}: practical guidance you can apply immediately.",
    "An expert overview of {p} for {aud}.",
  ],
  friendly: [
    "{P}, broken down step by step. No jargon, promise.",
    "How to nail {p} (and the mistakes we all make).",
    "{P}: tips you can try the very same day.",
    "What really works with {p} for {aud}.",
  ],
};

function phraseCard(ctx: Ctx, phrase: string, i: number, iconName: string, learn = false): Card {
  const set = (learn ? LEARN_TEXT : PHRASE_TEXT)[ctx.tone];
  const tpl = set[(i + (ctx.seed % 3)) % set.length];
  const text = tpl
    .replace("{P}", capitalize(phrase))
    .replace("{p}", decapitalize(phrase))
    .replace("{aud}", ctx.aud)
    .replace("{value}", ctx.p.valueProp);
  const title = words(phrase).length > 7 ? clip(capitalize(phrase), 48) : capitalize(phrase);
  return { title, text: S(ctx, text, ctx.p.benefits[i % ctx.p.benefits.length][1]), icon: iconName };
}

/** Prompt phrases first, then the industry's own items, `n` in all. */
function cards(ctx: Ctx, pool: [string, string][], n: number, phraseOffset = 0, learn = false): Card[] {
  const out: Card[] = [];
  const ph = ctx.phrases.slice(phraseOffset);
  const icons = ctx.p.icons;
  for (let i = 0; i < ph.length && out.length < Math.min(n, 4); i++)
    out.push(phraseCard(ctx, ph[i], i, icons[out.length % icons.length], learn));
  for (let i = 0; out.length < n && i < pool.length; i++) {
    const [title, text] = pool[i];
    if (out.some((c) => c.title.toLowerCase() === title.toLowerCase())) continue;
    out.push({
      title: T(ctx, title),
      text: S(ctx, text, ctx.p.benefits[(i + 1) % ctx.p.benefits.length][1]),
      icon: icons[out.length % icons.length],
    });
  }
  return out;
}

function quotes(ctx: Ctx, n = 3): Quote[] {
  return ctx.p.testimonials.slice(0, n).map(([quote, name, role], i) => ({
    quote: T(ctx, quote),
    name,
    role,
    rating: i === 1 && ctx.seed % 2 === 0 ? 4 : 5,
  }));
}

function eventWhen(ctx: Ctx): { date: string; time: string; short: string } {
  const ev = ctx.event;
  if (!ev) return { date: "", time: "", short: "" };
  const d = fromLocalIso(ev.start);
  const date = formatLongDate(d);
  let time = "";
  if (ev.hasTime) {
    const endD = ev.durationMinutes ? addMinutes(d, ev.durationMinutes) : null;
    time = endD
      ? `${formatTime(d.hour, d.minute)} – ${formatTime(endD.hour, endD.minute)}`
      : formatTime(d.hour, d.minute);
  }
  return { date, time, short: formatShortDate(d) };
}

function priceLabel(ctx: Ctx): string {
  return ctx.prices.length
    ? formatPrice(ctx.prices[0], ctx.currency)
    : tone(ctx, "Free", "Complimentary", "Free!");
}

function field(
  name: string,
  label: string,
  type: FormField["type"],
  required: boolean,
  autocomplete?: string,
  options?: string[],
): FormField {
  return { name, label, type, required, autocomplete, options };
}

function ctaLabel(ctx: Ctx): string {
  const t = ctx.in.type;
  const labels: Partial<Record<LandingPageType, [string, string, string]>> = {
    webinar: ["Save my seat", "Register now", "Save my spot"],
    "event-registration": ["Register now", "Register", "Grab your ticket"],
    "app-download": ["Download the app", "Download now", "Get the app"],
    "saas-signup": ["Start free trial", "Start your trial", "Try it free"],
    "e-commerce": ["Shop now", "View the collection", "Start shopping"],
    portfolio: ["Start a project", "Discuss a project", "Let's work together"],
    newsletter: ["Subscribe", "Subscribe", "Count me in"],
    "product-launch": ["Pre-order now", "Reserve yours", "Get yours first"],
    "lead-generation": [
      `Get my ${ctx.magnet.replace(/^free\s+/, "free ")}`,
      `Request your ${ctx.magnet}`,
      `Send me the ${ctx.magnet}`,
    ],
  };
  const l = labels[t];
  if (l) return capitalize(tone(ctx, l[0], l[1], l[2]));
  return ctx.p.cta;
}

export function primaryCta(model: PageModel): string {
  return model.overrides.cta ?? ctaLabel(contextOf(model));
}

function heroFormSpec(ctx: Ctx, cta: string): FormSpec {
  const t = ctx.in.type;
  if (t === "newsletter") {
    return {
      id: "hero-form",
      title: tone(ctx, "Join the newsletter", "Subscribe to our newsletter", "Join the crew"),
      text: T(ctx, `One ${ctx.frequency} email. No spam, unsubscribe anytime.`),
      fields: [field("email", "Email address", "email", true, "email")],
      submit: cta,
      thanks: T(ctx, "You're subscribed! Check your inbox to confirm."),
    };
  }
  const ad = AD_TYPES.includes(t);
  return {
    id: "hero-form",
    title: ad
      ? tone(ctx, `Get started with ${ctx.company}`, `Contact ${ctx.company}`, `Let's get you started`)
      : capitalize(T(ctx, `Get your ${ctx.magnet}`)),
    text: ad
      ? T(ctx, `Takes 30 seconds. ${ctx.company} will get back to you within one working day.`)
      : T(ctx, `Tell us where to send it. ${ctx.company} replies within one working day.`),
    fields: [
      field("name", "Full name", "text", true, "name"),
      field("email", "Email address", "email", true, "email"),
      ...(ad ? [] : [field("phone", "Phone (optional)", "tel", false, "tel")]),
    ],
    submit: cta,
    thanks: tone(
      ctx,
      "Thank you! We'll be in touch shortly.",
      "Thank you. We will contact you shortly.",
      "Thanks! We'll be in touch really soon.",
    ),
    note: T(ctx, "We respect your privacy. No spam, ever."),
  };
}

function hero(ctx: Ctx, model: PageModel): HeroData {
  const t = ctx.in.type;
  const cta = model.overrides.cta ?? ctaLabel(ctx);
  const when = eventWhen(ctx);
  const typeLabel = LANDING_PAGE_TYPE_LABELS[t];
  const ind = INDUSTRY_LABELS[ctx.in.industry];
  const eyebrows: Record<LandingPageType, string> = {
    "business-homepage": `${ind} · ${ctx.company}`,
    "product-launch": ctx.event?.fromPrompt ? `New · launching ${when.short}` : "New · launching soon",
    "lead-generation": capitalize(ctx.magnet),
    "facebook-ads": tone(ctx, "Limited-time offer", "Exclusive offer", "Don't miss this"),
    "google-ads": `${ind} · ${ctx.company}`,
    "event-registration": `${when.short} · ${ctx.event?.location ?? ""}`,
    "app-download": "Free on iOS and Android",
    "saas-signup": tone(ctx, "Free 14-day trial", "14-day trial, no obligation", "Try it free for 14 days"),
    "e-commerce": tone(ctx, "New collection", "The new collection", "Fresh in the shop"),
    portfolio: `${ind} · portfolio`,
    webinar: `Free live webinar · ${when.short}`,
    newsletter: `The ${ctx.company} newsletter`,
  };
  const data: HeroData = {
    eyebrow: T(ctx, eyebrows[t] || typeLabel),
    headline: model.overrides.headline ?? ctx.title,
    lead: model.overrides.subheadline ?? lead(ctx),
    cta,
    ctaHref: "#",
  };
  const firstForm = (kinds: SectionKind[]) => model.sections.find((s) => kinds.includes(s.kind))?.id;
  if (HERO_FORM_TYPES.includes(t)) {
    data.form = heroFormSpec(ctx, cta);
    data.ctaHref = "#hero-form";
  } else {
    const target =
      firstForm([
        "registration",
        "signup",
        "contact",
        "subscribe",
        "download",
        "pricing",
        "products",
        "projects",
      ]) ??
      model.sections[1]?.id ??
      "main";
    data.ctaHref = `#${target}`;
    const second = model.sections.find((s) => s.id !== target && s.kind !== "hero")?.id;
    if (second && !AD_TYPES.includes(t)) {
      data.secondary = tone(ctx, "Learn more", "Find out more", "Take a look");
      data.secondaryHref = `#${second}`;
    }
  }
  if (t === "app-download") data.app = true;
  if (t === "webinar" || t === "event-registration") data.showDate = true;
  if (t === "event-registration" || t === "product-launch") data.countdown = true;
  if (t === "product-launch")
    data.badge = ctx.event?.fromPrompt
      ? `Launching ${when.date}`
      : tone(ctx, "Launching soon", "Launching soon", "Coming very soon");
  const trust = ctx.p.trust.slice(0, 2).join(" · ");
  data.note = AD_TYPES.includes(t) ? T(ctx, ctx.p.trust.join(" · ")) : T(ctx, trust);
  return data;
}

function buildSection(kind: SectionKind, ctx: Ctx, model: PageModel): Section {
  const p = ctx.p;
  const base = { id: kind, kind, variant: 0 };
  const cta = model.overrides.cta ?? ctaLabel(ctx);
  switch (kind) {
    case "hero":
      return { ...base, title: ctx.title, hero: hero(ctx, model) };
    case "services":
      return {
        ...base,
        title: tone(ctx, "What we do", "Our services", "How we can help"),
        intro: T(ctx, `Everything ${ctx.aud} need to ${p.valueProp}.`),
        items: cards(ctx, p.services, count(ctx, 6)),
      };
    case "features":
      return {
        ...base,
        title: tone(ctx, `Everything in ${ctx.title}`, "Key features", "All the good stuff"),
        intro: T(ctx, `Built for ${ctx.aud}, so you can ${p.valueProp}.`),
        items: cards(ctx, p.services, count(ctx, 6)),
      };
    case "benefits":
      if (ctx.in.type === "newsletter")
        return { ...buildSection("deliverables", ctx, model), kind: "benefits", id: "benefits" };
      return {
        ...base,
        title: tone(
          ctx,
          `Why choose ${ctx.company}`,
          `Why clients choose ${ctx.company}`,
          `Why you'll love ${ctx.company}`,
        ),
        intro: T(ctx, `What ${ctx.aud} get when they work with us.`),
        items: cards(ctx, p.benefits, count(ctx, 4)),
      };
    case "about": {
      const rest = ctx.sentences.slice(1, ctx.length === "long" ? 4 : 3).map((s) => sentence(s));
      const body = [
        T(ctx, `${ctx.company} is a ${p.noun} for ${ctx.aud}. We exist to help you ${p.valueProp}.`),
        ...(rest.length ? [T(ctx, rest.join(" "))] : []),
        T(ctx, `${p.benefits[0][1]} ${p.benefits[1][1]}`),
      ];
      return {
        ...base,
        title: tone(ctx, `About ${ctx.company}`, `About ${ctx.company}`, `Hi, we're ${ctx.company}`),
        body: ctx.length === "short" ? body.slice(0, 1) : body,
        list: p.trust,
        items: p.benefits
          .slice(0, 3)
          .map(([title, text], i) => ({
            title: T(ctx, title),
            text: T(ctx, text),
            icon: p.icons[i % p.icons.length],
          })),
      };
    }
    case "stats": {
      const items = [...ctx.promptStats, ...p.stats]
        .slice(0, 4)
        .map(([value, label]) => ({ title: value, text: label }));
      return {
        ...base,
        title: tone(ctx, `${ctx.company} in numbers`, "Our track record", "The numbers so far"),
        items,
      };
    }
    case "testimonials": {
      // Lead pages lead with proof: a few figures above the quotes.
      const proof = ctx.in.type === "lead-generation";
      return {
        ...base,
        title: proof
          ? tone(ctx, `Trusted by ${ctx.aud}`, `Trusted by ${ctx.aud}`, `${capitalize(ctx.aud)} love it`)
          : tone(ctx, "What our clients say", "Client testimonials", "Don't just take our word for it"),
        items: proof
          ? [...ctx.promptStats, ...p.stats]
              .slice(0, 3)
              .map(([value, label]) => ({ title: value, text: label }))
          : undefined,
        quotes: quotes(ctx, ctx.length === "short" ? 2 : 3),
      };
    }
    case "reviews":
      return {
        ...base,
        title: tone(ctx, "Loved by our customers", "Customer reviews", "People love it"),
        intro: T(ctx, `Rated 4.8 out of 5 by ${ctx.aud}.`),
        quotes: quotes(ctx, 3).map((q) => ({ ...q, role: "Verified buyer" })),
      };
    case "contact": {
      const order = ctx.in.type === "e-commerce";
      const products = productCards(ctx).map((c) => c.title);
      const form: FormSpec = {
        id: "contact-form",
        title: order
          ? tone(ctx, "Place an order", "Place your order", "Order yours")
          : tone(ctx, "Get in touch", "Contact us", "Say hello"),
        text: order
          ? T(ctx, "Tell us what you'd like and we'll confirm availability and delivery by email.")
          : T(ctx, `Tell us what you need and ${ctx.company} will get back to you within one working day.`),
        fields: order
          ? [
              field("name", "Full name", "text", true, "name"),
              field("email", "Email address", "email", true, "email"),
              field("product", "Product", "select", true, undefined, products),
              field("message", "Notes (optional)", "textarea", false),
            ]
          : [
              field("name", "Full name", "text", true, "name"),
              field("email", "Email address", "email", true, "email"),
              field("phone", "Phone (optional)", "tel", false, "tel"),
              field("message", "How can we help?", "textarea", true),
            ],
        submit: order
          ? tone(ctx, "Send order", "Submit order", "Send my order")
          : tone(ctx, "Send message", "Submit enquiry", "Send it over"),
        thanks: order
          ? tone(
              ctx,
              "Thank you! We'll confirm your order by email.",
              "Thank you. Your order request has been received.",
              "Yay! We'll confirm your order by email soon.",
            )
          : tone(
              ctx,
              "Thank you! We'll reply within one working day.",
              "Thank you. We will respond within one working day.",
              "Thanks! We'll get back to you really soon.",
            ),
      };
      const domain = `${ctx.company.toLowerCase().replace(/[^a-z0-9]+/g, "") || "example"}.com`;
      return {
        ...base,
        title: form.title,
        intro: form.text,
        form,
        list: [
          `hello@${domain}`,
          T(ctx, "We reply within one working day"),
          ...(ctx.event ? [] : [p.trust[0]]),
        ],
      };
    }
    case "problem-solution": {
      const pains = shuffle(
        [
          "Too much time lost on things that should be simple",
          "Options that all look the same and promise too much",
          "Hidden costs that show up after you commit",
          "No clear answer when something goes wrong",
          "Generic solutions that ignore what you actually need",
          "Slow progress that makes it hard to stay motivated",
        ],
        ctx.seed,
        "pains",
      ).slice(0, 3);
      return {
        ...base,
        title: tone(ctx, `Why ${ctx.title}?`, `The case for ${ctx.title}`, `Why we built ${ctx.title}`),
        intro: T(ctx, `${capitalize(ctx.aud)} deserve better. Here is what changes.`),
        before: pains.map((x) => T(ctx, x)),
        after: p.benefits.slice(0, 3).map(([a, b]) => T(ctx, `${a}: ${decapitalize(b)}`)),
      };
    }
    case "how-it-works": {
      const launch = ctx.in.type === "product-launch";
      const steps: [string, string][] = launch
        ? [
            ["Reserve yours", `Pre-order today and lock in the launch price.`],
            ["We ship on launch day", `${ctx.company} sends your order the moment ${ctx.title} launches.`],
            ["Enjoy it", `Start using it right away, and tell us what you think.`],
          ]
        : [
            ["Tell us what you need", `Pick the ${p.offer} that fits you, or answer three quick questions.`],
            ["We set everything up", `${ctx.company} prepares everything, so you can ${p.valueProp}.`],
            ["See the difference", `Most ${ctx.aud} notice the difference in the first weeks.`],
          ];
      return {
        ...base,
        title: tone(ctx, "How it works", "How it works", "It's as easy as 1, 2, 3"),
        items: steps.map(([a, b], i) => ({ title: T(ctx, a), text: S(ctx, b), meta: String(i + 1) })),
      };
    }
    case "pricing":
      return {
        ...base,
        title:
          ctx.in.type === "product-launch"
            ? tone(ctx, "Pre-order pricing", "Pre-order pricing", "Grab the launch price")
            : tone(ctx, "Simple, transparent pricing", "Pricing", "Pick your plan"),
        intro: T(
          ctx,
          ctx.in.type === "product-launch"
            ? "Launch prices end when we ship. Cancel anytime before then."
            : "No hidden fees. Change or cancel anytime.",
        ),
        tiers: tiers(ctx, cta),
      };
    case "faq":
      return {
        ...base,
        title: tone(
          ctx,
          "Frequently asked questions",
          "Frequently asked questions",
          "Questions? We've got answers",
        ),
        items: faqs(ctx),
      };
    case "deliverables": {
      const news = ctx.in.type === "newsletter";
      const notes = news
        ? [
            "Practical ideas you can use the same week.",
            "Short, clear and free of jargon.",
            "Examples from people who have done it.",
            "Tools and templates worth your time.",
            "Read it in five minutes or less.",
          ]
        : [
            "A clear, practical walk-through.",
            "Checklists you can use straight away.",
            "Real examples and common mistakes.",
            "Templates to save you time.",
            "Answers to the questions people ask most.",
          ];
      const pool: [string, string][] = ctx.p.topics.map((topic, i) => [topic, notes[i % notes.length]]);
      return {
        ...base,
        title: news
          ? tone(
              ctx,
              `What you get every ${ctx.frequency.replace(/ly$/, "")}`,
              "What each issue contains",
              "What lands in your inbox",
            )
          : tone(
              ctx,
              `What's inside the ${ctx.magnet}`,
              `What the ${ctx.magnet} includes`,
              `What you'll get`,
            ),
        intro: news
          ? T(ctx, `One ${ctx.frequency} email from ${ctx.company}, written for ${ctx.aud}.`)
          : undefined,
        items: cards(ctx, pool, count(ctx, 4), news ? 0 : 1, true),
      };
    }
    case "trust":
      return {
        ...base,
        title: tone(
          ctx,
          `Why people trust ${ctx.company}`,
          `Why clients trust ${ctx.company}`,
          `You're in good hands`,
        ),
        list: p.trust,
        items: p.stats.slice(0, 3).map(([value, label]) => ({ title: value, text: label })),
        quotes: quotes(ctx, 1),
      };
    case "cta":
      return {
        ...base,
        title: tone(ctx, "Ready to get started?", "Ready to begin?", "Ready when you are!"),
        intro: T(
          ctx,
          `${ctx.title}: ${tone(ctx, "join", "join", "come join")} ${ctx.aud} who already chose ${ctx.company}.`,
        ),
      };
    case "signup":
      return {
        ...base,
        title: tone(
          ctx,
          `Create your ${ctx.company} account`,
          "Create your account",
          "Let's get you started",
        ),
        intro: T(ctx, "Free for 14 days. No credit card required."),
        form: {
          id: "signup-form",
          title: tone(ctx, "Start your free trial", "Start your trial", "Try it free"),
          text: T(ctx, "Set up in minutes. Cancel anytime."),
          fields: [
            field("name", "Full name", "text", true, "name"),
            field("email", "Work email", "email", true, "email"),
            field("company", "Company (optional)", "text", false, "organization"),
          ],
          submit: cta,
          thanks: tone(
            ctx,
            "Welcome aboard! Check your inbox to activate your account.",
            "Thank you. Please check your inbox to activate your account.",
            "You're in! Check your inbox to get started.",
          ),
        },
      };
    case "event-details": {
      const w = eventWhen(ctx);
      const items: Card[] = [
        { title: tone(ctx, "Date", "Date", "When"), text: w.date, icon: "calendar" },
        ...(w.time ? [{ title: "Time", text: w.time, icon: "clock" }] : []),
        {
          title: tone(ctx, "Place", "Venue", "Where"),
          text: ctx.event?.location ?? p.venue,
          icon: ctx.event?.online ? "globe" : "pin",
        },
        { title: tone(ctx, "Admission", "Admission", "Tickets"), text: priceLabel(ctx), icon: "ticket" },
      ];
      return {
        ...base,
        title: tone(ctx, "Event details", "Event details", "Save the date"),
        intro: T(ctx, `${ctx.title}, hosted by ${ctx.company} for ${ctx.aud}.`),
        items,
      };
    }
    case "agenda":
      return { ...base, title: tone(ctx, "Agenda", "Programme", "What's happening"), items: agenda(ctx) };
    case "speakers":
      return {
        ...base,
        title: tone(ctx, "Speakers", "Speakers", "Meet the speakers"),
        items: people(ctx, 3, "speaker"),
      };
    case "team":
      return {
        ...base,
        title: tone(ctx, "Meet the team", "Our team", "The people behind it"),
        items: people(ctx, count(ctx, 4), "team"),
      };
    case "registration": {
      const w = eventWhen(ctx);
      const webinar = ctx.in.type === "webinar";
      return {
        ...base,
        title: webinar
          ? tone(ctx, "Save your seat", "Register for the webinar", "Grab your free seat")
          : tone(ctx, "Register now", "Registration", "Grab your place"),
        intro: T(
          ctx,
          `${w.date}${w.time ? `, ${w.time}` : ""} · ${ctx.event?.location ?? ""}. ${webinar ? "Seats are limited." : `Admission: ${priceLabel(ctx)}.`}`,
        ),
        form: {
          id: "registration-form",
          title: webinar
            ? tone(ctx, "Save my seat", "Register", "Count me in")
            : tone(ctx, "Your details", "Your details", "Your details"),
          text: T(
            ctx,
            webinar
              ? "We'll email you the link and a reminder before we go live."
              : "We'll email your ticket right away.",
          ),
          fields: [
            field("name", "Full name", "text", true, "name"),
            field("email", "Email address", "email", true, "email"),
            ...(webinar
              ? []
              : [
                  field("ticket", "Ticket type", "select", true, undefined, ["Standard", "VIP", "Student"]),
                  field("company", "Company (optional)", "text", false, "organization"),
                ]),
          ],
          submit: cta,
          thanks: webinar
            ? tone(
                ctx,
                "You're registered! We've sent the details to your inbox.",
                "Thank you. Your registration is confirmed.",
                "You're in! Check your inbox for the link.",
              )
            : tone(
                ctx,
                "You're registered! Your ticket is on its way.",
                "Thank you. Your registration is confirmed.",
                "Woohoo, you're in! Your ticket is on its way.",
              ),
        },
      };
    }
    case "ratings":
      return {
        ...base,
        title: tone(ctx, "Loved by people like you", "Rated highly by our users", "People love it"),
        quotes: quotes(ctx, 3).map((q) => ({
          ...q,
          role: q.role.includes(",") ? q.role : "App Store review",
        })),
        items: [
          { title: "4.8", text: "App Store rating" },
          { title: "4.7", text: "Google Play rating" },
          { title: "100k+", text: "downloads" },
        ],
      };
    case "download":
      return {
        ...base,
        title: tone(
          ctx,
          `Get ${ctx.company} on your phone`,
          `Download ${ctx.company}`,
          `Take ${ctx.company} everywhere`,
        ),
        intro: T(ctx, "Free to download. Works on iPhone and Android."),
      };
    case "products":
      return {
        ...base,
        title: tone(ctx, "Bestsellers", "Featured products", "Our favourites"),
        items: productCards(ctx),
      };
    case "shipping":
      return {
        ...base,
        title: tone(ctx, "Shipping & returns", "Delivery and returns", "Easy shipping & returns"),
        items: [
          {
            title: T(ctx, `Free shipping over ${formatPrice(50, ctx.currency)}`),
            text: T(ctx, "Orders ship within 24 hours, tracked to your door."),
            icon: "truck",
          },
          {
            title: T(ctx, "30-day returns"),
            text: T(ctx, "Changed your mind? Send it back free of charge."),
            icon: "refresh",
          },
          {
            title: T(ctx, "Secure payment"),
            text: T(ctx, "Cards and digital wallets, protected end to end."),
            icon: "lock",
          },
          {
            title: T(ctx, "Here to help"),
            text: T(ctx, "Real people answer within a day, seven days a week."),
            icon: "message",
          },
        ],
      };
    case "projects":
      return {
        ...base,
        title: tone(ctx, "Selected work", "Selected projects", "Things I've made"),
        intro: T(ctx, `Recent projects for ${ctx.aud}.`),
        items: p.projects.slice(0, count(ctx, 4)).map(([name, tag], i) => ({
          title: name,
          text: capitalize(ctx.phrases[i] ?? tag),
          meta: tag,
        })),
      };
    case "skills":
      return {
        ...base,
        title: tone(ctx, "Skills & services", "Areas of expertise", "What I'm good at"),
        list: [...ctx.phrases.slice(0, 3).map(capitalize), ...p.skills].slice(0, 8),
      };
    case "countdown": {
      const w = eventWhen(ctx);
      return {
        ...base,
        title: tone(ctx, "Starts in", "Time remaining", "Starting in"),
        intro: `${w.date}${w.time ? ` · ${w.time}` : ""}`,
      };
    }
    case "learn":
      return {
        ...base,
        title: tone(ctx, "What you will learn", "Learning outcomes", "What you'll learn"),
        items: cards(
          ctx,
          ctx.p.topics.map((topic) => [
            topic,
            `Practical advice on ${decapitalize(topic)} that you can use the same day.`,
          ]),
          count(ctx, 4),
          0,
          true,
        ),
      };
    case "host": {
      const name = ctx.host ?? person(ctx.seed, "host");
      return {
        ...base,
        title: tone(ctx, "Your host", "About the presenter", "Meet your host"),
        items: [
          {
            title: name,
            text: `${tone(ctx, "Founder", "Principal", "Founder")}, ${ctx.company}`,
            meta: initials(name),
          },
        ],
        body: [
          T(
            ctx,
            `${name} has spent more than a decade helping ${ctx.aud} ${p.valueProp}. In this session you get the practical version: what works, what doesn't and where to start.`,
          ),
        ],
        list: [
          T(ctx, `${ctx.event?.durationMinutes ?? 60} minutes, live`),
          T(ctx, "Your questions answered in a live Q&A"),
          T(ctx, "The recording for everyone who registers"),
          T(ctx, ctx.prices.length ? `Admission ${priceLabel(ctx)}` : "Free to attend"),
        ],
      };
    }
    case "samples":
      return {
        ...base,
        title: tone(ctx, "Recent issues", "Sample issues", "A peek at past issues"),
        items: [...ctx.phrases.slice(0, 2).map(capitalize), ...p.topics].slice(0, 3).map((topic, i) => ({
          title: topic,
          text: T(
            ctx,
            `${capitalize(decapitalize(topic))}, three ideas you can try this week, and one thing we're reading.`,
          ),
          meta: `Issue #${48 - i * 3}`,
        })),
      };
    case "subscribe":
      return {
        ...base,
        title: tone(
          ctx,
          "Don't miss the next issue",
          "Subscribe to the newsletter",
          "Join thousands of readers",
        ),
        intro: T(ctx, `Join ${ctx.aud} who read ${ctx.company} ${ctx.frequency}.`),
        form: {
          id: "subscribe-form",
          title: tone(ctx, "Subscribe", "Subscribe", "Sign me up"),
          text: T(ctx, "Free. Unsubscribe with one click."),
          fields: [field("email", "Email address", "email", true, "email")],
          submit: ctx.in.type === "newsletter" ? cta : tone(ctx, "Subscribe", "Subscribe", "Count me in"),
          thanks: T(ctx, "You're subscribed! Check your inbox to confirm."),
        },
      };
    case "gallery":
      return {
        ...base,
        title: tone(ctx, "Gallery", "Gallery", "A look around"),
        items: [...p.projects.map(([a]) => a), ...p.topics].slice(0, 6).map((t) => ({ title: t, text: "" })),
      };
    case "logos":
      return {
        ...base,
        title: tone(ctx, "Trusted by teams at", "Trusted by leading organisations", "In great company"),
        list: p.partners,
      };
  }
}

function productCards(ctx: Ctx): Card[] {
  const ph = ctx.in.type === "e-commerce" ? ctx.phrases.slice(0, 4) : [];
  const out: Card[] = [];
  const blurbs = [
    "Made with care by {c}.",
    "A customer favourite, back in stock.",
    "Thoughtfully designed, built to last.",
    "New this season.",
  ];
  for (let i = 0; i < count(ctx, 4) && i < 6; i++) {
    const fromPrompt = ph[i];
    const [name, price, blurb] = ctx.p.products[i % ctx.p.products.length];
    const value = ctx.prices[i] ?? price;
    out.push({
      title: fromPrompt ? capitalize(fromPrompt) : name,
      text: T(ctx, fromPrompt ? blurbs[i % blurbs.length].replace("{c}", ctx.company) : blurb),
      meta: formatPrice(value, ctx.currency),
      icon: ctx.p.icons[i % ctx.p.icons.length],
    });
  }
  return out;
}

function nice(n: number): number {
  if (n < 20) return Math.max(5, Math.round(n));
  if (n < 100) return Math.round(n / 5) * 5 - 1;
  if (n < 1000) return Math.round(n / 10) * 10 - 1;
  return Math.round(n / 100) * 100;
}

function tiers(ctx: Ctx, cta: string): Tier[] {
  const launch = ctx.in.type === "product-launch";
  const monthly =
    !launch && !["e-commerce", "real-estate", "automotive", "manufacturing"].includes(ctx.in.industry);
  const base = ctx.prices[0] ?? ctx.p.products[0][1];
  const prices =
    ctx.prices.length >= 3
      ? ctx.prices.slice(0, 3)
      : ctx.prices.length
        ? [nice(base * 0.6), base, nice(base * 2)]
        : [nice(base * 0.6), nice(base), nice(base * 2)];
  const names = launch
    ? ["Early bird", "Standard", "Bundle"]
    : ctx.in.type === "saas-signup"
      ? ["Starter", "Pro", "Business"]
      : ["Basic", "Standard", "Premium"];
  const feats = [...ctx.phrases.map(capitalize), ...ctx.p.services.map(([a]) => a)].slice(0, 6);
  const period = monthly ? "/month" : "";
  return [
    {
      name: names[0],
      price: formatPrice(prices[0], ctx.currency),
      period,
      features: feats.slice(0, 3),
      cta: T(ctx, `Choose ${names[0]}`),
    },
    {
      name: names[1],
      price: formatPrice(prices[1], ctx.currency),
      period,
      features: [`Everything in ${names[0]}`, ...feats.slice(3, 6)].slice(0, 4),
      cta,
      featured: true,
    },
    {
      name: names[2],
      price: formatPrice(prices[2], ctx.currency),
      period,
      features: [`Everything in ${names[1]}`, T(ctx, "Priority support"), T(ctx, "Personal onboarding")],
      cta: T(ctx, `Choose ${names[2]}`),
    },
  ];
}

function faqs(ctx: Ctx): Card[] {
  const out: Card[] = [];
  const w = eventWhen(ctx);
  if (ctx.event) {
    out.push({
      title: tone(ctx, "When and where is it?", "When and where does it take place?", "When and where?"),
      text: T(
        ctx,
        `${w.date}${w.time ? `, ${w.time}` : ""}, ${ctx.event.online ? "online. You get the link when you register." : `at ${ctx.event.location}.`}`,
      ),
    });
  }
  for (const ph of ctx.phrases.slice(0, 2)) {
    const pl = isPlural(ph);
    out.push({
      title: tone(
        ctx,
        `${pl ? "Are" : "Is"} ${decapitalize(ph)} included?`,
        `Does it include ${decapitalize(ph)}?`,
        `Do I get ${decapitalize(ph)}?`,
      ),
      text: T(
        ctx,
        `Yes. ${capitalize(ph)} ${pl ? "are" : "is"} part of what ${ctx.company} offers ${ctx.aud}.`,
      ),
    });
  }
  for (const [q, a] of ctx.p.faqs) out.push({ title: T(ctx, q), text: S(ctx, a) });
  return out.slice(0, ctx.length === "short" ? 3 : ctx.length === "long" ? 6 : 5);
}

function agenda(ctx: Ctx): Card[] {
  const d = ctx.event
    ? fromLocalIso(ctx.event.start)
    : { year: 2026, month: 1, day: 1, hour: 9, minute: 30, hasTime: true };
  const topics = [...ctx.phrases.map(capitalize), ...ctx.p.topics];
  const slots: [number, string, string][] = [
    [
      0,
      tone(ctx, "Welcome & coffee", "Registration and welcome", "Coffee & hellos"),
      `Meet the ${ctx.company} team and fellow attendees.`,
    ],
    [30, `Keynote: ${topics[0]}`, `An opening talk for ${ctx.aud}.`],
    [90, `Workshop: ${topics[1]}`, "Hands-on session in small groups."],
    [180, `Panel: ${topics[2]}`, "Experts answer your questions live."],
    [
      270,
      tone(ctx, "Networking & drinks", "Networking reception", "Drinks & mingling"),
      "Wrap up the day with new contacts.",
    ],
  ];
  return slots.slice(0, ctx.length === "short" ? 4 : 5).map(([m, title, text]) => {
    const t = addMinutes(d, m);
    return { title: T(ctx, title), text: T(ctx, text), meta: formatTime(t.hour, t.minute) };
  });
}

function people(ctx: Ctx, n: number, slot: string): Card[] {
  const roles = ctx.p.services.map(([s]) => s);
  const out: Card[] = [];
  for (let i = 0; i < n; i++) {
    const name = i === 0 && ctx.host && slot === "speaker" ? ctx.host : person(ctx.seed, `${slot}${i}`);
    const org = slot === "team" ? ctx.company : ctx.p.partners[i % ctx.p.partners.length];
    out.push({
      title: name,
      text: `${i === 0 && slot === "team" ? "Founder" : `${roles[i % roles.length]} lead`}, ${org}`,
      meta: initials(name),
    });
  }
  return out;
}
