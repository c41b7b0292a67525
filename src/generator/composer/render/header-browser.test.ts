/**
 * The top bar and footer on a phone as Chromium draws them: a long company name wraps inside the screen
 * ("Müller & Partner Steuerberatung" ran 18 px off a 375 px phone), a short one keeps its single line.
 */
import { describe, expect, it } from "vitest";
import { compose } from "../../../../tests/generator/compose-for-test.js";
import { atPhoneWidth, chromiumPage } from "./test-helpers.js";

const browserPage = chromiumPage();

describe("the page's bar and footer on a phone", () => {
  it.each([
    ["Müller & Partner Steuerberatung", 2],
    ["Kancelaria Adwokacka Wiśniewski i Wspólnicy", 2],
    ["Fiordo", 1],
  ])("keep “%s” within 375 px, on at most %i line(s)", async (companyName, lines) => {
    const { html } = compose(
      "business-homepage",
      "Tax advice in Stuttgart for freelancers and small firms: income tax, VAT, bookkeeping. First meeting free. Call 0711 248 9930.",
      { title: "Tax advice for the self-employed", companyName },
    );
    const page = browserPage();
    await atPhoneWidth(page, async () => {
      await page.setContent(html);
      const { scroll, right, height, lineHeight } = await page.$eval(".top .brand", (brand) => {
        const name = brand.querySelector("span") as Element;
        return {
          scroll: document.documentElement.scrollWidth,
          right: Math.max(
            ...[...document.querySelectorAll(".brand")].map((b) => b.getBoundingClientRect().right),
          ),
          height: name.getBoundingClientRect().height,
          lineHeight: Number.parseFloat(getComputedStyle(name).lineHeight) || 20,
        };
      });
      expect(scroll).toBeLessThanOrEqual(375);
      expect(right).toBeLessThanOrEqual(375);
      expect(Math.round(height / lineHeight)).toBeLessThanOrEqual(lines);
    });
  });
});
