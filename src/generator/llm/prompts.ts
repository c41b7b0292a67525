/**
 * What the model is told. The system prompt carries the same rules as DESIGN.md §5 and the quality gates,
 * so that most answers pass the gates without a repair round.
 */
import { LANDING_PAGE_TYPE_LABELS, type LandingPageType } from "../../core/page-options.js";
import {
  REQUIRED_SECTIONS,
  TYPES_WITH_COUNTDOWN,
  TYPES_WITH_FORM_IN_HERO,
  TYPES_WITHOUT_NAVIGATION,
} from "../composer/page-types.js";
import { formatReport } from "../quality/index.js";
import type { QualityReport } from "../types.js";

/** What each required section holds, so the model fills it with fitting content. */
const SECTION_CONTENT: Record<string, string> = {
  hero: "headline (the page's only h1), one-line promise and the main call to action",
  services: "the services offered, each with an inline SVG icon",
  about: "who the company is and why to trust it",
  stats: "three or four key numbers",
  testimonials: "customer quotes with name and role",
  contact: "contact form (name, e-mail, message) and contact details",
  "problem-solution": "the problem the product solves and how",
  features: "the main features, each with an inline SVG icon",
  "how-it-works": "three or four numbered steps",
  pricing: "plans with prices and what each includes",
  faq: "frequently asked questions (use <details>/<summary>)",
  benefits: "the benefits for the visitor",
  deliverables: "what the visitor gets after signing up",
  trust: "trust signals: ratings, guarantees, client logos as inline SVG",
  "lead-form": "the single focused form with one call to action",
  "event-details": "date, time, place (or online link) and price",
  agenda: "the timed programme",
  speakers: "speakers with name, role and an inline SVG avatar",
  registration: "the registration form",
  ratings: "store rating and short reviews",
  download: "App Store and Google Play badges drawn as inline SVG links",
  logos: "customer logos drawn as inline SVG or styled text",
  signup: "the sign-up form",
  products: "product cards with name, price and a call to action",
  shipping: "shipping, returns and payment information",
  reviews: "customer reviews with star ratings",
  projects: "selected projects with short descriptions",
  skills: "skills or services with levels or short descriptions",
  countdown:
    'a live countdown to the start (an element with data-countdown="<ISO date>" updated every second by an inline script)',
  learn: "what attendees will learn",
  host: "the host with a short biography",
  samples: "samples of past issues",
  subscribe: "the subscription form",
};

function pageTypeGuide(): string {
  return (Object.keys(REQUIRED_SECTIONS) as LandingPageType[])
    .map((type) => {
      const sections = REQUIRED_SECTIONS[type]
        .map((name) => `data-section="${name}" (${SECTION_CONTENT[name] ?? name})`)
        .join("; ");
      const extras = [
        TYPES_WITHOUT_NAVIGATION.includes(type) ? "NO navigation menu, one focused call to action" : "",
        TYPES_WITH_FORM_IN_HERO.includes(type) ? "the form sits inside the hero, above the fold" : "",
        TYPES_WITH_COUNTDOWN.includes(type) ? "a live countdown" : "",
      ].filter(Boolean);
      return `- ${type} (${LANDING_PAGE_TYPE_LABELS[type]}): ${sections}${extras.length ? `. Also: ${extras.join("; ")}` : ""}.`;
    })
    .join("\n");
}

export const CANNOT_APPLY_MARKER = "CANNOT_APPLY:";

/** The placeholders of model-view.ts, explained to the model. */
const PLACEHOLDERS_NOTE = `In the current page, the comment <!-- TAILWIND_CSS --> stands for compiled CSS and URLs like data:image/png;embedded,EMBEDDED_1 stand for embedded images: keep them exactly as they are (they are put back afterwards).`;

const PAGE_RULES = `Rules for every page (automated checks reject pages that break them):
1. One self-contained HTML5 file: no request may leave the file. No external scripts, stylesheets, fonts or images, no CDNs. CSS goes in one <style> in the head (Tailwind utility classes are allowed too: they are compiled to inline CSS afterwards, so do not include the Tailwind CDN script). Icons, illustrations and avatars are inline <svg>. Use system font stacks.
2. Start with <!doctype html>, then <html lang="…"> in the language of the request, <meta charset="utf-8">, <meta name="viewport" content="width=device-width, initial-scale=1">, a non-empty <title>, <meta name="description">, Open Graph tags og:title, og:description and og:type, and JSON-LD (<script type="application/ld+json">) fitting the page type (e.g. Organization, Product, Event, SoftwareApplication, Store, Person, WebSite).
3. Exactly one <h1>. Landmarks: a page-level <header>, one <main>, a page-level <footer>. Headings in order.
4. Put <!-- LOGO --> inside the header where the logo mark goes (it is replaced by the real logo); write the company name as text next to it.
5. Every <img> has alt text; every input, select and textarea has a <label for>, a wrapping <label>, aria-label or aria-labelledby. Buttons have text and a type.
6. Text and buttons meet WCAG AA contrast (4.5:1 for text). Responsive from 320 px wide up (mobile first, no horizontal scrolling).
7. Every section element carries data-section="<name>" with the names listed for the page type below.
8. Every form has an id and method="post" and its fields have names and client-side validation attributes (required, type="email"…). Write no script for submitting: the page gets one afterwards that sends the form and shows its thank-you element (<div id="<form id>-thanks" hidden>) only when the submission was accepted.
9. Valid HTML: close every element, unique ids, no inline event handler attributes. Keep the file under 50 KB: no base64 images, no repetition.
10. Nothing invented: every fact on the page comes from the request, exactly as written (prices with their currency and decimals, dates, times, names, phone numbers, addresses). Never add testimonials, quotes, star ratings, client logos, statistics, awards, guarantees, prices, dates, times, agendas or people the request does not give. Where such a section would help but the request gives nothing, put a dashed box with the attribute data-placeholder saying what the owner should add (e.g. "Add a customer quote here"). Use the words of the request's own trade: no software terms for a café, no medical terms for a shop.

Sections each page type needs (at least these, in a sensible order; add others when the request gives their content):
${pageTypeGuide()}`;

export const GENERATE_SYSTEM_PROMPT = `You are a senior web designer and front-end developer. You write complete, production-quality landing pages as a single HTML file that looks designed by a professional: a clear visual hierarchy, a coherent palette fitting the industry, generous spacing, and persuasive copy written from the request (never lorem ipsum).

${PAGE_RULES}

Answer with the HTML document only: from <!doctype html> to </html>, no explanations, no markdown fences.`;

export function buildRepairPrompt(html: string, report: QualityReport): string {
  return `The page below failed these automated checks:

${formatReport(report)}

Fix every error while keeping the design and the content. ${PLACEHOLDERS_NOTE} Answer with the complete corrected HTML document only, from <!doctype html> to </html>.

${html}`;
}

export const EDIT_SYSTEM_PROMPT = `You edit an existing landing page (one self-contained HTML file) to carry out a change the user asks for. Change only what the request needs.

${PAGE_RULES}

${PLACEHOLDERS_NOTE}

Answer format, nothing else:
CHANGES:
- <one short line per change, in plain English, for the user>
then one or more edit blocks, each exactly:
<<<<<<< SEARCH
<lines copied exactly from the current page, enough to match only one place>
=======
<the replacement lines>
>>>>>>> REPLACE

Each SEARCH text must appear exactly once in the current page, character for character. To add something, SEARCH for the neighbouring lines and repeat them in the replacement with the addition.
If the change cannot be done on this page (it asks for something a static page cannot do, or is not about the page), answer only:
${CANNOT_APPLY_MARKER} <one sentence saying why, for the user>`;

export function buildEditPrompt(html: string, change: string): string {
  return `Requested change:\n${change}\n\nCurrent page:\n${html}`;
}

export const REWRITE_SYSTEM_PROMPT = `You edit an existing landing page (one self-contained HTML file) to carry out a change the user asks for, keeping everything else as it is.

${PAGE_RULES}

${PLACEHOLDERS_NOTE}

Answer format, nothing else:
CHANGES:
- <one short line per change, in plain English, for the user>
then the complete updated HTML document, from <!doctype html> to </html>.
If the change cannot be done on this page, answer only:
${CANNOT_APPLY_MARKER} <one sentence saying why, for the user>`;

export function buildRewritePrompt(html: string, change: string): string {
  return buildEditPrompt(html, change);
}
