import { describe, expect, it } from "vitest";
import { sharedTitles, tileDates } from "./tile-dates";

const made = "2026-12-01T04:14:05.000Z";

describe("the dates a template tile shows", () => {
  it.each([
    ["a new page says only when it was made", { createdAt: made, updatedAt: made, version: 1 }, false, null],
    [
      "a changed page says when it was updated too",
      { createdAt: made, updatedAt: "2026-12-01T09:30:00.000Z", version: 2 },
      false,
      "updated",
    ],
    [
      "a save a few seconds after making it is not an update",
      { createdAt: made, updatedAt: "2026-12-01T04:14:07.000Z", version: 1 },
      false,
      null,
    ],
  ])("%s", (_case, page, shared, updated) => {
    const dates = tileDates(page, shared);
    expect(dates.made).toMatch(/^\w{3} \d{1,2}, 2026, \d{1,2}:\d{2} (AM|PM)$/);
    expect(dates.updated === null ? null : "updated").toBe(updated);
  });

  it.each([
    ["a duplicate made a minute apart", "2026-12-01T04:14:05.000Z", "2026-12-01T04:14:41.000Z"],
    ["two pages of one title made the same minute", "2026-12-01T04:14:00.000Z", "2026-12-01T04:14:01.000Z"],
  ])("tells %s apart to the second when their titles are the same", (_case, first, second) => {
    const a = tileDates({ createdAt: first, updatedAt: first, version: 1 }, true);
    const b = tileDates({ createdAt: second, updatedAt: second, version: 1 }, true);
    expect(a.made).not.toBe(b.made);
    expect(a.made).toMatch(/:\d{2}:\d{2} (AM|PM)$/);
  });

  it.each([
    ["no shared title", ["Glaze Night", "Copy of Glaze Night"], []],
    ["a long title its copy kept", ["Wheel classes", "Wheel classes", "Glaze Night"], ["Wheel classes"]],
    ["three of one title", ["A", "A", "A"], ["A"]],
  ])("finds the titles shown more than once: %s", (_case, titles, shared) => {
    expect([...sharedTitles(titles.map((title) => ({ title })))]).toEqual(shared);
  });
});
