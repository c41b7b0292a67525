import { CircleCheckIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { TrackedJob } from "~/lib/job-store";
import { workspaceUrl } from "~/lib/templates-api";
import { DismissJobButton } from "./dismiss-job-button";

/**
 * Where the progress was: the page is made. The next step is its workspace (preview at every width, the
 * conversation for changes, download), so it is one click from here rather than a card further down.
 */
export function PageReadyNotice({ job }: { job: TrackedJob }) {
  const template = job.result && "template" in job.result ? job.result.template : null;
  const notice = useRef<HTMLDivElement>(null);
  // Said where the owner looks: a notice in the window's lower part (a phone, after Generate) is brought to
  // its middle, where the success toast along the bottom does not cover "Open your page" (one off screen,
  // restored with the page, is left where it is).
  useEffect(() => {
    const box = notice.current?.getBoundingClientRect();
    if (box && box.top < window.innerHeight && box.bottom > window.innerHeight * 0.6)
      notice.current?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, []);
  if (!template) return null;
  // What the page left out rather than invent: said here, where the owner looks, with the way to it.
  const toFill = job.result && "toFill" in job.result ? (job.result.toFill ?? []) : [];
  return (
    <div
      ref={notice}
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950 sm:flex-row sm:flex-wrap sm:items-center dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-50"
      data-testid="job-page-ready"
    >
      <p className="flex min-w-0 flex-1 items-start gap-2">
        <CircleCheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-words">
          <span className="font-medium">Your page is ready:</span> “{template.title}”
        </span>
      </p>
      {toFill.length > 0 && (
        <div
          className="text-emerald-900 sm:order-last sm:basis-full dark:text-emerald-100"
          data-testid="job-to-fill"
        >
          <p className="font-medium">To fill in on your page</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {toFill.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex items-center gap-2">
        <Button asChild size="sm" variant="brand">
          <Link to={workspaceUrl(template.id)}>Open your page</Link>
        </Button>
        <DismissJobButton jobId={job.id} className="size-8 shrink-0" />
      </div>
    </div>
  );
}
