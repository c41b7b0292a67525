import { useQuery } from "@tanstack/react-query";
import {
  ArrowLeftIcon,
  CopyIcon,
  HistoryIcon,
  InboxIcon,
  MessagesSquareIcon,
  MonitorSmartphoneIcon,
  SlidersHorizontalIcon,
  SquarePenIcon,
} from "lucide-react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { TooltipProvider } from "~/components/ui/tooltip";
import { changeReportOf } from "~/lib/change-report";
import { TO_FILL_TOAST_ID } from "~/lib/job-outcome";
import { useIterationJob } from "~/lib/job-store";
import type { PointedPart } from "~/lib/point-frame";
import { useRefusals } from "~/lib/refusals";
import {
  duplicateTemplate,
  listVersions,
  TEMPLATES_QUERY_KEY,
  type Template,
  workspaceUrl,
} from "~/lib/templates-api";
import { toast } from "~/lib/toast";
import { useKeepToastsOff } from "~/lib/toast-lift";
import { useWideScreen } from "~/lib/use-wide-screen";
import { cn } from "~/lib/utils";
import { DeleteTemplateButton } from "../templates/delete-template-dialog";
import { IteratePanel } from "../templates/iterate-panel";
import { DownloadWithGuide } from "../templates/publish-dialog";
import { industryLabel, typeLabel } from "../templates/template-card";
import { askFor } from "./ask-box";
import { Conversation } from "./conversation";
import { openingTab, selectedTab, type WorkspaceTab } from "./opening-tab";
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
  // "preview" is a tab on a phone only: a wide screen shows the page beside the chat anyway.
  const [tab, setTab] = useState<WorkspaceTab>(() => openingTab(job?.status === "running"));
  const wide = useWideScreen();
  // A request still running when the page opens (the job store restores it after a reload) is followed
  // in the chat, where its progress and report are.
  const runningId = job?.status === "running" ? job.id : null;
  useEffect(() => {
    if (runningId) setTab((shown) => (shown === "preview" ? "conversation" : shown));
  }, [runningId]);
  const refusals = useRefusals(template.id);
  const askBox = useRef<HTMLDivElement>(null);
  const conversationEnd = useRef<HTMLDivElement>(null);
  const versions = useQuery({
    queryKey: [...TEMPLATES_QUERY_KEY, template.id, "versions", template.version],
    queryFn: () => listVersions(template.id),
    // A new version of this page keeps its conversation on screen until the next turn arrives, instead of a
    // spinner in its place (which also replaced every turn's elements while the owner read them).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === template.id ? previous : undefined,
  });
  const { create, busy: duplicating } = useNewPage();
  const navigate = useNavigate();
  // The newest turn in view whenever the conversation shows or grows (free changes made in the Page tab
  // too), by scrolling its own box, not the window.
  const conversationBox = useRef<HTMLDivElement>(null);
  // Every outcome shows as the conversation's newest turn, just above the ask box, and every other tab is a
  // form or a list reaching the window's bottom: toasts never cover the tabs' column (on a phone, the whole
  // width). Its tab list stands for the column: it is on screen whichever tab is chosen.
  const tabsColumn = useRef<HTMLDivElement>(null);
  useKeepToastsOff(tabsColumn);
  const turns = (versions.data?.items.length ?? 0) + refusals.length;
  useEffect(() => {
    const box = conversationBox.current;
    if (selectedTab(tab, wide) === "conversation" && turns && box) box.scrollTop = box.scrollHeight;
  }, [tab, wide, turns]);
  // The page's own to-fill list is in its Page tab: the new page's toast saying the same would cover the ask box.
  useEffect(() => toast.dismiss(TO_FILL_TOAST_ID), []);
  const editorHref = `/editor/${encodeURIComponent(template.id)}?from=${encodeURIComponent(workspaceUrl(template.id))}`;

  return (
    <TooltipProvider>
      <div className="mx-auto flex min-h-0 w-full max-w-[1600px] flex-1 flex-col gap-3 px-3 pt-3 pb-3 sm:px-6 lg:gap-4 lg:pt-4">
        <header className="flex flex-col gap-2 lg:flex-row lg:items-center lg:justify-between lg:gap-4">
          <div className="flex min-w-0 flex-1 items-center gap-2">
            <Link
              to="/profile?tab=templates"
              className="inline-flex shrink-0 items-center gap-1 rounded-md text-sm text-muted-foreground hover:text-foreground"
              aria-label="Your templates"
              title="Your templates"
            >
              <ArrowLeftIcon className="size-4" aria-hidden="true" />
              <span className="hidden 2xl:inline">Your templates</span>
            </Link>
            <h1
              className="min-w-0 truncate text-lg leading-tight font-semibold sm:text-xl"
              title={template.title}
            >
              {template.title}
            </h1>
            <div className="hidden shrink-0 items-center gap-1.5 md:flex lg:hidden 2xl:flex">
              <Badge variant="secondary">{typeLabel(template.landingPageType)}</Badge>
              <Badge variant="outline">{industryLabel(template.industry)}</Badge>
              <Badge variant="outline">Version {template.version}</Badge>
            </div>
          </div>
          {/* On a phone the actions show as icons (named for screen readers), so the row fits instead of
              scrolling sideways with its last buttons cut off; on a tablet, too narrow for the six named
              buttons, they wrap to a second row rather than being cut. Below the wide layout the
              chat takes the row's height too: the page's actions show with the page and its settings, not over
              the conversation (a phone's chat needs every line it can get). */}
          <div
            className={cn(
              "icon-actions-on-phone -mx-3 flex shrink-0 flex-nowrap items-center gap-2 overflow-x-auto px-3 pb-0.5 [&>*]:shrink-0 max-sm:justify-between sm:max-lg:flex-wrap lg:mx-0 lg:px-0",
              tab === "conversation" && "max-lg:hidden",
            )}
            data-testid="workspace-actions"
          >
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
                  success: "Template duplicated",
                  failure: "Could not duplicate the template",
                })
              }
            >
              <CopyIcon aria-hidden="true" />
              {duplicating ? "Duplicating…" : "Duplicate"}
            </Button>
            {/* The page is gone: back to the list of templates, not a workspace of nothing. */}
            <DeleteTemplateButton
              template={template}
              onDeleted={() => navigate("/profile?tab=templates", { replace: true })}
            />
          </div>
        </header>
        {/*
          One set of tabs for every width. On a wide screen the page fills the left and the tabs the right,
          each the window's height and scrolling on its own; on a phone "Preview" is one more tab, so the
          page and the chat take turns filling the screen instead of stacking.
        */}
        <Tabs
          value={selectedTab(tab, wide)}
          onValueChange={(next) => setTab(next as WorkspaceTab)}
          className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)] gap-3 lg:grid-cols-[minmax(0,1fr)_400px] lg:gap-x-4 xl:grid-cols-[minmax(0,1fr)_440px]"
        >
          <TabsList
            ref={tabsColumn}
            aria-label="Workspace"
            className="w-full lg:col-start-2 lg:row-start-1 max-sm:[&_svg]:hidden max-sm:[&>button]:px-1.5"
          >
            <TabsTrigger value="preview" className="flex-1 lg:hidden">
              <MonitorSmartphoneIcon aria-hidden="true" />
              Preview
            </TabsTrigger>
            <TabsTrigger value="conversation" className="flex-1">
              <MessagesSquareIcon aria-hidden="true" />
              Chat
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
          <TabsContent
            value="preview"
            forceMount
            className={cn(
              "min-h-0 flex-col lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:flex",
              tab === "preview" ? "flex" : "hidden",
            )}
          >
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
          </TabsContent>
          <TabsContent
            value="conversation"
            forceMount
            className={cn(
              "min-h-0 flex-col gap-3 lg:col-start-2 lg:row-start-2",
              tab === "conversation" ? "flex" : tab === "preview" ? "hidden lg:flex" : "hidden",
            )}
          >
            <div
              ref={conversationBox}
              className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain rounded-xl border bg-card p-3"
              data-testid="conversation-box"
            >
              <Conversation
                template={template}
                versions={versions.data?.items}
                refusals={refusals}
                reportJobId={report?.detailed && job ? job.id : null}
                undoOfferedElsewhere={Boolean(job?.madeBeforeCancel)}
              />
              <div ref={conversationEnd} />
            </div>
            <div ref={askBox} className="shrink-0">
              <IteratePanel
                template={template}
                scope={scope}
                onClearScope={() => setScope(null)}
                onRefused={() =>
                  requestAnimationFrame(() => conversationEnd.current?.scrollIntoView({ block: "end" }))
                }
                onDone={() => {
                  setScope(null);
                  conversationEnd.current?.scrollIntoView({ block: "end" });
                }}
              />
            </div>
          </TabsContent>
          <TabsContent value="versions" className="min-h-0 overflow-y-auto lg:col-start-2 lg:row-start-2">
            <VersionHistory template={template} versions={versions.data?.items} />
          </TabsContent>
          <TabsContent
            value="leads"
            className="flex min-h-0 flex-col gap-3 overflow-y-auto lg:col-start-2 lg:row-start-2"
          >
            {/* The leads first, on every width: they are what the owner opens the tab for; the webhook is set once. */}
            <Suspense fallback={<Spinner label="Loading leads" />}>
              <LeadInbox templateId={template.id} />
            </Suspense>
            <WebhookPanel templateId={template.id} />
          </TabsContent>
          <TabsContent value="page" className="min-h-0 overflow-y-auto lg:col-start-2 lg:row-start-2">
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
      </div>
    </TooltipProvider>
  );
}
