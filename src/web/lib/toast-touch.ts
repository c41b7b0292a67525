import { type RefObject, useEffect } from "react";

/**
 * sonner keeps its toasts up while the pointer hovers them (its list's mouseenter and mousemove pause the
 * timer until a mouseleave). A touch screen follows every tap with emulated mouse events, and the "mouse"
 * then rests where the finger was until the next tap elsewhere: a toast tapped — to read it, or by a thumb on
 * its way — stayed up for good (issue 29). Mouse events that follow a touch and would enter or move over the
 * toasts are kept from sonner, so only a real mouse (or pen) hovering holds a toast; a tap still presses its
 * buttons (the click is untouched), and a toast swiped away still goes.
 */

/** Whether `event` would tell sonner that the pointer entered or moves over `container`. */
export function entersOrMovesOver(
  event: Pick<MouseEvent, "type" | "target" | "relatedTarget">,
  container: Pick<Node, "contains">,
): boolean {
  const inside = (node: EventTarget | null) =>
    node !== null && "nodeType" in node && container.contains(node as Node);
  // React reports an enter from the mouseout of the element left (its relatedTarget is the one entered).
  if (event.type === "mouseout") return inside(event.relatedTarget) && !inside(event.target);
  return (event.type === "mouseover" || event.type === "mousemove") && inside(event.target);
}

const HOVER_EVENTS = ["mouseover", "mouseout", "mousemove"] as const;
const POINTER_EVENTS = ["pointerover", "pointermove", "pointerdown"] as const;

/** While mounted, hides touch-made hovering of the toasts in `container` (sonner's section) from sonner. */
export function useTouchDoesNotHoldToasts(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const section = container.current;
    if (!section) return;
    // The pointer events of a tap come before its emulated mouse events; a real mouse's before its own.
    let lastPointer = "mouse";
    const note = (event: PointerEvent) => {
      lastPointer = event.pointerType;
    };
    const hide = (event: MouseEvent) => {
      if (lastPointer === "touch" && entersOrMovesOver(event, section)) event.stopPropagation();
    };
    // On the window, capturing: before React's own listeners on the document see the event.
    for (const type of POINTER_EVENTS) window.addEventListener(type, note, { capture: true, passive: true });
    for (const type of HOVER_EVENTS) window.addEventListener(type, hide, { capture: true });
    return () => {
      for (const type of POINTER_EVENTS) window.removeEventListener(type, note, { capture: true });
      for (const type of HOVER_EVENTS) window.removeEventListener(type, hide, { capture: true });
    };
  }, [container]);
}
