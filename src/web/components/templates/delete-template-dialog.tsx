import { useQueryClient } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { ApiError } from "~/lib/api";
import { deleteTemplate, TEMPLATES_QUERY_KEY, type Template } from "~/lib/templates-api";
import { toast } from "~/lib/toast";
import { cn } from "~/lib/utils";

/** Delete with a confirmation step; removes the template and all its versions. */
export function DeleteTemplateButton({
  template,
  onDeleted,
  compact = false,
}: {
  template: Template;
  /** After the page is gone (the workspace leaves it). */
  onDeleted?: () => void;
  /** An icon button (named "Delete"), for a card's row of actions. */
  compact?: boolean;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onConfirm() {
    setBusy(true);
    try {
      await deleteTemplate(template.id);
      toast.success("Template deleted", { description: `“${template.title}” was removed.` });
      setOpen(false);
      onDeleted?.();
      await queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY });
    } catch (error) {
      toast.error("Delete failed", {
        description: error instanceof ApiError ? error.message : "Failed to delete the template.",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        size={compact ? "icon" : "sm"}
        className={cn("text-destructive hover:bg-destructive/10 hover:text-destructive", compact && "size-8")}
        onClick={() => setOpen(true)}
        aria-label={compact ? "Delete" : undefined}
        title={compact ? "Delete" : undefined}
      >
        <Trash2Icon aria-hidden="true" />
        {!compact && "Delete"}
      </Button>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete this template?</DialogTitle>
          <DialogDescription>
            “{template.title}” and all its versions will be deleted. This cannot be undone, and the tokens it
            used are not refunded.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => void onConfirm()} disabled={busy}>
            <Trash2Icon aria-hidden="true" />
            Delete template
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
