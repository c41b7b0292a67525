/**
 * A dated event or webinar leads with its date, set large the way a poster does: the day the owner wrote,
 * its month and weekday in the page's language. The tile is a picture of the date the facts already say.
 */
import { describe, expect, it } from "vitest";
import { compose } from "../../../../tests/generator/compose-for-test.js";
import { STYLE_NAMES } from "../../ops/schema.js";
import { renderStoredModel } from "../compose.js";
import { PIXEL, sectionOf } from "./test-helpers.js";

/** The tile's words in order ("Mar 5 Friday"), or null when the hero has none. */
function tile(html: string): string | null {
  const m = sectionOf(html, "hero").match(/<div class="hx-date" aria-hidden="true">([\s\S]*?)<\/div>/);
  return m
    ? m[1]!
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim()
    : null;
}

const layout = (html: string) => html.match(/<section id="hero"[^>]*data-layout="([\w-]+)"/)?.[1];

describe("poster hero", () => {
  it.each([
    [
      "event-registration",
      "Natural wine tasting night at Vine Cellar, Friday 5 March 2027, 7pm. Tickets £35.",
      "Mar 5 Friday",
    ],
    [
      "event-registration",
      "Rust Meetup Köln am 12. Februar 2027, 18:30 Uhr im Startplatz. Eintritt frei.",
      "Feb 12 Freitag",
    ],
    [
      "webinar",
      "Webinar gratuito para profesores: la IA en el aula, miércoles 10 de febrero de 2027 a las 18:00 (CET).",
      "feb 10 miércoles",
    ],
  ])("sets a dated %s's day, month and weekday large in the page's language", (type, prompt, words) => {
    const { html } = compose(type as "webinar", prompt, { title: "The evening", companyName: "Host" });
    expect(layout(html)).toBe("poster");
    expect(tile(html)).toBe(words);
  });

  it("leaves the weekday out when the owner named another one for that date", () => {
    // 5 March 2027 is a Friday.
    const { html } = compose("event-registration", "Open studio on Thursday 5 March 2027 at 6pm in Leeds.", {
      title: "Open studio",
      companyName: "Clay Room",
    });
    expect(tile(html)).toBe("Mar 5");
  });

  it("keeps a photo-led hero when the owner gave a photo, and no tile on an undated event", () => {
    const photo = compose("event-registration", "Sunset yoga on the beach, Saturday 12 June 2027 at 7pm.", {
      title: "Sunset yoga",
      companyName: "Shore Yoga",
      images: [{ role: "hero", dataUrl: PIXEL, alt: "The beach", width: 1600, height: 1067 }],
    });
    expect(layout(photo.html)).not.toBe("poster");
    expect(tile(photo.html)).toBeNull();
    const undated = compose("event-registration", "Community river clean-up. Gloves and bags provided.", {
      title: "River clean-up",
      companyName: "Friends of the River",
    });
    expect(tile(undated.html)).toBeNull();
  });

  it("sets the date three ways (a tile, a ticket on the brand colour, a ruled figure), by style and seed", () => {
    const { model } = compose(
      "event-registration",
      "Natural wine tasting night at Vine Cellar, Friday 5 March 2027, 7pm. Tickets £35.",
      {
        title: "Pottery evening",
        companyName: "Clay Room",
      },
    );
    const variants = new Set<string>();
    for (const design of STYLE_NAMES)
      for (let seed = 0; seed < 6; seed++) {
        const html = renderStoredModel({ ...model, settings: { ...model.settings, design, seed } }).html;
        if (layout(html) === "poster")
          variants.add(html.match(/class="hero hero-poster pv-(\w+)/)?.[1] ?? "none");
      }
    expect([...variants].sort()).toEqual(["figure", "ticket", "tile"]);
  });
});
