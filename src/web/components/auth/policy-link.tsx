import { ExternalLinkIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A link to a policy page that opens in a new tab, so a half-filled form is never lost. */
export function PolicyLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-0.5 rounded-sm font-medium text-primary underline underline-offset-2 hover:no-underline"
    >
      {children}
      <ExternalLinkIcon className="size-3" aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
