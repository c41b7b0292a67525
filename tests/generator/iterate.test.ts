/** Iteration of composer pages: each kind of change, several at once, refusals, and a downloaded file. */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readModelBlock } from "../../src/generator/composer/compose.js";
import { generatePage, iteratePage } from "../../src/generator/index.js";
import type { IterateResult } from "../../src/generator/types.js";
import { NOW, requestFor } from "./composer-requests.js";

let homepage = "";
let webinar = "";
let _leads = "";

beforeAll(async () => {
  homepage = (await generatePage(requestFor("business-homepage", "fitness"), { now: NOW })).html;
  webinar = (await generatePage(requestFor("webinar", "education"), { now: NOW })).html;
  _leads = (await generatePage(requestFor("lead-generation", "consulting"), { now: NOW })).html;
});

function ok(result: IterateResult) {
  if (!result.ok) throw new Error(`expected success, got: ${result.message}`);
  expect(result.report.ok).toBe(true);
  return { ...result, stored: readModelBlock(result.html)! };
}

const order = (html: string) => readModelBlock(html)!.sections.map((section) => section.kind);

describe("iteratePage on composer pages", () => {
  it("switches to the dark theme and back to light", async () => {
    const dark = ok(await iteratePage(homepage, "make it dark"));
    expect(dark.applied).toEqual(["Switched to the dark theme"]);
    expect(dark.stored.settings.scheme).toBe("dark");
    expect(dark.html).toContain('<meta name="color-scheme" content="dark">');
    expect(dark.html).not.toContain("prefers-color-scheme");
    const light = ok(await iteratePage(dark.html, "light theme please"));
    expect(light.stored.settings.scheme).toBe("light");
  });

  it("changes the main colour by name or hex, keeping contrast", async () => {
    const green = ok(await iteratePage(homepage, "use green"));
    // Green as named, darkened until white text on it passes AA.
    expect(green.stored.settings.palette.primary).toBe("#12863d");
    const hex = ok(await iteratePage(homepage, "#1e40af as the main colour"));
    expect(hex.stored.settings.palette.primary).toBe("#1e40af");
    expect(hex.html).toContain("--p:#1e40af");
  });

  it("sets the headline, subheadline and button text (quoted or not, commas included)", async () => {
    const r = ok(
      await iteratePage(
        homepage,
        'Change the headline to Strong, calm and ready. Set the subheadline to "Classes for every level, every day" and set the button text to Book a free class',
      ),
    );
    expect(r.applied).toEqual([
      expect.stringMatching(/ to “Strong, calm and ready”$/),
      expect.stringMatching(/ to “Classes for every level, every day”$/),
      expect.stringMatching(/ to “Book a free class”$/),
    ]);
    expect(r.html).toMatch(/<h1 id="hero-h"[^>]*>Strong, calm and ready<\/h1>/);
    expect(r.html).toContain("Classes for every level, every day");
    expect(r.html).toMatch(/>Book a free class<\/a>/);
  });

  it("adds, removes and moves sections", async () => {
    expect(order(webinar)).not.toContain("faq");
    const added = ok(
      await iteratePage(
        webinar,
        "add a question: Is there a recording? answer: Yes, for everyone who registers.",
      ),
    );
    expect(order(added.html)).toContain("faq");
    expect(added.report.sections).toContain("faq");
    const top = ok(await iteratePage(added.html, "move the FAQ to the top"));
    expect(order(top.html)[1]).toBe("faq");
    const last = ok(await iteratePage(top.html, "move the FAQ to the end"));
    expect(order(last.html).at(-1)).toBe("faq");
    const removed = ok(await iteratePage(last.html, "remove the FAQ"));
    expect(order(removed.html)).not.toContain("faq");
  });

  it("says so when there is nothing to shorten, and charges nothing", async () => {
    const shorter = await iteratePage(homepage, "make it shorter");
    expect(shorter.ok).toBe(false);
    if (!shorter.ok) expect(shorter.message).toContain("Nothing to shorten");
  });

  it("asks for what goes in a section the page has nothing for, and publishes no empty box", async () => {
    const r = await iteratePage(homepage, "add a team section");
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.message).toContain("Your page has nothing yet to put in a Team section; say what goes in it");
  });

  it("renames the company and the title, sets the form action and the font", async () => {
    const r = ok(
      await iteratePage(
        homepage,
        "change the company name to Summit Gym, change the title to Train smarter, send the form to https://example.com/hooks/leads and use a serif font",
      ),
    );
    // The headline was the page's title, so the owner's new title is the headline they see too.
    expect(r.applied).toHaveLength(5);
    expect(r.stored.source.companyName).toBe("Summit Gym");
    expect(r.title).toBe("Train smarter");
    expect(r.stored.sections[0]?.heading).toBe("Train smarter");
    expect(r.html).toContain(">SG</text>");
    expect(r.html).toContain('action="https://example.com/hooks/leads"');
    expect(r.stored.settings.font).toBe("serif");
  });

  it("applies several changes in one message, and names the part it could not do", async () => {
    const r = ok(await iteratePage(webinar, "make it dark and add a gallery, then remove the countdown"));
    expect(r.applied).toEqual(["Switched to the dark theme", "Removed the Countdown section"]);
    // A gallery needs the owner's photos: that part is named as not done, with why.
    expect(r.notApplied).toEqual([expect.stringContaining("Gallery section; say what goes in it")]);
  });

  it("applies what it can and lists the rest", async () => {
    const r = ok(await iteratePage(homepage, "make it dark and play some music"));
    expect(r.applied).toEqual(["Switched to the dark theme"]);
    // The part not applied now says why, with the closest phrasing understood (issue 11).
    expect(r.notApplied).toEqual([
      expect.stringMatching(/^“play some music” — not understood; the closest I understand: /),
    ]);
  });

  it("answers change_not_applied with what it can do for an unknown request", async () => {
    const r = await iteratePage(homepage, "add a unicorn that sings");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe("change_not_applied");
    expect(r.message).toContain("“add a unicorn that sings”");
    expect(r.supported.length).toBeGreaterThan(5);
  });

  it("keeps the sections a page type requires", async () => {
    const r = await iteratePage(webinar, "remove the topics");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain("A Webinar page needs its Learn section, so it stays");
  });

  it("iterates a downloaded file from the file alone", async () => {
    const dir = mkdtempSync(join(tmpdir(), "composer-"));
    const file = join(dir, "page.html");
    writeFileSync(file, homepage);
    const r = ok(await iteratePage(readFileSync(file, "utf8"), "make it dark"));
    const again = ok(await iteratePage(r.html, "use orange"));
    expect(again.stored.settings.scheme).toBe("dark");
    expect(again.stored.source).toEqual(readModelBlock(homepage)!.source);
  });

  it("drops the navigation menu and adds the style changes' CSS to the page", async () => {
    expect(homepage).toContain('<nav aria-label="Main">');
    const r = ok(
      await iteratePage(homepage, "remove the navigation, make the headline bigger and add more spacing"),
    );
    expect(r.html).not.toContain("<nav");
    expect(r.html).toContain("h1{font-size:clamp(2.6rem,6.4vw,4.8rem)}");
    expect(r.html).toContain("section{padding:clamp(84px,12vw,140px) 0}");
    expect(r.stored.settings).toMatchObject({
      hideNavigation: true,
      style: { headline: "bigger", spacing: "more" },
    });
  });

  it("refuses pages it did not make, explaining why", async () => {
    const r = await iteratePage(
      "<!doctype html><html lang=en><title>x</title><h1>Hi</h1></html>",
      "make it dark",
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain("can only change pages it made");
  });
});
