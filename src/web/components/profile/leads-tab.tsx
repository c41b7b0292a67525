import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { BellIcon, InboxIcon } from "lucide-react";
import { useId } from "react";
import { LeadInbox } from "~/components/leads/lead-inbox";
import { NotifySwitch } from "~/components/leads/notify-switch";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { ApiError } from "~/lib/api";
import {
  ALL_LEAD_FORMS_QUERY_KEY,
  getLeadSettings,
  LEAD_SETTINGS_QUERY_KEY,
  listLeadForms,
  setLeadRetention,
} from "~/lib/leads-api";
import { toast } from "~/lib/toast";
import { LEAD_RETENTION_MONTHS } from "../../../core/leads";

const monthsLabel = (months: number) =>
  months % 12 === 0
    ? months === 12
      ? "1 year"
      : `${months / 12} years`
    : months === 1
      ? "1 month"
      : `${months} months`;

/** /profile?tab=leads: every lead from the owner's pages, e-mail switches per page, and the retention period. */
export function LeadsTab() {
  return (
    <div className="flex flex-col gap-6">
      <Card className="p-4 sm:p-6">
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <InboxIcon className="size-5 text-muted-foreground" aria-hidden="true" />
            Leads
          </CardTitle>
          <CardDescription>
            The forms on your pages send what visitors type to this inbox, wherever you host the page. New
            leads appear here as they arrive.
          </CardDescription>
        </CardHeader>
        <LeadInbox emptyText="No leads yet. When someone fills in a form on one of your pages, it shows up here." />
      </Card>
      <Card className="p-4 sm:p-6">
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <BellIcon className="size-5 text-muted-foreground" aria-hidden="true" />
            Notifications and retention
          </CardTitle>
          <CardDescription>
            Choose which pages e-mail you each lead, and how long leads are kept.
          </CardDescription>
        </CardHeader>
        <RetentionSelect />
        <NotificationList />
      </Card>
    </div>
  );
}

function RetentionSelect() {
  const queryClient = useQueryClient();
  const labelId = useId();
  const settings = useQuery({ queryKey: LEAD_SETTINGS_QUERY_KEY, queryFn: getLeadSettings });

  async function onChange(value: string) {
    try {
      const saved = await setLeadRetention(Number(value));
      queryClient.setQueryData(LEAD_SETTINGS_QUERY_KEY, saved);
      toast.success("Retention saved", {
        description: `Leads older than ${monthsLabel(saved.retentionMonths)} are deleted automatically.`,
      });
    } catch (error) {
      toast.error("The setting was not saved", {
        description: error instanceof ApiError ? error.message : "Please try again.",
      });
    }
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b pb-4">
      <div className="flex flex-col gap-0.5">
        <span id={labelId} className="text-sm font-medium">
          Keep leads for
        </span>
        <span className="text-xs text-muted-foreground">Older leads are deleted automatically.</span>
      </div>
      <Select
        value={settings.data ? String(settings.data.retentionMonths) : undefined}
        onValueChange={(value) => void onChange(value)}
        disabled={!settings.data}
      >
        <SelectTrigger className="w-40" aria-labelledby={labelId} data-testid="lead-retention">
          <SelectValue placeholder="…" />
        </SelectTrigger>
        <SelectContent>
          {LEAD_RETENTION_MONTHS.map((months) => (
            <SelectItem key={months} value={String(months)}>
              {monthsLabel(months)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function NotificationList() {
  const forms = useInfiniteQuery({
    queryKey: ALL_LEAD_FORMS_QUERY_KEY,
    queryFn: ({ pageParam }) => listLeadForms(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  if (!forms.data) return null;
  const items = forms.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <p className="text-sm text-muted-foreground">You have no pages yet.</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col divide-y" aria-label="E-mail per page">
        {items.map((form) => (
          <li
            key={form.templateId}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
            data-testid="lead-form-row"
          >
            <span className="min-w-0 text-sm font-medium break-words">
              {form.title}{" "}
              <span className="font-normal text-muted-foreground">
                ({form.leadCount === 1 ? "1 lead" : `${form.leadCount.toLocaleString("en-US")} leads`})
              </span>
            </span>
            <NotifySwitch form={form} />
          </li>
        ))}
      </ul>
      {forms.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => void forms.fetchNextPage()}
          disabled={forms.isFetchingNextPage}
        >
          {forms.isFetchingNextPage ? "Loading…" : "Load more pages"}
        </Button>
      )}
    </div>
  );
}
