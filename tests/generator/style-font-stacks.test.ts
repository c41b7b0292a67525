/**
 * Font stacks fall back to a face of their own family before the platform's UI font: placed early,
 * `system-ui` won on every machine without Inter or Avenir, and on Linux that is DejaVu Sans, a wide face
 * that is neither a grotesque nor a geometric sans (every technical, minimal and bold page looked alike).
 */
import { describe, expect, it } from "vitest";
import { GEOMETRIC, GROTESQUE, HUMANIST, SYSTEM } from "../../src/generator/composer/styles/fonts.js";
import { STYLES } from "../../src/generator/composer/styles/index.js";

const families = (stack: string) => stack.split(",").map((f) => f.trim().replace(/"/g, ""));

describe("font stacks", () => {
  it.each([
    ["grotesque", GROTESQUE, ["Helvetica Neue", "Arial", "Liberation Sans"]],
    ["geometric", GEOMETRIC, ["Century Gothic", "Liberation Sans"]],
  ])("the %s stack names its own faces before system-ui", (_, stack, faces) => {
    const list = families(stack);
    for (const face of faces) expect(list.indexOf(face)).toBeGreaterThanOrEqual(0);
    for (const face of faces) expect(list.indexOf(face)).toBeLessThan(list.indexOf("system-ui"));
  });

  it("keeps the platform's UI font first only in the system stack", () => {
    expect(families(SYSTEM)[0]).toBe("system-ui");
    for (const style of Object.values(STYLES))
      for (const stack of [style.fonts.sans, style.fonts.serif])
        if (stack !== SYSTEM) expect(families(stack)[0]).not.toBe("system-ui");
  });
});

describe("the humanist body stack", () => {
  it("names a narrower Linux face before the platform's UI font (DejaVu Sans)", () => {
    const list = families(HUMANIST);
    expect(list).not.toContain("DejaVu Sans");
    expect(list.indexOf("Liberation Sans")).toBeLessThan(list.indexOf("system-ui"));
  });
});
