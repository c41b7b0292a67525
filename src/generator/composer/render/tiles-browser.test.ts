/**
 * Tiles and statement bands as Chromium draws them in every style: the number or icon in a chip is seen
 * (a style's white-on-brand chip on a tile's white chip background drew an empty square), and names alone
 * fill the width in rows of even tiles.
 */
import { describe, expect, it } from "vitest";
import { compose } from "../../../../tests/generator/compose-for-test.js";
import { STYLE_NAMES } from "../../ops/schema.js";
import { renderStoredModel } from "../compose.js";
import { chromiumPage } from "./test-helpers.js";

const MODEL = compose(
  "saas-signup",
  "Shiftboard builds your staff rota in minutes, handles swaps and tracks hours for payroll. Free for up to 10 staff.",
  { title: "Rota planning for restaurants", companyName: "Shiftboard" },
).model;

const browserPage = chromiumPage();

/** WCAG contrast of two computed rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).map(Number).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

describe("tiles in Chromium", () => {
  it.each(STYLE_NAMES)(
    "show their chips' numbers or icons and fill one row in the %s style",
    async (design) => {
      const html = renderStoredModel({ ...MODEL, settings: { ...MODEL.settings, design } }).html;
      await browserPage().setContent(html);
      const tiles = await browserPage().$$eval(".tiles > *", (els) =>
        els.map((el) => {
          const chip = el.querySelector(".ic") as HTMLElement;
          const style = getComputedStyle(chip);
          const box = el.getBoundingClientRect();
          return { color: style.color, back: style.backgroundColor, top: box.top, width: box.width };
        }),
      );
      expect(tiles.length).toBe(3);
      for (const tile of tiles) {
        const back = tile.back === "rgba(0, 0, 0, 0)" ? "rgb(255, 255, 255)" : tile.back;
        if (tile.back !== "rgba(0, 0, 0, 0)") expect(contrast(tile.color, back)).toBeGreaterThan(3);
      }
      expect(new Set(tiles.map((t) => Math.round(t.top))).size).toBe(1);
      expect(Math.max(...tiles.map((t) => t.width)) - Math.min(...tiles.map((t) => t.width))).toBeLessThan(2);
    },
  );
});
