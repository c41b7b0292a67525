import { type RefObject, useEffect, useSyncExternalStore } from "react";

/**
 * On a phone sonner lays a toast across the whole width, so wherever it stands it would cover something: the
 * workspace's title row, the first template card after Generate. There the toasts stand at the top, just below
 * the sticky header, and the page makes room for them: the root's `--toast-room` (app.css) moves the page's
 * content down by the toast's height while one shows, and back when it goes — like the cookie bar's
 * `--cookie-bar` at the bottom. What the toast stands over is then the room made for it, never the work.
 */

/** sonner spans the window's width below this width (its own breakpoint). */
export const PHONE_QUERY = "(max-width: 599px)";
/** The gap kept between the toast's bottom edge and the content moved below it. */
export const ROOM_GAP = 8;

type Edges = Pick<DOMRect, "top" | "bottom">;

/**
 * The room the content needs below the header (whose bottom edge is `headerBottom`) so no shown toast covers
 * it: from the header's bottom to the lowest toast's bottom, plus a gap; 0 with no toast shown.
 */
export function roomFor(toasts: Edges[], headerBottom: number): number {
  const shown = toasts.filter((toast) => toast.bottom > toast.top);
  if (shown.length === 0) return 0;
  const lowest = Math.max(...shown.map((toast) => toast.bottom));
  return Math.max(0, Math.ceil(lowest - headerBottom) + ROOM_GAP);
}

function subscribePhone(listener: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

/** Whether toasts span the window's width (a phone); false on the server. */
export function usePhoneToasts(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/** A toast's box as laid out, without the slide its entrance and exit animate (a transform). */
function laidOut(toast: HTMLElement): Edges {
  const list = toast.offsetParent?.getBoundingClientRect();
  const top = (list?.top ?? 0) + toast.offsetTop;
  return { top, bottom: top + toast.offsetHeight };
}

/**
 * While `active` (toasts at the top of the window, below the header), keeps `--toast-room` on the root equal to the room
 * the toasts shown in `container` (sonner's section) need (roomFor), following them as they come, grow and
 * go. The browser's scroll anchoring is off meanwhile: it would scroll the page along with the moved content
 * and put it back under the toast.
 */
export function useToastRoom(active: boolean, container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const section = container.current;
    if (!active || !section) return;
    const root = document.documentElement;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const header = document.querySelector("[data-site-header]")?.getBoundingClientRect();
      const toasts = [...section.querySelectorAll<HTMLElement>("[data-sonner-toast]")]
        // One on its way out, or stacked behind the shown one, needs no room.
        .filter((toast) => toast.dataset.removed !== "true" && toast.dataset.visible !== "false")
        .map(laidOut);
      const room = roomFor(toasts, header?.bottom ?? 0);
      if (room > 0) {
        root.style.setProperty("--toast-room", `${room}px`);
        // Where the room ends, from the window's top: an open dialog (ui/dialog.tsx) keeps below it.
        root.style.setProperty("--toast-clear", `${Math.ceil((header?.bottom ?? 0) + room)}px`);
        root.style.overflowAnchor = "none";
      } else {
        root.style.removeProperty("--toast-room");
        root.style.removeProperty("--toast-clear");
        root.style.removeProperty("overflow-anchor");
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const changed = new MutationObserver(schedule);
    changed.observe(section, {
      childList: true,
      subtree: true,
      attributeFilter: ["data-removed", "data-visible", "data-mounted", "style"],
    });
    schedule();
    return () => {
      if (frame) cancelAnimationFrame(frame);
      changed.disconnect();
      root.style.removeProperty("--toast-room");
      root.style.removeProperty("--toast-clear");
      root.style.removeProperty("overflow-anchor");
    };
  }, [active, container]);
}
