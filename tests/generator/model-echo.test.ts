/**
 * The owner's request is never the page's words: a text the model writes that restates the part it
 * answers and names a part of the page is left out, and a part answered only so is not done (free) — the
 * rules' reading does not stand in. Words the owner dictated stay. Through a fake model on loopback.
 */
import { describe, expect, it } from "vitest";
import { renderStoredModel } from "../../src/generator/composer/compose.js";
import { iteratePage } from "../../src/generator/index.js";
import { withoutEchoes } from "../../src/generator/iterate/model-echo.js";
import { fakeModelForThisFile } from "../helpers/fake-model-per-file.js";
import { compose } from "./compose-for-test.js";
import { visible } from "./ops/pages.js";

const GYM =
  "Ironbark Strength, a barbell gym in Bristol. Off-peak £29/month, Full £45/month. Call 0117 496 0555.";
const fake = fakeModelForThisFile();
const { model } = compose("business-homepage", GYM, { companyName: "Ironbark", title: "Ironbark" });
const html = renderStoredModel(model).html;

describe("withoutEchoes", () => {
  // the owner's part | the text the model wrote | left out
  const table: [string, string, boolean][] = [
    ["make the headline punchier", "Make the headline punchier", true],
    [
      "please make the intro more welcoming for beginners",
      "Please make the intro more welcoming for beginners",
      true,
    ],
    ["make the headline punchier", "Make the headline more punchy", true],
    ["Schreib die Überschrift freundlicher", "Schreib die Überschrift freundlicher", true],
    ["change the headline to 'Make your move'", "Make your move", false],
    ["add a question: can I change my plan? yes, any month", "Can I change my plan?", false],
    ["make the headline punchier", "Lift heavy, start light", false],
    ["Überschrift: 'Good bread for good people'", "Good bread for good people", false],
  ];
  it.each(table)("%s → “%s”: left out %s", (part, text, echoed) => {
    const ops = [{ op: "set_text" as const, path: "sections.s1.heading", value: text }];
    expect(withoutEchoes(ops, model, part, part).ops.length === 0).toBe(echoed);
  });
});

describe("a model that writes the request onto the page", () => {
  it("changes nothing, says why, and charges nothing", async () => {
    const request = "make the headline punchier";
    fake.server.enqueue({
      text: JSON.stringify({
        parts: [
          {
            part: request,
            ops: [{ op: "set_text", path: "sections.s1.heading", value: "Make the headline punchier" }],
          },
        ],
      }),
    });
    const result = await iteratePage(html, request, { provider: "llm", llm: fake.llm });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain("not done: the AI wrote your request itself as the page's words");
  });

  it("keeps the words the owner dictated", async () => {
    const request = "change the headline to 'Make your move'";
    fake.server.enqueue({
      text: JSON.stringify({
        parts: [
          { part: request, ops: [{ op: "set_text", path: "sections.s1.heading", value: "Make your move" }] },
        ],
      }),
    });
    const result = await iteratePage(html, request, { provider: "llm", llm: fake.llm });
    if (!result.ok) throw new Error(result.message);
    expect(visible(result.html)).toContain("Make your move");
  });
});
