import { Loader2Icon } from "lucide-react";
import { cn } from "~/lib/utils";

/** A spinning indicator with an accessible name; `label` is read by screen readers. */
export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center" data-slot="spinner">
      <Loader2Icon
        className={cn("size-5 animate-spin text-muted-foreground", className)}
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
