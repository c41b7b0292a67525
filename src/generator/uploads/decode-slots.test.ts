import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeSlots, MAX_CONCURRENT_DECODES } from "./decode-slots.js";
import { processImage } from "./process-image.js";

describe("decoding uploads", () => {
  it(`runs at most ${MAX_CONCURRENT_DECODES} at once; the others wait and all finish`, async () => {
    const png = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#556677" } })
      .png()
      .toBuffer();
    const dataUrl = `data:image/png;base64,${png.toString("base64")}`;
    let mostRunning = 0;
    let mostWaiting = 0;
    const watch = setInterval(() => {
      const now = decodeSlots();
      mostRunning = Math.max(mostRunning, now.running);
      mostWaiting = Math.max(mostWaiting, now.waiting);
    }, 1);
    try {
      const done = await Promise.all(
        Array.from({ length: 5 }, () => processImage(dataUrl, { purpose: "image", role: "gallery" })),
      );
      expect(done.every((image) => image.mime === "image/webp" && image.width === 1000)).toBe(true);
    } finally {
      clearInterval(watch);
    }
    expect(mostRunning).toBe(MAX_CONCURRENT_DECODES);
    expect(mostWaiting).toBeGreaterThan(0);
    expect(decodeSlots()).toEqual({ running: 0, waiting: 0 });
  });
});
