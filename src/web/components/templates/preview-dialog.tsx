import {
  ExternalLinkIcon,
  EyeIcon,
  MessageSquareTextIcon,
  MonitorIcon,
  SmartphoneIcon,
  TabletIcon,
} from "lucide-react";
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import type { PointedPart } from "~/lib/point-frame";
import { PREVIEW_SANDBOX } from "~/lib/preview-sandbox";
import { previewUrl, type Template } from "~/lib/templates-api";
import { cn } from "~/lib/utils";
import { PointAtPartButton } from "./point-at-part-button";
import { usePointFrame } from "./use-point-frame";

export const DEVICES = [
  { id: "desktop", label: "Desktop", icon: MonitorIcon, width: "100%" },
  { id: "tablet", label: "Tablet", icon: TabletIcon, width: "768px" },
  { id: "mobile", label: "Mobile", icon: SmartphoneIcon, width: "375px" },
] as const;
export type Device = (typeof DEVICES)[number]["id"];

/** Where a template's page is served, sandboxed; the version makes frames reload after a change. */
export function versionedPreviewUrl(template: Pick<Template, "id" | "version">): string {
  return `${previewUrl(template.id)}?v=${template.version}`;
}

/** The preview's address; with `point`, the page gets the point-then-ask script (and can outline changes). */
export function previewFrameUrl(template: Pick<Template, "id" | "version">, point: boolean): string {
  return point ? `${versionedPreviewUrl(template)}&point=1` : versionedPreviewUrl(template);
}

/**
 * A Preview button opening the page in a sandboxed frame served from /preview/:id. With `onAsk` the owner
 * can point at a part of the page and ask about it; `highlight` outlines the sections a change touched.
 */
export function PreviewButton({
  template,
  open: controlledOpen,
  onOpenChange,
  highlight = NO_SECTIONS,
  onAsk,
  onAfterAsk,
}: {
  template: Pick<Template, "id" | "title" | "version">;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  highlight?: readonly string[];
  /** Called with the part the owner pointed at when they choose "Ask about this"; the dialog closes. */
  onAsk?: (part: PointedPart) => void;
  /** After the dialog closed because of an ask (focus is then the caller's to place). */
  onAfterAsk?: () => void;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const [device, setDevice] = useState<Device>("desktop");
  // Outlines need the point script: a preview showing a change starts with pointing on.
  const [pointing, setPointing] = useState(false);
  const [selected, setSelected] = useState<PointedPart | null>(null);
  const asked = useRef(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const canPoint = onAsk !== undefined;
  const pointOn = canPoint ? pointing : highlight.length > 0;
  const src = previewFrameUrl(template, pointOn);
  const width = DEVICES.find((d) => d.id === device)?.width ?? "100%";

  // Each opening (from the button or the caller) starts afresh, while rendering so the frame loads once.
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setPointing(highlight.length > 0);
      setSelected(null);
    }
  }

  function setOpen(next: boolean) {
    setOwnOpen(next);
    onOpenChange?.(next);
  }

  function ask(part: PointedPart) {
    if (!onAsk) return;
    asked.current = true;
    onAsk(part);
    setOpen(false);
  }

  const { outline } = usePointFrame(frame, open && pointOn, highlight, (message) => {
    if (message.type === "ask") ask(message.part);
    else setSelected(message.part);
  });

  // The outlines are placed in page pixels: a new frame width moves them, so they are placed again once
  // the width's transition is over (not on opening: the page's "ready" and load place them then).
  const placedAt = useRef(width);
  useEffect(() => {
    if (placedAt.current === width) return;
    placedAt.current = width;
    if (!open || !pointOn || highlight.length === 0) return;
    const timer = setTimeout(outline, 250);
    return () => clearTimeout(timer);
  }, [open, pointOn, highlight, outline, width]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <EyeIcon aria-hidden="true" />
        Preview
      </Button>
      <DialogContent
        className="flex h-[calc(100dvh-2rem)] max-w-6xl flex-col gap-3 p-4 sm:p-6"
        onCloseAutoFocus={(event) => {
          if (!asked.current) return;
          asked.current = false;
          event.preventDefault();
          onAfterAsk?.();
        }}
      >
        <DialogHeader className="flex-row flex-wrap items-center justify-between gap-3 pr-8">
          <div className="flex min-w-0 flex-col gap-1">
            <DialogTitle className="truncate leading-tight">{template.title}</DialogTitle>
            <DialogDescription>Preview of your generated page.</DialogDescription>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <DeviceChoice device={device} onChange={setDevice} />
            {canPoint && (
              <PointAtPartButton
                pressed={pointing}
                onToggle={() => {
                  setPointing((on) => !on);
                  setSelected(null);
                }}
              />
            )}
            <Button variant="outline" size="sm" asChild>
              <a href={versionedPreviewUrl(template)} target="_blank" rel="noopener noreferrer">
                <ExternalLinkIcon aria-hidden="true" />
                Open in new window
              </a>
            </Button>
          </div>
        </DialogHeader>
        {canPoint && pointing && (
          <PointingHint selected={selected} highlighted={highlight.length > 0} onAsk={ask} />
        )}
        <div className="flex min-h-0 flex-1 justify-center overflow-hidden rounded-lg border bg-muted">
          {open && (
            <iframe
              ref={frame}
              title={`Preview of ${template.title}`}
              src={src}
              sandbox={PREVIEW_SANDBOX}
              style={{ width }}
              onLoad={() => {
                if (pointOn) outline();
              }}
              className="h-full max-w-full bg-white transition-[width] duration-200"
              data-testid="preview-frame"
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

const NO_SECTIONS: readonly string[] = [];

/** Desktop / tablet / phone: the width the page is shown at. Hidden on small screens unless `always`. */
export function DeviceChoice({
  device,
  onChange,
  always = false,
}: {
  device: Device;
  onChange: (device: Device) => void;
  always?: boolean;
}) {
  return (
    <fieldset
      className={cn("items-center gap-1 rounded-lg bg-muted p-1", always ? "flex" : "hidden md:flex")}
    >
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
            onChange={() => onChange(d.id)}
            className="sr-only"
          />
          <d.icon className="size-4" aria-hidden="true" />
          <span className="sr-only">{d.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** What to do while pointing, and (for keyboard users too) "Ask about" the part chosen in the page. */
export function PointingHint({
  selected,
  highlighted,
  onAsk,
  scopesAtOnce = false,
}: {
  selected: PointedPart | null;
  highlighted: boolean;
  onAsk: (part: PointedPart) => void;
  /** The ask box is on screen and a chosen part already scopes it (the workspace): say so. */
  scopesAtOnce?: boolean;
}) {
  return (
    <div
      className="flex min-h-9 flex-wrap items-center justify-between gap-2 rounded-lg border border-brand/30 bg-brand/5 px-3 py-1.5 text-sm"
      data-testid="pointing-hint"
    >
      <p aria-live="polite" className="min-w-0 flex-1 basis-48">
        {selected
          ? `Selected: ${selected.label}.${scopesAtOnce ? " Your next request is about it." : ""}`
          : `Click a part of the page, then ${scopesAtOnce ? "type what to change about it" : "“Ask about this”"}.${highlighted ? " Dashed outlines show what your last change touched." : ""}`}
      </p>
      {selected && !scopesAtOnce && (
        <Button
          type="button"
          size="sm"
          variant="brand"
          className="max-w-full min-w-0"
          onClick={() => onAsk(selected)}
        >
          <MessageSquareTextIcon aria-hidden="true" />
          <span className="truncate">Ask about {selected.label}</span>
        </Button>
      )}
    </div>
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
      <ThumbnailFrame template={template} className="scale-[0.1375]" />
    </div>
  );
}

/**
 * The page laid out at 1280 × 800 in a sandbox, inert and lazily loaded, to be scaled down into a thumbnail
 * (by a `scale-*` class or a `transform` style).
 */
export function ThumbnailFrame({
  template,
  className,
  style,
}: {
  template: Pick<Template, "id" | "title" | "version">;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <iframe
      title={`Thumbnail of ${template.title}`}
      src={versionedPreviewUrl(template)}
      sandbox={PREVIEW_SANDBOX}
      loading="lazy"
      tabIndex={-1}
      className={cn(
        "pointer-events-none absolute top-0 left-0 h-[800px] w-[1280px] origin-top-left bg-white",
        className,
      )}
      style={style}
    />
  );
}
