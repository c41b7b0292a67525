import { useQuery } from "@tanstack/react-query";
import { InboxIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { leadFormOf, leadFormQueryKey } from "~/lib/leads-api";
import type { Template } from "~/lib/templates-api";
import { LeadInbox } from "./lead-inbox";
import { NotifySwitch } from "./notify-switch";

/** "Leads (n)" on a template card: that page's leads in a dialog, with its e-mail switch. */
export function LeadsButton({ template }: { template: Template }) {
  const [open, setOpen] = useState(false);
  // The count comes with the list; the page's own row (its mail switch) is read once the dialog opens.
  const forms = useQuery({
    queryKey: leadFormQueryKey(template.id),
    queryFn: () => leadFormOf(template.id),
    enabled: open,
  });
  const form = forms.data;
  const count = form?.leadCount ?? template.leadCount ?? 0;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} data-testid="template-leads-button">
        <InboxIcon aria-hidden="true" />
        Leads ({count.toLocaleString("en-US")})
      </Button>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Leads from “{template.title}”</DialogTitle>
          <DialogDescription>
            What visitors sent through this page's forms, newest first. New leads appear here as they arrive.
          </DialogDescription>
        </DialogHeader>
        {form && <NotifySwitch form={form} />}
        {open && (
          <div className="max-h-[60dvh] overflow-y-auto pr-1">
            <LeadInbox templateId={template.id} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
