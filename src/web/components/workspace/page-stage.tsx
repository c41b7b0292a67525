import { ExternalLinkIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { PointedPart } from "~/lib/point-frame";
import { PREVIEW_SANDBOX } from "~/lib/preview-sandbox";
import type { Template } from "~/lib/templates-api";
import { DESKTOP_PAGE_WIDTH, useFitScale } from "~/lib/use-fit-scale";
import { cn } from "~/lib/utils";
import { PointAtPartButton } from "../templates/point-at-part-button";
import {
  DEVICES,
  type Device,
  DeviceChoice,
  PointingHint,
  previewFrameUrl,
  versionedPreviewUrl,
} from "../templates/preview-dialog";
import { usePointFrame } from "../templates/use-point-frame";

/**
 * The live page, large: shown at desktop, tablet or phone width, reloaded at each new version, with the
 * sections the last change touched outlined. "Point at a part" lets the owner choose a part to ask about:
 * the chosen part scopes the next request right away.
 */
export function PageStage({
  template,
  highlight,
  onAsk,
}: {
  template: Pick<Template, "id" | "title" | "version">;
  highlight: readonly string[];
  onAsk: (part: PointedPart) => void;
}) {
  // On a phone the page is first shown at a phone's width, as its visitors on phones will see it.
  const [device, setDevice] = useState<Device>(() =>
    typeof window !== "undefined" && window.innerWidth < 640 ? "mobile" : "desktop",
  );
  const [pointing, setPointing] = useState(false);
  const [selected, setSelected] = useState<PointedPart | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const fit = useFitScale(stage, DESKTOP_PAGE_WIDTH, 1);
  // Outlines need the point script: it is on while pointing or while a change is outlined.
  const pointOn = pointing || highlight.length > 0;
  const width = DEVICES.find((d) => d.id === device)?.width ?? "100%";
  // "Desktop" is a desktop's layout, not the stage's 775 px (a tablet's): the page is laid out at 1280 px
  // and drawn smaller to fit, as design tools show it.
  const scale = device === "desktop" && fit > 0 ? Math.min(fit, 1) : 1;

  function ask(part: PointedPart) {
    onAsk(part);
    setPointing(false);
    setSelected(null);
  }

  const { outline } = usePointFrame(frame, pointOn, highlight, (message) => {
    if (!pointing) return;
    if (message.type === "ask") ask(message.part);
    else {
      // The ask box is beside the page: a chosen part scopes the next request at once, so the owner can
      // just type ("make this shorter") without pressing "Ask about" first.
      setSelected(message.part);
      onAsk(message.part);
    }
  });

  // A new width moves the outlines (placed in page pixels): place them again after the transition.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the width is why they are placed again
  useEffect(() => {
    if (!pointOn || highlight.length === 0) return;
    const timer = setTimeout(outline, 250);
    return () => clearTimeout(timer);
  }, [pointOn, highlight, outline, width]);

  return (
    <section aria-label="Your page" className="flex min-h-0 min-w-0 flex-1 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <DeviceChoice device={device} onChange={setDevice} always />
        <div className="flex flex-wrap items-center gap-2">
          <PointAtPartButton
            pressed={pointing}
            onToggle={() => {
              setPointing((on) => !on);
              setSelected(null);
            }}
          />
          <Button variant="ghost" size="sm" asChild>
            <a
              href={versionedPreviewUrl(template)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Open in new window"
              title="Open in new window"
            >
              <ExternalLinkIcon aria-hidden="true" />
              <span className="hidden sm:inline">Open in new window</span>
            </a>
          </Button>
        </div>
      </div>
      {pointing && (
        <PointingHint selected={selected} highlighted={highlight.length > 0} onAsk={ask} scopesAtOnce />
      )}
      <div
        ref={stage}
        className={cn(
          // The stage fills what the workspace leaves it: the window's height less the bars above.
          "flex min-h-0 flex-1 overflow-hidden rounded-xl border bg-muted",
          scale < 1 ? "justify-start" : "justify-center",
        )}
      >
        <iframe
          ref={frame}
          title={`Live page: ${template.title}`}
          src={previewFrameUrl(template, pointOn)}
          sandbox={PREVIEW_SANDBOX}
          style={
            scale < 1
              ? {
                  width: `${DESKTOP_PAGE_WIDTH}px`,
                  height: `${100 / scale}%`,
                  maxWidth: "none",
                  flexShrink: 0,
                  transform: `scale(${scale})`,
                  transformOrigin: "0 0",
                }
              : { width }
          }
          data-scale={scale < 1 ? scale.toFixed(3) : undefined}
          onLoad={() => {
            if (pointOn) outline();
          }}
          className="h-full max-w-full bg-white transition-[width] duration-200"
          data-testid="workspace-frame"
          data-device={device}
        />
      </div>
    </section>
  );
}
