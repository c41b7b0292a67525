import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { DownloadIcon, InboxIcon, SearchIcon, Trash2Icon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { ApiError } from "~/lib/api";
import { formatDateTime } from "~/lib/billing-api";
import { deleteLead, deleteLeads, LEADS_QUERY_KEY, type Lead, leadsCsvUrl, listLeads } from "~/lib/leads-api";
import { toast } from "~/lib/toast";

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

/** The text typed into the search box, settled for a moment before it is searched. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The owner's leads, newest first: all of them, or one template's. Search, CSV export, delete one or
 * all (each confirmed). New leads appear by themselves: the account's event stream invalidates the
 * ["leads"] queries (lib/events.ts).
 */
/** One page's empty inbox: what is missing, and how a lead gets here (the page's own form). */
const PAGE_LEADS_EMPTY =
  "No leads from this page yet. When a visitor sends the page's form, the lead shows up here.";

/** `emptyText`: what an empty inbox says (one page's, unless given). */
export function LeadInbox({
  templateId,
  emptyText = PAGE_LEADS_EMPTY,
}: {
  templateId?: string;
  emptyText?: string;
}) {
  const queryClient = useQueryClient();
  const searchId = useId();
  const [search, setSearch] = useState("");
  const q = useSettled(search, SEARCH_DELAY_MS).trim();
  const [confirm, setConfirm] = useState<{ lead?: Lead } | null>(null);
  const [busy, setBusy] = useState(false);

  const leads = useInfiniteQuery({
    queryKey: [...LEADS_QUERY_KEY, "list", templateId ?? "all", q],
    queryFn: ({ pageParam }) => listLeads({ templateId, q }, pageParam, PAGE_SIZE),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = leads.data?.pages.flatMap((page) => page.items) ?? [];

  async function onConfirmDelete() {
    if (!confirm) return;
    setBusy(true);
    try {
      if (confirm.lead) {
        await deleteLead(confirm.lead.id);
        toast.success("Lead deleted");
      } else {
        const { deleted } = await deleteLeads({ templateId });
        toast.success(deleted === 1 ? "1 lead deleted" : `${deleted.toLocaleString("en-US")} leads deleted`);
      }
      setConfirm(null);
      await queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY });
    } catch (error) {
      toast.error("Delete failed", {
        description: error instanceof ApiError ? error.message : "The leads could not be deleted.",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="@container flex flex-col gap-4">
      {/* The search takes a row of its own where the buttons would leave it too narrow for its hint. */}
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative w-full @lg:w-auto @lg:min-w-48 @lg:flex-1">
          <label htmlFor={searchId} className="sr-only">
            Search leads
          </label>
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            placeholder="Name, e-mail or message…"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="ml-auto flex items-center gap-2">
          {items.length === 0 ? (
            // Nothing to export: a file with only a header row would look like a failure.
            <Button variant="outline" size="sm" disabled title="No leads to export yet">
              <DownloadIcon aria-hidden="true" />
              Export CSV
            </Button>
          ) : (
            <Button variant="outline" size="sm" asChild>
              <a
                href={leadsCsvUrl({ templateId, q })}
                download
                onClick={() =>
                  toast.success("Export started", {
                    description: q
                      ? `The leads matching “${q}” are downloading as a CSV file.`
                      : "Your leads are downloading as a CSV file.",
                  })
                }
              >
                <DownloadIcon aria-hidden="true" />
                Export CSV
              </a>
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => setConfirm({})}
            disabled={items.length === 0}
          >
            <Trash2Icon aria-hidden="true" />
            Delete all
          </Button>
        </div>
      </div>

      {leads.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading leads" />
        </div>
      ) : leads.isError ? (
        <p className="text-sm text-muted-foreground">
          Your leads could not be loaded. Please reload the page.
        </p>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-10 text-center">
          <InboxIcon className="size-6 text-muted-foreground" aria-hidden="true" />
          <p className="text-sm text-muted-foreground" data-testid="leads-empty">
            {q ? `No leads match “${q}”.` : emptyText}
          </p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Leads">
          {items.map((lead) => (
            <LeadItem
              key={lead.id}
              lead={lead}
              showPage={!templateId}
              onDelete={() => setConfirm({ lead })}
            />
          ))}
        </ul>
      )}
      {leads.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => void leads.fetchNextPage()}
          disabled={leads.isFetchingNextPage}
        >
          {leads.isFetchingNextPage ? "Loading…" : "Load more"}
        </Button>
      )}

      <Dialog open={confirm !== null} onOpenChange={(open) => !open && setConfirm(null)}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>{confirm?.lead ? "Delete this lead?" : "Delete all leads?"}</DialogTitle>
            <DialogDescription>
              {confirm?.lead
                ? `The lead received ${formatDateTime(confirm.lead.createdAt)} will be deleted.`
                : templateId
                  ? "Every lead from this page will be deleted."
                  : "Every lead from all your pages will be deleted."}{" "}
              This cannot be undone; export them as CSV first if you want to keep a copy.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirm(null)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => void onConfirmDelete()} disabled={busy}>
              <Trash2Icon aria-hidden="true" />
              {confirm?.lead ? "Delete lead" : "Delete all"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** Only http(s) addresses become links (the server stores nothing else, but the value came from a visitor). */
function pageLink(url: string | null): { href: string; label: string } | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    return { href: parsed.href, label: `${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}` };
  } catch {
    return null;
  }
}

/** What the mark on a held lead says: it is kept, only not mailed. */
export const HELD_LABELS: Record<NonNullable<Lead["held"]>, { label: string; title: string }> = {
  duplicate: {
    label: "Possible spam: repeated",
    title: "The same answers reached this form earlier, so no e-mail was sent for this one.",
  },
  too_soon: {
    label: "Possible spam: sent too soon after the page opened",
    title: "The form was sent faster than a person fills it in, so no e-mail was sent for this one.",
  },
  too_fast: {
    label: "Possible spam: sent too fast",
    title: "The same visitor sent this form again moments before, so no e-mail was sent for this one.",
  },
};

/** The mark's words; a lead sent too soon says how soon ("sent 1.2 s after the page opened"). */
export function heldLabel(lead: Pick<Lead, "held" | "heldSentAfterMs">): string {
  if (!lead.held) return "";
  if (lead.held === "too_soon" && typeof lead.heldSentAfterMs === "number") {
    const seconds = Math.round(lead.heldSentAfterMs / 100) / 10;
    return `Possible spam: sent ${seconds.toLocaleString("en-US")} s after the page opened`;
  }
  return HELD_LABELS[lead.held].label;
}

function LeadItem({ lead, showPage, onDelete }: { lead: Lead; showPage: boolean; onDelete: () => void }) {
  const link = pageLink(lead.pageUrl);
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm" data-testid="lead-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          {showPage && <span className="font-medium text-foreground">{lead.pageTitle}</span>}
          {lead.formId && <span>form “{lead.formId}”</span>}
          {link && (
            <a
              className="underline underline-offset-2"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {link.label}
            </a>
          )}
          <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
          {lead.held && (
            <Badge variant="outline" title={HELD_LABELS[lead.held].title} data-testid="lead-held">
              {heldLabel(lead)}
            </Badge>
          )}
        </p>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={onDelete}
          aria-label={`Delete the lead received ${formatDateTime(lead.createdAt)}`}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
      <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[minmax(6rem,auto)_1fr]">
        {lead.fields.map((field, index) => (
          // Names may repeat (checkbox groups), so the position is part of the key.
          <div key={`${index}-${field.name}`} className="contents">
            <dt className="font-medium text-muted-foreground break-words">{field.name}</dt>
            <dd className="break-words whitespace-pre-wrap">{field.value || "—"}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
