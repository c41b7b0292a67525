/**
 * Puts a request in the conversation's box for the owner to complete: the box's own input event is fired,
 * so its React state takes the text as if it had been typed, and the caret waits at its end.
 */
export function askFor(container: HTMLElement | null, request: string): void {
  // After the conversation tab shows the box.
  requestAnimationFrame(() => {
    const box = container?.querySelector("textarea");
    if (!box) return;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(box, request);
    box.dispatchEvent(new Event("input", { bubbles: true }));
    box.focus();
    box.setSelectionRange(request.length, request.length);
  });
}
