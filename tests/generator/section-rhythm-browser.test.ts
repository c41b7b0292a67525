/**
 * The space between sections, measured in Chromium for every named style: two neighbouring sections on
 * the same background (minimal's sections, a short page's two surface sections) stand one section padding
 * apart, as sections do across a colour edge; two paddings with nothing between them read as a hole.
 */
import { describe, expect, it } from "vitest";
import { renderStoredModel } from "../../src/generator/composer/compose.js";
import { chromiumPage } from "../../src/generator/composer/render/test-helpers.js";
import type { PageModel } from "../../src/generator/model.js";
import { STYLE_NAMES } from "../../src/generator/ops/schema.js";
import { compose } from "./compose-for-test.js";

const FULL = compose(
  "saas-signup",
  "Invoicing for freelancers. Send invoices, track payments, remind clients. Features: recurring invoices, multi-currency, expense tracking, tax reports. Plans: Solo 9 EUR/month, Team 29 EUR/month.",
  { title: "Billfold", companyName: "Billfold" },
).model;

/** A statement on its tint between plain sections: a seam must never pull a section over it. */
const STATEMENT = compose(
  "lead-generation",
  "Fahrradwerkstatt in Leipzig. Inspektion ab 49 €, Schlauchwechsel 15 €, kostenloser Check vor der Saison. Ruf an: 0341 555 1234. Karl-Liebknecht-Straße 12, Leipzig.",
  { title: "Radwerk Leipzig", companyName: "Radwerk Leipzig" },
).model;

/** A slim band of one offer between plain sections (its padding is its own, smaller than the rhythm's). */
const SLIM = compose(
  "facebook-ads",
  "Cerâmica feita à mão em Lisboa. Taças 18 €, pratos 24 €, canecas 14 €. Entrega grátis acima de 50 €. Encomendas por mensagem.",
  { title: "Barro Azul", companyName: "Barro Azul" },
).model;

/** A hero with no words under its headline and two lists: the short page whose sections share one band. */
function shortPage(model: PageModel): PageModel {
  const hero = model.sections.find((s) => s.kind === "hero");
  const lists = model.sections.filter((s) => s.kind === "features" || s.kind === "pricing");
  if (!hero || lists.length < 2) throw new Error("the description no longer gives features and pricing");
  return { ...model, sections: [{ ...hero, lead: "", items: [] }, ...lists.slice(0, 2)] };
}

const browserPage = chromiumPage();

interface Seam {
  between: string;
  gap: number;
  padding: number;
  /** The bottom padding of the section before, as drawn. */
  ownPadding: number;
  /** How far the section is drawn over the one before (its top above that one's bottom), in px. */
  overlap: number;
  same: boolean;
}

/** Each pair of neighbouring sections: the space between their contents, and whether they share a background. */
const seamsOfPage = (): Promise<Seam[]> =>
  browserPage().$$eval("main>section:not(#hero)", (sections) => {
    const body = getComputedStyle(document.body).backgroundColor;
    const ground = (s: Element) => {
      const cs = getComputedStyle(s);
      if (cs.backgroundImage !== "none") return `image ${s.id}`;
      return cs.backgroundColor === "rgba(0, 0, 0, 0)" ? body : cs.backgroundColor;
    };
    // One section padding as the style draws it at this width (--sec, a clamp), measured on a probe.
    const probe = document.body.appendChild(document.createElement("div"));
    probe.style.height = "var(--sec)";
    const rhythm = probe.getBoundingClientRect().height;
    probe.remove();
    const seams: Seam[] = [];
    for (let i = 1; i < sections.length; i++) {
      const [a, b] = [sections[i - 1], sections[i]];
      const contentBottom =
        a.getBoundingClientRect().bottom - Number.parseFloat(getComputedStyle(a).paddingBottom);
      const contentTop = b.getBoundingClientRect().top + Number.parseFloat(getComputedStyle(b).paddingTop);
      const padding = rhythm;
      const overlap = Math.round(a.getBoundingClientRect().bottom - b.getBoundingClientRect().top);
      const same = ground(a) === ground(b);
      seams.push({
        between: `${a.id}>${b.id}`,
        gap: Math.round(contentTop - contentBottom),
        padding,
        ownPadding: Number.parseFloat(getComputedStyle(a).paddingBottom),
        overlap,
        same,
      });
    }
    return seams;
  });

describe("sections on one background stand one padding apart", () => {
  it.each(STYLE_NAMES)(
    "in the %s style, on a full page, a short page, around a statement and a slim band",
    async (design) => {
      const seams: Seam[] = [];
      for (const model of [FULL, shortPage(FULL), STATEMENT, SLIM]) {
        await browserPage().setContent(
          renderStoredModel({ ...model, settings: { ...model.settings, design } }).html,
        );
        seams.push(...(await seamsOfPage()));
      }
      const shared = seams.filter((seam) => seam.same);
      for (const seam of shared)
        expect(seam.gap, seam.between).toBeLessThanOrEqual(Math.ceil(seam.padding * 1.05));
      // A section keeps its words clear: one on another background is never drawn over, and one on the
      // same background never by more than its own padding (less a margin).
      for (const seam of seams.filter((s) => !s.same))
        expect(seam.overlap, seam.between).toBeLessThanOrEqual(0);
      for (const seam of shared) expect(seam.overlap, seam.between).toBeLessThanOrEqual(seam.ownPadding - 24);
      if (design === "minimal") expect(shared.length).toBeGreaterThan(1);
    },
  );
});
