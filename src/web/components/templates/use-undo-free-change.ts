import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiErrorMessage } from "~/lib/api";
import { freeChangeAction } from "~/lib/free-change";
import { restoreVersion, TEMPLATES_QUERY_KEY, type Template } from "~/lib/templates-api";
import { toast } from "~/lib/toast";
import { UNDO_FAILED_TITLE } from "./use-undo-change";

/**
 * "Undo" on a free change (the brand kit, search and sharing, a hand edit, a restore), or "Redo" on an Undo's
 * own line (lib/free-change.ts): nothing was paid,
 * so the version before it comes back as a new, free version, as a restore does — unless the page changed
 * since (the server refuses, and the toast says so). Said in a toast.
 */
export function useUndoFreeChange(template: Pick<Template, "id">) {
  const queryClient = useQueryClient();
  const [undoing, setUndoing] = useState(false);

  async function undoFree(changedVersion: number, what: string) {
    if (undoing || changedVersion < 2) return;
    setUndoing(true);
    try {
      const { template: saved } = await restoreVersion(template.id, changedVersion - 1, {
        undoing: changedVersion,
      });
      const { doneTitle, doneLead } = freeChangeAction(what);
      toast.success(doneTitle, {
        description: `${doneLead}: the page is back as version ${changedVersion - 1} (saved as version ${saved.version}). Free.`,
      });
      await queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY });
    } catch (error) {
      toast.error(UNDO_FAILED_TITLE, {
        description: apiErrorMessage(error, "The change could not be undone. Please try again."),
      });
    } finally {
      setUndoing(false);
    }
  }

  return { undoFree, undoing };
}
