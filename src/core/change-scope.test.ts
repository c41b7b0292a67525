import { describe, expect, it } from "vitest";
import {
  changeScopeSchema,
  SCOPE_PATH_MESSAGE,
  SCOPE_SECTION_MESSAGE,
  scopeIsOnPage,
} from "./change-scope.js";

const messageOf = (value: unknown) => {
  const parsed = changeScopeSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("the scope of a change", () => {
  it("accepts a section, or a text's edit path inside that section", () => {
    expect(messageOf({ section: "s3" })).toBeNull();
    expect(messageOf({ section: "s3", path: "sections.s3.items.1.text" })).toBeNull();
  });

  it("refuses a path of another section, a bare section path, odd segments and unknown keys", () => {
    expect(messageOf({ section: "s3", path: "sections.s4.heading" })).toBe(SCOPE_PATH_MESSAGE);
    expect(messageOf({ section: "s3", path: "sections.s3" })).toBe(SCOPE_PATH_MESSAGE);
    expect(messageOf({ section: "s3", path: "sections.s3.<b>" })).toBe(SCOPE_PATH_MESSAGE);
    expect(messageOf({ section: "3 s" })).toBe(SCOPE_SECTION_MESSAGE);
    expect(messageOf({ section: "s3", html: "<p>" })).not.toBeNull();
  });

  it("is on the page only while the page still carries that section and text", () => {
    const html = '<section data-section-id="s3"><h2 data-edit="sections.s3.heading">Hi</h2></section>';
    expect(scopeIsOnPage(html, { section: "s3" })).toBe(true);
    expect(scopeIsOnPage(html, { section: "s3", path: "sections.s3.heading" })).toBe(true);
    expect(scopeIsOnPage(html, { section: "s3", path: "sections.s3.lead" })).toBe(false);
    expect(scopeIsOnPage(html, { section: "s4" })).toBe(false);
  });
});
