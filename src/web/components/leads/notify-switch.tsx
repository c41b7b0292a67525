import { type InfiniteData, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Checkbox } from "~/components/ui/checkbox";
import { ApiError } from "~/lib/api";
import {
  ALL_LEAD_FORMS_QUERY_KEY,
  type LeadForm,
  leadFormQueryKey,
  setLeadNotifications,
} from "~/lib/leads-api";
import { toast } from "~/lib/toast";
import type { Page } from "../../../core/api-types";

/** The per-page switch for the mail sent with each lead. */
export function NotifySwitch({ form, label }: { form: LeadForm; label?: string }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [saving, setSaving] = useState(false);

  async function onChange(checked: boolean) {
    setSaving(true);
    try {
      const updated = await setLeadNotifications(form.templateId, checked);
      // Both places the row is shown: its card's own query and the paged list of every page.
      queryClient.setQueryData<LeadForm | null>(leadFormQueryKey(updated.templateId), updated);
      queryClient.setQueryData<InfiniteData<Page<LeadForm>>>(ALL_LEAD_FORMS_QUERY_KEY, (list) =>
        list
          ? {
              ...list,
              pages: list.pages.map((page) => ({
                ...page,
                items: page.items.map((f) => (f.templateId === updated.templateId ? updated : f)),
              })),
            }
          : list,
      );
      toast.success(checked ? "Lead e-mails on" : "Lead e-mails off", {
        description: checked
          ? `You will get an e-mail for each lead from “${form.title}”.`
          : `Leads from “${form.title}” still arrive here, without an e-mail.`,
      });
    } catch (error) {
      toast.error("The setting was not saved", {
        description: error instanceof ApiError ? error.message : "Please try again.",
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id={id}
        checked={form.notifyLeads}
        disabled={saving}
        onCheckedChange={(checked) => void onChange(checked === true)}
      />
      <label htmlFor={id} className="cursor-pointer text-sm">
        {label ?? "E-mail me each lead"}
        <span className="sr-only"> from “{form.title}”</span>
      </label>
    </div>
  );
}
