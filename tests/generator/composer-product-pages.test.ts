/**
 * Product pages name the product, not its maker (issue 27.3), and their closing band always leads
 * somewhere: stores the owner names show as badges, a plan list's siblings stay plans.
 */
import { describe, expect, it } from "vitest";
import { platformStores } from "../../src/generator/composer/engine/store-badges.js";
import { productName } from "../../src/generator/composer/write/context.js";
import { compose, section } from "./compose-for-test.js";

describe("the product's name", () => {
  it.each([
    ["app-download", "Moss Garden", "Quiet Fox Studio", "Moss Garden"],
    ["product-launch", "Lantern Drift", "Small Hours Games", "Lantern Drift"],
    ["saas-signup", "RouteWise fleet dashboard", "RouteWise", "RouteWise"],
    ["business-homepage", "Moss Garden", "Quiet Fox Studio", "Quiet Fox Studio"],
    ["app-download", "Pixel Pond – a cozy fishing game", "Tiny Lantern Games", "Pixel Pond"],
    ["product-launch", "Lumo: the wireless desk lamp", "Lumo Labs", "Lumo"],
  ] as const)("%s titled %j by %j is %j", (landingPageType, title, companyName, expected) => {
    expect(
      productName({ landingPageType, title, companyName, prompt: "", industry: "other", targetAudience: "" }),
    ).toBe(expected);
  });

  it("heads an app's sections with the app, and shows the stores it names without links", () => {
    const { model, html } = compose(
      "app-download",
      "Pixel Pond is a cosy fishing game for phones. Available on iOS and Android. 40 ponds, no ads.",
      { title: "Pixel Pond", companyName: "Tiny Lantern Games" },
    );
    const download = section(model, "download");
    expect(download?.heading).toContain("Pixel Pond");
    // The model keeps only linked stores; the section's words name both, so both badges show, unlinked.
    expect(download?.items).toEqual([]);
    for (const s of model.sections) expect(s.heading ?? "").not.toMatch(/Tiny Lantern Games/);
    const band = html.slice(html.indexOf('id="download"'));
    expect(band).toContain('<span role="img" aria-label="App Store">');
    expect(band).toContain('<span role="img" aria-label="Google Play">');
  });

  it("shows the stores the banner names when the download band has no words of its own", () => {
    const { html } = compose(
      "app-download",
      "Pixel Pond is a cozy fishing game for iOS and Android. No ads.",
      {
        title: "Pixel Pond – a cozy fishing game",
        companyName: "Tiny Lantern Games",
      },
    );
    const band = html.slice(html.indexOf('id="download"'));
    expect(band).toContain('<span role="img" aria-label="App Store">');
    expect(band).toContain('<span role="img" aria-label="Google Play">');
  });

  it("links a store badge only where the owner gave the store's address", () => {
    const { model, html } = compose(
      "app-download",
      "Pixel Pond is a cosy fishing game. Get it at https://apps.apple.com/app/pixel-pond/id123. Also on Android.",
      { title: "Pixel Pond", companyName: "Tiny Lantern Games" },
    );
    const items = section(model, "download")?.items ?? [];
    expect(items).toEqual([{ title: "App Store", href: "https://apps.apple.com/app/pixel-pond/id123" }]);
    expect(html).not.toMatch(/<a [^>]*aria-label="Google Play/);
  });
});

describe("stores named in any language", () => {
  it.each([
    "Ptasi Atlas rozpoznaje ptaki po śpiewie. Dostępna na Androida i iOS.",
    "Vogelatlas erkennt Vögel am Gesang. Für iPhone und Android.",
  ])("%j shows both stores", (prompt) => {
    expect(platformStores(prompt)).toEqual(["App Store", "Google Play"]);
  });
});

describe("a list of plans", () => {
  it("keeps every tier priced per the same period in the pricing, none as a service", () => {
    const { model } = compose(
      "lead-generation",
      "Commercial cleaning for offices in Bristol. Basic plan £90/week, Standard £150/week, Premium £220/week.",
    );
    const pricing = section(model, "pricing")?.items.map((i) => i.title) ?? [];
    expect(pricing).toEqual(["Basic plan", "Standard", "Premium"]);
    for (const s of model.sections.filter((s) => s.kind !== "pricing"))
      expect(s.items.map((i) => i.title)).not.toContain("Standard");
  });
});

describe("a product named with its year", () => {
  const wines =
    "Cantina Sassi, vini dalle colline del Chianti dal 1962. Chianti Classico DOCG 2021 a 18 €, Riserva 2019 a 32 €, Vin Santo 0,375 l a 24 €. Spedizione gratuita da 6 bottiglie.";

  it("keeps the vintage in the product's name on its card, and says the price list once", () => {
    const { model, html } = compose("e-commerce", wines, {
      title: "Vini del Chianti",
      companyName: "Cantina Sassi",
    });
    const cards = model.sections.flatMap((s) => s.items).filter((item) => item.price);
    expect(cards.map((item) => [item.title, item.price])).toEqual([
      ["Chianti Classico DOCG 2021", "18 €"],
      ["Riserva 2019", "32 €"],
      ["Vin Santo 0,375 l", "24 €"],
    ]);
    // The sentence the cards show whole is not pasted again as "Riserva 2019 a" beside "32 €".
    expect(html).not.toMatch(/2019 a</);
  });

  it("still reads a launch date before a price as when, not as the product's name", () => {
    const { model } = compose("product-launch", "Launching 15 March 2027 for €129. A wireless desk lamp.", {
      title: "Lumo lamp",
      companyName: "Lumo Labs",
    });
    const titles = model.sections.flatMap((s) => s.items).map((item) => item.title);
    expect(titles.join(" ")).not.toContain("Launching 15 March 2027");
  });
});
