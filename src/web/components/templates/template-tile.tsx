import { useRef } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { formatDateTime } from "~/lib/billing-api";
import { type Template, workspaceUrl } from "~/lib/templates-api";
import { DESKTOP_PAGE_WIDTH, useFitScale } from "~/lib/use-fit-scale";
import { LeadsButton } from "../leads/leads-dialog";
import { ThumbnailFrame } from "./preview-dialog";
import { DownloadWithGuide } from "./publish-dialog";
import { industryLabel, typeLabel } from "./template-card";

/**
 * One page in the grid of the owner's pages: its picture and title open its workspace (where every action
 * lives); the tile keeps the two that matter without opening it, download and its leads.
 */
export function TemplateTile({ template }: { template: Template }) {
  const href = workspaceUrl(template.id);
  const box = useRef<HTMLDivElement>(null);
  const scale = useFitScale(box, DESKTOP_PAGE_WIDTH, 0.25);
  return (
    <article
      className="flex w-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm"
      aria-label={template.title}
      data-testid="user-template-card"
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block border-b bg-muted">
        <div ref={box} className="relative aspect-[16/10] w-full overflow-hidden" inert>
          <ThumbnailFrame template={template} style={{ transform: `scale(${scale})` }} />
        </div>
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h2 className="text-base leading-snug font-semibold break-words">
          <Link to={href} className="hover:underline focus-visible:outline-2 focus-visible:outline-ring">
            {template.title}
          </Link>
        </h2>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant="secondary">{typeLabel(template.landingPageType)}</Badge>
          <Badge variant="outline">{industryLabel(template.industry)}</Badge>
          {template.version > 1 && <Badge variant="outline">v{template.version}</Badge>}
        </div>
        <p className="text-xs text-muted-foreground">
          Updated <time dateTime={template.updatedAt}>{formatDateTime(template.updatedAt)}</time>
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          <DownloadWithGuide template={template} compact />
          <LeadsButton template={template} />
        </div>
      </div>
    </article>
  );
}
