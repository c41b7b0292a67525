/**
 * What a designer marks down first on a short description's page: a few words in a wide empty band. Names
 * alone are tiles, one fact or one line is a statement band, and an owner's photo leads the hero.
 */
import { describe, expect, it } from "vitest";
import { compose } from "../../../../tests/generator/compose-for-test.js";
import type { PageModel } from "../../model.js";
import { STYLE_NAMES } from "../../ops/schema.js";
import { renderStoredModel } from "../compose.js";
import { STYLES } from "../styles/index.js";
import { HERO_LAYOUTS, type HeroLayout, heroLayoutOf } from "./layouts.js";
import { sectionOf } from "./test-helpers.js";

const OFFERINGS = new Set(["services", "features", "benefits", "learn", "projects"]);

const styled = (model: PageModel, design: (typeof STYLE_NAMES)[number]) =>
  renderStoredModel({ ...model, settings: { ...model.settings, design } }).html;

const NAMES = compose(
  "business-homepage",
  "Funerária em Braga há 40 anos. Serviços: atendimento 24 horas, cremação e transladação. Telefone 253 123 456.",
  { title: "Funerária Paz", companyName: "Funerária Paz" },
).model;

/** Three services, each with the owner's line under it. */
const DESCRIBED = compose(
  "business-homepage",
  "Plumber in Leeds.\n- Blocked drains: cleared the same day with a camera survey.\n- Boiler repairs: all makes, Gas Safe registered.\n- Burst pipes: we come within the hour.",
  { title: "FixIt Plumbing", companyName: "FixIt Plumbing" },
).model;

describe("offerings that are names alone", () => {
  it.each(STYLE_NAMES)("are tiles in the %s style, every name kept", (design) => {
    const services = NAMES.sections.find(
      (s) => OFFERINGS.has(s.kind) && s.items.length >= 2 && s.items.every((it) => !it.text),
    );
    expect(services).toBeDefined();
    const html = sectionOf(styled(NAMES, design), services!.kind);
    expect(html).toContain('data-layout="tiles"');
    expect(html).not.toMatch(/class="(row|card|numbered)"/);
    for (const item of services!.items) expect(html).toContain(item.title);
  });

  it.each(STYLE_NAMES)("keep the %s style's own layout when they say more than their names", (design) => {
    const services = DESCRIBED.sections.find((s) => OFFERINGS.has(s.kind) && s.items.some((it) => it.text));
    expect(services).toBeDefined();
    expect(sectionOf(styled(DESCRIBED, design), services!.kind)).not.toContain('data-layout="tiles"');
  });
});

describe("one fact or one line", () => {
  it("an event's single practical fact is said as a statement with its label, not a lone card", () => {
    const { model, html } = compose(
      "event-registration",
      "Monthly Rust meetup with two talks. Thursday 8 January 2027, 18:30. Free, pizza included.",
      { title: "Rust Meetup #14", companyName: "Rust Amsterdam" },
    );
    const details = model.sections.find((s) => s.kind === "event-details");
    expect(details?.items).toHaveLength(1);
    if (!details) return;
    const section = sectionOf(html, "event-details");
    expect(section).toContain('data-layout="statement"');
    expect(section).not.toContain("card fact");
    expect(section).toContain(details.items[0]!.title);
    // The date's day and month are one unbreakable run ("8 January"): the words are read without tags.
    expect(section.replace(/<[^>]+>/g, "")).toContain(details.items[0]!.text!);
  });

  it("a statement is a band on the brand's tint, tighter than a full section", () => {
    const { html } = compose(
      "saas-signup",
      "Ledgerly connects to your bank and Stripe and reconciles transactions automatically. Month-end close in 2 hours instead of 3 days. 14-day free trial.",
      { title: "Ledgerly — bookkeeping that closes itself", companyName: "Ledgerly" },
    );
    expect(sectionOf(html, "about")).toContain('data-layout="statement"');
    const rule = html.match(/section\[data-layout=statement\]\{([^}]*)\}/)?.[1] ?? "";
    expect(rule).toContain("background:var(--tn)");
    expect(rule).toMatch(/padding:clamp\(48px,7vw,88px\) 0/);
  });
});

describe("an owner's photo", () => {
  const PHOTO_LED: HeroLayout[] = ["full-bleed", "panels", "split", "asymmetric", "editorial", "stacked"];
  it.each(STYLE_NAMES)("leads the hero in the %s style, whatever the page's seed", (design) => {
    for (let seed = 0; seed < 40; seed++) {
      const model = { ...DESCRIBED, settings: { ...DESCRIBED.settings, seed } };
      const layout = heroLayoutOf(model, STYLES[design], "photo");
      expect(PHOTO_LED).toContain(layout);
      expect(HERO_LAYOUTS[layout].photo).toBe(true);
    }
  });

  it("keeps the styles' drawings and forms where they were", () => {
    const layouts = new Set<HeroLayout>();
    for (const design of STYLE_NAMES)
      for (let seed = 0; seed < 20; seed++)
        layouts.add(
          heroLayoutOf({ ...DESCRIBED, settings: { ...DESCRIBED.settings, seed } }, STYLES[design], "art"),
        );
    expect(layouts.has("centred")).toBe(true);
    expect(layouts.has("card")).toBe(true);
  });
});
