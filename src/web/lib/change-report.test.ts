import { describe, expect, it } from "vitest";
import type { IterationResult } from "../../core/api-types";
import { changeReportOf, undoDeadlineText } from "./change-report";
import type { TemplateWithPage } from "./templates-api";

const now = new Date("2026-11-29T10:00:00Z");
const held = { tokens: 200, keepUntil: "2026-11-30T10:00:00Z" };

function resultAt(version: number, extra: Partial<IterationResult> = {}): IterationResult {
  return {
    template: { id: "t1", version, heldChange: held } as TemplateWithPage,
    tokensUsed: 200,
    tokenBalance: 1800,
    applied: ["Made the page dark"],
    notApplied: ["“sing a song” — not understood"],
    changedSections: ["s1", "s4"],
    ...extra,
  };
}

const succeeded = (result: IterationResult) => ({
  kind: "iteration" as const,
  status: "succeeded" as const,
  result,
});

describe("changeReportOf", () => {
  it("reports what the change did, did not do, touched and holds, before the list has caught up", () => {
    const report = changeReportOf({ id: "t1", version: 1 }, succeeded(resultAt(2)), now);
    expect(report).toEqual({
      version: 2,
      detailed: true,
      applied: ["Made the page dark"],
      notApplied: ["“sing a song” — not understood"],
      changedSections: ["s1", "s4"],
      tokensUsed: 200,
      held,
    });
  });

  it("takes the hold from the listed template once it shows the same version (a download kept it)", () => {
    const report = changeReportOf({ id: "t1", version: 2 }, succeeded(resultAt(2)), now);
    expect(report?.detailed).toBe(true);
    expect(report?.held).toBeNull();
    expect(report?.tokensUsed).toBe(200);
  });

  it("forgets a change the page has moved on from (undone, restored or edited since)", () => {
    expect(changeReportOf({ id: "t1", version: 3 }, succeeded(resultAt(2)), now)).toBeNull();
  });

  it("after a reload reports only the held change the template list carries", () => {
    const report = changeReportOf({ id: "t1", version: 4, heldChange: held }, null, now);
    expect(report).toEqual({
      version: 4,
      detailed: false,
      applied: [],
      notApplied: [],
      changedSections: [],
      tokensUsed: 200,
      held,
    });
  });

  it("offers no undo once the change's day has passed, even before the server has kept it", () => {
    const later = new Date("2026-11-30T10:00:01Z");
    expect(changeReportOf({ id: "t1", version: 4, heldChange: held }, null, later)).toBeNull();
    expect(
      changeReportOf({ id: "t1", version: 2, heldChange: held }, succeeded(resultAt(2)), later)?.held,
    ).toBeNull();
  });

  it("ignores a running or failed job, and another template's result", () => {
    const running = { kind: "iteration" as const, status: "running" as const, result: undefined };
    expect(changeReportOf({ id: "t1", version: 1 }, running, now)).toBeNull();
    const other = resultAt(2, { template: { id: "t2", version: 2 } as TemplateWithPage });
    expect(changeReportOf({ id: "t1", version: 1 }, succeeded(other), now)).toBeNull();
  });

  it("lists nothing not done when the result has no such list", () => {
    const report = changeReportOf(
      { id: "t1", version: 1 },
      succeeded(resultAt(2, { notApplied: undefined })),
      now,
    );
    expect(report?.notApplied).toEqual([]);
  });
});

describe("undoDeadlineText", () => {
  it("says until when the change can be undone and what keeps it earlier", () => {
    const text = undoDeadlineText({ tokens: 200, keepUntil: "2026-11-30T10:00:00Z" });
    expect(text).toMatch(/^You can undo it until Nov 30, 2026, \d{1,2}:00 [AP]M\. /);
    expect(text).toContain("Downloading, editing or changing the page again keeps it.");
  });
});
