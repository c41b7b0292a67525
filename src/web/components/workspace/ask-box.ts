/**
 * Puts a request in the conversation's box for the owner to complete: the box's own input event is fired,
 * so its React state takes the text as if it had been typed, and the caret waits at its end. The box may
 * not be there yet (its tab is being shown): it is looked for on the next frames.
 */
export function askFor(container: () => HTMLElement | null, request: string, framesLeft = 30): void {
  requestAnimationFrame(() => {
    const box = container()?.querySelector("textarea");
    if (!box) {
      if (framesLeft > 0) askFor(container, request, framesLeft - 1);
      return;
    }
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(box, request);
    box.dispatchEvent(new Event("input", { bubbles: true }));
    box.focus();
    box.setSelectionRange(request.length, request.length);
  });
}
