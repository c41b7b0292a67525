import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiErrorMessage } from "~/lib/api";
import { restoreVersion, TEMPLATES_QUERY_KEY, type Template } from "~/lib/templates-api";
import { toast } from "~/lib/toast";

/**
 * "Restore" on an older version (the workspace's history and the versions dialog): it is saved as a new,
 * free version, said in a toast, and the pages are read again. `restoring` is the version on its way back.
 */
export function useRestoreVersion(
  template: Pick<Template, "id">,
  onRestored?: (restored: { from: number; as: number }) => void,
) {
  const queryClient = useQueryClient();
  const [restoring, setRestoring] = useState<number | null>(null);

  async function restore(version: number) {
    setRestoring(version);
    try {
      const { template: saved } = await restoreVersion(template.id, version);
      onRestored?.({ from: version, as: saved.version });
      toast.success("Version restored", {
        description: `Version ${version} is now the current page (saved as version ${saved.version}).`,
      });
      await queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY });
    } catch (error) {
      toast.error("Restore failed", {
        description: apiErrorMessage(error, "Failed to restore this version."),
      });
    } finally {
      setRestoring(null);
    }
  }

  return { restoring, restore };
}
