/**
 * Issue 27, held-out round: a role after a person's name is that person's ("written by …, ex-chef"), a
 * presenter said with "with" ("Con …, consulente …") is the webinar's presenter, and neither is split into
 * two lines of copy.
 */
import { describe, expect, it } from "vitest";
import { compose, pageWords } from "./compose-for-test.js";

describe("a person and their role", () => {
  it("keeps a newsletter author's role on the author's line", () => {
    const { html } = compose(
      "newsletter",
      "fortnightly letter on coastal foraging. free. written by Ruth Okafor, ex-ranger.",
    );
    expect(pageWords(html)).toContain("Written by Ruth Okafor, ex-ranger");
    expect(pageWords(html)).not.toMatch(/Written by Ruth Okafor\s+Ex-ranger/);
  });

  it("shows the presenter a webinar names with 'con' under a presenter heading", () => {
    const { html } = compose(
      "webinar",
      "Webinar gratuito sulla contabilità per artigiani, martedì 12 gennaio alle 17:00. Con Paolo Rinaldi, consulente fiscale.",
    );
    const words = pageWords(html);
    expect(words).toContain("Paolo Rinaldi Consulente fiscale");
    expect(words).not.toContain("Con Paolo Rinaldi");
  });
});
