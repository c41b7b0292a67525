/**
 * "remove the Q&A" on a page with no questions section but a line "Live Q&A at the end": the line goes,
 * named as written (signs and all); it is no refusal for a missing section.
 */
import { describe, expect, it } from "vitest";
import { interpret } from "../../../src/generator/interpret/index.js";
import { compose } from "../compose-for-test.js";

const page = compose(
  "webinar",
  "Free 45-minute webinar: Cash Flow for Freelancers, on Thursday 11 February 2027 at 6pm GMT. Hosted by Priya Nair, chartered accountant. You'll learn how to price projects and set aside tax. Live Q&A at the end. Register with your email.",
  { title: "Cash Flow for Freelancers", companyName: "Ledgerly", industry: "finance" },
).model;

describe("a mention named by its signs", () => {
  it("is removed where the page writes it", () => {
    const result = interpret("remove the Q&A", structuredClone(page));
    expect(result.unread).toEqual([]);
    const removed = result.ops.filter((op) => op.op === "remove_item");
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({ item: "Live Q&A at the end" });
  });
});
