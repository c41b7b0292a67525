/** A later price the owner put in brackets ("$39 (then $49)") is set as one clean line: "$39, then $49". */
import { describe, expect, it } from "vitest";
import { compose } from "../compose-for-test.js";

/** The text of every price the page sets, each as one line (its spans joined without spaces). */
const priceTexts = (html: string): string[] =>
  [...html.matchAll(/<span data-edit="[^"]*\.price"[^>]*>([\s\S]*?<\/span>)?[^<]*<\/span>/g)].map((m) =>
    m[0].replace(/<[^>]+>/g, ""),
  );

describe("a 'then' price in brackets joins its first price with a comma", () => {
  it.each([
    [
      "Loop, a habit tracker app for iOS. Launch price $39 (then $49). Syncs with Apple Health.",
      "Launch price $39, then $49",
    ],
    [
      "Kernel, a code-review bot for small teams. Early access £12 a month (then £20).",
      "Early access £12 a month, then £20",
    ],
    [
      "Inkwell, a journaling app. First year €19 (then €29/year). Works offline.",
      "First year €19, then €29/year",
    ],
  ])("%s → %s", (prompt, line) => {
    const { html } = compose("product-launch", prompt, { companyName: "Loop", title: "Loop" });
    expect(priceTexts(html)).toContain(line);
    const shown = html
      .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, "")
      .replace(/<[^>]+>/g, "");
    expect(shown).not.toMatch(/\(\s*,|\(\s*then/u);
  });
});
