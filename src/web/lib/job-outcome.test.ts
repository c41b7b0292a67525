import { describe, expect, it } from "vitest";
import { iterationToast } from "./job-outcome";

describe("the toast of a finished change", () => {
  it("is not raised where the page's conversation or card reports the change (it would cover that card)", () => {
    expect(iterationToast({ tokensUsed: 200, applied: ["Changed the headline"] }, true)).toBeNull();
  });

  it("says the tokens are on hold until the change is kept, as the card does, never that they were used", () => {
    const told = iterationToast({ tokensUsed: 200, applied: ["Changed “A” to “B”"] }, false);
    expect(told).toEqual({
      title: "Page updated",
      description:
        "200 tokens on hold: you pay for them only if you keep this change. Applied: Changed “A” to “B”.",
    });
    expect(told?.description).not.toMatch(/Used/);
  });

  it("says nothing was charged for a change that cost nothing", () => {
    expect(iterationToast({ tokensUsed: 0, applied: [] }, false)?.description).toBe("No tokens charged.");
  });
});
