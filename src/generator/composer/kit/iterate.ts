/**
 * Plain-English changes to a composed page, applied to its page model (never to the HTML text).
 * Several changes can come in one message ("make it dark, use green and add a pricing section").
 */
import { LANDING_PAGE_TYPE_LABELS } from "../../../core/page-options.js";
import { newSection, REQUIRED_SECTIONS, rebuildCopy } from "./build.js";
import { mix, NAMED_COLORS, normalizeHex } from "./color.js";
import { defaultDate, findDate, toLocalIso } from "./dates.js";
import { industryProfile } from "./industries.js";
import type { FontChoice, PageModel, Section, SectionKind } from "./model.js";
import { collapse, initials } from "./text.js";

export type ChangeResult =
  | { ok: true; model: PageModel; applied: string[]; ignored: string[] }
  | { ok: false; code: "change_not_applied"; message: string; supported: string[] };

export const SUPPORTED_CHANGES = [
  "Colours: “use green”, “#1e40af as the main colour”, “make the accent orange”",
  "Theme: “make it dark”, “make it light”, “follow the visitor's light/dark setting”",
  "Text: “change the headline to …”, “change the subheadline to …”, “change the button text to …”",
  "Sections: “add a pricing section”, “remove the FAQ”, “move the testimonials above the pricing”",
  "Sections you can add: testimonials, pricing, FAQ, features, stats, team, gallery, countdown, contact form, services, about, how it works, logos, newsletter signup, benefits, call to action",
  "Copy: “make the copy shorter”, “longer”, “more formal”, “friendlier”",
  "Names: “change the company name to …”, “change the page title to …”, “change the audience to …”",
  "Forms: “send the form to https://…”",
  "Fonts: “use a serif font”, “use a sans-serif font”; corners: “make the corners rounder” or “square”",
];

const SECTION_NAMES: [string, SectionKind][] = (
  [
    ["hero", "hero"],
    ["header", "hero"],
    ["banner", "hero"],
    ["frequently asked questions", "faq"],
    ["questions and answers", "faq"],
    ["q&a", "faq"],
    ["faqs", "faq"],
    ["faq", "faq"],
    ["questions", "faq"],
    ["customer reviews", "testimonials"],
    ["testimonials", "testimonials"],
    ["testimonial", "testimonials"],
    ["social proof", "testimonials"],
    ["customer stories", "testimonials"],
    ["quotes", "testimonials"],
    ["reviews", "testimonials"],
    ["review", "testimonials"],
    ["pricing table", "pricing"],
    ["price list", "pricing"],
    ["pricing", "pricing"],
    ["prices", "pricing"],
    ["price", "pricing"],
    ["plans", "pricing"],
    ["tiers", "pricing"],
    ["packages", "pricing"],
    ["key features", "features"],
    ["features", "features"],
    ["feature", "features"],
    ["statistics", "stats"],
    ["stats", "stats"],
    ["numbers", "stats"],
    ["figures", "stats"],
    ["metrics", "stats"],
    ["counters", "stats"],
    ["our team", "team"],
    ["team members", "team"],
    ["team", "team"],
    ["staff", "team"],
    ["photo gallery", "gallery"],
    ["gallery", "gallery"],
    ["photos", "gallery"],
    ["images", "gallery"],
    ["pictures", "gallery"],
    ["countdown timer", "countdown"],
    ["countdown", "countdown"],
    ["count down", "countdown"],
    ["timer", "countdown"],
    ["contact form", "contact"],
    ["contact us", "contact"],
    ["contact", "contact"],
    ["enquiry form", "contact"],
    ["inquiry form", "contact"],
    ["get in touch", "contact"],
    ["form", "contact"],
    ["what we do", "services"],
    ["services", "services"],
    ["about us", "about"],
    ["our story", "about"],
    ["about", "about"],
    ["story", "about"],
    ["how it works", "how-it-works"],
    ["steps", "how-it-works"],
    ["process", "how-it-works"],
    ["logo strip", "logos"],
    ["trusted by", "logos"],
    ["partner logos", "logos"],
    ["client logos", "logos"],
    ["logos", "logos"],
    ["partners", "logos"],
    ["clients", "logos"],
    ["newsletter signup", "subscribe"],
    ["newsletter sign-up", "subscribe"],
    ["newsletter", "subscribe"],
    ["subscribe form", "subscribe"],
    ["subscription form", "subscribe"],
    ["subscribe", "subscribe"],
    ["email signup", "subscribe"],
    ["why choose us", "benefits"],
    ["benefits", "benefits"],
    ["advantages", "benefits"],
    ["call to action", "cta"],
    ["cta banner", "cta"],
    ["cta", "cta"],
    ["agenda", "agenda"],
    ["schedule", "agenda"],
    ["programme", "agenda"],
    ["program", "agenda"],
    ["speakers", "speakers"],
    ["products", "products"],
    ["product cards", "products"],
    ["shipping", "shipping"],
    ["delivery", "shipping"],
    ["returns", "shipping"],
    ["problem", "problem-solution"],
    ["what you will learn", "learn"],
    ["what you'll learn", "learn"],
    ["learning outcomes", "learn"],
    ["host", "host"],
    ["sample issues", "samples"],
    ["samples", "samples"],
    ["past issues", "samples"],
    ["skills", "skills"],
    ["projects", "projects"],
    ["case studies", "projects"],
    ["work", "projects"],
    ["event details", "event-details"],
    ["details", "event-details"],
    ["registration form", "registration"],
    ["registration", "registration"],
    ["sign up form", "signup"],
    ["signup form", "signup"],
    ["sign-up form", "signup"],
    ["signup", "signup"],
    ["app store badges", "download"],
    ["download", "download"],
    ["ratings", "ratings"],
    ["trust badges", "trust"],
    ["trust", "trust"],
    ["what you get", "deliverables"],
    ["deliverables", "deliverables"],
  ] as [string, SectionKind][]
).sort((a, b) => b[0].length - a[0].length);

const KIND_LABEL: Partial<Record<SectionKind, string>> = {
  faq: "FAQ",
  cta: "call-to-action",
  "how-it-works": "how-it-works",
  "problem-solution": "problem and solution",
  "event-details": "event details",
  subscribe: "newsletter signup",
  signup: "sign-up",
  contact: "contact form",
  deliverables: "what-you-get",
  logos: "logo strip",
};

function label(kind: SectionKind): string {
  return KIND_LABEL[kind] ?? kind;
}

/** The section kind a phrase names ("the customer reviews" → testimonials), if any. */
export function sectionKindOf(phrase: string, model?: PageModel): SectionKind | null {
  const p = ` ${phrase
    .toLowerCase()
    .replace(/[^a-z0-9&'\s-]/g, " ")
    .replace(/\s+/g, " ")
    .trim()} `;
  for (const [name, kind] of SECTION_NAMES) {
    if (p.includes(` ${name} `)) {
      if (kind === "testimonials" && model?.sections.some((s) => s.kind === "reviews")) return "reviews";
      if (kind === "contact" && model) {
        const form = model.sections.find((s) => ["registration", "signup", "subscribe"].includes(s.kind));
        if (form && / form /.test(p) && !/contact|enquiry|inquiry|get in touch/.test(p)) return form.kind;
      }
      return kind;
    }
  }
  return null;
}

interface State {
  model: PageModel;
  applied: string[];
  refused: string[];
  recopy: boolean;
}

const VERB =
  "make|use|add|include|insert|remove|delete|drop|hide|move|change|set|replace|rename|send|post|switch|put|turn|shorten|lengthen|write|rewrite|get rid|take out|give|update|swap|show|point|submit|translate|fix|improve|create|let|insert|can|could|please";

/** Splits a message into single changes; quoted text is kept whole. */
function clauses(change: string): { parts: string[]; quotes: string[] } {
  const quotes: string[] = [];
  const protectedText = change.replace(/“([^”]*)”|"([^"]*)"|(?<![\w])'([^']+)'(?![\w])/g, (_m, a, b, c) => {
    quotes.push(a ?? b ?? c ?? "");
    return `\uE000${quotes.length - 1}\uE001`;
  });
  const parts = protectedText
    .split(
      /\r?\n|;|(?<=[a-z0-9)\uE001])[.!?](?:\s+|$)|\s+(?:and\s+)?then\s+|,?\s+and\s+also\s+|,?\s+also\s+/i,
    )
    .flatMap((p) =>
      p.split(
        new RegExp(`(?:,\\s*|\\s+and\\s+|,\\s*and\\s+|\\s+plus\\s+)(?=(?:please\\s+)?(?:${VERB})\\b)`, "i"),
      ),
    )
    .map((p) =>
      collapse(p).replace(
        /^(?:please|and|also|then|could you|can you|i want you to|i'd like you to|i would like you to)\s+/i,
        "",
      ),
    )
    .map((p) => p.replace(/^(?:please|and)\s+/i, ""))
    .filter((p) => p.replace(/[\s.,!?]/g, "").length > 0);
  return { parts, quotes };
}

function restore(text: string, quotes: string[]): string {
  return text.replace(/\uE000(\d+)\uE001/g, (_m, i) => quotes[Number(i)] ?? "");
}

function literal(raw: string, quotes: string[]): string {
  let v = collapse(restore(raw, quotes));
  v = v.replace(/^[:=\s]+/, "").replace(/^["“'‘]+|["”'’]+$/g, "");
  v = v.replace(/\s*[.!]+$/, "");
  return v.slice(0, 200).trim();
}

// ---------------------------------------------------------------------------------------------------
// Handlers: each returns true when it recognised the clause (applied or refused with a reason).

type Handler = (c: string, st: State, quotes: string[]) => boolean;

const TEXT_TARGET =
  /^(?:(?:please\s+)?(?:change|set|make|replace|update|rewrite|edit|use|let)\s+)?(?:the\s+)?(?:main\s+|hero\s+|page\s+|top\s+)?(headline|heading|h1|hero title|main title|sub-?headline|sub-?heading|subtitle|tagline|lead(?: text| paragraph)?|intro(?:duction)?(?: text)?|description|button(?: text| label)?|cta(?: text| label| button)?|call[- ]to[- ]action(?: text| button)?|company(?: name)?|brand(?: name)?|business name|page title|title|(?:target\s+)?audience)\s*(?:text\s*)?(?:to|:|=|with|as|into|to say|to read|so it says|so that it says|should say|should be|reads?)\s*(.+)$/i;

const textHandler: Handler = (c, st, quotes) => {
  let m = TEXT_TARGET.exec(c);
  let target: string | undefined;
  let value: string | undefined;
  if (m) {
    target = m[1].toLowerCase();
    value = m[2];
  } else {
    m =
      /^(?:use|make|put|set)\s+(.+?)\s+(?:as|the)\s+(?:the\s+)?(?:new\s+)?(headline|subheadline|subtitle|tagline|button text|company name|page title|title)$/i.exec(
        c,
      );
    if (m) {
      target = m[2].toLowerCase();
      value = m[1];
    } else {
      m = /^(?:rename)\s+(?:the\s+)?(company|brand|business|page)\s+(?:to\s+)?(.+)$/i.exec(c);
      if (m) {
        target = m[1].toLowerCase() === "page" ? "page title" : "company name";
        value = m[2];
      }
    }
  }
  if (!target || value === undefined) return false;
  const v = literal(value, quotes);
  if (!v) {
    st.refused.push(`Tell me the new ${target} text, e.g. “change the ${target} to …”.`);
    return true;
  }
  const model = st.model;
  if (/^(?:headline|heading|h1|hero title|main title)$/.test(target)) {
    model.overrides.headline = v;
    st.applied.push(`Changed the headline to “${v}”`);
  } else if (/^(?:sub-?headline|sub-?heading|subtitle|tagline|lead|intro|description)/.test(target)) {
    model.overrides.subheadline = v;
    st.applied.push(`Changed the subheadline to “${v}”`);
  } else if (/^(?:button|cta|call)/.test(target)) {
    model.overrides.cta = v.slice(0, 60);
    st.applied.push(`Changed the button text to “${v.slice(0, 60)}”`);
  } else if (/^(?:company|brand|business)/.test(target)) {
    model.input.companyName = v.slice(0, 120);
    model.brand.companyName = v.slice(0, 120);
    model.brand.initials = initials(v);
    st.applied.push(`Changed the company name to “${v.slice(0, 120)}”`);
  } else if (/audience/.test(target)) {
    model.input.audience = v.slice(0, 300);
    st.applied.push(`Changed the audience to “${v.slice(0, 300)}”`);
  } else {
    model.input.title = v;
    st.applied.push(`Changed the page title to “${v}”`);
  }
  st.recopy = true;
  return true;
};

const formActionHandler: Handler = (c, st, quotes) => {
  const text = restore(c, quotes);
  if (!/\b(?:form|forms|submissions?|sign-?ups?|leads?|entries|responses|action|post|submit)\b/i.test(text))
    return false;
  const url = /(https?:\/\/[^\s"'<>]+)/i.exec(text)?.[1]?.replace(/[.,;)]+$/, "");
  if (!url) {
    if (
      /\b(?:send|post|submit|point|deliver|forward)\b.*\b(?:to|at)\b/i.test(text) &&
      /\bforms?\b/i.test(text)
    ) {
      st.refused.push("Give the full address the form should send to, starting with https://");
      return true;
    }
    return false;
  }
  try {
    const u = new URL(url);
    if (u.protocol !== "https:" && u.protocol !== "http:") throw new Error("protocol");
    st.model.formAction = u.toString();
    st.applied.push(`Forms now send to ${u.toString()}`);
  } catch {
    st.refused.push(`“${url}” is not a web address a form can send to.`);
  }
  return true;
};

function placeNew(model: PageModel, sec: Section, where?: { pos: string; ref?: SectionKind }) {
  const list = model.sections;
  if (where?.ref) {
    const i = list.findIndex((s) => s.kind === where.ref);
    if (i >= 0) {
      const before = /above|before|over/.test(where.pos);
      list.splice(Math.max(1, before ? i : i + 1), 0, sec);
      return;
    }
  }
  if (where && /top|start|beginning|first/.test(where.pos)) {
    list.splice(1, 0, sec);
    return;
  }
  if (where && /bottom|end|last/.test(where.pos)) {
    list.push(sec);
    return;
  }
  // Default: before the closing form or call to action, if the page ends with one.
  const last = list[list.length - 1];
  if (
    last &&
    ["contact", "registration", "signup", "subscribe", "cta", "download"].includes(last.kind) &&
    list.length > 1
  ) {
    list.splice(list.length - 1, 0, sec);
  } else list.push(sec);
}

const EVENT_KINDS: SectionKind[] = ["countdown", "agenda", "event-details", "registration", "speakers"];

function ensureEvent(model: PageModel) {
  if (model.event) return;
  const now = new Date(model.composedAt);
  const found = findDate(model.input.prompt, now) ?? defaultDate(now, 14, 18);
  if (!found.hasTime) {
    found.hour = 18;
    found.minute = 0;
  }
  model.event = {
    start: toLocalIso(found),
    hasTime: true,
    fromPrompt: !!findDate(model.input.prompt, now),
    durationMinutes: 90,
    location: industryProfile(model.input.industry).venue,
    online: /\bonline|virtual|webinar\b/i.test(model.input.prompt),
  };
}

function position(c: string): { pos: string; refText?: string } | undefined {
  const m =
    /\b(?:to\s+the\s+|at\s+the\s+|on\s+)?(top|bottom|end|start|beginning)\b(?:\s+of\s+the\s+page)?|\b(above|below|before|after|under|over|beneath|underneath)\s+(?:the\s+)?(.+)$/i.exec(
      c,
    );
  if (!m) return undefined;
  if (m[1]) return { pos: m[1].toLowerCase() };
  const pos = m[2].toLowerCase().replace(/under|beneath|underneath/, "below");
  return { pos, refText: m[3] };
}

const addHandler: Handler = (c, st) => {
  const m =
    /^(?:add|include|insert|append|create|give (?:it|me|us)|put in|show|i want|i need|we need|it needs|needs?)\b\s*(?:an?|the|some|another|a new|new)?\s*(.+)$/i.exec(
      c,
    );
  if (!m) return false;
  let object = m[1];
  const where = position(object);
  if (where)
    object = object
      .slice(
        0,
        object
          .toLowerCase()
          .search(
            /\b(?:to the |at the |on )?(?:top|bottom|end|start|beginning|above|below|before|after|under|over|beneath|underneath)\b/i,
          ),
      )
      .trim();
  const names = object.split(/\s*,\s*|\s+and\s+|\s+&\s+|\s+plus\s+/).filter(Boolean);
  const kinds = names.map((n) => sectionKindOf(n, st.model));
  if (kinds.every((k) => k === null)) return false;
  const refKind = where?.refText ? sectionKindOf(where.refText, st.model) : null;
  for (let i = 0; i < names.length; i++) {
    const kind = kinds[i];
    if (!kind) {
      st.refused.push(`I can't add “${names[i]}”.`);
      continue;
    }
    if (kind === "hero") {
      st.refused.push("The page already starts with its hero.");
      continue;
    }
    if (st.model.sections.some((s) => s.kind === kind)) {
      st.refused.push(`The page already has a ${label(kind)} section.`);
      continue;
    }
    if (EVENT_KINDS.includes(kind)) ensureEvent(st.model);
    const sec = newSection(st.model, kind);
    placeNew(st.model, sec, where ? { pos: where.pos, ref: refKind ?? undefined } : undefined);
    st.applied.push(`Added a ${label(kind)} section`);
  }
  st.recopy = true;
  return true;
};

const removeHandler: Handler = (c, st) => {
  const m =
    /^(?:remove|delete|drop|hide|get rid of|take out|take away|cut|lose|kill|no|without)\b\s*(?:the|all|any|that|those)?\s*(.+)$/i.exec(
      c,
    );
  if (!m) return false;
  const names = m[1].split(/\s*,\s*|\s+and\s+|\s+&\s+/).filter(Boolean);
  const kinds = names.map((n) => sectionKindOf(n, st.model));
  if (kinds.every((k) => k === null)) return false;
  const required = REQUIRED_SECTIONS[st.model.input.type] ?? [];
  for (let i = 0; i < names.length; i++) {
    const kind = kinds[i];
    if (!kind) {
      st.refused.push(`I can't find “${names[i]}” on the page.`);
      continue;
    }
    const present = st.model.sections.filter((s) => s.kind === kind);
    if (present.length === 0) {
      st.refused.push(`The page has no ${label(kind)} section.`);
      continue;
    }
    if (required.includes(kind) && present.length === 1) {
      st.refused.push(
        `A ${LANDING_PAGE_TYPE_LABELS[st.model.input.type]} page needs its ${label(kind)} section, so it stays; you can move it or change its text instead.`,
      );
      continue;
    }
    st.model.sections = st.model.sections.filter(
      (s) => s.kind !== kind || (required.includes(kind) && s === present[0]),
    );
    st.applied.push(`Removed the ${label(kind)} section`);
  }
  return true;
};

const moveHandler: Handler = (c, st) => {
  const m =
    /^(?:move|put|place|shift|bring)\s+(?:the\s+)?(.+?)\s+((?:up|down)(?:\s+one)?|(?:to\s+the\s+|at\s+the\s+)?(?:top|bottom|end|start|beginning)(?:\s+of\s+the\s+page)?|(?:above|below|before|after|under|over|beneath|underneath)\s+(?:the\s+)?.+)$/i.exec(
      c,
    );
  if (!m) return false;
  const kind = sectionKindOf(m[1], st.model);
  if (!kind) return false;
  const list = st.model.sections;
  const i = list.findIndex((s) => s.kind === kind);
  if (i < 0) {
    st.refused.push(`The page has no ${label(kind)} section to move.`);
    return true;
  }
  if (kind === "hero") {
    st.refused.push("The hero always opens the page.");
    return true;
  }
  const dir = m[2].toLowerCase();
  const [sec] = list.splice(i, 1);
  let desc: string;
  if (/^up/.test(dir)) {
    list.splice(Math.max(1, i - 1), 0, sec);
    desc = `Moved the ${label(kind)} section up`;
  } else if (/^down/.test(dir)) {
    list.splice(Math.min(list.length, i + 1), 0, sec);
    desc = `Moved the ${label(kind)} section down`;
  } else if (/top|start|beginning/.test(dir) && !/above|below|before|after|under|over/.test(dir)) {
    list.splice(1, 0, sec);
    desc = `Moved the ${label(kind)} section to the top`;
  } else if (/bottom|end/.test(dir) && !/above|below|before|after|under|over/.test(dir)) {
    list.push(sec);
    desc = `Moved the ${label(kind)} section to the bottom`;
  } else {
    const rel = /^(above|below|before|after|under|over|beneath|underneath)\s+(?:the\s+)?(.+)$/i.exec(dir)!;
    const ref = sectionKindOf(rel[2], st.model);
    const j = ref ? list.findIndex((s) => s.kind === ref) : -1;
    if (!ref || j < 0) {
      list.splice(i, 0, sec);
      st.refused.push(`I can't find “${rel[2]}” on the page to move next to.`);
      return true;
    }
    const before = /above|before|over/.test(rel[1].toLowerCase());
    list.splice(before ? Math.max(1, j) : j + 1, 0, sec);
    desc = `Moved the ${label(kind)} section ${before ? "above" : "below"} the ${label(ref)} section`;
  }
  st.applied.push(desc);
  return true;
};

const COLOR_WORDS = Object.keys(NAMED_COLORS).sort((a, b) => b.length - a.length);

const colorHandler: Handler = (c, st) => {
  const lc = c.toLowerCase();
  const found: { hex: string; name: string; at: number }[] = [];
  for (const m of lc.matchAll(/#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/g))
    found.push({ hex: normalizeHex(m[0])!, name: m[0], at: m.index ?? 0 });
  for (const m of lc.matchAll(/\brgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)/g)) {
    const hex = normalizeHex(
      `#${[m[1], m[2], m[3]].map((x) => Math.min(255, Number(x)).toString(16).padStart(2, "0")).join("")}`,
    )!;
    found.push({ hex, name: m[0], at: m.index ?? 0 });
  }
  for (const w of COLOR_WORDS) {
    for (const m of lc.matchAll(new RegExp(`\\b(?:(dark|deep|light|pale|bright)\\s+)?${w}\\b`, "g"))) {
      if (found.some((f) => (m.index ?? 0) >= f.at && (m.index ?? 0) < f.at + f.name.length + 8)) continue;
      let hex = NAMED_COLORS[w];
      if (m[1] === "dark" || m[1] === "deep") hex = mix(hex, "#000000", 0.3);
      if (m[1] === "light" || m[1] === "pale") hex = mix(hex, "#ffffff", 0.35);
      found.push({ hex, name: m[0], at: m.index ?? 0 });
    }
  }
  if (found.length === 0) return false;
  if (
    !/\b(?:colou?rs?|use|make|change|switch|set|turn|paint|primary|accent|main|brand|theme|palette|scheme|buttons?|more|in)\b/.test(
      lc,
    ) &&
    lc.split(/\s+/).length > 3
  )
    return false;
  found.sort((a, b) => a.at - b.at);
  const t = st.model.theme;
  const accentOnly = /\b(?:accent|secondary|highlight)\b/.test(lc) && !/\b(?:main|primary|brand)\b/.test(lc);
  if (accentOnly) {
    t.accent = found[0].hex;
    st.applied.push(`Set the accent colour to ${found[0].name} (${found[0].hex})`);
  } else {
    t.primary = found[0].hex;
    st.applied.push(`Set the main colour to ${found[0].name} (${found[0].hex})`);
    if (found[1]) {
      t.accent = found[1].hex;
      st.applied.push(`Set the accent colour to ${found[1].name} (${found[1].hex})`);
    }
  }
  return true;
};

const themeHandler: Handler = (c, st) => {
  // "dark green" is a colour, not a theme.
  let lc = c.toLowerCase();
  for (const w of COLOR_WORDS)
    lc = lc.replace(new RegExp(`\\b(?:dark|deep|light|pale|bright)\\s+${w}\\b`, "g"), w);
  let mode: PageModel["theme"]["mode"] | null = null;
  if (/\b(?:dark(?:er)?|night|black background|dark mode|dark theme|dark background)\b/.test(lc))
    mode = "dark";
  else if (
    /\b(?:light(?:er)?\s+(?:mode|theme|background|version)|make it light|make it lighter|white background|bright(?:er)? (?:mode|theme|background)|light)\b/.test(
      lc,
    )
  )
    mode = "light";
  if (
    /\b(?:auto(?:matic)?|system|both light and dark|follow(?:s)? the (?:system|device|visitor)|prefers-color-scheme|light and dark)\b/.test(
      lc,
    )
  )
    mode = "auto";
  if (!mode) return false;
  st.model.theme.mode = mode;
  st.applied.push(
    mode === "dark"
      ? "Switched to the dark theme"
      : mode === "light"
        ? "Switched to the light theme"
        : "The page now follows the visitor's light or dark setting",
  );
  return true;
};

const fontHandler: Handler = (c, st) => {
  const lc = c.toLowerCase();
  if (!/\b(?:fonts?|typefaces?|typography|serif|sans|headings?|type)\b/.test(lc)) return false;
  let font: FontChoice | null = null;
  if (/\bsans[- ]?serif\b|\bsans\b|\bmodern font|\bclean font|\bgeometric/.test(lc)) font = "sans";
  else if (/\bserif\b|\bclassic(?:al)? font|\belegant font|\btraditional font/.test(lc)) font = "serif";
  else if (/\bround(?:ed)?\b|\bfriendly font/.test(lc)) font = "rounded";
  else if (/\bmono(?:space|spaced)?\b|\btypewriter\b|\bcode font/.test(lc)) font = "mono";
  if (!font) return false;
  st.model.theme.font = font;
  const names = { sans: "a sans-serif", serif: "a serif", rounded: "a rounded", mono: "a monospace" };
  st.applied.push(`Switched to ${names[font]} font`);
  return true;
};

const radiusHandler: Handler = (c, st) => {
  const lc = c.toLowerCase();
  if (!/\b(?:corners?|edges?|buttons?|cards?|radius)\b/.test(lc)) return false;
  if (/\b(?:round(?:er|ed)?|soft(?:er)?|pill|curved)\b/.test(lc)) {
    st.model.theme.radius = "round";
    st.applied.push("Made the corners rounder");
    return true;
  }
  if (/\b(?:square|sharp(?:er)?|straight|angular|boxy)\b/.test(lc)) {
    st.model.theme.radius = "sharp";
    st.applied.push("Made the corners square");
    return true;
  }
  return false;
};

const copyHandler: Handler = (c, st) => {
  const lc = c.toLowerCase();
  let hit = false;
  if (
    /\b(?:short(?:er)?|shorten|concise|less text|fewer words|trim|tighten|brief(?:er)?|cut down)\b/.test(lc)
  ) {
    st.model.length = "short";
    st.applied.push("Made the copy shorter");
    hit = true;
  } else if (
    /\b(?:long(?:er)?|lengthen|more detail(?:ed)?|more text|expand|elaborate|more words|more content)\b/.test(
      lc,
    )
  ) {
    st.model.length = "long";
    st.applied.push("Made the copy longer");
    hit = true;
  } else if (/\b(?:normal|standard|default|medium) length\b/.test(lc)) {
    st.model.length = "normal";
    st.applied.push("Set the copy back to its normal length");
    hit = true;
  }
  if (
    /\b(?:formal|professional|corporate|serious|businesslike|polished)\b/.test(lc) &&
    !/\bless (?:formal|professional|corporate|serious)\b/.test(lc)
  ) {
    st.model.tone = "formal";
    st.applied.push("Made the copy more formal");
    hit = true;
  } else if (
    /\b(?:friendl(?:y|ier)|casual|warm(?:er)?|relaxed|fun(?:nier)?|playful|informal|conversational|less (?:formal|corporate|serious))\b/.test(
      lc,
    )
  ) {
    st.model.tone = "friendly";
    st.applied.push("Made the copy friendlier");
    hit = true;
  } else if (/\bneutral\b/.test(lc)) {
    st.model.tone = "neutral";
    st.applied.push("Set the copy to a neutral tone");
    hit = true;
  }
  if (hit) st.recopy = true;
  return hit;
};

// Order matters: literal text setters consume the rest of a clause, so they go first; the first of
// these that recognises a clause takes it whole.
const CLAUSE_HANDLERS: Handler[] = [textHandler, formActionHandler, moveHandler, removeHandler, addHandler];
// Style changes can share a clause ("make it dark and green"): each of them looks at every clause.
const STYLE_HANDLERS: Handler[] = [colorHandler, fontHandler, radiusHandler, copyHandler, themeHandler];

const CAN_DO =
  "colours (“use green”, “#1e40af as the main colour”), light or dark theme, the headline, subheadline and button text, adding, removing and moving sections (testimonials, pricing, FAQ, features, stats, team, gallery, countdown, contact form…), shorter, longer, more formal or friendlier copy, the company name and page title, where forms send (“send the form to https://…”), and serif or sans-serif fonts";

function clone(model: PageModel): PageModel {
  const logo = model.brand.logo;
  const copy = JSON.parse(
    JSON.stringify({ ...model, brand: { ...model.brand, logo: { ...logo, dataUrl: undefined } } }),
  ) as PageModel;
  if (logo.kind === "image" && copy.brand.logo.kind === "image") copy.brand.logo.dataUrl = logo.dataUrl;
  return copy;
}

/**
 * Applies a plain-English change to a page model. Returns the new model (the input is not modified)
 * with what was done, or change_not_applied when nothing in the message could be applied.
 */
export function applyChange(model: PageModel, change: string): ChangeResult {
  const st: State = { model: clone(model), applied: [], refused: [], recopy: false };
  const { parts, quotes } = clauses(change ?? "");
  const ignored: string[] = [];
  for (const part of parts) {
    const before = st.applied.length + st.refused.length;
    let handled = false;
    for (const h of CLAUSE_HANDLERS) {
      if (h(part, st, quotes)) {
        handled = true;
        break;
      }
    }
    if (!handled) for (const h of STYLE_HANDLERS) if (h(part, st, quotes)) handled = true;
    if (!handled || st.applied.length + st.refused.length === before) ignored.push(restore(part, quotes));
  }
  if (st.applied.length === 0) {
    const reasons = [...st.refused];
    if (ignored.length) reasons.push(`I didn't understand “${ignored.join("”, “")}”.`);
    if (reasons.length === 0) reasons.push("Describe the change you want.");
    return {
      ok: false,
      code: "change_not_applied",
      message: `${reasons.join(" ")} I can change ${CAN_DO}.`,
      supported: SUPPORTED_CHANGES,
    };
  }
  // Copy depends on names, tone, length and which sections exist (links); re-derive it every time.
  rebuildCopy(st.model);
  return {
    ok: true,
    model: st.model,
    applied: st.applied,
    ignored: [...st.refused, ...ignored.map((i) => `Not understood: “${i}”`)],
  };
}
