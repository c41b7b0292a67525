import { type RefObject, useEffect, useState } from "react";

/** The width a page is laid out at when it is shown as on a desktop, then drawn smaller to fit. */
export const DESKTOP_PAGE_WIDTH = 1280;

/**
 * The scale that fits `width` pixels into the element's width, kept up to date as the layout around it
 * changes (a grid tile, the workspace's stage). `initial` until the element is first measured.
 */
export function useFitScale(element: RefObject<HTMLElement | null>, width: number, initial: number): number {
  const [scale, setScale] = useState(initial);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setScale(entry.contentRect.width / width);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, width]);
  return scale;
}
