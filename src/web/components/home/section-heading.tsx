import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/** The eyebrow, h2 and lead that open each home-page section. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  className,
}: {
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  /** The h2's id, so the section can be labelled by it. */
  id: string;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto flex max-w-2xl flex-col items-center gap-3 text-center", className)}>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="text-lg text-pretty text-muted-foreground">{lead}</p>}
    </div>
  );
}
