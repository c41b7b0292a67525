/**
 * A toast goes by itself on a phone (issue 29): sonner keeps a toast up while the pointer hovers it, and a
 * tap leaves a touch screen "hovering" where it touched until the next tap elsewhere, so a toast tapped (to
 * read it, or by a thumb on its way) stayed up for good. On a touch-emulated phone at 375 px a tapped toast
 * leaves after its ~4.5 s like any other; with a mouse at 1280 px hovering still holds it, and leaving lets it go.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { browserForThisFile, toasts, trackPageErrors } from "./helpers";

const baseUrl = inject("baseUrl");
const { withPage } = browserForThisFile(baseUrl);
const TITLE = "Your page was saved";
/** The toaster's duration (components/ui/toaster.tsx) and some slack for a loaded machine. */
const GONE_WITHIN_MS = 4_500 + 4_000;

/** Loads the home page again with a toast left for that load (lib/toast.ts toastAfterReload), once it shows. */
async function homeWithToast(page: Page, title = TITLE) {
  if (page.url() === "about:blank") await page.goto("/");
  await page.evaluate((left) => {
    sessionStorage.setItem("toast-after-reload", JSON.stringify({ kind: "success", title: left }));
  }, title);
  await page.reload();
  const toast = toasts(page).filter({ hasText: title });
  await toast.waitFor({ timeout: 20_000 });
  return toast;
}

describe("toasts and touch", () => {
  it("a tapped toast on a touch phone at 375 px goes by itself, as an untouched one does", async () => {
    await withPage({ width: 375, height: 740, touch: true }, async (page) => {
      const errors = trackPageErrors(page);
      const toast = await homeWithToast(page);
      // Tapped on its text, not its close button: the thumb that reads it, or that passes over it.
      await toast.getByText(TITLE).tap();
      await toast.waitFor({ state: "detached", timeout: GONE_WITHIN_MS });

      // A second one, tapped twice.
      const again = await homeWithToast(page, `${TITLE} again`);
      await again.getByText(`${TITLE} again`).tap();
      await again.getByText(`${TITLE} again`).tap();
      await again.waitFor({ state: "detached", timeout: GONE_WITHIN_MS });
      expect(errors).toEqual([]);
    });
  });

  it("a toast hovered by a mouse at 1280 px stays while hovered, and goes once the mouse leaves", async () => {
    await withPage({ width: 1280, height: 900 }, async (page) => {
      const toast = await homeWithToast(page);
      await toast.hover();
      await page.waitForTimeout(GONE_WITHIN_MS);
      expect(await toast.isVisible()).toBe(true);
      await page.mouse.move(10, 450);
      await toast.waitFor({ state: "detached", timeout: GONE_WITHIN_MS });
    });
  });
});
