import { describe, expect, it } from "vitest";
import { coversToastCorner, liftAbove, toastPlaceAwayFrom } from "./toast-lift";

const viewport = { width: 1280, height: 900 };
const box = (left: number, top: number, height: number, width = 400) => ({
  left,
  right: left + width,
  top,
  bottom: top + height,
});

describe("toasts lift above a form in the bottom-right corner", () => {
  it("stand above a box that reaches the window's bottom in its right half", () => {
    expect(liftAbove(box(820, 720, 200), viewport)).toBe(180);
  });
  it("stay in place for a box in the left half, above the fold's end, or scrolled away", () => {
    expect(liftAbove(box(40, 720, 200), viewport)).toBe(0);
    expect(liftAbove(box(820, 200, 200), viewport)).toBe(0);
    expect(liftAbove(box(820, 950, 200), viewport)).toBe(0);
  });
  it("stand above a bar across the page's bottom, which reaches under their column", () => {
    expect(liftAbove(box(160, 836, 64, 960), viewport)).toBe(64);
    expect(liftAbove(box(160, 836, 64, 600), viewport)).toBe(0);
  });
  it("on a phone, where the toasts span the width, stand above a box along the bottom wherever it starts", () => {
    const phone = { width: 375, height: 740 };
    expect(liftAbove(box(12, 540, 200), phone)).toBe(200);
    expect(liftAbove(box(12, 100, 200), phone)).toBe(0);
  });
});

describe("toasts go to the top of the window while a conversation is in their corner", () => {
  it("on a wide screen, when the conversation is under the toasts' column on the right", () => {
    expect(coversToastCorner(box(816, 190, 500, 440), viewport)).toBe(true);
  });
  it("on a phone, wherever the conversation is on screen", () => {
    expect(coversToastCorner(box(12, 200, 400, 351), { width: 375, height: 812 })).toBe(true);
  });
  it("not when the conversation is hidden (another tab), scrolled away, or in the left half", () => {
    expect(coversToastCorner(box(0, 0, 0, 0), viewport)).toBe(false);
    expect(coversToastCorner(box(816, 950, 400, 440), viewport)).toBe(false);
    expect(coversToastCorner(box(40, 190, 500, 400), viewport)).toBe(false);
  });
});

describe("toasts kept off a side panel go where they cover neither it nor the header's buttons", () => {
  it("to the bottom-left corner on a wide screen, when the panel stands right of their column there", () => {
    expect(toastPlaceAwayFrom([816], viewport)).toBe("bottom-left");
  });
  it("to the top on a phone, or when a kept-clear box spans the window's width", () => {
    expect(toastPlaceAwayFrom([12], { width: 375 })).toBe("top-center");
    expect(toastPlaceAwayFrom([24, 816], { width: 768 })).toBe("top-center");
  });
});

describe("in the bottom-left corner, toasts stand above a box there", () => {
  it("above a banner along the bottom-left, and not above a form on the right", () => {
    expect(liftAbove(box(20, 700, 185, 447), viewport, "left")).toBe(200);
    expect(liftAbove(box(820, 720, 200), viewport, "left")).toBe(0);
  });
});
