/**
 * Highlighting one plan or product: the owner names it (by name, by place, by a badge), iteration sets
 * `Item.highlight` on that one item of its section (the composer draws the card and its badge) and clears
 * it again; a plan the page does not have is refused with the plans it has.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readModelBlock } from "../../src/generator/composer/compose.js";
import { iteratePage } from "../../src/generator/index.js";
import type { PageModel } from "../../src/generator/model.js";
import { OWNER_NOW, type OwnerPage, ownerPageHtml } from "./iterate-owner-pages.js";

const pages = new Map<OwnerPage, string>();
beforeAll(async () => {
  for (const page of ["saas", "shop", "cafe"] as const) pages.set(page, ownerPageHtml(page));
}, 60_000);

/** Each highlighted item as "title=badge". */
const highlights = (model: PageModel) =>
  model.sections.flatMap((s) =>
    s.items.flatMap((i) => (i.highlight === undefined ? [] : [`${i.title}=${i.highlight}`])),
  );

async function change(page: OwnerPage, message: string) {
  const result = await iteratePage(pages.get(page) ?? "", message, { now: OWNER_NOW });
  if (!result.ok) throw new Error(result.message);
  expect(result.report.ok).toBe(true);
  const model = readModelBlock(result.html);
  if (!model) throw new Error("no model block");
  return { applied: result.applied, notApplied: result.notApplied, highlights: highlights(model) };
}

describe("highlighting one plan or product", () => {
  it.each([
    ["saas", "make the Team plan the highlighted one", "Highlighted “Team”", ["Team="]],
    [
      "saas",
      "mark Pro as most popular",
      "Highlighted “Pro” with the badge “Most popular”",
      ["Pro=Most popular"],
    ],
    [
      "saas",
      "Pro should be the recommended plan",
      "Highlighted “Pro” with the badge “Recommended”",
      ["Pro=Recommended"],
    ],
    ["saas", "make the Pro plan stand out", "Highlighted “Pro”", ["Pro="]],
    [
      "shop",
      "make the second product the highlighted one",
      "Highlighted “Chunky beanie”",
      ["Chunky beanie="],
    ],
    [
      "shop",
      "label the alpaca wrap 'Best seller'",
      "Highlighted “Alpaca wrap” with the badge “Best seller”",
      ["Alpaca wrap=Best seller"],
    ],
    ["cafe", "highlight the flat white", "Highlighted “Flat white”", ["Flat white="]],
  ] as const)("%s: %s", async (page, message, said, expected) => {
    const { applied, highlights } = await change(page, message);
    expect(applied).toEqual([said]);
    expect(highlights).toEqual(expected);
  });

  it("keeps one highlighted item per section: a second one takes the highlight over", async () => {
    const { applied, highlights } = await change(
      "saas",
      "mark Pro as most popular. Then make Team the highlighted plan instead",
    );
    expect(applied).toEqual(["Highlighted “Pro” with the badge “Most popular”", "Highlighted “Team”"]);
    expect(highlights).toEqual(["Team="]);
  });

  it("takes the highlight off again", async () => {
    const { applied, highlights } = await change(
      "saas",
      "mark Pro as most popular and then no plan highlighted",
    );
    expect(applied).toEqual([
      "Highlighted “Pro” with the badge “Most popular”",
      "“Pro” is no longer highlighted",
    ]);
    expect(highlights).toEqual([]);
  });

  it.each([
    [
      "highlight the Enterprise plan",
      "“highlight the Enterprise plan” — The page has no plan called “Enterprise”; its plans are “Solo”, “Pro” and “Team”",
    ],
    [
      "highlight a plan",
      "“highlight a plan” — Say which plan to highlight: its plans are “Solo”, “Pro” and “Team”",
    ],
    ["un-highlight the Pro plan", "“un-highlight the Pro plan” — “Pro” is not highlighted"],
    [
      "remove the highlight",
      "“remove the highlight” — No plan is highlighted on the page, so there is nothing to take off",
    ],
  ])("refuses %s with the reason", async (message, reason) => {
    const result = await iteratePage(pages.get("saas") ?? "", message, { now: OWNER_NOW });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(`I could not apply: ${reason}.`);
  });
});
