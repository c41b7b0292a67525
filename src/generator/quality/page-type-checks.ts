/** Checks that the page fits its landing-page type: required sections, no navigation on ad pages, form in hero. */
import type { HtmlElement } from "html-validate";
import type { LandingPageType } from "../../core/page-options.js";
import {
  REQUIRED_SECTIONS,
  TYPES_WITH_FORM_IN_HERO,
  TYPES_WITHOUT_NAVIGATION,
} from "../composer/page-types.js";
import { attr, error, type PageCheck, warning } from "./context.js";

/** The `data-section` names in document order (duplicates kept once). */
export function sectionNames(root: HtmlElement): string[] {
  const names = root.querySelectorAll("[data-section]").map((element) => attr(element, "data-section"));
  return [...new Set(names.filter(Boolean))];
}

function isKnownType(type: string): type is LandingPageType {
  return Object.hasOwn(REQUIRED_SECTIONS, type);
}

export const checkRequiredSections: PageCheck = ({ root, landingPageType }) => {
  if (!isKnownType(landingPageType)) {
    return [warning("page-type", `Unknown landing-page type "${landingPageType}"; sections not checked.`)];
  }
  const present = new Set(sectionNames(root));
  return REQUIRED_SECTIONS[landingPageType]
    .filter((name) => !present.has(name))
    .map((name) =>
      error(
        "required-section",
        `A ${landingPageType} page needs a "${name}" section (an element with data-section="${name}").`,
      ),
    );
};

export const checkNoNavigationOnAds: PageCheck = ({ root, landingPageType }) => {
  if (!isKnownType(landingPageType) || !TYPES_WITHOUT_NAVIGATION.includes(landingPageType)) return [];
  return root.querySelectorAll('nav, [role="navigation"]').length > 0
    ? [
        error(
          "no-navigation",
          "Ad landing pages keep one focused call to action: remove the navigation menu.",
        ),
      ]
    : [];
};

export const checkFormInHero: PageCheck = ({ root, landingPageType }) => {
  if (!isKnownType(landingPageType) || !TYPES_WITH_FORM_IN_HERO.includes(landingPageType)) return [];
  const hero = root.querySelector('[data-section="hero"]');
  if (!hero) return []; // the required-section check already reports the missing hero
  return hero.querySelector("form")
    ? []
    : [error("form-in-hero", `A ${landingPageType} page shows its form in the hero, above the fold.`)];
};

export const PAGE_TYPE_CHECKS: PageCheck[] = [checkRequiredSections, checkNoNavigationOnAds, checkFormInHero];
