/**
 * An account that cannot pay gets its 402 before the server decodes anything it sent: large photos cost a
 * second of CPU and hundreds of MB each to decode, and an empty account could have the server do that for
 * free, over and over.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGES } from "../../src/core/uploads.js";
import { processImage } from "../../src/generator/uploads/index.js";
import { profiles } from "../../src/server/db/schema.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

let ctx: TestContext;
let bigPhoto: string;
beforeAll(async () => {
  ctx = await createTestApp();
  // 30 megapixels of one colour: a small file (it compresses to almost nothing) that is costly to decode.
  const png = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: "#3a6ea5" } })
    .png({ compressionLevel: 6 })
    .toBuffer();
  bigPhoto = `data:image/png;base64,${png.toString("base64")}`;
});
afterAll(async () => {
  await ctx.close();
});

describe("a generation from an account that cannot pay", () => {
  it("answers 402 before decoding any photo", async () => {
    // What decoding one of the photos takes on this machine now.
    const timeOneDecode = async () => {
      const started = performance.now();
      await processImage(bigPhoto, { purpose: "image", role: "gallery" });
      return performance.now() - started;
    };
    const decodeBefore = await timeOneDecode();

    const client = new TestClient(ctx.app);
    const { userId } = await client.signUp();
    await ctx.database.db.update(profiles).set({ tokenBalance: 0 }).where(eq(profiles.id, userId));
    const started = performance.now();
    const reply = await client.post("/api/templates", {
      prompt: "Wedding photography in Bath, natural light, full-day packages, book a call",
      title: "Bath Weddings",
      companyName: "Bath Weddings",
      landingPageType: "lead-generation",
      industry: "technology",
      images: Array.from({ length: MAX_IMAGES }, () => ({ dataUrl: bigPhoto, role: "gallery" })),
    });
    const answeredMs = performance.now() - started;
    // The slower of two measurements, before and after, in case the machine got busier meanwhile.
    const oneDecodeMs = Math.max(decodeBefore, await timeOneDecode());

    expect(reply.status).toBe(402);
    expect(reply.body.error.code).toBe("insufficient_tokens");
    expect(reply.body.error.message).toMatch(/^You need at least \d+ tokens to generate this template\./);
    // Decoding even one of them would take longer than the whole answer (all six, at least three times).
    expect(answeredMs).toBeLessThan(oneDecodeMs);
  }, 30_000);
});
