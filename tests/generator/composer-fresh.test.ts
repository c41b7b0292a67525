/**
 * What a fresh review round of generated pages (corpus part F) found wrong as their customers read them,
 * one family per describe: each asserts the exact words the page now shows.
 */
import { describe, expect, it } from "vitest";
import type { Industry, LandingPageType } from "../../src/core/page-options.js";
import { composePage } from "../../src/generator/composer/compose.js";
import type { PageModel, Section, SectionKind } from "../../src/generator/model.js";
import type { PageRequest } from "../../src/generator/types.js";

const NOW = new Date("2026-11-22T10:00:00Z");

function compose(
  type: LandingPageType,
  prompt: string,
  extra: Partial<PageRequest> = {},
): { model: PageModel; html: string } {
  const request = {
    landingPageType: type,
    industry: "other" as Industry,
    companyName: "Owner Co",
    title: "Owner Co",
    targetAudience: "",
    prompt,
    logoOption: "generate",
    logoData: null,
    ...extra,
  } as PageRequest;
  return composePage(request, { now: NOW });
}

const section = (m: PageModel, kind: SectionKind): Section | undefined =>
  m.sections.find((s) => s.kind === kind);

const GAME =
  "Lanternfall is a hand-drawn puzzle adventure about a lighthouse keeper's daughter. Out on Steam and Nintendo Switch on 3 March 2027.";

describe("a box still to fill in", () => {
  it("is never where the hero's second button leads: it leads to the first section with the owner's words", () => {
    const { model } = compose("product-launch", GAME, {
      companyName: "Lanternfall",
      industry: "entertainment",
    });
    expect(section(model, "features")?.placeholder).toBeDefined();
    expect(section(model, "hero")?.secondaryCta).toEqual({ label: "Our story", href: "#about" });
  });

  it("names the product in a features box's heading", () => {
    const { model } = compose("product-launch", GAME, {
      companyName: "Lanternfall",
      industry: "entertainment",
    });
    expect(section(model, "features")?.heading).toBe("What Lanternfall offers");
    const german = compose(
      "product-launch",
      "Griffbuch ist die neue App für Kletterhallen. Ab 3. März 2027.",
      {
        companyName: "Griffbuch",
      },
    );
    expect(section(german.model, "features")?.heading).toBe("Das bietet Griffbuch");
  });
});
