import { CircleSlashIcon } from "lucide-react";
import { CANCELLED_NOTE, cancelledTitle } from "~/lib/job-outcome";
import type { TrackedJob } from "~/lib/job-store";
import { DismissJobButton } from "./dismiss-job-button";

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
      <DismissJobButton jobId={job.id} className="-my-1 size-7 shrink-0" />
    </div>
  );
}
