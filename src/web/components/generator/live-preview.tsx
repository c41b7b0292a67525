import { useEffect, useMemo, useRef, useState } from "react";
import { LIVE_PREVIEW_SANDBOX, livePreviewDocument } from "~/lib/live-preview-document";

/**
 * The page as the model writes it, under a policy that lets nothing leave the frame
 * (lib/live-preview-document.ts). Re-rendered at most about once a second so the frame does not flicker.
 */
export function LivePreview({ html, title }: { html: string; title: string }) {
  const [shown, setShown] = useState(html);
  const lastUpdate = useRef(0);
  useEffect(() => {
    const wait = Math.max(0, lastUpdate.current + 1000 - Date.now());
    const timer = setTimeout(() => {
      lastUpdate.current = Date.now();
      setShown(html);
    }, wait);
    return () => clearTimeout(timer);
  }, [html]);
  const document = useMemo(() => livePreviewDocument(shown), [shown]);
  return (
    <div className="overflow-hidden rounded-lg border bg-white">
      <iframe
        title={title}
        sandbox={LIVE_PREVIEW_SANDBOX}
        srcDoc={document}
        className="h-72 w-full"
        data-testid="live-preview-frame"
      />
    </div>
  );
}
