/**
 * French pages write times spaced ("18 h 30"): they are read as times, a new time is written the same way,
 * and the event's machine-readable start follows it.
 */
import { describe, expect, it } from "vitest";
import { generatePage, iteratePage } from "../../../src/generator/index.js";
import { timeAsPageWrites } from "../../../src/generator/interpret/time-role.js";
import { clock } from "../../../src/generator/interpret/values.js";

describe("spaced French times", () => {
  it.each([
    ["18 h 30", 18 * 60 + 30],
    ["19 h", 19 * 60],
    ["18h30", 18 * 60 + 30],
  ])("%s is a clock time", (said, minutes) => {
    expect(clock(said)?.minutes).toBe(minutes);
  });

  it("writes a new time as the page writes its old one", () => {
    expect(timeAsPageWrites("19:15", "18 h 30")).toBe("19 h 15");
    expect(timeAsPageWrites("19h", "18 h 30")).toBe("19 h");
  });

  it("moves a webinar written at 18 h 30, its structured start too", async () => {
    const page = await generatePage({
      landingPageType: "webinar",
      industry: "marketing",
      companyName: "Atelier SEO local",
      title: "Le SEO local pour les artisans",
      prompt:
        "Webinaire gratuit : le SEO local pour les artisans. Mardi 16 mars 2027 à 18 h 30 (heure de Paris), durée 1 h. Animé par Julien Morel, consultant SEO. 200 places.",
      targetAudience: "",
      logoOption: "generate",
      logoData: null,
    });
    const changed = await iteratePage(page.html, "décale à 19 h 15");
    expect(changed.ok).toBe(true);
    if (!changed.ok) return;
    expect(changed.html).toContain("Mardi 16 mars 2027 à 19 h 15");
    expect(changed.html).not.toContain("18 h 30");
    expect(changed.html).toContain('"startDate":"2027-03-16T19:15"');
    const longer = await iteratePage(page.html, "la durée passe à 1 h 30");
    expect(longer.ok && longer.html.includes("18 h 30") && longer.applied.join(" ")).toContain("1 h 30");
  });
});
