/**
 * Opening on a day the page says is closed: the new hours are added, and "closed Mondays" leaves the
 * visible text, the hours and the footer, so the page never says both.
 */
import { describe, expect, it } from "vitest";
import { readModelBlock } from "../../src/generator/composer/compose.js";
import { generatePage, iteratePage } from "../../src/generator/index.js";
import type { PageRequest } from "../../src/generator/types.js";
import { ITERATE_NOW } from "./iterate-pages.js";

const cafe = (prompt: string): PageRequest => ({
  landingPageType: "business-homepage",
  industry: "food",
  companyName: "Kávé & Kifli",
  title: "Kávé & Kifli",
  targetAudience: "",
  prompt,
  logoOption: "generate",
  logoData: null,
});

/** What a visitor reads: the page without its scripts and the stored model. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

async function iterated(prompt: string, change: string) {
  const page = await generatePage(cafe(prompt), { now: ITERATE_NOW });
  const result = await iteratePage(page.html, change, { now: ITERATE_NOW });
  if (!result.ok) throw new Error(result.message);
  return { result, model: readModelBlock(result.html)!, text: visibleText(result.html) };
}

describe("opening on a day the page said was closed", () => {
  it("adds the day and takes the closed claim off the page", async () => {
    const before = visibleText(
      (
        await generatePage(
          cafe("A café at Ráday utca 12, Budapest. Open Tuesday to Sunday 7:30–16:00, closed Mondays."),
          { now: ITERATE_NOW },
        )
      ).html,
    );
    expect(before).toContain("closed Mondays");

    const { result, model, text } = await iterated(
      "A café at Ráday utca 12, Budapest. Open Tuesday to Sunday 7:30–16:00, closed Mondays.",
      "we now open on Mondays, 8:00–12:00",
    );
    expect(result.applied).toEqual([
      "Added to the opening hours: Monday 8:00–12:00 (and took “closed Mondays” off the page)",
    ]);
    expect(text).not.toMatch(/closed Mondays/i);
    // The owner's sentence gave all the hours; it still does.
    expect(text).toContain("Open Tuesday to Sunday 7:30–16:00; Monday 8:00–12:00.");
    const hours = model.sections.find((s) => s.kind === "hours")!;
    expect(hours.items.map((i) => [i.title, i.text])).toEqual([
      ["Tuesday to Sunday", "7:30–16:00"],
      ["Monday", "8:00–12:00"],
    ]);
  });

  it("leaves a closed claim that names other days too, as the owner wrote it", async () => {
    const { result, text } = await iterated(
      "A café at Ráday utca 12, Budapest. Open Wednesday to Sunday 7:30–16:00, closed Mondays and Tuesdays.",
      "we also open on Mondays 8:00–12:00",
    );
    // …and says so, so the owner can change their sentence.
    expect(result.applied).toEqual([
      "Added to the opening hours: Monday 8:00–12:00; your own text still says “A café at Ráday utca 12, Budapest. Open Wednesday to Sunday 7:30–16:00, closed Mondays and Tuesdays.” (change that text if it is no longer true)",
    ]);
    expect(text).toContain("closed Mondays and Tuesdays");
  });

  it("lists the new day wherever the page listed all its hours, and keeps the footer's hours together", async () => {
    const { result, model, text } = await iterated(
      "Family café on Rua das Flores 12, Porto. Specialty coffee from €1.80. Open Mon–Sat 8:00–18:00, closed Sundays. Call +351 22 123 4567.",
      "we're now open on Sundays 9-14 too",
    );
    expect(result.applied).toEqual([
      "Added to the opening hours: Sun 9:00–14:00 (and took “closed Sundays” off the page)",
    ]);
    const faq = model.sections.find((s) => s.kind === "faq")!;
    const open = faq.items.find((item) => /open/i.test(item.title))!;
    expect(open.text).toBe("Mon–Sat 8:00–18:00; Sun 9:00–14:00.");
    expect(model.footer.map((f) => f.text)).toEqual([
      "Rua das Flores 12, Porto",
      "Mon–Sat 8:00–18:00",
      "Sun 9:00–14:00",
      "+351 22 123 4567",
    ]);
    expect(text).not.toMatch(/closed Sundays/i);
  });
});
