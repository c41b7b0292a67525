/**
 * Download says what happened: the file is saved with its toast once the server handed it over, and a
 * refused download (the session ended, the page deleted in another tab) is said in a toast instead of a
 * failed entry in the browser's downloads list.
 */
import { describe, expect, inject, it } from "vitest";
import { browserForThisFile, expectToast, ownerWithPageByApi, toasts, waitForSession } from "./helpers";

const baseUrl = inject("baseUrl");
const { withPage } = browserForThisFile(baseUrl);

describe("download feedback", () => {
  for (const [width, height] of [
    [1280, 900],
    [375, 800],
  ] as const) {
    it(`saves the file with its toast, and says why when the server refuses it, at ${width} px`, async () => {
      await withPage({ width, height }, async (page, context) => {
        const { id } = await ownerWithPageByApi(
          context.request,
          baseUrl,
          { name: "Download Checker", emailLabel: `download-${width}` },
          { title: "Kiln Open Day", prompt: "An open day at a pottery in Whitby on Saturday, free entry." },
        );
        await page.goto(`/pages/${id}`);
        expect(await waitForSession(page)).toBe("signed-in");
        const download = page.getByTestId("workspace-actions").getByRole("link", { name: "Download" });
        const [saved] = await Promise.all([page.waitForEvent("download"), download.click()]);
        expect(saved.suggestedFilename()).toBe("kiln_open_day.html");
        await expectToast(page, "Download started", "Saving kiln_open_day.html");

        // On a phone the toast stands below the header, under the pointer that clicked: hovered, it would stay.
        await page.mouse.move(5, height - 5);
        await expect.poll(() => toasts(page).count(), { timeout: 20_000 }).toBe(0);

        // The session ended (signed out elsewhere, expired): the tab still shows the page, and its Download
        // says why nothing came instead of saving nothing in silence.
        await context.clearCookies();
        let downloads = 0;
        page.on("download", () => downloads++);
        await download.click();
        await expectToast(page, "Download failed");
        expect(await toasts(page).filter({ hasText: "Download started" }).count()).toBe(0);
        expect(downloads).toBe(0);
      });
    });
  }
});
