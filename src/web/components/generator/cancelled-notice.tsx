import { CircleSlashIcon, XIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { CANCELLED_NOTE, cancelledTitle } from "~/lib/job-outcome";
import { dismissJob, type TrackedJob } from "~/lib/job-store";

/** Says, where the progress was, that a generation or iteration was cancelled and cost nothing. */
export function CancelledNotice({ job }: { job: TrackedJob }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border bg-muted/60 p-3 text-sm"
      data-testid="job-cancelled"
    >
      <CircleSlashIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        <span className="font-medium">{cancelledTitle(job)}.</span> {CANCELLED_NOTE}
      </p>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="-my-1 size-7 shrink-0"
        aria-label="Dismiss"
        onClick={() => dismissJob(job.id)}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
