/** Issue 27.6: a business is classed by what it does, not by the places it has worked for. */
import { describe, expect, it } from "vitest";
import { compose } from "./compose-for-test.js";

describe("a business that names its past work", () => {
  it.each([
    "Interior designer based in Bristol. I design calm, practical rooms for homes and small offices. Recent projects include a Victorian terrace in Clifton, a yoga studio and a dental clinic waiting room.",
    "Interior designer in Leeds. Clients include a dental practice, a gym and two cafés.",
  ])("is not classed as one of its clients: %s", (prompt) => {
    const { model } = compose("business-homepage", prompt);
    expect(["dentist", "gym", "cafe", "clinic"]).not.toContain(model.kind);
  });

  it("is still the dentist a dentist's description says it is", () => {
    const { model } = compose(
      "business-homepage",
      "Family dentist in Kraków. We have worked with patients of all ages since 2004.",
    );
    expect(model.kind).toBe("dentist");
  });
});
