/**
 * The hero's drawing shows what the business does: a "Clínica dentária" (classed as a clinic by its first
 * word) opens on the dentist's mirror whatever the page's seed, never on a GP's stethoscope.
 */
import { describe, expect, it } from "vitest";
import { compose } from "../../../../tests/generator/compose-for-test.js";
import { SCENES } from "../scenes/index.js";
import { allocateScenes } from "./scene.js";

const drawing = (id: keyof typeof SCENES) =>
  SCENES[id]({ idPrefix: "hero-" }).replace("<svg", '<svg class="art"');

describe("the hero's drawing", () => {
  it("is the trade the opening names, not the kind's generic drawing, for every seed", () => {
    const { model } = compose(
      "google-ads",
      "Clínica dentária no centro de Lisboa. Implantes, branqueamento e ortodontia invisível.",
      {
        title: "Implantes dentários em Lisboa",
        companyName: "Clínica Dental Sorriso",
        industry: "healthcare",
      },
    );
    const hero = model.sections.find((s) => s.kind === "hero")!;
    for (let seed = 0; seed < 16; seed++) {
      const art = allocateScenes({ ...model, settings: { ...model.settings, seed } });
      expect(art.get(hero.id)).toBe(drawing("tooth-mirror"));
    }
  });
});

describe("a page's drawings", () => {
  const heroArt = (type: Parameters<typeof compose>[0], prompt: string, title: string) => {
    const { model } = compose(type, prompt, { title, companyName: title });
    return allocateScenes(model).get(model.sections.find((s) => s.kind === "hero")!.id) ?? "";
  };

  it.each([
    [
      "a town",
      "Hardware shop in Bergamo since 1962: tools, paint, screws and key cutting.",
      "Rossi Hardware",
    ],
    [
      "a speaker",
      "Free webinar on cold-chain logistics with Tomas Berg, head of fleet at FrostLine.",
      "Cold chain",
    ],
    ["a service area", "Window cleaning for homes in Bergen op Zoom and Roosendaal.", "Clear View"],
  ])("take no picture from the name of %s", (_, prompt, title) => {
    expect(heroArt("business-homepage", prompt, title)).not.toBe(drawing("mountain-trail"));
  });
});
