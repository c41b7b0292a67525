/**
 * An item named by two short words ("Oat bar", "Hot dog") is a name like any other: its card and its
 * price stay on the page (the oat bar was dropped, and the FAQ read "Lavender bar: £6; £6").
 */
import { expect, it } from "vitest";
import { compose, pageWords } from "./compose-for-test.js";

it("keeps an item named by two short words, with its price, in the cards and the FAQ", () => {
  const { model, html } = compose(
    "e-commerce",
    "Handmade soap from Bath. Products: Lavender bar £6, Oat bar £6, Gift box of 3 bars £16. Orders: hi@bathbars.co.uk.",
    { companyName: "Bath Bars", title: "Bath Bars handmade soap", industry: "e-commerce" },
  );
  const titles = model.sections.flatMap((s) => s.items.map((i) => i.title));
  expect(titles).toContain("Oat bar");
  expect(pageWords(html)).toContain("Oat bar: £6");
  expect(pageWords(html)).not.toContain("£6; £6");
});
