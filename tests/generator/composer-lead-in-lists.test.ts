/**
 * A sentence that only leads into a list the page already shows ("You will learn when …, how … and which
 * …" beside those three topics) is not pasted again into the about section.
 */
import { expect, it } from "vitest";
import { compose, section } from "./compose-for-test.js";

it("does not repeat a webinar's topics in its about section under 'You will learn'", () => {
  const { model } = compose(
    "webinar",
    "A free 45-minute webinar on Thursday 14 January 2027 at 18:00 GMT with chartered accountant Priya Raman. You will learn when to register for VAT, how the flat rate scheme works and which records to keep. Live Q&A at the end.",
    { companyName: "Clearbooks Academy", title: "VAT for freelancers, explained", industry: "finance" },
  );
  const about = section(model, "about")?.items.map((i) => i.title) ?? [];
  expect(about.some((t) => /You will learn/.test(t))).toBe(false);
  expect(section(model, "learn")?.items.map((i) => i.title)).toContain("Which records to keep");
});

it("does not list 'leave your details' among a lead page's services", () => {
  const { model } = compose(
    "lead-generation",
    "We install solar panels and home batteries for houses in Utrecht and surroundings. Free roof check and quote within 5 working days. Installation usually takes one day. Call 030 245 8890 or leave your details.",
    { companyName: "Greenline Solar", title: "Solar panels for your roof", industry: "consulting" },
  );
  const titles = model.sections.flatMap((s) => s.items.map((i) => i.title));
  expect(titles.some((t) => /leave your details/i.test(t))).toBe(false);
  expect(titles).toContain("Free roof check");
});

it("leaves out a short lead-in sentence whose list the page shows, instead of keeping its first item", () => {
  const { model } = compose(
    "webinar",
    "Free webinar on 3 February 2027 at 16:00 CET. 45 minutes plus Q&A. We cover subject lines, segmentation and win-back flows. Register and get the recording.",
    { companyName: "Growthwise", title: "Email that converts", industry: "marketing" },
  );
  const about = section(model, "about")?.items.map((i) => i.title) ?? [];
  expect(about.join(" | ")).not.toMatch(/covers? subject lines/i);
  expect(about).toContain("45 minutes plus Q&A");
});

it("keeps 'available 24 hours a day, 365 days a year' as one point, not a fragment beginning '365 days'", () => {
  const { model } = compose(
    "business-homepage",
    "Independent funeral directors in Norwich since 1921. Available 24 hours a day, 365 days a year on 01603 555 210. Simple funerals from £1,950. Pre-paid funeral plans.",
    { companyName: "Hollis & Sons", title: "Hollis & Sons", industry: "other" },
  );
  const lines = model.sections.flatMap((s) => s.items.map((i) => i.title));
  expect(lines.some((t) => /^365 days/.test(t))).toBe(false);
  expect(lines.some((t) => /24 hours a day, 365 days a year/.test(t))).toBe(true);
});

it.each([
  [
    "app-download",
    "Running app for beginners. Features: couch-to-5K plans, audio coaching, progress charts. Free on iOS and Android.",
    "Couch-to-5K plans",
  ],
  [
    "business-homepage",
    "Yoga studio in Manchester. Class times: Mon 7:00 and 18:30, Wed 18:30, Sat 9:30. Drop-in £12.",
    "Sat 9:30",
  ],
  [
    "business-homepage",
    "Bakery in Haarlem. Our range: sourdough, currant buns, apple pie. Open Monday to Saturday.",
    "sourdough",
  ],
] as const)(
  "a labelled list ('Features: …') is never the hero's second sentence, and stays on the page (%s)",
  (type, description, kept) => {
    const { html, model } = compose(type, description, {
      companyName: "Acme",
      title: "Acme",
      industry: "other",
    });
    expect(section(model, "hero")?.lead ?? "").not.toMatch(/:\s/);
    expect(html).toContain(kept);
  },
);
