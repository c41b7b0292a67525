import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { CONFIRMATION_OUTCOME_SCRIPT, confirmationOutcome, statusOf } from "./confirmation-outcome";

/** Runs the inline script as the browser would for `search`; the attributes it set on the outcome box. */
function runScript(search: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const box = { setAttribute: (name: string, value: string) => (attributes[name] = value) };
  vm.runInNewContext(CONFIRMATION_OUTCOME_SCRIPT, {
    URLSearchParams,
    location: { search },
    document: { currentScript: { previousElementSibling: box } },
  });
  return attributes;
}

const CASES: [string, string][] = [
  ["", "invalid"],
  ["?type=foo", "invalid"],
  ["?status=invalid&error=token_expired", "expired"],
  ["?status=invalid&error=INVALID_TOKEN", "invalid"],
  ["?error=token_expired&status=confirmed", "success"],
  ["?type=signup", "success"],
  ["?type=email", "success"],
  ["?token_hash=abc123", "success"],
  ["?status=confirmed", "success"],
  ["?status=CONFIRMED", "invalid"],
];

describe("the confirmation outcome", () => {
  it.each(CASES)("reads %s as %s, in the route and in the pre-paint script alike", (search, outcome) => {
    expect(confirmationOutcome(new URLSearchParams(search))).toBe(outcome);
    expect(runScript(search)).toEqual({
      "data-outcome": outcome,
      "data-status": statusOf(outcome as "success" | "expired" | "invalid"),
    });
  });

  it("gives the status the tests and styles read", () => {
    expect([statusOf("loading"), statusOf("success"), statusOf("expired"), statusOf("invalid")]).toEqual([
      "loading",
      "success",
      "error",
      "error",
    ]);
  });
});
