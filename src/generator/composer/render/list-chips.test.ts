import { describe, expect, it } from "vitest";
import { listChip } from "./parts.js";

const kinds = (icons: (string | undefined)[]) =>
  icons.map((_, i) => {
    const chip = String(listChip(icons, i, true) ?? "");
    if (chip.includes("<svg")) return "icon";
    if (chip.includes('class="ic mk"')) return "dot";
    return /class="ic no"[^>]*>(\d+)</.exec(chip)?.[1] ?? "none";
  });

describe("a list's chips mean something or are numbers, never a column of dots", () => {
  it("numbers a list where one item in five names something drawable", () => {
    expect(kinds([undefined, undefined, "coffee", undefined, undefined])).toEqual([
      "01",
      "02",
      "03",
      "04",
      "05",
    ]);
  });

  it("keeps the icons, and a dot for the odd one out, when most items name something drawable", () => {
    expect(kinds(["wrench", undefined, "clock"])).toEqual(["icon", "dot", "icon"]);
  });

  it("shows no chip at all where the list is not to be numbered", () => {
    expect(listChip([undefined, undefined, "heart"], 0, false)).toBeNull();
  });
});
