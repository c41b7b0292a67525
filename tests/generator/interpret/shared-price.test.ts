/**
 * One item priced for several names ("GCSE & A-level: £40/hour"): a new price said for some of them gives
 * those their own item and price, and never reprices the others; said for all of them, it is the item's.
 */
import { expect, it } from "vitest";
import { iteratePage } from "../../../src/generator/index.js";
import { compose, pageWords } from "../compose-for-test.js";

const TUTOR = compose(
  "lead-generation",
  "One-to-one maths tutoring in Bristol. GCSE & A-level: £40/hour. KS3 catch-up sessions: £30/hour. Call 0117 496 0321.",
  { companyName: "Clifton Maths Tutoring", title: "Maths tutoring in Bristol", industry: "education" },
).html;

it("gives A-level its own price and keeps GCSE at the old one", async () => {
  const result = await iteratePage(TUTOR, "A-level lessons are £45 an hour now");
  if (!result.ok) return expect.unreachable(result.message);
  const text = pageWords(result.html);
  expect(text).toMatch(/GCSE:? £40\/hour/);
  expect(text).toMatch(/A-level:? £45\/hour/);
  expect(text).not.toMatch(/GCSE &(amp;)? A-level/);
  expect(text).toContain("£30/hour");
});

it("reprices the shared item when every one of its names is said", async () => {
  const result = await iteratePage(TUTOR, "GCSE and A-level are £45 an hour now");
  if (!result.ok) return expect.unreachable(result.message);
  const text = pageWords(result.html);
  expect(text).toMatch(/GCSE &(amp;)? A-level/);
  expect(text).toContain("£45/hour");
  expect(text).not.toContain("£40/hour");
});

const GROOMER = compose(
  "business-homepage",
  "Dog grooming in York. Services: Bath and brush £30, Full groom £45, Nail trim £10. Call 01904 555 010.",
  { companyName: "Muddy Paws", title: "Dog grooming in York", industry: "other" },
).html;

it("reprices a service done in steps when it is called by its first word", async () => {
  for (const say of ["the bath is £32 now", "bath now £32"]) {
    const result = await iteratePage(GROOMER, say);
    if (!result.ok) return expect.unreachable(result.message);
    const text = pageWords(result.html);
    expect(text).toMatch(/Bath and brush:? £32/);
    expect(text).not.toContain("£30");
    expect(text).toContain("£45");
  }
});
