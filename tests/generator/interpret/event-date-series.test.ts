/** A date corrected on a page with a series of dates is refused with the dates named, never guessed. */
import { describe, expect, it } from "vitest";
import { composePage } from "../../../src/generator/composer/compose.js";
import { EXAMPLE_NOW } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";
import type { PageRequest } from "../../../src/generator/types.js";

const series = (prompt: string) =>
  composePage(
    {
      landingPageType: "event-registration",
      industry: "education",
      companyName: "Taller Arcilla",
      title: "Taller",
      prompt,
      targetAudience: "",
      logoOption: "generate",
      logoData: null,
    } as unknown as PageRequest,
    { now: EXAMPLE_NOW },
  ).model;

describe("a date corrected on a page with several dates", () => {
  it.each([
    [
      "Taller de cerámica en cuatro sesiones: 20 de marzo de 2027, 27 de marzo de 2027, 3 de abril de 2027 y 10 de abril de 2027, a las 10:00, en Calle Mayor 5, Madrid.",
      "el taller empieza el 6 de marzo, no el 20",
    ],
    [
      "Pottery course in three sessions: 20 March 2027, 27 March 2027 and 3 April 2027, at 10:00, at 5 Mill Lane, York.",
      "the workshop starts on 6 March, not the 20th",
    ],
  ])("is refused with the page's dates named: %s", (prompt, say) => {
    const result = interpret(say, series(prompt), {});
    expect(result.ops).toHaveLength(1);
    expect(result.ops[0]).toMatchObject({ op: "refuse", part: say });
    expect((result.ops[0] as { why: string }).why).toMatch(
      /^(?:the page shows \d dates|la página muestra \d fechas) \(20 (de marzo de )?(March )?2027; 27/,
    );
  });
});
