import { CheckIcon, RotateCcwIcon } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { formatDateTime } from "~/lib/billing-api";
import { PREVIEW_SANDBOX } from "~/lib/preview-sandbox";
import { type Template, type TemplateVersion, versionPreviewUrl } from "~/lib/templates-api";
import { formatTokens } from "../../../core/pricing";
import { useRestoreVersion } from "../templates/use-restore-version";

/** Every saved version, newest first, each with a small picture of its page; an older one can be restored. */
export function VersionHistory({
  template,
  versions,
}: {
  template: Template;
  versions: TemplateVersion[] | undefined;
}) {
  const [restored, setRestored] = useState<{ from: number; as: number } | null>(null);
  const { restoring, restore } = useRestoreVersion(template, setRestored);

  function onRestore(version: number) {
    setRestored(null);
    void restore(version);
  }

  if (!versions) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label="Loading versions" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        Restoring a version is free and saves it as a new version, so nothing is lost.
      </p>
      <p
        aria-live="polite"
        className="text-sm font-medium text-success empty:hidden"
        data-testid="restore-status"
      >
        {restored ? `Version ${restored.from} restored as version ${restored.as}.` : ""}
      </p>
      <ol className="flex flex-col gap-2" aria-label="Versions">
        {versions.map((item) => (
          <li key={item.version} className="flex gap-3 rounded-lg border p-2" data-testid="version-item">
            <VersionThumbnail templateId={template.id} version={item.version} />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="flex items-center gap-2 text-sm font-semibold">
                Version {item.version}
                {item.version === template.version && <Badge variant="secondary">Current</Badge>}
              </span>
              <span className="line-clamp-2 text-sm break-words">{item.change || "Original generation"}</span>
              <span className="text-xs text-muted-foreground">
                {formatDateTime(item.createdAt)} · {formatTokens(item.tokensUsed)} tokens
              </span>
              {item.version !== template.version && (
                <Button
                  variant="outline"
                  size="sm"
                  className="self-start"
                  onClick={() => onRestore(item.version)}
                  disabled={restoring !== null}
                  aria-label={`Restore version ${item.version}`}
                >
                  {restored?.from === item.version ? (
                    <CheckIcon aria-hidden="true" />
                  ) : (
                    <RotateCcwIcon
                      className={restoring === item.version ? "animate-spin" : undefined}
                      aria-hidden="true"
                    />
                  )}
                  Restore
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The version's page scaled down from 1280 px, inert (loaded when scrolled near). */
function VersionThumbnail({ templateId, version }: { templateId: string; version: number }) {
  return (
    <div
      className="relative h-[72px] w-[115px] shrink-0 overflow-hidden rounded-md border bg-muted"
      inert
      aria-hidden="true"
    >
      <iframe
        title={`Version ${version}`}
        src={versionPreviewUrl(templateId, version)}
        sandbox={PREVIEW_SANDBOX}
        loading="lazy"
        tabIndex={-1}
        className="pointer-events-none absolute top-0 left-0 h-[800px] w-[1280px] origin-top-left scale-[0.09] bg-white"
      />
    </div>
  );
}
