/**
 * Requests about the page as a whole: translation, the navigation, the footer, the hero picture, size and
 * emphasis (a defined set of style flags, composer/engine/style-tweaks.ts), mobile layout, swapping sections.
 */
import type { PageModel, StyleTweaks } from "../model.js";
import type { ChangeRule } from "./change-rules.js";
import { findSectionKinds, pricedKinds, shownName } from "./section-names.js";
import { readTranslationRequest } from "./translate.js";

const REMOVE = /\b(?:remove|delete|drop(?!-)|get rid of|take out|take away|hide|lose|no|without)\b/i;
const BIGGER = /\b(?:bigger|larger|huger|more prominent|bolder|increase|enlarge|scale up|grow)\b/i;
const SMALLER = /\b(?:smaller|tinier|less prominent|reduce|shrink|scale down|decrease)\b/i;

/**
 * "the menu" is a restaurant's dishes when the page has a section called so or the request speaks of
 * dishes or prices; otherwise it is the navigation menu.
 */
function isFoodMenu(request: string, model: PageModel): boolean {
  if (/\b(?:dish(?:es)?|food|drinks?|prices?|lunch|dinner|breakfast|section|items?|course)\b/i.test(request))
    return true;
  if (["restaurant", "cafe", "bakery", "bar", "hotel", "food-product"].includes(model.kind)) {
    return !/\b(?:nav(?:igation)?|header|top|links)\b/i.test(request);
  }
  return model.sections.some((s) => /\bmenu\b/i.test(`${s.heading} ${s.eyebrow ?? ""}`));
}

export const TRANSLATION_REFUSAL =
  "Translating needs the AI provider (LLM_PROVIDER); the built-in composer keeps your own words.";

function tweak(model: PageModel, change: StyleTweaks, said: string): { applied: string } {
  model.settings.style = { ...model.settings.style, ...change };
  return { applied: said };
}

/** Reached only without an AI provider, or when no language was named (translate.ts runs the others). */
export const TRANSLATION_RULE: ChangeRule = {
  apply(request) {
    if (readTranslationRequest(request)) return { refused: TRANSLATION_REFUSAL };
    if (/\btranslat\w*/i.test(request))
      return { refused: "Say which language, e.g. “translate the page into Italian”." };
    return null;
  },
};

export const PAGE_RULES: ChangeRule[] = [
  {
    apply(request, model) {
      if (
        !/\b(?:nav(?:igation)?(?: bar| menu)?|navbar|menu bar|top menu|main menu|header links)\b/i.test(
          request,
        ) &&
        !(/\bmenu\b/i.test(request) && !isFoodMenu(request, model))
      )
        return null;
      if (REMOVE.test(request)) {
        model.settings.hideNavigation = true;
        return { applied: "Removed the navigation menu" };
      }
      if (/\b(?:add|show|bring back|restore|put back)\b/i.test(request)) {
        model.settings.hideNavigation = false;
        return { applied: "The navigation menu is shown again" };
      }
      return null;
    },
  },
  {
    apply(request) {
      if (
        !/\b(?:stack|one (?:under|below) (?:the )?other|single column|responsive)\b/i.test(request) ||
        !/\b(?:mobile|phones?|small screens?)\b/i.test(request)
      )
        return null;
      return {
        applied:
          "Cards already stack one under another on screens narrower than 560 px, so the page already works this way on phones",
      };
    },
  },
  {
    apply(request, model) {
      if (!/\b(?:headline|heading|h1|title)\b/i.test(request) || /\bto\b|:/.test(request)) return null;
      if (BIGGER.test(request)) return tweak(model, { headline: "bigger" }, "Made the headline bigger");
      if (SMALLER.test(request)) return tweak(model, { headline: "smaller" }, "Made the headline smaller");
      return null;
    },
  },
  {
    apply(request, model) {
      if (
        !/\b(?:hero|header|top|main)\s+(?:image|picture|photo|illustration|art(?:work)?|graphic)\b|\b(?:image|picture|photo|illustration) (?:in the hero|at the top)\b/i.test(
          request,
        )
      )
        return null;
      if (BIGGER.test(request)) return tweak(model, { heroImage: "bigger" }, "Made the hero picture bigger");
      if (SMALLER.test(request))
        return tweak(model, { heroImage: "smaller" }, "Made the hero picture smaller");
      if (REMOVE.test(request))
        return tweak(model, { heroImage: "hidden" }, "Removed the picture from the hero");
      if (/\b(?:show|bring back|restore|put back)\b/i.test(request)) {
        const { heroImage: _, ...rest } = model.settings.style ?? {};
        model.settings.style = rest;
        return { applied: "The hero picture is shown again" };
      }
      return {
        refused:
          "To use your own hero photo, upload it with the page's images; I can make the hero picture bigger, smaller or remove it",
      };
    },
  },
  {
    apply(request, model) {
      if (/\bbuttons?\b/i.test(request) && BIGGER.test(request) && !/\bto\b|:/.test(request))
        return tweak(model, { buttons: "bigger" }, "Made the buttons bigger");
      if (
        !/\b(?:spacing|space|whitespace|white space|breathing room|padding|room|airy|airier|cramped|denser|tighter|compact)\b/i.test(
          request,
        )
      )
        return null;
      if (/\b(?:more|bigger|larger|increase|airy|airier|cramped)\b/i.test(request))
        return tweak(model, { spacing: "more" }, "Added more space between sections");
      if (/\b(?:less|smaller|reduce|denser|tighter|compact)\b/i.test(request))
        return tweak(model, { spacing: "less" }, "Tightened the space between sections");
      return null;
    },
  },
  {
    apply(request, model) {
      if (
        !/\b(?:premium|luxurious|luxury|elegant|upscale|high-end|classier|classy|sophisticated)\b/i.test(
          request,
        ) ||
        // "Premium is now $5.99 per month" is about a plan called Premium, not the look; so is a new name
        // ("rename Pro to Premium", "call the box 'Luxury box'").
        /\d/.test(request) ||
        /^(?:rename|retitle|call)\b/i.test(request)
      )
        return null;
      return tweak(
        model,
        { premium: true },
        "Gave the page a more premium look: tighter headings, softer deeper shadows, rounder buttons, more space",
      );
    },
  },
  {
    apply(request, model) {
      if (!/\bfooter\b/i.test(request) || !REMOVE.test(request)) return null;
      if (model.footer.length === 0) return { refused: "The footer shows only the copyright line already" };
      model.footer = [];
      return { applied: "Removed the contact details from the footer (it keeps the copyright line)" };
    },
  },
  {
    apply(request, model) {
      if (
        !/\b(?:swap|switch|exchange|interchange|trade)\b/i.test(request) ||
        /\b(?:theme|colou?r|font|mode|dark|light|serif)\b/i.test(request) ||
        // "swap our phone number for 0161 …", "swap the headline for: …": a new value, not two sections.
        /\b(?:phone|number|e-?mail|address|headline|heading|title|subtitle|sub-?headline|button|text|name|price)\b.*\b(?:for|with|to)\b/i.test(
          request,
        )
      )
        return null;
      const order = model.sections.map((s) => s.kind);
      let a: number;
      let b: number;
      if (/\blast two\b/i.test(request)) {
        a = order.length - 2;
        b = order.length - 1;
      } else if (/\bfirst two\b/i.test(request)) {
        a = 1;
        b = 2;
      } else {
        const kinds = findSectionKinds(
          request,
          model.source.landingPageType,
          order,
          pricedKinds(model),
        ).filter((k) => order.includes(k));
        if (kinds.length < 2)
          return { refused: "Name the two sections to swap: swap the pricing and the FAQ" };
        a = order.indexOf(kinds[0]);
        b = order.indexOf(kinds[1]);
      }
      if (a < 1 || b < 1) return { refused: "The hero stays at the top; name two other sections to swap" };
      const sections = model.sections;
      [sections[a], sections[b]] = [sections[b], sections[a]];
      return {
        applied: `Swapped the ${shownName(sections[b])} and ${shownName(sections[a])} sections`,
      };
    },
  },
];
