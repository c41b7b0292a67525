import { ExternalLinkIcon, EyeIcon, MonitorIcon, SmartphoneIcon, TabletIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { PREVIEW_SANDBOX } from "~/lib/preview-sandbox";
import { previewUrl, type Template } from "~/lib/templates-api";
import { cn } from "~/lib/utils";

const DEVICES = [
  { id: "desktop", label: "Desktop", icon: MonitorIcon, width: "100%" },
  { id: "tablet", label: "Tablet", icon: TabletIcon, width: "768px" },
  { id: "mobile", label: "Mobile", icon: SmartphoneIcon, width: "375px" },
] as const;
type Device = (typeof DEVICES)[number]["id"];

/** Where a template's page is served, sandboxed; the version makes frames reload after a change. */
export function versionedPreviewUrl(template: Pick<Template, "id" | "version">): string {
  return `${previewUrl(template.id)}?v=${template.version}`;
}

/** A Preview button opening the page in a sandboxed frame served from /preview/:id. */
export function PreviewButton({ template }: { template: Pick<Template, "id" | "title" | "version"> }) {
  const [open, setOpen] = useState(false);
  const [device, setDevice] = useState<Device>("desktop");
  const src = versionedPreviewUrl(template);
  const width = DEVICES.find((d) => d.id === device)?.width ?? "100%";
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <EyeIcon aria-hidden="true" />
        Preview
      </Button>
      <DialogContent className="flex h-[calc(100dvh-2rem)] max-w-6xl flex-col gap-3 p-4 sm:p-6">
        <DialogHeader className="flex-row flex-wrap items-center justify-between gap-3 pr-8">
          <div className="flex min-w-0 flex-col gap-1">
            <DialogTitle className="truncate leading-tight">{template.title}</DialogTitle>
            <DialogDescription>Preview of your generated page.</DialogDescription>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <fieldset className="hidden items-center gap-1 rounded-lg bg-muted p-1 md:flex">
              <legend className="sr-only">Preview width</legend>
              {DEVICES.map((d) => (
                <label
                  key={d.id}
                  title={d.label}
                  className={cn(
                    "flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:text-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                    device === d.id && "bg-background text-foreground shadow-sm",
                  )}
                >
                  <input
                    type="radio"
                    name="preview-device"
                    value={d.id}
                    checked={device === d.id}
                    onChange={() => setDevice(d.id)}
                    className="sr-only"
                  />
                  <d.icon className="size-4" aria-hidden="true" />
                  <span className="sr-only">{d.label}</span>
                </label>
              ))}
            </fieldset>
            <Button variant="outline" size="sm" asChild>
              <a href={src} target="_blank" rel="noopener noreferrer">
                <ExternalLinkIcon aria-hidden="true" />
                Open in new window
              </a>
            </Button>
          </div>
        </DialogHeader>
        <div className="flex min-h-0 flex-1 justify-center overflow-hidden rounded-lg border bg-muted">
          {open && (
            <iframe
              title={`Preview of ${template.title}`}
              src={src}
              sandbox={PREVIEW_SANDBOX}
              style={{ width }}
              className="h-full max-w-full bg-white transition-[width] duration-200"
              data-testid="preview-frame"
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** A small, inert picture of the page for the template card (the page scaled down from 1280 px). */
export function PreviewThumbnail({ template }: { template: Pick<Template, "id" | "title" | "version"> }) {
  return (
    <div
      className="relative h-[110px] w-[176px] shrink-0 overflow-hidden rounded-lg border bg-muted"
      inert
      aria-hidden="true"
    >
      <iframe
        title={`Thumbnail of ${template.title}`}
        src={versionedPreviewUrl(template)}
        sandbox={PREVIEW_SANDBOX}
        loading="lazy"
        tabIndex={-1}
        className="pointer-events-none absolute top-0 left-0 h-[800px] w-[1280px] origin-top-left scale-[0.1375] bg-white"
      />
    </div>
  );
}
