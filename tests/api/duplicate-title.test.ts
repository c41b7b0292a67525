/**
 * A duplicated page's title (issue 29): "Copy of …", within the longest title a page may have, and never the
 * same as the page it was copied from — a full-length title used to be kept as it was, leaving two pages in
 * the list no one could tell apart.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_TITLE_LENGTH } from "../../src/core/generation-request.js";
import { copyTitle } from "../../src/server/templates/service.js";
import { webinarRequest } from "../helpers/generation-request.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

/** A title of exactly `length` characters, made of words. */
const titleOf = (length: number) =>
  "Spring breathing webinar for desk workers ".repeat(10).slice(0, length).trimEnd().padEnd(length, "x");

describe("duplicating a page with the longest title", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("names the copy “Copy of …”, cut with an ellipsis to the limit, and a copy of the copy differently again", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const title = titleOf(MAX_TITLE_LENGTH);
    const created = await client.post("/api/templates", webinarRequest({ title }));
    expect(created.status).toBe(201);
    expect(created.body.template.title).toBe(title);

    const copy = (await client.post(`/api/templates/${created.body.template.id}/duplicate`)).body.template;
    expect(copy.title).toBe(`Copy of ${title.slice(0, MAX_TITLE_LENGTH - "Copy of ".length - 1).trimEnd()}…`);
    expect(copy.title).toHaveLength(MAX_TITLE_LENGTH);

    const copyOfCopy = (await client.post(`/api/templates/${copy.id}/duplicate`)).body.template;
    expect(copyOfCopy.title.startsWith("Copy of Copy of Spring breathing")).toBe(true);
    expect(copyOfCopy.title.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    const titles = (await client.get("/api/templates")).body.items.map((t: { title: string }) => t.title);
    expect(new Set(titles).size).toBe(3);
  });
});

describe("the copy's title", () => {
  it.each([
    ["a short title", "Glaze Night", "Copy of Glaze Night"],
    ["a title that just fits", titleOf(MAX_TITLE_LENGTH - 8), `Copy of ${titleOf(MAX_TITLE_LENGTH - 8)}`],
  ])("is “Copy of” and the whole title for %s", (_case, title, expected) => {
    expect(copyTitle(title)).toBe(expected);
  });

  it.each([
    ["one character too long", titleOf(MAX_TITLE_LENGTH - 7)],
    ["at the limit", titleOf(MAX_TITLE_LENGTH)],
    ["ending in emoji at the cut", `${"a".repeat(MAX_TITLE_LENGTH - 10)}🎉🎉🎉🎉🎉`],
    ["already a copy cut to the limit", copyTitle(titleOf(MAX_TITLE_LENGTH))],
    ["nothing but “Copy of” cut to the limit", `${"Copy of ".repeat(30).slice(0, MAX_TITLE_LENGTH - 1)}…`],
  ])("differs from the original and fits the limit for a title %s", (_case, title) => {
    const copy = copyTitle(title);
    expect(copy).not.toBe(title);
    expect(copy.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(copy.startsWith("Copy of ")).toBe(true);
    expect(copy.endsWith("…")).toBe(true);
    // No half of a character outside the BMP.
    expect(copy).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
