import { useQuery } from "@tanstack/react-query";
import {
  ArrowLeftIcon,
  CopyIcon,
  HistoryIcon,
  InboxIcon,
  MessagesSquareIcon,
  SlidersHorizontalIcon,
  SquarePenIcon,
} from "lucide-react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { TooltipProvider } from "~/components/ui/tooltip";
import { changeReportOf } from "~/lib/change-report";
import { TO_FILL_TOAST_ID } from "~/lib/job-outcome";
import { useIterationJob } from "~/lib/job-store";
import type { PointedPart } from "~/lib/point-frame";
import {
  duplicateTemplate,
  listVersions,
  TEMPLATES_QUERY_KEY,
  type Template,
  workspaceUrl,
} from "~/lib/templates-api";
import { toast } from "~/lib/toast";
import { DeleteTemplateButton } from "../templates/delete-template-dialog";
import { IteratePanel } from "../templates/iterate-panel";
import { DownloadWithGuide } from "../templates/publish-dialog";
import { industryLabel, typeLabel } from "../templates/template-card";
import { askFor } from "./ask-box";
import { Conversation } from "./conversation";
import { PageSettingsTab } from "./page-settings-tab";
import { PageStage } from "./page-stage";
import { SharePreviewButton } from "./share-preview-dialog";
import { useNewPage } from "./use-new-page";
import { VersionHistory } from "./version-history";
import { WebhookPanel } from "./webhook-panel";

// The inbox (search, export, marks) loads when its tab is chosen.
const LeadInbox = lazy(() => import("../leads/lead-inbox").then((m) => ({ default: m.LeadInbox })));

/**
 * One page's workspace: the live page large in the middle, and beside it the conversation (every request,
 * what it changed, its cost, Undo) with the box to ask for the next change, the versions, and the leads.
 */
export function WorkspaceView({ template }: { template: Template }) {
  const job = useIterationJob(template.id);
  const report = changeReportOf(template, job);
  const changedKey = report?.changedSections.join(" ") ?? "";
  const highlight = useMemo(() => (changedKey ? changedKey.split(" ") : []), [changedKey]);
  const [scope, setScope] = useState<PointedPart | null>(null);
  const [tab, setTab] = useState("conversation");
  const askBox = useRef<HTMLDivElement>(null);
  const conversationEnd = useRef<HTMLDivElement>(null);
  const versions = useQuery({
    queryKey: [...TEMPLATES_QUERY_KEY, template.id, "versions", template.version],
    queryFn: () => listVersions(template.id),
  });
  const { create, busy: duplicating } = useNewPage();
  // The newest turn in view whenever the conversation shows or grows (free changes made in the Page tab
  // too), by scrolling its own box, not the window.
  const conversationBox = useRef<HTMLDivElement>(null);
  const turns = versions.data?.items.length ?? 0;
  useEffect(() => {
    const box = conversationBox.current;
    if (tab === "conversation" && turns && box) box.scrollTop = box.scrollHeight;
  }, [tab, turns]);
  // The page's own to-fill list is in its Page tab: the new page's toast saying the same would cover the ask box.
  useEffect(() => toast.dismiss(TO_FILL_TOAST_ID), []);
  const editorHref = `/editor/${encodeURIComponent(template.id)}?from=${encodeURIComponent(workspaceUrl(template.id))}`;

  return (
    <TooltipProvider>
      <div className="mx-auto flex w-full max-w-[1600px] flex-col gap-4 px-4 py-4 sm:px-6 lg:py-6">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1.5">
            <Link
              to="/profile?tab=templates"
              className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
            >
              <ArrowLeftIcon className="size-4" aria-hidden="true" />
              Your pages
            </Link>
            <h1 className="text-xl leading-tight font-semibold break-words sm:text-2xl">{template.title}</h1>
            <div className="flex flex-wrap items-center gap-1.5">
              <Badge variant="secondary">{typeLabel(template.landingPageType)}</Badge>
              <Badge variant="outline">{industryLabel(template.industry)}</Badge>
              <Badge variant="outline">Version {template.version}</Badge>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" size="sm" asChild>
              {/* A full page load: the editor has its own Content-Security-Policy. */}
              <a href={editorHref}>
                <SquarePenIcon aria-hidden="true" />
                Edit by hand
              </a>
            </Button>
            <DownloadWithGuide template={template} />
            <SharePreviewButton template={template} />
            <Button
              variant="outline"
              size="sm"
              disabled={duplicating}
              aria-busy={duplicating}
              onClick={() =>
                void create(() => duplicateTemplate(template.id), {
                  success: "Page duplicated",
                  failure: "Could not duplicate the page",
                })
              }
            >
              <CopyIcon aria-hidden="true" />
              {duplicating ? "Duplicating…" : "Duplicate"}
            </Button>
            <DeleteTemplateButton template={template} />
          </div>
        </header>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_400px] xl:grid-cols-[minmax(0,1fr)_440px]">
          <PageStage
            template={template}
            highlight={highlight}
            onAsk={(part) => {
              setScope(part);
              setTab("conversation");
              // After the tab shows the box.
              requestAnimationFrame(() => askBox.current?.querySelector("textarea")?.focus());
            }}
          />
          <aside aria-label="Conversation, versions and leads" className="flex min-w-0 flex-col">
            <Tabs value={tab} onValueChange={setTab} className="lg:h-[calc(100dvh-9.5rem)]">
              {/* Four labelled tabs fit a phone's width only without their icons. */}
              <TabsList className="w-full max-sm:[&_svg]:hidden max-sm:[&>button]:px-2">
                <TabsTrigger value="conversation" className="flex-1">
                  <MessagesSquareIcon aria-hidden="true" />
                  Conversation
                </TabsTrigger>
                <TabsTrigger value="versions" className="flex-1">
                  <HistoryIcon aria-hidden="true" />
                  Versions
                </TabsTrigger>
                <TabsTrigger value="leads" className="flex-1">
                  <InboxIcon aria-hidden="true" />
                  Leads
                </TabsTrigger>
                <TabsTrigger value="page" className="flex-1">
                  <SlidersHorizontalIcon aria-hidden="true" />
                  Page
                </TabsTrigger>
              </TabsList>
              <TabsContent value="conversation" className="flex min-h-0 flex-1 flex-col gap-3">
                <div
                  ref={conversationBox}
                  className="flex max-h-[60dvh] min-h-0 flex-1 flex-col overflow-y-auto rounded-xl border bg-card p-3 lg:max-h-none"
                >
                  <Conversation
                    template={template}
                    versions={versions.data?.items}
                    reportJobId={report?.detailed && job ? job.id : null}
                  />
                  <div ref={conversationEnd} />
                </div>
                <div ref={askBox}>
                  <IteratePanel
                    template={template}
                    scope={scope}
                    onClearScope={() => setScope(null)}
                    onDone={() => {
                      setScope(null);
                      conversationEnd.current?.scrollIntoView({ block: "end" });
                    }}
                  />
                </div>
              </TabsContent>
              <TabsContent value="versions" className="min-h-0 flex-1 overflow-y-auto">
                <VersionHistory template={template} versions={versions.data?.items} />
              </TabsContent>
              <TabsContent value="leads" className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto">
                <WebhookPanel templateId={template.id} />
                <Suspense fallback={<Spinner label="Loading leads" />}>
                  <LeadInbox templateId={template.id} emptyText="No leads from this page yet." />
                </Suspense>
              </TabsContent>
              <TabsContent value="page" className="min-h-0 flex-1 overflow-y-auto">
                <PageSettingsTab
                  template={template}
                  editorHref={editorHref}
                  onAsk={(request) => {
                    setTab("conversation");
                    askFor(() => askBox.current, request);
                  }}
                />
              </TabsContent>
            </Tabs>
          </aside>
        </div>
      </div>
    </TooltipProvider>
  );
}
