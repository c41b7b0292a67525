import { APICallError } from "ai";
import { describe, expect, it } from "vitest";
import { applyEdits, cannotApplyReason, parseEditAnswer } from "../../src/generator/llm/edits.js";
import { isRetryable, retryAfterMs, toGenerationError } from "../../src/generator/llm/errors.js";
import { titleOf } from "../../src/generator/llm/index.js";

const block = (search: string, replace: string) =>
  `<<<<<<< SEARCH\n${search}\n=======\n${replace}\n>>>>>>> REPLACE`;

describe("parseEditAnswer", () => {
  it("reads the CHANGES summary and every block, multi-line and empty replacements included", () => {
    const answer = [
      "CHANGES:",
      "- Shortened the headline",
      "* Removed the FAQ",
      "",
      "```",
      block("<h1>A long\nheadline</h1>", "<h1>Short</h1>"),
      block('<section data-section="faq">…</section>', ""),
      "```",
    ].join("\n");
    expect(parseEditAnswer(answer)).toEqual({
      summary: ["Shortened the headline", "Removed the FAQ"],
      edits: [
        { search: "<h1>A long\nheadline</h1>", replace: "<h1>Short</h1>" },
        { search: '<section data-section="faq">…</section>', replace: "" },
      ],
    });
  });

  it("finds no edits in prose", () => {
    expect(parseEditAnswer("I changed the colours.")).toEqual({ summary: [], edits: [] });
  });
});

describe("applyEdits", () => {
  const html = "<main><h1>Hi</h1><p>One</p><p>One</p></main>";

  it("applies edits in order", () => {
    expect(
      applyEdits(html, [
        { search: "<h1>Hi</h1>", replace: "<h1>Hello $1 $&</h1>" },
        { search: "Hello", replace: "Hey" },
      ]),
    ).toEqual({ ok: true, html: "<main><h1>Hey $1 $&</h1><p>One</p><p>One</p></main>" });
  });

  it("fails when a SEARCH text is missing, ambiguous or empty", () => {
    expect(applyEdits(html, [{ search: "<h2>", replace: "" }])).toEqual({
      ok: false,
      reason: "edit 1: SEARCH text found 0 times",
    });
    expect(applyEdits(html, [{ search: "<p>One</p>", replace: "" }]).ok).toBe(false);
    expect(applyEdits(html, [{ search: "", replace: "x" }]).ok).toBe(false);
    expect(applyEdits(html, []).ok).toBe(false);
  });
});

describe("cannotApplyReason", () => {
  it("returns the reason after the marker", () => {
    expect(cannotApplyReason("CANNOT_APPLY: Pages cannot send SMS.\n")).toBe("Pages cannot send SMS.");
    expect(cannotApplyReason("CANNOT_APPLY:")).toBe("This change cannot be made to the page.");
  });

  it("ignores the marker when the answer carries edits or a page", () => {
    expect(cannotApplyReason(block("a", "CANNOT_APPLY: b"))).toBeNull();
    expect(cannotApplyReason("<!doctype html><html><body>CANNOT_APPLY: x</body></html>")).toBeNull();
    expect(cannotApplyReason("Done.")).toBeNull();
  });
});

describe("provider errors", () => {
  const apiError = (statusCode: number | undefined, headers?: Record<string, string>) =>
    new APICallError({
      message: "failed",
      url: "http://x",
      requestBodyValues: {},
      statusCode,
      responseHeaders: headers,
      isRetryable: statusCode === undefined,
    });

  it("retries 429, 5xx and network failures only", () => {
    expect(isRetryable(apiError(429))).toBe(true);
    expect(isRetryable(apiError(503))).toBe(true);
    expect(isRetryable(apiError(undefined))).toBe(true);
    expect(isRetryable(apiError(400))).toBe(false);
    expect(isRetryable(new Error("x"))).toBe(false);
  });

  it("reads Retry-After in seconds, as a date and as retry-after-ms", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterMs(apiError(429, { "Retry-After": "2" }))).toBe(2000);
    expect(retryAfterMs(apiError(429, { "retry-after": "Thu, 01 Jan 2026 00:00:05 GMT" }), now)).toBe(5000);
    expect(retryAfterMs(apiError(429, { "retry-after-ms": "150" }))).toBe(150);
    expect(retryAfterMs(apiError(429))).toBeUndefined();
  });

  it("maps failures to codes with readable messages", () => {
    expect(toGenerationError(apiError(429))).toMatchObject({ code: "rate_limited", message: /busy/ });
    expect(toGenerationError(apiError(500))).toMatchObject({
      code: "provider_error",
      message: /had a problem/,
    });
    expect(toGenerationError(apiError(401))).toMatchObject({ code: "provider_error", message: /refused/ });
    expect(toGenerationError(apiError(undefined))).toMatchObject({
      code: "provider_error",
      message: /reached/,
    });
  });
});

describe("titleOf", () => {
  it("reads the title as plain text", () => {
    expect(titleOf("<head><title> Tea &amp; Cake &lt;3 </title></head>")).toBe("Tea & Cake <3");
    expect(titleOf("<p>no title</p>")).toBe("");
  });
});
