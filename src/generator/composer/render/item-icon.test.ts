/**
 * An item's icon comes from its name before its line: "Rooms — breakfast included" is a room (a key),
 * not a meal; the line decides only when the name names nothing drawable.
 */
import { describe, expect, it } from "vitest";
import { itemIcon } from "./item-icon.js";

describe("item icons by meaning", () => {
  it.each([
    [{ title: "Rooms", text: "Breakfast included" }, "hotel", "key-round"],
    [{ title: "Guided hikes", text: "Lunch and transport included" }, "tour", "mountain"],
    [{ title: "Sourdough loaves", text: "Delivered on Saturdays" }, "bakery", "chef-hat"],
  ] as const)("takes %o's icon from its name", (item, kind, icon) => {
    expect(itemIcon({ ...item }, kind)).toBe(icon);
  });

  it("takes the line's icon when the name names nothing drawable", () => {
    expect(itemIcon({ title: "The Saturday box", text: "Free delivery in Leeds" }, "bakery")).toBe("truck");
  });

  it.each([
    [{ title: "Navy Strength Gin 57% ABV" }, "food-product"],
    [{ title: "Key features: local experts" }, "estate-agent"],
    [{ title: "Websites for food brands" }, "freelancer"],
    [{ title: "Night trains" }, "newsletter"],
    [{ title: "Spin classes", icon: "graduation-cap" }, "gym"],
    [{ title: "Rent collection" }, "saas"],
    [{ title: "Oak kitchen in Truro" }, "other"],
    [{ title: "Kitchen fitting" }, "home-services"],
  ] as const)("draws no icon for %o when its word means something else in a %s", (item, kind) => {
    expect(itemIcon({ ...item }, kind)).toBeUndefined();
  });

  it.each([
    [{ title: "Strength training" }, "gym", "dumbbell"],
    [{ title: "Replacement keys and locks" }, "home-services", "lock"],
    [{ title: "Two nights in the Alps" }, "hotel", "key-round"],
    [{ title: "Primera consulta gratis" }, "accountancy", "handshake"],
    [{ title: "Erste Konsultation" }, "clinic", "stethoscope"],
    [{ title: "Shop-floor coaching" }, "consultancy", "handshake"],
    [{ title: "Bio-Kaffee" }, "cafe", "coffee"],
    [{ title: "The autumn collection" }, "fashion", "shopping-bag"],
    [{ title: "Our kitchen" }, "restaurant", "utensils"],
  ] as const)("reads %o in a %s's context as %s", (item, kind, icon) => {
    expect(itemIcon({ ...item }, kind)).toBe(icon);
  });

  it("ignores the business's own name in an item ('Atelier Nord gets back to you' is no class)", () => {
    expect(
      itemIcon({ title: "Atelier Nord gets back to you" }, "fashion", {
        companyName: "Atelier Nord",
        industry: "fashion",
      }),
    ).toBeUndefined();
  });

  it("reads an ambiguous word by the business's industry too (a runners' newsletter's strength workouts)", () => {
    const runners = { companyName: "Run Notes", industry: "fitness" } as const;
    expect(itemIcon({ title: "Strength workouts" }, "newsletter", runners)).toBe("dumbbell");
    expect(itemIcon({ title: "Strength workouts" }, "newsletter")).toBeUndefined();
  });

  it("draws a lock for locking, never for a key that is an adjective", () => {
    expect(itemIcon({ title: "Lock pages for review" }, "saas")).toBe("lock");
    expect(itemIcon({ title: "Key metrics dashboard" }, "saas")).not.toBe("lock");
  });
});
