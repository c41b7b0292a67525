/**
 * A product's colours changed in plain words on a generated page (rules/variant.ts, ops/variant-ops.ts):
 * the top banner's chip changes and the page's colours stay; a request for the page's colour on the same
 * page still recolours it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readModelBlock } from "../../../src/generator/composer/compose.js";
import { generatePage, iteratePage } from "../../../src/generator/index.js";
import type { PageRequest } from "../../../src/generator/types.js";
import { NOW } from "../composer-requests.js";

const request = (companyName: string, title: string, prompt: string): PageRequest =>
  ({
    landingPageType: "product-launch",
    industry: "other",
    companyName,
    title,
    prompt,
    targetAudience: "",
    logoOption: "generate",
    logoData: null,
  }) as PageRequest;

let english = "";
let polish = "";

beforeAll(async () => {
  english = (
    await generatePage(
      request(
        "Fieldwork",
        "A light rain jacket",
        "Fieldwork makes a light waterproof rain jacket for city cycling. Colours: Charcoal, Moss and Oat. £129.",
      ),
      { now: NOW },
    )
  ).html;
  polish = (
    await generatePage(
      request(
        "Volt Miejski",
        "Lekki rower elektryczny do miasta",
        "Volt Miejski to lekki rower elektryczny do miasta. Zasięg do 80 km. Kolory: grafitowy, miętowy i piaskowy. Cena w przedsprzedaży 4 990 zł.",
      ),
      { now: NOW },
    )
  ).html;
});

const model = (html: string) => readModelBlock(html)!;
const chip = (html: string) => model(html).sections[0]!.items.find((i) => i.icon === "palette")?.title;

async function changed(html: string, say: string) {
  const result = await iteratePage(html, say);
  if (!result.ok) throw new Error(`expected a change, got: ${result.message}`);
  return result;
}

describe("the product's colours on the page", () => {
  it("en: a fourth colour joins the chip; the page's colours stay", async () => {
    const result = await changed(english, "add a fourth colour: Coral");
    expect(chip(result.html)).toBe("Charcoal · Moss · Oat · Coral");
    expect(result.html).toContain("Charcoal · Moss · Oat · Coral");
    expect(model(result.html).settings.palette).toEqual(model(english).settings.palette);
    expect(result.applied).toEqual(["Added the colour “Coral” to the product's colours"]);
    const green = await changed(english, "we added a fourth colour, forest green");
    expect(chip(green.html)).toBe("Charcoal · Moss · Oat · Forest green");
  });

  it("en: the brand colour said on the same page still recolours it", async () => {
    const result = await changed(english, "change the main colour to red");
    expect(chip(result.html)).toBe("Charcoal · Moss · Oat");
    expect(model(result.html).settings.palette).not.toEqual(model(english).settings.palette);
  });

  it("pl: a colour added and one taken out change the chip, not the palette", async () => {
    const added = await changed(polish, "dodaj kolor czerwony");
    expect(chip(added.html)).toBe("Grafitowy · miętowy · piaskowy · czerwony");
    expect(model(added.html).settings.palette).toEqual(model(polish).settings.palette);
    expect(added.applied).toEqual(["Dodano kolor „Czerwony” do kolorów produktu"]);
    const removed = await changed(polish, "usuń kolor piaskowy");
    expect(chip(removed.html)).toBe("Grafitowy · miętowy");
    expect(removed.html).not.toContain("piaskowy");
  });

  it("pl: the page's colour said on the same page still recolours it", async () => {
    const result = await changed(polish, "zmień kolor główny na czerwony");
    expect(model(result.html).settings.palette).not.toEqual(model(polish).settings.palette);
    expect(chip(result.html)).toBe("Grafitowy · miętowy · piaskowy");
  });
});
