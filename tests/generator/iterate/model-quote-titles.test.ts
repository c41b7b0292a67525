/**
 * Through iteratePage with a fake OpenAI-compatible model on loopback: the owner gives a quote and its
 * author, and the model titles the new testimonial with a rating of its own ("★★★★★ 5/5", "5 stars!",
 * "Rated 10/10"). The rating goes and is named; the owner's words and name stay, titled by the author as
 * the rules title a quote — the change is applied and charged, never refused whole.
 */
import { describe, expect, it } from "vitest";
import { renderStoredModel } from "../../../src/generator/composer/compose.js";
import { iteratePage } from "../../../src/generator/index.js";
import { fakeModelForThisFile } from "../../helpers/fake-model-per-file.js";
import { page, visible } from "../ops/pages.js";

const fake = fakeModelForThisFile();
const REQUEST = "add a review from our guest Dave: 'The carbonara tasted like Rome'";

async function change(title: string) {
  fake.server.enqueue({
    text: `Sure! Here you go:\n\`\`\`json\n${JSON.stringify({
      parts: [
        {
          part: REQUEST,
          ops: [
            {
              op: "add_section",
              kind: "testimonials",
              items: [{ title, text: "“The carbonara tasted like Rome”", meta: "Dave" }],
            },
          ],
        },
      ],
    })}\n\`\`\``,
  });
  return iteratePage(renderStoredModel(page("restaurant")).html, REQUEST, {
    provider: "llm",
    llm: fake.llm,
  });
}

describe("a rating the model puts in the title of the owner's quote", () => {
  it.each([
    ["★★★★★ 5/5", "★★★★★"],
    ["5 stars!", "5 stars"],
    ["Rated 10/10", "10/10"],
  ])("“%s” goes; the quote stays under its author", async (title, named) => {
    const result = await change(title);
    if (!result.ok) throw new Error(result.message);
    const shown = visible(result.html);
    expect(shown).toContain("The carbonara tasted like Rome");
    expect(shown).toContain("Dave");
    expect(shown).not.toMatch(/★|5\/5|10\/10|5 stars/);
    const report = result.notApplied?.find((line) => line.startsWith("Left out"));
    expect(report).toContain(named);
    expect(report).toMatch(/: it is not in your request or on the page$/);
  });
});
