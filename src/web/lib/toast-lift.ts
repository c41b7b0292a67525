import { type RefObject, useEffect, useSyncExternalStore } from "react";

/**
 * Toasts sit bottom-right (the spec). Where a form lives in that corner — the workspace's ask box — a toast
 * would cover the very field the owner types the next change into, so that box lifts the toasts above itself
 * while it is on screen in the right half of the window.
 */

/** Each mounted box's lift; the toaster stands above the highest (an iterate panel per card may be open). */
const lifts = new Map<symbol, number>();
let lift = 0;
const listeners = new Set<() => void>();

function setLift(box: symbol, next: number | null) {
  if (next === null) lifts.delete(box);
  else lifts.set(box, next);
  const highest = Math.max(0, ...lifts.values());
  if (highest === lift) return;
  lift = highest;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How far above its usual place the toaster stands, in pixels (0 when nothing asks). */
export function useToastLift(): number {
  return useSyncExternalStore(
    subscribe,
    () => lift,
    () => 0,
  );
}

/** sonner's own distance from the window's edges on wide screens (the toaster keeps it). */
export const TOAST_EDGE = 24;
/** Below this width sonner lays its toasts across the whole window's width, not in the corner. */
const FULL_WIDTH_TOASTS_BELOW = 600;
/** The toasts' column from the window's right edge on wider screens: sonner's 356 px toast and its edge. */
const TOAST_COLUMN = 356 + TOAST_EDGE;

/** Under the toasts' column: its right edge in their column, or anywhere on a phone (they span the width). */
function underToastColumn(box: Pick<DOMRect, "right">, viewport: { width: number }): boolean {
  return viewport.width < FULL_WIDTH_TOASTS_BELOW || box.right > viewport.width - TOAST_COLUMN;
}

/**
 * How far a box reaches up from the window's bottom edge, when it is where the toasts are: under their column
 * in the bottom-right corner (a save bar across the page reaches it too), or anywhere along the bottom on a
 * phone (where the toasts span the width).
 */
export function liftAbove(
  box: Pick<DOMRect, "left" | "right" | "top" | "bottom">,
  viewport: { width: number; height: number },
): number {
  const inRightHalf = underToastColumn(box, viewport);
  const reachesBottom = box.top < viewport.height && box.bottom > viewport.height - 120;
  if (!inRightHalf || !reachesBottom) return 0;
  return Math.max(0, Math.round(viewport.height - box.top));
}

/**
 * Whether a box the owner reads as things happen — the workspace's conversation, where every outcome shows as
 * its newest turn — is where the toasts would be: on screen and under their column (anywhere on a phone, where
 * they span the width). The toasts then show at the top of the window instead, over the header, never over it.
 */
export function coversToastCorner(
  box: Pick<DOMRect, "left" | "right" | "top" | "bottom">,
  viewport: { width: number; height: number },
): boolean {
  const shown = box.bottom > box.top && box.right > box.left && box.bottom > 0 && box.top < viewport.height;
  return shown && underToastColumn(box, viewport);
}

/** The boxes kept clear of toasts now covering the toasts' corner. */
const clear = new Set<symbol>();
const clearListeners = new Set<() => void>();

function setClear(box: symbol, covers: boolean) {
  const before = clear.size > 0;
  if (covers) clear.add(box);
  else clear.delete(box);
  if (clear.size > 0 === before) return;
  for (const listener of clearListeners) listener();
}

/** Whether the toasts show at the top of the window (a box kept clear of them is in their corner). */
export function useToastsAtTop(): boolean {
  return useSyncExternalStore(
    (listener) => {
      clearListeners.add(listener);
      return () => clearListeners.delete(listener);
    },
    () => clear.size > 0,
    () => false,
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
  setClear(id, rect ? coversToastCorner(rect, viewport) : false);
const stopKeepingClear = (id: symbol) => setClear(id, false);
const liftOver = (id: symbol, rect: DOMRect | null, viewport: Viewport) =>
  setLift(id, rect ? liftAbove(rect, viewport) : 0);
const stopLifting = (id: symbol) => setLift(id, null);

/** Keeps the toasts off `box` while it is mounted and in their corner. */
export function useKeepToastsOff(box: RefObject<HTMLElement | null>): void {
  useBoxMeasure(box, "box kept clear of toasts", keepClear, stopKeepingClear);
}

/** Keeps the toasts above `box` while it is mounted. */
export function useLiftToastsAbove(box: RefObject<HTMLElement | null>): void {
  useBoxMeasure(box, "toast-lifting box", liftOver, stopLifting);
}
