/**
 * Plain-English change requests, one rule per kind of change. Each rule edits the stored page model
 * (never the HTML) and says what it did in words the user understands, or why it could not.
 */
import { LANDING_PAGE_TYPE_LABELS } from "../../core/page-options.js";
import { accentFor, isHexColor, mix, NAMED_COLORS } from "../composer/engine/palette.js";
import { REQUIRED_SECTIONS } from "../composer/page-types.js";
import { writeSection } from "../composer/write/index.js";
import { initialsOf } from "../composer/write/text.js";
import type { PageModel, Section, SectionKind } from "../model.js";
import { BEYOND_THE_PAGE_RULE } from "./beyond-the-page.js";
import { DAY_HOURS_RULE } from "./day-hours.js";
import { EVENT_DATE_RULE, EVENT_VENUE_RULE } from "./event-rules.js";
import { FORM_FIELD_RULE } from "./form-rules.js";
import { HIGHLIGHT_RULE } from "./highlight.js";
import { GIVEN_CONTENT_RULES, ITEM_RULES, SECTION_HEADING_RULE } from "./item-rules.js";
import { renameEverywhere } from "./model-texts.js";
import { PAGE_RULES, TRANSLATION_RULE } from "./page-rules.js";
import {
  findSectionKind,
  findSectionKinds,
  pricedKinds,
  SECTION_TITLES,
  sectionInReport,
  sectionKindShown,
  shownName,
} from "./section-names.js";
import { SOLD_OUT_RULE } from "./sold-out.js";
import { unquote } from "./split-requests.js";
import {
  DICTATED_SENTENCE_RULE,
  FAQ_ANSWER_RULE,
  OFFER_RULE,
  REMOVE_PHRASE_RULE,
  REPLACE_TEXT_RULE,
  RESTATED_PHRASE_RULE,
  TOPIC_SECTION_RULE,
} from "./text-rules.js";
import { VALUE_RULES } from "./value-rules.js";

export type RuleOutcome = { applied: string } | { refused: string } | null;

export interface ChangeRule {
  /** Whether the rule's new text may swallow the fragments that follow ("… to Fast and friendly"). */
  takesText?: boolean;
  apply(request: string, model: PageModel): RuleOutcome;
}

/** Everything iteration can do, shown when a request is not understood. */
export const SUPPORTED_CHANGES = [
  'Theme: "make it dark", "light theme"',
  'Colours: "use green", "#1e40af as the main colour", "make the accent orange"',
  'Text: "change the headline to …", "set the subheadline to …", "set the button text to …"',
  'Sections: "add a pricing section", "remove the FAQ", "move testimonials to the top" or "above pricing"',
  'Copy: "make it shorter"',
  'Names: "change the company name to …", "change the title to …"',
  'Forms: "send the form to https://…"',
  'Fonts: "use a serif font", "sans-serif font"',
  'Items: "remove the Business plan", "set the prices to €499", "add a plan: Enterprise €299 per month", "rename the Team plan to Agency"',
  'Given content: "add a FAQ question: … answer: …", "add a testimonial from Ana Lopez: “…”", "add a speaker, Dr. Tom Reyes", "agenda: 9:00 Welcome; 9:30 Keynote"',
  'Contact: "add our phone number +36 1 234 5678", "add opening hours: Mon–Fri 9:00–18:00", "add social links: https://instagram.com/…", "add the App Store link https://apps.apple.com/…"',
  'Style: "bigger headline", "smaller hero image", "more spacing", "more premium", "remove the navigation", "swap the last two sections"',
];

const MAX_TEXT = 200;

/** "…to Fresh bakes every morning please": the courtesy after unquoted new text is not part of it. */
const TRAILING_COURTESY = /[\s,]+(?:please|pls|plz|thanks?(?: you)?(?: so much)?|thx|ty|cheers)[.!]*$/i;

function newText(raw: string): string | null {
  // "replace the headline with: Grow your pipeline" — the colon introduces the text, it is not part of it.
  const given = raw.replace(/^\s*[:=–—-]\s*/, "");
  const quoted = /^\s*["“'‘].*["”'’]\s*$/.test(given);
  const text = unquote(quoted ? given : given.replace(TRAILING_COURTESY, "")).replace(/\s+/g, " ");
  return text.length > 0 && text.length <= MAX_TEXT ? text : null;
}

/** The hero's line under its headline, named by where it is: "the bit under the title", "the text below the heading". */
const UNDER_THE_HEADLINE =
  "(?:text|bit|line|paragraph|words|sentence|copy|blurb|description)\\s+(?:right\\s+|just\\s+)?(?:under|below|beneath|underneath)\\s+(?:the\\s+)?(?:big\\s+|main\\s+)?(?:title|headline|heading|h1)";

const TEXT_TARGET =
  "(?:\\bto\\b|\\bsay\\b|\\bread\\b|\\bas\\b|\\bwith\\b|\\binto\\b|\\bbe\\b|(?<=\\bswap\\b.*)\\bfor\\b|:|=|(?<=\\s)(?=[\"“'‘][^\"“”'‘’]+[\"”'’]\\s*$))\\s*";

function textRule(pattern: RegExp, set: (m: PageModel, text: string) => void, label: string): ChangeRule {
  return {
    takesText: true,
    apply(request, model) {
      // "move the call to action to the top" moves a section; it does not set a text.
      if (/^(?:move|put|place|position|shift|bring)\b|^swap\b(?!.*\bfor\b)/i.test(request)) return null;
      const m = request.match(pattern);
      if (!m) return null;
      const text = newText(m.slice(1).find((g) => g !== undefined) ?? "");
      if (!text) return { refused: `The new ${label} must be 1 to ${MAX_TEXT} characters` };
      set(model, text);
      return { applied: `Changed the ${label} to “${text}”` };
    },
  };
}

function placeAfter(order: SectionKind[], kind: SectionKind): SectionKind[] {
  // New sections go before the closing form/band so the page still ends on its call to action.
  const closing: SectionKind[] = [
    "contact",
    "registration",
    "signup",
    "subscribe",
    "lead-form",
    "download",
    "cta",
  ];
  let at = order.length;
  while (at > 1 && closing.includes(order[at - 1])) at--;
  if (kind === "logos" || kind === "countdown") at = 1;
  if (closing.includes(kind)) at = order.length;
  return [...order.slice(0, at), kind, ...order.slice(at)];
}

const COLOR_WORDS = Object.keys(NAMED_COLORS).join("|");

function hero(model: PageModel): Section {
  const found = model.sections.find((section) => section.kind === "hero");
  if (!found) throw new Error("A composer page always has a hero");
  return found;
}

const kindsOf = (model: PageModel): SectionKind[] => model.sections.map((section) => section.kind);

/** Puts the sections in the order of the given kinds (each kind once). */
function reorder(model: PageModel, order: SectionKind[]): void {
  model.sections = order.flatMap((kind) =>
    model.sections.filter((section) => section.kind === kind).slice(0, 1),
  );
}

function nextId(model: PageModel): string {
  const used = new Set(model.sections.map((section) => section.id));
  let n = model.sections.length + 1;
  while (used.has(`s${n}`)) n++;
  return `s${n}`;
}

export const CHANGE_RULES: ChangeRule[] = [
  TRANSLATION_RULE,
  FAQ_ANSWER_RULE,
  SOLD_OUT_RULE,
  HIGHLIGHT_RULE,
  ...GIVEN_CONTENT_RULES,
  EVENT_DATE_RULE,
  EVENT_VENUE_RULE,
  FORM_FIELD_RULE,
  SECTION_HEADING_RULE,
  textRule(
    new RegExp(
      `\\b(?:sub-?headline|sub-?heading|subtitle|tagline|intro(?:duction)? text|lead text|hero text|${UNDER_THE_HEADLINE})\\b[^:]*?${TEXT_TARGET}(.+)$`,
      "i",
    ),
    (m, t) => {
      hero(m).lead = t;
    },
    "subheadline",
  ),
  textRule(
    // The hero's "For freelancers and small agencies" line.
    new RegExp(
      `\\b(?:audience(?:\\s+line)?|target audience|who it'?s for|"for" line|for line)\\b[^:]*?${TEXT_TARGET}(.+)$`,
      "i",
    ),
    (m, t) => {
      hero(m).tagline = t;
    },
    "audience line",
  ),
  textRule(
    new RegExp(
      `\\b(?:headline|main heading|heading|h1|hero title|(?:big|main|large|top)\\s+(?:text|title|line|words))\\b[^:]*?${TEXT_TARGET}(.+)$`,
      "i",
    ),
    (m, t) => {
      hero(m).heading = t;
    },
    "headline",
  ),
  textRule(
    new RegExp(
      `\\b(?:button|cta|call to action)(?:\\s+(?:text|label|copy))?\\b[^:]*?${TEXT_TARGET}(.+)$`,
      "i",
    ),
    (m, t) => {
      const h = hero(m);
      if (h.cta) h.cta = { ...h.cta, label: t };
      for (const section of m.sections) if (section.form) section.form = { ...section.form, submitLabel: t };
    },
    "button text",
  ),
  textRule(
    new RegExp(
      `\\b(?:company|business|brand)(?:'s)?\\s+name\\b[^:]*?${TEXT_TARGET}(.+)$|\\brename (?:the )?(?:company|business|brand) (?:to|as) (.+)$`,
      "i",
    ),
    (m, t) => {
      // The old name changes wherever the copy writes it, not only where the page prints the company name.
      if (m.source.companyName && m.source.companyName !== t) renameEverywhere(m, m.source.companyName, t);
      else {
        m.source.companyName = t;
        if (m.logo.kind === "generated") m.logo = { kind: "generated", initials: initialsOf(t) };
      }
    },
    "company name",
  ),
  textRule(
    // The page's title, not a person's or a plan's ("change the host's title to …").
    new RegExp(
      `^(?:(?!\\w+'s\\s+title\\b|\\b(?:job|host|speaker|plan|section|card)\\s+title\\b).)*?\\b(?:page\\s+)?title\\b[^:]*?${TEXT_TARGET}(.+)$`,
      "i",
    ),
    (m, t) => {
      m.source.title = t;
      hero(m).heading = t;
    },
    "title",
  ),
  ...PAGE_RULES,
  DAY_HOURS_RULE,
  ...ITEM_RULES,
  ...VALUE_RULES,
  // After the rules that take the owner's own words ("add a feature: Stripe checkout", "change the host to
  // …, engineer at Stripe"), before those that read section names into a request.
  BEYOND_THE_PAGE_RULE,
  TOPIC_SECTION_RULE,
  OFFER_RULE,
  REPLACE_TEXT_RULE,
  REMOVE_PHRASE_RULE,
  RESTATED_PHRASE_RULE,
  DICTATED_SENTENCE_RULE,
  {
    apply(request, model) {
      if (!/\bform/i.test(request) && !/\b(?:send|post|submit)\b/i.test(request)) return null;
      const url = request.match(/\bhttps?:\/\/[^\s"'<>]+/i)?.[0]?.replace(/[.,;]+$/, "");
      if (!url)
        return /\bform\b.*\b(?:send|post|submit|action)\b|\b(?:send|post|submit)\b.*\bform\b/i.test(request)
          ? { refused: "To send forms somewhere, give the full address, e.g. https://example.com/leads" }
          : null;
      try {
        const parsed = new URL(url);
        if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error("protocol");
        model.settings.formAction = parsed.href;
        model.settings.ownFormAction = true;
        return { applied: `Forms now send their answers to ${parsed.href}` };
      } catch {
        return { refused: `“${url}” is not a web address a form can send to` };
      }
    },
  },
  {
    // A following fragment ("…, below the hero") may complete the position.
    takesText: true,
    apply(asked, model) {
      // "can the reviews go at the end", "the FAQ should come first": a move asked as a wish.
      const request = asked.replace(
        /^(?:(?:can|could|should)\s+)?((?:the\s+|our\s+)?.+?)\s+(?:(?:should|can|could|must)\s+)?(?:go|come|be|sit|appear)\s+(?=(?:(?:right|just|directly|immediately)\s+)?(?:(?:to|at) the|first|last|above|below|before|after|under|over)\b)/i,
        "move $1 ",
      );
      const m = request.match(
        /(?:\b(?:move|put|place|position|shift|bring)\b|\b(?:can|could)\s+(?:we|you|i)\s+(?:have|get)\b)\s+(?:the\s+)?(.+?)\s+(?:section\s+)?(?:(?:right|just|directly|immediately)\s+)?((?:to|at) the (?:very )?(?:top|start|beginning|bottom|end)|first|last|up|down|above|below|before|after|under|over|right after|straight after)\b\s*(?:the\s+)?(.*)$/i,
      );
      if (!m) return null;
      const type = model.source.landingPageType;
      const order = kindsOf(model);
      const kind = sectionKindShown(m[1], model) ?? findSectionKind(m[1], type, order, pricedKinds(model));
      if (!kind || kind === "hero")
        return { refused: `I could not tell which section to move in “${asked}”` };
      if (!order.includes(kind))
        return { refused: `The page has no ${SECTION_TITLES[kind]} section to move` };
      const rest = order.filter((k) => k !== kind);
      const where = m[2].toLowerCase();
      let at: number;
      if (
        where.includes("top") ||
        where.includes("start") ||
        where.includes("beginning") ||
        where === "first"
      )
        at = 1;
      else if (where.includes("bottom") || where.includes("end") || where === "last") at = rest.length;
      else if (where === "up" || where === "down")
        at = Math.max(1, Math.min(rest.length, order.indexOf(kind) + (where === "up" ? -1 : 1)));
      else {
        const other = sectionKindShown(m[3], model) ?? findSectionKind(m[3], type, rest, pricedKinds(model));
        if (!other || !rest.includes(other))
          return { refused: `The page has no “${m[3]}” section to move it next to` };
        at = rest.indexOf(other) + (/below|after|under/.test(where) ? 1 : 0);
        at = Math.max(1, at);
      }
      const moved = model.sections.find((s) => s.kind === kind);
      const next = rest[at - (/below|after|under/.test(where) ? 1 : 0)];
      const beside = model.sections.find((s) => s.kind === next);
      reorder(model, [...rest.slice(0, at), kind, ...rest.slice(at)]);
      const relative = m[3] && !/top|bottom|start|end|up|down|first|last/.test(where);
      return {
        applied: `Moved ${moved ? sectionInReport(moved) : `the ${SECTION_TITLES[kind]} section`} ${where.replace(/^at the\b/, "to the")}${relative ? ` ${beside ? sectionInReport(beside) : m[3]}` : ""}`,
      };
    },
  },
  {
    apply(request, model) {
      if (!/\b(remove|delete|drop(?!-)|hide|get rid of|take out|without)\b/i.test(request)) return null;
      const type = model.source.landingPageType;
      const kinds = findSectionKinds(request, type, kindsOf(model), pricedKinds(model));
      if (kinds.length === 0) return { refused: `I could not tell which section to remove in “${request}”` };
      const done: string[] = [];
      const refused: string[] = [];
      for (const kind of kinds) {
        const title = SECTION_TITLES[kind];
        const shown = model.sections.find((section) => section.kind === kind);
        if (!kindsOf(model).includes(kind)) refused.push(`the page has no ${title} section`);
        else if ((REQUIRED_SECTIONS[type] as SectionKind[]).includes(kind))
          refused.push(`a ${LANDING_PAGE_TYPE_LABELS[type]} page needs its ${title} section, so it stays`);
        else {
          model.sections = model.sections.filter((section) => section.kind !== kind);
          done.push(shown ? shownName(shown) : title);
        }
      }
      if (done.length === 0) return { refused: refused.join("; ").replace(/^./, (c) => c.toUpperCase()) };
      return { applied: `Removed the ${done.join(" and ")} section${done.length > 1 ? "s" : ""}` };
    },
  },
  {
    apply(request, model) {
      if (!/\b(add|include|insert|show|put in|create|with)\b/i.test(request)) return null;
      const type = model.source.landingPageType;
      const kinds = findSectionKinds(request, type, kindsOf(model)).filter((k) => k !== "hero");
      if (kinds.length === 0) return null;
      const added: string[] = [];
      const toFill: string[] = [];
      const already: string[] = [];
      for (const kind of kinds) {
        if (kindsOf(model).includes(kind)) already.push(SECTION_TITLES[kind]);
        else {
          const section = writeSection(model, kind, nextId(model));
          const order = placeAfter(kindsOf(model), kind);
          model.sections = [...model.sections, section];
          reorder(model, order);
          added.push(SECTION_TITLES[kind]);
          if (section.placeholder) toFill.push(section.placeholder);
        }
      }
      if (added.length === 0) return { refused: `The page already has a ${already.join(" and ")} section` };
      const fill = toFill.length ? ` (to fill in: ${toFill.join("; ")})` : "";
      return { applied: `Added a ${added.join(" and ")} section${added.length > 1 ? "s" : ""}${fill}` };
    },
  },
  {
    apply(request, model) {
      const hex = request.match(/#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/i)?.[0];
      let named = request.match(new RegExp(`\\b(${COLOR_WORDS})\\b`, "i"))?.[1]?.toLowerCase();
      if (!hex && !named) return null;
      if (
        !hex &&
        !/\b(use|colou?rs?|palette|theme|make (?:it|everything|the (?:whole )?(?:page|site|website))|switch|change|accent|primary|main|brand|buttons?)\b/i.test(
          request,
        )
      )
        return null;
      const base = hex && isHexColor(hex) ? hex.toLowerCase() : NAMED_COLORS[named ?? ""];
      if (!base) return null;
      // "dark green", "a light blue": the named colour, darker or lighter.
      const shade = named
        ? request
            .match(new RegExp(`\\b(dark|deep|light|pale|soft)[\\s-]+${named}\\b`, "i"))?.[1]
            ?.toLowerCase()
        : undefined;
      const color = shade
        ? mix(base, /dark|deep/.test(shade) ? "#000000" : "#ffffff", /dark|deep/.test(shade) ? 0.35 : 0.3)
        : base;
      if (shade) named = `${shade} ${named}`;
      if (/\baccent\b|\bsecondary\b/i.test(request)) {
        model.settings.palette = { ...model.settings.palette, accent: color };
        return { applied: `Set the accent colour to ${hex ?? named}` };
      }
      model.settings.palette = { primary: color, accent: accentFor(color) };
      return { applied: `Set the main colour to ${hex ?? named} (text colours adjusted to stay readable)` };
    },
  },
  {
    apply(request, model) {
      if (
        /\b(?:dark|darker)\b/i.test(request) &&
        // "a darker blue" is a colour; "a darker colour scheme" is the theme.
        !/\bdark(er)?\s+(?:blue|green|red|purple|orange|grey|gray|colou?r(?!s?\s+(?:scheme|palette|theme))|text)\b/i.test(
          request,
        )
      ) {
        model.settings.scheme = "dark";
        return { applied: "Switched to the dark theme" };
      }
      if (
        /\b(light)\b\s*(?:theme|mode|version|background|colou?rs?)?|\bmake it (?:light|bright|white)\b/i.test(
          request,
        ) &&
        !/\blight(er)?\s+(?:blue|green|red)\b/i.test(request)
      ) {
        model.settings.scheme = "light";
        return { applied: "Switched to the light theme" };
      }
      if (/\b(auto(?:matic)?|system)\s+(?:theme|mode)\b/i.test(request)) {
        model.settings.scheme = "auto";
        return { applied: "The theme now follows the visitor's light or dark setting" };
      }
      return null;
    },
  },
  {
    apply(request, model) {
      // "change the font to Comic Sans": a typeface the page does not have is not "a sans-serif font".
      const typeface = request.match(/\bfont\s+(?:to|as|into|:)\s*(?:a\s+|an\s+)?(.+?)\s*(?:font)?$/i)?.[1];
      if (typeface && !/^(?:serif|sans[- ]?serif|sans|modern|classic|clean)$/i.test(typeface))
        return {
          refused: `The built-in composer has one serif and one sans-serif font for headings; “${typeface}” is not one of them (say “use a serif font” or “use a sans-serif font”)`,
        };
      // "make the font more modern" / "a more classic font": the composer's two heading fonts, by their look.
      const look =
        /\b(?:fonts?|typeface|typography|lettering)\b/i.test(request) && !/\bserif\b|\bsans\b/i.test(request)
          ? request.match(
              /\b(modern|clean|minimal|contemporary|simple|sleek|classic|elegant|traditional|old[- ]fashioned|timeless|bookish)\b/i,
            )?.[1]
          : undefined;
      if (look) {
        const font = /^(?:modern|clean|minimal|contemporary|simple|sleek)$/i.test(look) ? "sans" : "serif";
        const name = font === "sans" ? "sans-serif" : "serif";
        if (model.settings.font === font)
          return {
            refused: `The headings already use the ${name} font, the ${font === "sans" ? "more modern" : "more classic"} of the two the built-in composer has`,
          };
        model.settings.font = font;
        return {
          applied: `Switched headings to a ${name} font (the ${look.toLowerCase()} look you asked for)`,
        };
      }
      if (/\bsans[- ]?serif\b|\bsans\b/i.test(request)) {
        model.settings.font = "sans";
        return { applied: "Switched headings to a sans-serif font" };
      }
      if (/\bserif\b/i.test(request)) {
        model.settings.font = "serif";
        return { applied: "Switched headings to a serif font" };
      }
      return null;
    },
  },
  {
    apply(request, model) {
      const shorter =
        /\b(shorter|shorten|more concise|less text|fewer words|less wordy|more succinct|trim|condense|tighten|briefer|cut (?:down )?(?:the )?(?:copy|text))\b/i;
      // "make the headline shorter": one text of the owner's, which the composer does not rewrite for them.
      const part = request.match(
        /\b(headline|heading|title|subheadline|subtitle|tagline|button(?: text)?|about text|intro)\b/i,
      )?.[1];
      if (shorter.test(request) && part) {
        const h = hero(model);
        const current = /button/i.test(part)
          ? h.cta?.label
          : /sub|tagline|intro/i.test(part)
            ? h.lead
            : h.heading;
        return {
          refused: `The ${part.toLowerCase()} is in your words${current ? ` (“${current}”)` : ""}, so I do not shorten it by guessing; tell me the shorter text, e.g. “change the ${part.toLowerCase()} to …”`,
        };
      }
      if (shorter.test(request)) {
        for (const section of model.sections) {
          if (section.lead) section.lead = section.lead.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? section.lead;
          if (section.kind !== "faq" && !section.form && section.items.length > 4)
            section.items = section.items.slice(0, 4);
        }
        model.settings.length = "short";
        return {
          applied: "Made the copy shorter: one sentence per introduction, at most four items per list",
        };
      }
      if (
        /(?<!\bno\s)\b(longer|more detail(?:ed)?|more text|more content|expand|elaborate)\b/i.test(request)
      ) {
        return {
          refused:
            "The page already shows everything your description says; add more details to the description, or tell me exactly what to add",
        };
      }
      return null;
    },
  },
  {
    apply(request) {
      if (
        /\b(more formal|professional tone|serious|corporate|friendl(?:y|ier)|casual|warm(?:er)?|playful|fun(?:nier)?|relaxed|neutral tone)\b/i.test(
          request,
        )
      )
        return {
          refused:
            'The page uses your own words, so the built-in composer does not rewrite them in another tone; change a text directly ("change the headline to …") or use the AI provider',
        };
      return null;
    },
  },
];
