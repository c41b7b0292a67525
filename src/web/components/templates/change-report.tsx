import { CircleCheckIcon, CoinsIcon, EyeIcon, Loader2Icon, Undo2Icon, XIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { type ChangeReport, undoDeadlineText } from "~/lib/change-report";
import { priceWords } from "~/lib/price-words";
import type { Template } from "~/lib/templates-api";
import { ReportLines } from "./report-line";
import { useUndoChange } from "./use-undo-change";

/**
 * The report of a page's latest change, under its card: each change in the owner's words, what was not
 * done and why, the tokens on hold and "Undo" while the change is not kept yet.
 */
export function ChangeReportPanel({
  template,
  report,
  jobId,
  onShowInPreview,
  onDismiss,
  undoOfferedElsewhere = false,
}: {
  template: Pick<Template, "id" | "title">;
  report: ChangeReport;
  /** The followed iteration the report comes from (forgotten once undone or dismissed). */
  jobId: string | null;
  /** Opens the preview with the changed sections outlined; absent when no section is known. */
  onShowInPreview?: () => void;
  onDismiss?: () => void;
  /** The change's Undo is on screen already (the notice of a change made before its cancel): not a second one. */
  undoOfferedElsewhere?: boolean;
}) {
  const { undo, undoing } = useUndoChange(template, jobId);
  const { held } = report;
  return (
    <section
      aria-label={`Latest change to ${template.title}`}
      className="flex flex-col gap-2 rounded-lg border border-success/40 bg-success/5 p-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      data-testid="change-report"
      tabIndex={-1}
    >
      <div className="flex items-start gap-2">
        <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
        <p className="min-w-0 flex-1 font-medium">
          {report.detailed
            ? `Template updated (version ${report.version})`
            : `Your latest change (version ${report.version}) is on hold`}
        </p>
        {onDismiss && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="-my-1 size-7 shrink-0"
            aria-label="Close the change report"
            onClick={onDismiss}
          >
            <XIcon aria-hidden="true" />
          </Button>
        )}
      </div>
      {report.applied.length > 0 && (
        <div className="flex flex-col gap-1 pl-6">
          <p className="text-xs font-medium text-muted-foreground">Changed</p>
          <ul className="list-disc pl-4" data-testid="change-applied">
            <ReportLines lines={report.applied} />
          </ul>
        </div>
      )}
      {report.notApplied.length > 0 && (
        <div className="flex flex-col gap-1 pl-6">
          <p className="text-xs font-medium text-muted-foreground">Not done</p>
          <ul className="list-disc pl-4 text-muted-foreground" data-testid="change-not-applied">
            <ReportLines lines={report.notApplied} />
          </ul>
        </div>
      )}
      <p className="flex items-start gap-2 text-muted-foreground" data-testid="change-tokens">
        <CoinsIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {held
            ? priceWords.held(held.tokens)
            : `${priceWords.charged(report.tokensUsed)} This change is kept.`}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-2 pl-6">
        {held && !undoOfferedElsewhere && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void undo()}
            disabled={undoing}
            aria-busy={undoing}
            aria-describedby={`undo-deadline-${template.id}`}
          >
            {undoing ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <Undo2Icon aria-hidden="true" />
            )}
            {undoing ? "Undoing…" : "Undo change"}
          </Button>
        )}
        {onShowInPreview && (
          <Button type="button" variant="ghost" size="sm" onClick={onShowInPreview}>
            <EyeIcon aria-hidden="true" />
            Show changes in preview
          </Button>
        )}
      </div>
      {held && !undoOfferedElsewhere && (
        <p id={`undo-deadline-${template.id}`} className="pl-6 text-xs text-muted-foreground">
          {undoDeadlineText(held)}
        </p>
      )}
    </section>
  );
}
