import { ExternalLinkIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { PointedPart } from "~/lib/point-frame";
import { PREVIEW_SANDBOX } from "~/lib/preview-sandbox";
import type { Template } from "~/lib/templates-api";
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
 * sections the last change touched outlined. "Point at a part" lets the owner choose a part to ask about.
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
  const [device, setDevice] = useState<Device>("desktop");
  const [pointing, setPointing] = useState(false);
  const [selected, setSelected] = useState<PointedPart | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  // Outlines need the point script: it is on while pointing or while a change is outlined.
  const pointOn = pointing || highlight.length > 0;
  const width = DEVICES.find((d) => d.id === device)?.width ?? "100%";

  function ask(part: PointedPart) {
    onAsk(part);
    setPointing(false);
    setSelected(null);
  }

  const { outline } = usePointFrame(frame, pointOn, highlight, (message) => {
    if (!pointing) return;
    if (message.type === "ask") ask(message.part);
    else setSelected(message.part);
  });

  // A new width moves the outlines (placed in page pixels): place them again after the transition.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the width is why they are placed again
  useEffect(() => {
    if (!pointOn || highlight.length === 0) return;
    const timer = setTimeout(outline, 250);
    return () => clearTimeout(timer);
  }, [pointOn, highlight, outline, width]);

  return (
    <section aria-label="Your page" className="flex min-w-0 flex-col gap-3">
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
      {pointing && <PointingHint selected={selected} highlighted={highlight.length > 0} onAsk={ask} />}
      <div className="flex h-[70dvh] min-h-[420px] justify-center overflow-hidden rounded-xl border bg-muted lg:h-[calc(100dvh-12rem)]">
        <iframe
          ref={frame}
          title={`Live page: ${template.title}`}
          src={previewFrameUrl(template, pointOn)}
          sandbox={PREVIEW_SANDBOX}
          style={{ width }}
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
