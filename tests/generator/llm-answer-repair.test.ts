/**
 * What real models answer slightly off the schema, through a fake OpenAI-compatible model on loopback: an
 * answer in a markdown fence or a sentence, wrapped in another object, a bare list, operations under another
 * name or spelling, weekdays and numbers as strings — each is read as the model's answer in one call (not
 * asked again, not fallen back to the rules' reading); prose with no answer in it is asked once more, then
 * fails for free in the page's language; a value the model writes its own way keeps the owner's spelling.
 */
import { describe, expect, it } from "vitest";
import { readModelBlock, renderStoredModel } from "../../src/generator/composer/compose.js";
import { iteratePage } from "../../src/generator/index.js";
import { repairChangeAnswer } from "../../src/generator/llm/answer-repair.js";
import type { PageModel } from "../../src/generator/model.js";
import { GenerationError, type IterateResult } from "../../src/generator/types.js";
import { fakeModelForThisFile } from "../helpers/fake-model-per-file.js";
import { compose } from "./compose-for-test.js";
import { page, visible } from "./ops/pages.js";

const fake = fakeModelForThisFile();

const BAKERY =
  "Backstube Lind in Kassel, Wilhelmstraße 3. Dinkelbrot 5,20 €, Laugenstange 1,40 €. Geöffnet Montag bis Freitag 6:30–18:00. Telefon 0561 778899.";
const bakery = () =>
  compose("business-homepage", BAKERY, { companyName: "Backstube Lind", title: "Backstube Lind" }).html;
const restaurant = () => renderStoredModel(page("restaurant")).html;

async function change(html: string, text: string, answer: string): Promise<IterateResult> {
  fake.server.enqueue({ text: answer });
  return iteratePage(html, text, { provider: "llm", llm: fake.llm });
}

function applied(result: IterateResult) {
  if (!result.ok) throw new Error(`expected a change, got: ${result.message}`);
  return { ...result, stored: readModelBlock(result.html) as PageModel, page: visible(result.html) };
}

const hero = () => page("restaurant").sections[0]!.id;
const warmer = (value: string) => ({ op: "set_text", path: `sections.${hero()}.lead`, value });

describe("an answer off the schema's shape is read in one call", () => {
  it.each([
    ["in a markdown fence", (json: string) => `\`\`\`json\n${json}\n\`\`\``],
    [
      "in a fence with a sentence before and after",
      (json: string) => `Sure! Here you go:\n\`\`\`\n${json}\n\`\`\`\nHope it helps.`,
    ],
    ["wrapped in another object", (json: string) => JSON.stringify({ result: JSON.parse(json) })],
  ])("%s", async (_, wrap) => {
    const json = JSON.stringify({
      parts: [{ part: "a warmer intro please", ops: [warmer("Come in, sit down, eat well.")] }],
    });
    const result = applied(await change(restaurant(), "a warmer intro please", wrap(json)));
    expect(result.page).toContain("Come in, sit down, eat well.");
    expect(result.notApplied).toBeUndefined();
    expect(fake.server.requests).toHaveLength(1);
  });

  it("a bare list of operations, named under “type” in camelCase, with extra fields", async () => {
    const answer = JSON.stringify([
      { type: "setText", path: `sections.${hero()}.lead`, value: "Pull up a chair.", reason: "warmer" },
    ]);
    const result = applied(await change(restaurant(), "a warmer intro please", answer));
    expect(result.page).toContain("Pull up a chair.");
    expect(fake.server.requests).toHaveLength(1);
  });

  it("operations under “changes” instead of “ops”", async () => {
    const answer = JSON.stringify({ changes: [warmer("Pull up a chair.")] });
    expect(applied(await change(restaurant(), "a warmer intro please", answer)).page).toContain(
      "Pull up a chair.",
    );
  });

  it("weekdays as names or a range and hours in the owner's clock become the schema's days", async () => {
    const answer = JSON.stringify({ ops: [{ op: "set_hours", days: "Sat–Sun", hours: "09:00-13:00" }] });
    const result = applied(await change(restaurant(), "weekends 9 to 1 as well", answer));
    expect(result.applied).toEqual([expect.stringMatching(/Saturday.*Sunday|Sat.*Sun/)]);
    expect(result.page).toMatch(/Sat(urday)?(, |–)Sun(day)? 9:00–13:00/);
    expect(fake.server.requests).toHaveLength(1);
  });

  it("repairs only the shape: a weekday it cannot name and prose stay unrepaired", () => {
    expect(
      repairChangeAnswer(JSON.stringify({ ops: [{ op: "set_hours", days: ["someday"], hours: "9-5" }] })),
    ).toBe('{"ops":[{"op":"set_hours","days":["someday"],"hours":"9-5"}]}');
    expect(repairChangeAnswer("I'm sorry, I can only change your landing page.")).toBeNull();
    // Counted 1–7 from Monday (ISO): a 7 is Sunday.
    expect(
      repairChangeAnswer(JSON.stringify({ ops: [{ op: "set_hours", days: [6, 7], hours: "10-14" }] })),
    ).toBe('{"ops":[{"op":"set_hours","days":[5,6],"hours":"10-14"}]}');
    expect(
      repairChangeAnswer(
        JSON.stringify({ ops: [{ op: "set_hours", days: ["5", "Sundays"], hours: "10-14" }] }),
      ),
    ).toBe('{"ops":[{"op":"set_hours","days":[5,6],"hours":"10-14"}]}');
  });

  it("a refusal in prose is asked once more, then fails for free in the page's language", async () => {
    fake.server.enqueue({ text: "Das kann ich leider nicht." });
    const error = await change(
      bakery(),
      "Schreib mir eine Steuererklärung",
      "Das kann ich leider nicht.",
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GenerationError);
    expect((error as GenerationError).message).not.toMatch(/\bthe AI\b/);
    expect(fake.server.requests).toHaveLength(2);
  });
});

describe("a value the model writes its own way keeps the owner's spelling", () => {
  it("a changed price the owner wrote “1,50 €” is not written “€1.50” on a German page", async () => {
    const answer = JSON.stringify({ ops: [{ op: "set_fact", kind: "price", from: "1,40 €", to: "€1.50" }] });
    const result = applied(await change(bakery(), "Die Laugenstange kostet jetzt 1,50 €", answer));
    expect(result.page).toContain("1,50 €");
    expect(result.page).not.toContain("€1.50");
    expect(result.page).not.toContain("1,40 €");
  });

  it("a new item's price is the owner's “2,10 €”, not the model's “2.10 €”", async () => {
    const answer = JSON.stringify({
      ops: [{ op: "add_item", section: "pricing", item: { title: "Brötchen", price: "2.10 €" } }],
    });
    const result = applied(await change(bakery(), "Neu: Brötchen für 2,10 €", answer));
    expect(result.page).toContain("2,10 €");
    expect(result.page).not.toContain("2.10 €");
  });

  it("a price nobody said stays invented, whatever its spelling", async () => {
    const answer = JSON.stringify({ ops: [{ op: "set_fact", kind: "price", from: "1,40 €", to: "1,60 €" }] });
    const result = await change(bakery(), "Die Laugenstange kostet jetzt 1,50 €", answer);
    const shown = result.ok ? visible(result.html) : "";
    expect(shown).not.toContain("1,60");
  });
});

describe("an item that is its price is not added with the model's made-up price taken off", () => {
  it("“add a price for …”: the model's price is not the owner's, so nothing is added and nothing charged", async () => {
    const section = page("restaurant").sections.find((s) => s.items.some((i) => i.price))!.id;
    const answer = JSON.stringify({
      ops: [{ op: "add_item", section, item: { title: "Kids menu", price: "€8" } }],
    });
    const result = await change(restaurant(), "add a price for the kids menu", answer);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain("Left out “€8”");
    expect(result.message).toContain("nothing was charged");
  });

  it("a plan the model adds to a new price list without a price the owner gave is left out", async () => {
    const answer = JSON.stringify({
      ops: [{ op: "add_section", kind: "pricing", items: [{ title: "Estudiantes", price: "35 €" }] }],
    });
    const result = await change(bakery(), "Macht einen Studententarif mit Preis", answer);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain("35 €");
  });

  it("a service the owner names keeps its place without the model's price", async () => {
    const section = page("restaurant").sections.find((s) => s.items.some((i) => i.price))!.id;
    const answer = JSON.stringify({
      ops: [{ op: "add_item", section, item: { title: "Gluten-free pasta", price: "€15" } }],
    });
    const result = applied(await change(restaurant(), "we also do gluten-free pasta now", answer));
    expect(result.page).toContain("Gluten-free pasta");
    expect(result.page).not.toContain("€15");
  });
});
