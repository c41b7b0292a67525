import { CoinsIcon, PanelsTopLeftIcon, PencilLineIcon, SquarePenIcon } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/lib/billing-api";
import { changeReportOf } from "~/lib/change-report";
import { dismissJob, useIterationJob } from "~/lib/job-store";
import type { PointedPart } from "~/lib/point-frame";
import { type Template, workspaceUrl } from "~/lib/templates-api";
import { cn } from "~/lib/utils";
import {
  INDUSTRY_LABELS,
  type Industry,
  LANDING_PAGE_TYPE_LABELS,
  type LandingPageType,
} from "../../../core/page-options";
import { formatTokens } from "../../../core/pricing";
import { ChangeReportPanel } from "./change-report";
import { DeleteTemplateButton } from "./delete-template-dialog";
import { IteratePanel } from "./iterate-panel";
import { PreviewButton, PreviewThumbnail } from "./preview-dialog";
import { DownloadWithGuide } from "./publish-dialog";
import { VersionsButton } from "./versions-dialog";

export const typeLabel = (type: string) => LANDING_PAGE_TYPE_LABELS[type as LandingPageType] ?? type;
export const industryLabel = (industry: string) => INDUSTRY_LABELS[industry as Industry] ?? industry;

/**
 * One template on the home page: what it is, when it was made, what it cost, and the actions the spec gives
 * it (preview, download, iterate), with "Open" for its workspace, where every action lives.
 */
export function TemplateCard({
  template,
  headingLevel: Heading = "h4",
}: {
  template: Template;
  /** The title's heading level, to fit the page outline. */
  headingLevel?: "h2" | "h3" | "h4";
}) {
  const [iterating, setIterating] = useState(false);
  // An update running on this page (started here, in another tab, or before a reload) shows in its panel.
  const job = useIterationJob(template.id);
  const updateRunning = job?.status === "running";
  useEffect(() => {
    if (updateRunning) setIterating(true);
  }, [updateRunning]);
  const location = useLocation();
  const panelId = `iterate-${template.id}`;
  const panel = useRef<HTMLDivElement>(null);
  const reportBox = useRef<HTMLDivElement>(null);
  const [scope, setScope] = useState<PointedPart | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [focusReport, setFocusReport] = useState(false);
  const report = changeReportOf(template, job);
  // One array per list of sections, so the preview does not outline (and scroll) again on every render.
  const changedKey = report?.changedSections.join(" ") ?? "";
  const highlight = useMemo(() => (changedKey ? changedKey.split(" ") : []), [changedKey]);

  // The panel closes after an update (the spec); the report then takes the focus it had.
  useEffect(() => {
    if (!focusReport || !report) return;
    reportBox.current?.querySelector<HTMLElement>("[data-testid=change-report]")?.focus();
    setFocusReport(false);
  }, [focusReport, report]);
  return (
    <article
      className="flex w-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
      aria-label={template.title}
      data-testid="user-template-card"
    >
      <header className="flex gap-4">
        <Link
          to={workspaceUrl(template.id)}
          className="hidden rounded-lg focus-visible:outline-2 focus-visible:outline-ring sm:block"
          tabIndex={-1}
          aria-hidden="true"
        >
          <PreviewThumbnail template={template} />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex items-start justify-between gap-3">
            <Heading className="min-w-0 text-base leading-snug font-semibold break-words">
              {template.title}
            </Heading>
            <span className="flex shrink-0 items-start gap-1">
              {template.version > 1 && (
                <Badge variant="outline" className="shrink-0">
                  v{template.version}
                </Badge>
              )}
              {/* The rarer actions as a small toolbar beside the title (the workspace has them all, named), so
                the row of main actions below stays one line. */}
              <span className="-mt-1 -mr-2 flex shrink-0 items-center">
                <Button variant="ghost" size="icon" className="size-8" asChild>
                  {/* A full page load: the editor page has its own Content-Security-Policy (its sandboxed frame
                    runs the page's inline scripts), which a client-side navigation would not pick up. */}
                  <Link
                    to={`/editor/${encodeURIComponent(template.id)}?from=${encodeURIComponent(`${location.pathname}${location.search}`)}`}
                    reloadDocument
                    aria-label={`Edit ${template.title}`}
                    title="Edit by hand"
                  >
                    <SquarePenIcon aria-hidden="true" />
                  </Link>
                </Button>
                <VersionsButton template={template} compact />
                <DeleteTemplateButton template={template} compact />
              </span>
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge variant="secondary">{typeLabel(template.landingPageType)}</Badge>
            <Badge variant="outline">{industryLabel(template.industry)}</Badge>
          </div>
          <p className={cn("line-clamp-3 text-sm", !template.prompt && "text-muted-foreground italic")}>
            {template.prompt || "No prompt provided"}
          </p>
        </div>
      </header>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <time dateTime={template.createdAt}>{formatDateTime(template.createdAt)}</time>
        <span className="inline-flex items-center gap-1" data-testid="template-tokens">
          <CoinsIcon className="size-3.5" aria-hidden="true" />
          {formatTokens(template.tokensUsed)} tokens charged
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-1.5">
        <Button variant="brand" size="sm" asChild>
          <Link to={workspaceUrl(template.id)} aria-label={`Open ${template.title}`}>
            <PanelsTopLeftIcon aria-hidden="true" />
            Open
          </Link>
        </Button>
        <PreviewButton
          template={template}
          open={previewOpen}
          onOpenChange={setPreviewOpen}
          highlight={highlight}
          onAsk={(part) => {
            setScope(part);
            setIterating(true);
          }}
          onAfterAsk={() => panel.current?.querySelector("textarea")?.focus()}
        />
        <DownloadWithGuide template={template} compact />
        <Button
          variant={iterating ? "secondary" : "outline"}
          size="sm"
          aria-expanded={iterating}
          aria-controls={panelId}
          onClick={() => setIterating((open) => !open)}
        >
          <PencilLineIcon aria-hidden="true" />
          Iterate
        </Button>
      </div>
      {iterating && (
        <div id={panelId} ref={panel}>
          <IteratePanel
            template={template}
            scope={scope}
            onClearScope={() => setScope(null)}
            onDone={() => {
              setIterating(false);
              setScope(null);
              setFocusReport(true);
            }}
          />
        </div>
      )}
      {
        <div aria-live="polite" ref={reportBox}>
          {report && (
            <ChangeReportPanel
              template={template}
              report={report}
              jobId={report.detailed && job ? job.id : null}
              onShowInPreview={highlight.length > 0 ? () => setPreviewOpen(true) : undefined}
              onDismiss={report.detailed && job ? () => dismissJob(job.id) : undefined}
              undoOfferedElsewhere={iterating && Boolean(job?.madeBeforeCancel)}
            />
          )}
        </div>
      }
    </article>
  );
}
