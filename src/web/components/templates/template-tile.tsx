import { CopyIcon } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { duplicateTemplate, type Template, workspaceUrl } from "~/lib/templates-api";
import { DESKTOP_PAGE_WIDTH, useFitScale } from "~/lib/use-fit-scale";
import { LeadsButton } from "../leads/leads-dialog";
import { useNewPage } from "../workspace/use-new-page";
import { ThumbnailFrame } from "./preview-dialog";
import { DownloadWithGuide } from "./publish-dialog";
import { industryLabel, typeLabel } from "./template-card";
import { tileDates } from "./tile-dates";

/**
 * One template in the grid: its picture, its title (two lines at most) and one quiet line about it; the whole tile opens its
 * workspace (where every action lives), with the actions that matter without opening it: download, and
 * duplicate (a new page from this one, free, opened in its own workspace with its own versions). Its
 * leads show only once there are some. A page and its duplicate share a picture: the tile says when each was made
 * (to the second when another listed page has the same title, see tile-dates.ts).
 */
export function TemplateTile({
  template,
  titleShared = false,
}: {
  template: Template;
  titleShared?: boolean;
}) {
  const href = workspaceUrl(template.id);
  const box = useRef<HTMLDivElement>(null);
  const scale = useFitScale(box, DESKTOP_PAGE_WIDTH, 0.25);
  // The list carries the count (refreshed by `lead` events): no request per tile.
  const leads = template.leadCount ?? 0;
  const dates = tileDates(template, titleShared);
  return (
    <article
      className="group relative flex w-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
      aria-label={template.title}
      data-testid="user-template-card"
    >
      <div className="border-b bg-muted">
        <div ref={box} className="relative aspect-[16/10] w-full overflow-hidden" inert>
          <ThumbnailFrame template={template} style={{ transform: `scale(${scale})` }} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        {/* Two lines at most, the whole title still in the text (screen readers read it all), in the tooltip
            on hover, and unclamped while the tile has the keyboard's focus. */}
        <h2
          className="line-clamp-2 text-base leading-snug font-semibold break-words group-focus-within:line-clamp-none"
          title={template.title}
          data-testid="template-tile-title"
        >
          {/* Stretched over the whole tile: the picture opens the workspace too, with one link to tab to. */}
          <Link
            to={href}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
          >
            {template.title}
          </Link>
        </h2>
        <p className="truncate text-xs text-muted-foreground">
          {typeLabel(template.landingPageType)} · {industryLabel(template.industry)}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          Made <time dateTime={template.createdAt}>{dates.made}</time>
        </p>
        {dates.updated && (
          <p className="truncate text-xs text-muted-foreground">
            Version {template.version} · updated <time dateTime={template.updatedAt}>{dates.updated}</time>
          </p>
        )}
        <div className="relative z-10 mt-auto flex items-center gap-1 pt-2">
          <DownloadWithGuide template={template} compact />
          <DuplicateButton template={template} />
          {leads > 0 && <LeadsButton template={template} />}
        </div>
      </div>
    </article>
  );
}

/** A new page from this one, free: said in a toast, then its workspace opens. */
function DuplicateButton({ template }: { template: Template }) {
  const { create, busy } = useNewPage();
  const label = `Duplicate “${template.title}”`;
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-8"
      aria-label={label}
      title={busy ? "Duplicating…" : "Duplicate"}
      disabled={busy}
      aria-busy={busy}
      onClick={() =>
        void create(() => duplicateTemplate(template.id), {
          success: "Template duplicated",
          failure: "Could not duplicate the template",
        })
      }
    >
      <CopyIcon aria-hidden="true" />
    </Button>
  );
}
