import { type RefObject, useEffect, useSyncExternalStore } from "react";

/**
 * Toasts sit bottom-right (the spec). Where a form lives in that corner — the workspace's ask box — a toast
 * would cover the very field the owner types the next change into, so that box lifts the toasts above itself
 * while it is on screen in the right half of the window.
 */

/** The bottom corner the toasts stand in: the spec's right, or the left while a side panel is kept clear. */
export type ToastSide = "right" | "left";

/**
 * Each mounted box's lift per corner; the toaster stands above the highest in its corner (an iterate panel per
 * card may be open).
 */
const lifts = new Map<symbol, Record<ToastSide, number>>();
const lift: Record<ToastSide, number> = { right: 0, left: 0 };
const listeners = new Set<() => void>();

function setLift(box: symbol, next: Record<ToastSide, number> | null) {
  if (next === null) lifts.delete(box);
  else lifts.set(box, next);
  let changed = false;
  for (const side of ["right", "left"] as const) {
    const highest = Math.max(0, ...[...lifts.values()].map((each) => each[side]));
    if (highest !== lift[side]) changed = true;
    lift[side] = highest;
  }
  if (changed) for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How far above its usual place in the `side` corner the toaster stands, in pixels (0 when nothing asks). */
export function useToastLift(side: ToastSide = "right"): number {
  return useSyncExternalStore(
    subscribe,
    () => lift[side],
    () => 0,
  );
}

/** sonner's own distance from the window's edges on wide screens (the toaster keeps it). */
export const TOAST_EDGE = 24;
/** Below this width sonner lays its toasts across the whole window's width, not in the corner. */
const FULL_WIDTH_TOASTS_BELOW = 600;
/** The toasts' column from the window's right edge on wider screens: sonner's 356 px toast and its edge. */
const TOAST_COLUMN = 356 + TOAST_EDGE;

/**
 * Under the toasts' column in the `side` corner: its right edge in the right-hand column (its left edge in the
 * left-hand one), or anywhere on a phone (they span the width).
 */
function underToastColumn(
  box: Pick<DOMRect, "left" | "right">,
  viewport: { width: number },
  side: ToastSide = "right",
): boolean {
  if (viewport.width < FULL_WIDTH_TOASTS_BELOW) return true;
  return side === "right" ? box.right > viewport.width - TOAST_COLUMN : box.left < TOAST_COLUMN;
}

/**
 * How far a box reaches up from the window's bottom edge, when it is where the toasts are: under their column
 * in the bottom-right corner (a save bar across the page reaches it too), or anywhere along the bottom on a
 * phone (where the toasts span the width).
 */
export function liftAbove(
  box: Pick<DOMRect, "left" | "right" | "top" | "bottom">,
  viewport: { width: number; height: number },
  side: ToastSide = "right",
): number {
  const inColumn = underToastColumn(box, viewport, side);
  const reachesBottom = box.top < viewport.height && box.bottom > viewport.height - 120;
  if (!inColumn || !reachesBottom) return 0;
  return Math.max(0, Math.round(viewport.height - box.top));
}

/**
 * Whether a box the owner reads as things happen — the workspace's conversation, where every outcome shows as
 * its newest turn — is where the toasts would be: on screen and under their column (anywhere on a phone, where
 * they span the width). The toasts then show elsewhere (toastPlaceAwayFrom), never over it.
 */
export function coversToastCorner(
  box: Pick<DOMRect, "left" | "right" | "top" | "bottom">,
  viewport: { width: number; height: number },
): boolean {
  const shown = box.bottom > box.top && box.right > box.left && box.bottom > 0 && box.top < viewport.height;
  return shown && underToastColumn(box, viewport);
}

/** Where the toasts show instead of the bottom-right corner while a box is kept clear of it. */
export type ToastPlace = "bottom-left" | "top-center";

/**
 * Where toasts go while boxes covering their corner are kept clear of them: the bottom-left corner when every
 * such box stays right of the toasts' column there (a side panel beside the page on a wide screen — the top
 * would cover the header's buttons the owner reaches for next), otherwise the top of the window (on a phone,
 * where the toasts span the width, or when a box spans the window).
 */
export function toastPlaceAwayFrom(lefts: Iterable<number>, viewport: { width: number }): ToastPlace {
  if (viewport.width < FULL_WIDTH_TOASTS_BELOW) return "top-center";
  for (const left of lefts) if (left < TOAST_COLUMN) return "top-center";
  return "bottom-left";
}

/** The boxes kept clear of toasts now covering the toasts' corner, by their left edge. */
const clear = new Map<symbol, number>();
const clearListeners = new Set<() => void>();
let place: ToastPlace | null = null;

function setClear(box: symbol, left: number | null) {
  if (left === null) clear.delete(box);
  else clear.set(box, left);
  const next = clear.size > 0 ? toastPlaceAwayFrom(clear.values(), { width: window.innerWidth }) : null;
  if (next === place) return;
  place = next;
  for (const listener of clearListeners) listener();
}

/** Where the toasts show now instead of the bottom-right corner, or null when they stay there. */
export function useToastsMoved(): ToastPlace | null {
  return useSyncExternalStore(
    (listener) => {
      clearListeners.add(listener);
      return () => clearListeners.delete(listener);
    },
    () => place,
    () => null,
  );
}

type Viewport = { width: number; height: number };

/**
 * Measures `box` against the window while it is mounted — at once, on scroll, on resize and on its own
 * resizes — telling `measured` under the box's own key (the rectangle is null when it is not in the
 * document), and `gone` when it unmounts.
 */
function useBoxMeasure(
  box: RefObject<HTMLElement | null>,
  label: string,
  measured: (id: symbol, rect: DOMRect | null, viewport: Viewport) => void,
  gone: (id: symbol) => void,
): void {
  useEffect(() => {
    const id = Symbol(label);
    const measure = () =>
      measured(id, box.current?.getBoundingClientRect() ?? null, {
        width: window.innerWidth,
        height: window.innerHeight,
      });
    measure();
    const resized = new ResizeObserver(measure);
    if (box.current) resized.observe(box.current);
    window.addEventListener("scroll", measure, { passive: true, capture: true });
    window.addEventListener("resize", measure);
    return () => {
      resized.disconnect();
      window.removeEventListener("scroll", measure, { capture: true });
      window.removeEventListener("resize", measure);
      gone(id);
    };
  }, [box, label, measured, gone]);
}

const keepClear = (id: symbol, rect: DOMRect | null, viewport: Viewport) =>
  setClear(id, rect && coversToastCorner(rect, viewport) ? rect.left : null);
const stopKeepingClear = (id: symbol) => setClear(id, null);
const liftOver = (id: symbol, rect: DOMRect | null, viewport: Viewport) =>
  setLift(
    id,
    rect
      ? { right: liftAbove(rect, viewport), left: liftAbove(rect, viewport, "left") }
      : { right: 0, left: 0 },
  );
const stopLifting = (id: symbol) => setLift(id, null);

/** Keeps the toasts off `box` while it is mounted and in their corner. */
export function useKeepToastsOff(box: RefObject<HTMLElement | null>): void {
  useBoxMeasure(box, "box kept clear of toasts", keepClear, stopKeepingClear);
}

/** Keeps the toasts above `box` while it is mounted. */
export function useLiftToastsAbove(box: RefObject<HTMLElement | null>): void {
  useBoxMeasure(box, "toast-lifting box", liftOver, stopLifting);
}
