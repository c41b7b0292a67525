/**
 * remove-mention: a mention that is the last thing a sentence joins with "and" goes with its "and", the
 * rest of the sentence stays; a reason said after it ("it's not ready") is the owner's, not a wish unread.
 */
import { describe, expect, it } from "vitest";
import { interpret } from "../../../src/generator/interpret/index.js";
import { pageTexts } from "../../../src/generator/interpret/page-texts.js";
import { applyOps } from "../../../src/generator/ops/apply.js";
import { compose } from "../compose-for-test.js";

const PLANT_POT =
  "Loopa is a self-watering plant pot with a soil sensor and an app that tells you when to add water. Holds 2 litres, lasts up to 4 weeks. Available in white, sage and terracotta. Pre-order now for £59, ships in March 2027.";

function changed(request: string) {
  const { model } = compose("product-launch", PLANT_POT, {
    companyName: "Loopa",
    title: "The smart plant pot",
  });
  const read = interpret(request, model);
  const texts = pageTexts(applyOps(model, read.ops, { request }).model).map((t) => t.text);
  return { read, texts };
}

describe("remove-mention: the last thing a sentence joins with 'and'", () => {
  it("goes with its 'and', the rest of the sentence stays", () => {
    const { read, texts } = changed("take out the app bit");
    expect(read.unread).toEqual([]);
    expect(texts.join(" ")).not.toMatch(/\bapp\b/);
    expect(texts).toContain("A self-watering plant pot with a soil sensor.");
  });

  it("takes a reason said after it as the owner's reason, not a wish left unread", () => {
    const { read } = changed("take out the app bit, it's not ready");
    expect(read.unread).toEqual([]);
    expect(read.readBy.map((r) => r.rule)).toEqual(["remove-mention", "reason"]);
  });
});
