import { XIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { dismissJob } from "~/lib/job-store";

/** The × of a finished job's notice where the progress was: the job is forgotten, the notice goes. */
export function DismissJobButton({ jobId, className }: { jobId: string; className: string }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={className}
      aria-label="Dismiss"
      onClick={() => dismissJob(jobId)}
    >
      <XIcon aria-hidden="true" />
    </Button>
  );
}
