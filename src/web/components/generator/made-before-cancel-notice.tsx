import { CircleAlertIcon, Undo2Icon } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { keepMadeJob, MADE_BEFORE_CANCEL_TITLE, type TrackedJob, undoMadeJob } from "~/lib/job-store";

/**
 * Where the progress was: the cancel came after the page (or the change) was made and paid for. Says so in
 * the server's words and offers Undo (the page deleted or put back, the tokens returned) or keeping it.
 */
export function MadeBeforeCancelNotice({ job }: { job: TrackedJob }) {
  const [undoing, setUndoing] = useState(false);
  const made = job.madeBeforeCancel;
  if (!made) return null;
  const keep = job.kind === "iteration" ? "Keep the change" : "Keep the page";
  async function undo() {
    setUndoing(true);
    try {
      await undoMadeJob(job.id);
    } finally {
      setUndoing(false);
    }
  }
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
      data-testid="job-made-before-cancel"
    >
      <p className="flex items-start gap-2">
        <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <span className="font-medium">{MADE_BEFORE_CANCEL_TITLE}.</span> {made.message}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => void undo()} disabled={undoing}>
          <Undo2Icon aria-hidden="true" />
          {undoing ? "Undoing…" : "Undo and get the tokens back"}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => keepMadeJob(job.id)}
          disabled={undoing}
        >
          {keep}
        </Button>
      </div>
    </div>
  );
}
