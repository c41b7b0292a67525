import { ExternalLinkIcon, EyeIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { previewUrl, type Template } from "~/lib/templates-api";

/** The preview frame's sandbox: scripts and forms run, but never with the app's origin. */
export const PREVIEW_SANDBOX = "allow-scripts allow-forms allow-popups";

/** A Preview button opening the page in a sandboxed frame served from /preview/:id. */
export function PreviewButton({ template }: { template: Pick<Template, "id" | "title" | "version"> }) {
  const [open, setOpen] = useState(false);
  // The version in the query makes the frame reload after an iteration or a restore.
  const src = `${previewUrl(template.id)}?v=${template.version}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <EyeIcon aria-hidden="true" />
        Preview
      </Button>
      <DialogContent className="flex h-[calc(100dvh-2rem)] max-w-6xl flex-col gap-3 p-4 sm:p-6">
        <DialogHeader className="flex-row flex-wrap items-center justify-between gap-3 pr-8">
          <div className="flex min-w-0 flex-col gap-1">
            <DialogTitle className="truncate">{template.title}</DialogTitle>
            <DialogDescription>Preview of your generated page.</DialogDescription>
          </div>
          <Button variant="outline" size="sm" asChild>
            <a href={src} target="_blank" rel="noopener noreferrer">
              <ExternalLinkIcon aria-hidden="true" />
              Open in new window
            </a>
          </Button>
        </DialogHeader>
        <div className="min-h-0 flex-1 overflow-hidden rounded-lg border bg-white">
          {open && (
            <iframe
              title={`Preview of ${template.title}`}
              src={src}
              sandbox={PREVIEW_SANDBOX}
              className="size-full"
              data-testid="preview-frame"
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
