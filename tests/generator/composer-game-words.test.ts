import { describe, expect, it } from "vitest";
import { compose, section } from "./compose-for-test.js";

const visible = (html: string) =>
  html
    .replace(/<(script|style|template|head)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, "\n")
    .replace(/\s+/g, " ");

const GAME =
  "Ember Hollow is a cozy farming game about a fox who rebuilds a burnt village. Grow 40 crops and befriend 12 villagers. Coming to Steam on 14 March 2027. Wishlist it on Steam today.";

describe("a Steam game's page speaks of the game", () => {
  const { model, html } = compose("app-download", GAME, {
    title: "Ember Hollow",
    companyName: "Quiet Oak Studio",
    industry: "entertainment",
  });

  it("asks visitors to wishlist it on Steam, once, with its own button", () => {
    expect(section(model, "hero")?.cta?.label).toBe("Wishlist on Steam");
    expect(visible(html)).not.toContain("Wishlist it on Steam today");
  });

  it("names the game and its store where the app page would say 'on your phone'", () => {
    expect(section(model, "download")?.heading).toBe("Ember Hollow on Steam");
    expect(visible(html)).not.toMatch(/on your phone|In the app|Work email|Company/);
  });

  it("is written in the page's language", () => {
    const de = compose(
      "app-download",
      "Ember Hollow ist ein gemütliches Farmspiel über einen Fuchs, der ein Dorf wieder aufbaut. 40 Pflanzen und 12 Dorfbewohner. Erscheint am 14. März 2027 auf Steam. Setz es jetzt auf deine Steam-Wunschliste.",
      { title: "Ember Hollow", companyName: "Quiet Oak Studio" },
    );
    expect(section(de.model, "hero")?.cta?.label).toBe("Auf die Steam-Wunschliste");
    expect(section(de.model, "download")?.heading).toBe("Ember Hollow auf Steam");
  });

  it("leaves an app that is no game its app words", () => {
    const app = compose(
      "app-download",
      "Budget app that sorts your spending into categories. Free on iPhone and Android.",
      {
        title: "Penny",
        companyName: "Penny",
      },
    );
    expect(section(app.model, "hero")?.cta?.label).not.toMatch(/Steam|Wishlist/);
  });
});

describe("a launch page asking to wishlist on Steam", () => {
  const { model, html } = compose(
    "product-launch",
    "Hollowmere is a cosy puzzle adventure about a fox keeping the lighthouse lit. Coming to Steam on 12 March 2027. Wishlist it on Steam now. 40 hand-drawn islands.",
    { title: "Hollowmere", companyName: "Lantern Fox Games", industry: "entertainment" },
  );

  it("is a game's page even when the description never says 'game'", () => {
    expect(section(model, "hero")?.cta?.label).toBe("Wishlist on Steam");
  });

  it("never lists the owner's call to action as a feature", () => {
    const features = model.sections.flatMap((s) =>
      s.kind === "features" ? s.items.map((i) => i.title) : [],
    );
    expect(features.join(" | ")).not.toMatch(/Wishlist/);
    expect(visible(html)).not.toContain("Wishlist it on Steam now");
  });

  it("has a form whose button asks for what the form does, not a store it cannot reach", () => {
    const signup = section(model, "signup");
    expect(signup?.form?.submitLabel).toBeDefined();
    expect(signup?.form?.submitLabel).not.toMatch(/Steam|Wishlist/);
  });
});
