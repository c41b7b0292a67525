import { Loader2Icon } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { syncActiveJobs, useRunningJobs } from "~/lib/job-store";

/**
 * The header's sign that a generation or update is running (on this page, in another tab, or since before
 * a reload), linking back to where it shows its progress. Loaded for signed-in users only.
 */
export default function ActiveJobIndicator({ userId }: { userId: string }) {
  useEffect(() => {
    syncActiveJobs(userId);
  }, [userId]);
  const running = useRunningJobs();
  const newest = running.at(-1);
  if (!newest) return null;
  const what = newest.kind === "generation" ? "Generating" : "Updating";
  const more = running.length > 1 ? ` and ${running.length - 1} more` : "";
  const label = `${what} “${newest.title}”${more}: show progress`;
  return (
    <Link
      to="/#generator-section"
      aria-label={label}
      title={label}
      className="inline-flex h-9 items-center gap-1.5 rounded-full border border-primary/30 bg-primary/10 px-2.5 text-sm font-medium text-primary transition-colors hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-ring"
      data-testid="active-job-indicator"
    >
      <Loader2Icon className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      <span className="hidden md:inline">{what}…</span>
    </Link>
  );
}
