/** A form the owner asks for beside a look ("with a signup form for our newsletter") is on the page. */
import { describe, expect, it } from "vitest";
import { compose } from "./compose-for-test.js";

describe("a form asked for is made", () => {
  it("puts a newsletter sign-up on a business page and publishes neither the look nor the ask", () => {
    const { model, html } = compose(
      "business-homepage",
      "We repair bikes in Leeds. Call 0113 496 0012. Warm and earthy, with a signup form for our newsletter.",
      { companyName: "Spoke & Chain", title: "Bike repairs" },
    );
    expect(model.sections.map((s) => s.kind)).toContain("subscribe");
    // The form's "for our newsletter" does not say what the business is.
    expect(model.sections[0]?.eyebrow).not.toBe("Newsletter");
    const shown = html.replace(/<script[\s\S]*?<\/script>/g, "");
    expect(shown).not.toMatch(/earthy|signup form for our/i);
  });
});
