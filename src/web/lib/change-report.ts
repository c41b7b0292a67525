/**
 * What the card says about a page's latest change: what was done and what was not (from the iteration's
 * result, while this page follows it), what it holds in tokens, and until when "Undo" is offered. After a
 * reload only the held change is known (the template list carries it), so the report is the short one.
 */
import type { HeldChangeDto, IterationResult } from "../../core/api-types";
import { formatDateTime } from "./billing-api";
import type { TrackedJob } from "./job-store";
import type { Template } from "./templates-api";

export interface ChangeReport {
  /** The version the change made. */
  version: number;
  /** False when only the held change is known (the page was reloaded since the change). */
  detailed: boolean;
  applied: string[];
  notApplied: string[];
  changedSections: string[];
  tokensUsed: number;
  /** Set while the change can still be undone; null once it is kept. */
  held: HeldChangeDto | null;
}

const stillHeld = (held: HeldChangeDto | undefined, now: Date): HeldChangeDto | null =>
  held && new Date(held.keepUntil).getTime() > now.getTime() ? held : null;

/**
 * The report for `template`, from the newest iteration this page followed on it (`job`), or null when there
 * is nothing to report. A result older than the template's version (undone, restored, edited since) is
 * stale; one newer is the change the template list has not caught up with yet.
 */
export function changeReportOf(
  template: Pick<Template, "id" | "version" | "heldChange">,
  job: Pick<TrackedJob, "kind" | "status" | "result"> | null,
  now: Date = new Date(),
): ChangeReport | null {
  const result =
    job?.kind === "iteration" && job.status === "succeeded"
      ? (job.result as IterationResult | undefined)
      : undefined;
  if (result && result.template.id === template.id && result.template.version >= template.version) {
    const listed = result.template.version === template.version;
    return {
      version: result.template.version,
      detailed: true,
      applied: result.applied ?? [],
      notApplied: result.notApplied ?? [],
      changedSections: result.changedSections ?? [],
      tokensUsed: result.tokensUsed,
      held: stillHeld(listed ? template.heldChange : result.template.heldChange, now),
    };
  }
  const held = stillHeld(template.heldChange, now);
  if (!held) return null;
  return {
    version: template.version,
    detailed: false,
    applied: [],
    notApplied: [],
    changedSections: [],
    tokensUsed: held.tokens,
    held,
  };
}

/** The sentence under the Undo button: until when, and what keeps the change earlier. */
export function undoDeadlineText(held: HeldChangeDto): string {
  return `You can undo it until ${formatDateTime(held.keepUntil)}. Downloading, editing or changing the page again keeps it.`;
}
