import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "~/lib/api";
import { type TemplateWithPage, workspaceUrl } from "~/lib/templates-api";
import { toast } from "~/lib/toast";

/**
 * Makes a new page from an existing one (a duplicate, or a showcase example), says so, and opens the new
 * page's workspace (the lists read themselves again when next shown). Failures are told in the server's
 * words. No query cache here: the showcase uses it, and keeps TanStack Query out of its JavaScript.
 */
export function useNewPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function create(
    make: () => Promise<{ template: TemplateWithPage }>,
    messages: { success: string; failure: string },
  ) {
    if (busy) return;
    setBusy(true);
    try {
      const { template } = await make();
      toast.success(messages.success, { description: `“${template.title}” is ready. Nothing was charged.` });
      navigate(workspaceUrl(template.id));
    } catch (error) {
      toast.error(messages.failure, {
        description: error instanceof ApiError && error.message ? error.message : "Please try again.",
      });
    } finally {
      setBusy(false);
    }
  }

  return { create, busy };
}
