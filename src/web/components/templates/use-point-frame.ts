import { type RefObject, useCallback, useEffect, useRef } from "react";
import { type FrameMessage, outlineMessage, readFrameMessage } from "~/lib/point-frame";

type PartMessage = Extract<FrameMessage, { type: "selected" | "ask" }>;

/**
 * Talks with the point script in the preview frame: outlines `highlight` once the page is ready (and again
 * when asked, e.g. after the frame's width changed), and hands every selection or "Ask about this" over.
 * Only messages from this frame's own window count.
 */
export function usePointFrame(
  frame: RefObject<HTMLIFrameElement | null>,
  active: boolean,
  highlight: readonly string[],
  onMessage: (message: PartMessage) => void,
) {
  // The latest values, read by one listener that is not re-added on each render.
  const latest = useRef({ highlight, onMessage });
  latest.current = { highlight, onMessage };

  /** Asks the page to outline the highlighted sections where they are now. */
  const outline = useCallback(() => {
    // The preview's origin is opaque ("null"), which no target origin but "*" can name; the frame is ours.
    frame.current?.contentWindow?.postMessage(outlineMessage(latest.current.highlight), "*");
  }, [frame]);

  useEffect(() => {
    if (!active) return;
    function onWindowMessage(event: MessageEvent) {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target) return;
      const message = readFrameMessage(event.data);
      if (!message) return;
      if (message.type === "ready") outline();
      else latest.current.onMessage(message);
    }
    window.addEventListener("message", onWindowMessage);
    return () => window.removeEventListener("message", onWindowMessage);
  }, [active, frame, outline]);

  return { outline };
}
