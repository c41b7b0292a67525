/**
 * What a fresh review round of generated pages (corpus part F) found wrong as their customers read them,
 * one family per describe: each asserts the exact words the page now shows.
 */
import { describe, expect, it } from "vitest";
import type { PageRequest } from "../../src/generator/types.js";
import { compose, section } from "./compose-for-test.js";

const GAME =
  "Lanternfall is a hand-drawn puzzle adventure about a lighthouse keeper's daughter. Out on Steam and Nintendo Switch on 3 March 2027.";

describe("a section the description gives nothing for (issue 27.1)", () => {
  it("is written without invented facts, and the hero's second button leads to the owner's words", () => {
    const { model } = compose("product-launch", GAME, {
      companyName: "Lanternfall",
      industry: "entertainment",
    });
    expect(section(model, "features")?.placeholder).toBeUndefined();
    expect(model.toFill?.map((f) => f.kind)).toContain("features");
    // The about section holds no story of the owner's ("Out on Steam…"): its heading promises none.
    // "About Lanternfall" is a heading, not a button's words: the button says "See more".
    expect(section(model, "hero")?.secondaryCta).toEqual({ label: "See more", href: "#about" });
  });

  it("asks the owner for the product's features by the product's name", () => {
    const { model } = compose("product-launch", GAME, {
      companyName: "Lanternfall",
      industry: "entertainment",
    });
    expect(model.toFill?.find((f) => f.kind === "features")?.text).toMatch(/^What Lanternfall offers: /);
    const german = compose(
      "product-launch",
      "Griffbuch ist die neue App für Kletterhallen. Ab 3. März 2027.",
      {
        companyName: "Griffbuch",
      },
    );
    expect(german.model.toFill?.find((f) => f.kind === "features")?.text).toMatch(/^Das bietet Griffbuch: /);
  });
});

describe("a fact is said once, where a visitor looks for it", () => {
  it("lists no quantity beside the story that a price or an offer already shows", () => {
    const { model } = compose(
      "saas-signup",
      "Invoicing software for UK tradespeople. Connects with Xero and QuickBooks. Starter £9/month for 1 user, Team £25/month for up to 5 users. Free inspection of your books within 48 hours. Making Tax Digital ready.",
      { companyName: "Tradebook", industry: "technology" },
    );
    // The owner's two sentences are the features (nothing else lists any); no "1 user" quantity beside them.
    expect(section(model, "features")?.items.map((i) => i.title)).toEqual([
      "Connects with Xero and QuickBooks",
      "Free inspection of your books within 48 hours",
      "Making Tax Digital ready",
    ]);
    expect(section(model, "about")).toBeUndefined();
    expect(section(model, "pricing")?.items.map((i) => i.price)).toEqual([
      "£9/month for 1 user",
      "£25/month for up to 5 users",
    ]);
  });

  it("shows no age in the hero that only names a price's tier", () => {
    const { model } = compose(
      "event-registration",
      "Our 5k fun run around Victoria Park, Hackney, on Sunday 18 April 2027 at 10:00. Entry £15 for adults, £5 for under-16s, free for under-5s.",
      { companyName: "Friends of the Ward", industry: "nonprofit" },
    );
    expect(section(model, "hero")?.items.map((i) => i.title)).toEqual([
      "Sunday 18 April 2027 at 10:00",
      "Victoria Park, Hackney",
    ]);
  });

  it("shows who it is for by age when the description says so", () => {
    const { model } = compose(
      "business-homepage",
      "Piano lessons in my home studio in Paddington, Sydney. Beginners from age 6. Phone 0412 345 678.",
      { companyName: "Anna Lindqvist Piano", industry: "education" },
    );
    expect(section(model, "hero")?.items.map((i) => [i.title, i.href])).toEqual([
      ["Paddington, Sydney", undefined],
      ["From age 6", undefined],
      ["0412 345 678", "tel:+61412345678"],
    ]);
  });
});

describe("a price's name", () => {
  it("is never the word 'price' in another language", () => {
    const { model } = compose(
      "event-registration",
      "Retiro de yoga en Tarifa del 12 al 16 de mayo de 2027. Precio: 690 € en habitación compartida, 890 € en habitación individual.",
      { companyName: "Retiro Sal", industry: "fitness", timeZone: "Europe/Madrid" } as Partial<PageRequest>,
    );
    const price = section(model, "event-details")?.items.find((i) => i.title === "Precio");
    expect(price?.text).toBe("690 € en habitación compartida · 890 € en habitación individual");
  });
});

describe("what is for sale", () => {
  it("shows a multi-buy's count with its price, not in the dish's name", () => {
    const { model } = compose(
      "business-homepage",
      "Taco truck in Austin. Birria tacos 3 for $12, elote $5, horchata $4. Call or text (512) 555-0198.",
      { companyName: "La Taquera Rodante", industry: "food" },
    );
    const sold = model.sections.flatMap((s) =>
      s.items.filter((i) => i.price).map((i) => `${i.title}: ${i.price}`),
    );
    expect(sold).toEqual(["Birria tacos: 3 for $12", "Elote: $5", "Horchata: $4"]);
  });

  it("lists no delivery charge or free-delivery threshold as a product", () => {
    const { model } = compose(
      "e-commerce",
      "Small-batch hot sauces. Smoky Chipotle $14, Carolina Reaper 'Regret' $18. Three-bottle gift pack $38. Flat-rate shipping $9.95 Australia-wide, free over $60.",
      { companyName: "Reaper's Ridge Sauce Co.", industry: "food" },
    );
    expect(section(model, "products")?.items.map((i) => `${i.title}: ${i.price}`)).toEqual([
      "Smoky Chipotle: $14",
      "Carolina Reaper 'Regret': $18",
      "Three-bottle gift pack: $38",
    ]);
    const promised = model.sections.flatMap((s) => s.items.map((i) => i.title));
    // Two conditions, two badges.
    expect(promised).toEqual(
      expect.arrayContaining(["Flat-rate shipping $9.95 Australia-wide", "Free over $60"]),
    );
  });
});

describe("where and when, as the owner meant it", () => {
  it("gives an app no address from the countries its users are in", () => {
    const { model } = compose(
      "app-download",
      "Die App für Kletterhallen: Routen loggen, Fortschritt sehen und Freunde herausfordern. Über 120 Hallen in Deutschland, Österreich und der Schweiz. Premium 4,99 € im Monat.",
      { companyName: "Griffbuch", industry: "fitness" },
    );
    expect(section(model, "hero")?.eyebrow).toBe("App");
    expect(model.footer).toEqual([]);
  });

  it("shows no offer's deadline in the hero as if something happened that day", () => {
    const { model } = compose(
      "facebook-ads",
      "Two new escape rooms. £22 per person off-peak. Book before 31 January and get 15% off with code VAULT15. 8 Tariff Street, Manchester M1 2FF.",
      { companyName: "The Locked Vault", industry: "entertainment" },
    );
    expect(section(model, "hero")?.items.map((i) => i.title)).toEqual(["8 Tariff Street, Manchester M1 2FF"]);
  });
});

describe("a price card's button", () => {
  it("leads to the form in the hero of a lead page, not to the section it is in", () => {
    const { html } = compose(
      "lead-generation",
      "We prepare and file self-employed tax returns. Flat fee from $350 for a Schedule C return, $95 for each additional state. Call (208) 555-0147.",
      { industry: "finance", companyName: "Clearwater Tax Services", title: "Tax returns" },
    );
    // Any button style: without the review box (issue 27.1) the closing band may draw it as the main one.
    const buttons = [...html.matchAll(/<a class="btn(?: btn2)?" href="([^"]*)">([^<]*)<\/a>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(button).toEqual(["#hero", "Contact"]);
  });
});

describe("a plan's name", () => {
  it("is kept when it is a word that is usually a filler ('Plus') among other named plans", () => {
    const { model } = compose(
      "saas-signup",
      "Shiftly is staff scheduling software for restaurants. Plans: Basic £15 per month, Plus £35 per month, Pro £69 per month.",
      { industry: "technology", companyName: "Shiftly", title: "Shiftly" },
    );
    expect(section(model, "pricing")?.items.map((i) => i.title)).toEqual(["Basic", "Plus", "Pro"]);
  });

  it("is not made of a filler word before a lone price", () => {
    const { model } = compose(
      "business-homepage",
      "Hand-thrown mugs and bowls from our studio in Leeds. Mugs £18. Plus £5 postage on every order.",
      { companyName: "Kiln & Co", title: "Kiln & Co" },
    );
    const titles = model.sections.flatMap((s) => s.items.map((i) => i.title));
    expect(titles).not.toContain("Plus");
  });
});
