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
});
