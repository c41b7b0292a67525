import { describe, expect, it } from "vitest";
import { entersOrMovesOver } from "./toast-touch";

// Stand-ins for DOM nodes: the toaster's section contains `toast`, not `page`.
const toast = { nodeType: 1 } as unknown as EventTarget;
const page = { nodeType: 1 } as unknown as EventTarget;
const section = { contains: (node: unknown) => node === toast } as Pick<Node, "contains">;

describe("which mouse events after a tap are kept from the toasts", () => {
  it.each([
    ["moving over a toast", { type: "mousemove", target: toast, relatedTarget: null }, true],
    ["coming over a toast", { type: "mouseover", target: toast, relatedTarget: page }, true],
    [
      "leaving the page for a toast (React's enter)",
      { type: "mouseout", target: page, relatedTarget: toast },
      true,
    ],
    [
      "leaving a toast for the page (the leave sonner must see)",
      { type: "mouseout", target: toast, relatedTarget: page },
      false,
    ],
    ["moving over the page", { type: "mousemove", target: page, relatedTarget: null }, false],
    [
      "coming over the page from outside the window",
      { type: "mouseover", target: page, relatedTarget: null },
      false,
    ],
  ] as const)("%s: %s", (_case, event, kept) => {
    expect(entersOrMovesOver(event, section)).toBe(kept);
  });
});
