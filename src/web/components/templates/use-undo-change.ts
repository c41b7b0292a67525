import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "~/lib/api";
import { TRANSACTIONS_QUERY_KEY } from "~/lib/billing-api";
import { dismissJob } from "~/lib/job-store";
import { PROFILE_QUERY_KEY, type Profile } from "~/lib/profile";
import { TEMPLATES_QUERY_KEY, type Template, undoChange } from "~/lib/templates-api";
import { toast } from "~/lib/toast";
import { formatTokens } from "../../../core/pricing";

export const UNDO_FAILED_TITLE = "Could not undo";

/**
 * "Undo" on a held change: the page goes back to the version before it (saved as a new, free version) and
 * its tokens come back. A refusal (409: already kept, nothing to undo, the page changed) is shown in the
 * server's own words, and the page is read again since it is no longer what the card showed.
 */
export function useUndoChange(template: Pick<Template, "id">, reportJobId: string | null) {
  const queryClient = useQueryClient();
  const [undoing, setUndoing] = useState(false);

  async function refresh() {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
    ]);
  }

  async function undo() {
    if (undoing) return;
    setUndoing(true);
    try {
      const result = await undoChange(template.id);
      queryClient.setQueryData<Profile>(PROFILE_QUERY_KEY, (old) =>
        old ? { ...old, tokenBalance: result.tokenBalance } : old,
      );
      if (reportJobId) dismissJob(reportJobId);
      toast.success("Change undone", {
        description: `The page is back as it was (saved as version ${result.template.version}). ${formatTokens(result.tokensReleased)} tokens returned.`,
      });
      await refresh();
    } catch (error) {
      const message =
        error instanceof ApiError && error.message
          ? error.message
          : "The change could not be undone. Please try again.";
      toast.error(UNDO_FAILED_TITLE, { description: message });
      if (error instanceof ApiError && error.status === 409) await refresh();
    } finally {
      setUndoing(false);
    }
  }

  return { undo, undoing };
}
