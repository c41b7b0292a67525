/**
 * New hours for days the page gives two times a day ("Mon–Fri 7:00–9:00 and 18:00–21:00"): the range the
 * new one shares an end with changes, the other stays, and a request that shares none is refused, never
 * guessed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { generatePage, iteratePage } from "../../src/generator/index.js";
import { ROUND_H_NOW, ROUND_H_PAGES } from "./iterate-round-h-table.js";
import { ownerPageRequest } from "./owner-requests.js";

describe("hours with two times a day", () => {
  let html = "";
  beforeAll(async () => {
    html = (await generatePage(ownerPageRequest(ROUND_H_PAGES.yoga), { now: ROUND_H_NOW })).html;
  }, 60_000);

  it("changes the evening when the new range shares its end", async () => {
    const result = await iteratePage(html, "open mon-fri 17:30-21 now", { now: ROUND_H_NOW });
    if (!result.ok) throw new Error(result.message);
    expect(result.applied).toEqual([
      "Changed the opening hours (“Mon–Fri 7:00–9:00 and 18:00–21:00” is now “Mon–Fri 7:00–9:00 and 17:30–21:00”)",
    ]);
  });

  it("refuses a range that shares no end with either", async () => {
    const result = await iteratePage(html, "open mon-fri 10-16 now", { now: ROUND_H_NOW });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain(
      "“Mon–Fri 7:00–9:00 and 18:00–21:00” gives more than one time a day; say them all as they should read: open Mon–Fri 7:00–9:00 and 18:00–21:00",
    );
  });
});
