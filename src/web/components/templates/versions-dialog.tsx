import { useQuery } from "@tanstack/react-query";
import { HistoryIcon, RotateCcwIcon } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { formatDateTime } from "~/lib/billing-api";
import { listVersions, TEMPLATES_QUERY_KEY, type Template } from "~/lib/templates-api";
import { useRestoreVersion } from "./use-restore-version";

/** Version history: every saved version with its change; any older one can be restored for free. */
export function VersionsButton({ template, compact = false }: { template: Template; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        size={compact ? "icon" : "sm"}
        className={compact ? "size-8" : undefined}
        onClick={() => setOpen(true)}
        aria-label={compact ? "History" : undefined}
        title={compact ? "History" : undefined}
      >
        <HistoryIcon aria-hidden="true" />
        {!compact && "History"}
      </Button>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Version history</DialogTitle>
          <DialogDescription>
            {template.title}: restoring a version is free and saves it as a new version.
          </DialogDescription>
        </DialogHeader>
        {open && <VersionList template={template} />}
      </DialogContent>
    </Dialog>
  );
}

function VersionList({ template }: { template: Template }) {
  const { restoring, restore } = useRestoreVersion(template);
  const versions = useQuery({
    queryKey: [...TEMPLATES_QUERY_KEY, template.id, "versions", template.version],
    queryFn: () => listVersions(template.id),
  });

  if (versions.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label="Loading versions" />
      </div>
    );
  }
  if (versions.isError) {
    return <p className="text-sm text-muted-foreground">The version history could not be loaded.</p>;
  }
  const items = versions.data.items;
  const current = Math.max(template.version, ...items.map((v) => v.version));
  return (
    <ol className="flex max-h-[60dvh] flex-col gap-2 overflow-y-auto" aria-label="Versions">
      {items.map((item) => (
        <li
          key={item.version}
          className="flex items-start justify-between gap-3 rounded-lg border p-3"
          data-testid="version-item"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <span className="flex items-center gap-2 text-sm font-semibold">
              Version {item.version}
              {item.version === current && <Badge variant="secondary">Current</Badge>}
            </span>
            <span className="text-sm break-words">{item.change || "Original generation"}</span>
            <span className="text-xs text-muted-foreground">
              {formatDateTime(item.createdAt)} · {item.tokensUsed} tokens
            </span>
          </div>
          {item.version !== current && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => void restore(item.version)}
              disabled={restoring !== null}
              aria-label={`Restore version ${item.version}`}
            >
              <RotateCcwIcon
                className={restoring === item.version ? "animate-spin" : undefined}
                aria-hidden="true"
              />
              Restore
            </Button>
          )}
        </li>
      ))}
    </ol>
  );
}
