import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_REFUSED_MESSAGE, PHOTOS_TOO_LARGE_MESSAGE } from "../../src/core/uploads.js";
import { generatePage, iteratePage } from "../../src/generator/index.js";
import type { PageRequest } from "../../src/generator/types.js";
import { tokenHolds } from "../../src/server/db/schema.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";
import { jpegDataUrl, testPhoto } from "../helpers/test-photos.js";

const MB = 1024 * 1024;

/** The real engine, remembering each request it was given. */
const seen: PageRequest[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      engine: {
        generate: (request, options) => {
          seen.push(request);
          return generatePage(request, options);
        },
        iterate: iteratePage,
      },
    },
  );
});
afterAll(async () => {
  await ctx.close();
});

const request = (overrides: Record<string, unknown> = {}) => ({
  prompt: "A family bakery in Pécs: sourdough, poppy-seed rolls and cakes to order",
  title: "Morning Bread",
  companyName: "Morning Bread Bt.",
  landingPageType: "business-homepage",
  industry: "food",
  logoOption: "generate",
  logoData: null,
  ...overrides,
});

const dataUrl = (mime: string, bytes: Buffer | string) =>
  `data:${mime};base64,${Buffer.from(bytes).toString("base64")}`;

const tinyPng = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: "#c08040" } })
    .png()
    .toBuffer();

/** A signed-up user and a check that nothing was reserved or spent for them. */
async function newUser() {
  const client = new TestClient(ctx.app);
  const { userId } = await client.signUp();
  return {
    client,
    async expectNothingReserved() {
      expect((await client.get("/api/profile")).body.tokenBalance).toBe(500);
      expect(await ctx.database.db.select().from(tokenHolds).where(eq(tokenHolds.userId, userId))).toEqual(
        [],
      );
    },
  };
}

describe("photos in POST /api/templates", () => {
  it("refuses a seventh photo before anything is reserved", async () => {
    const { client, expectNothingReserved } = await newUser();
    const png = dataUrl("image/png", await tinyPng());
    const images = Array.from({ length: 7 }, () => ({ role: "gallery", dataUrl: png }));
    const reply = await client.post("/api/templates", request({ images }));
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe("At most 6 photos");
    expect(reply.body.error.fields).toEqual({ images: "At most 6 photos" });
    await expectNothingReserved();
  });

  it("refuses HTML sent as a PNG, naming the photo, before anything is reserved", async () => {
    const { client, expectNothingReserved } = await newUser();
    const png = dataUrl("image/png", await tinyPng());
    const html = dataUrl("image/png", "<!doctype html><script>fetch('/api/profile')</script>");
    const images = [
      { role: "hero", dataUrl: png },
      { role: "gallery", dataUrl: png },
      { role: "gallery", dataUrl: html },
    ];
    const reply = await client.post("/api/templates", request({ images }));
    expect(reply.status).toBe(400);
    expect(reply.body.error).toEqual({
      code: "invalid_input",
      message: IMAGE_REFUSED_MESSAGE,
      fields: { "images.2": IMAGE_REFUSED_MESSAGE },
    });
    await expectNothingReserved();
  });

  it("takes six photos of 5 MB each in one request (the body limit allows 30 MB of photos)", async () => {
    const { client, expectNothingReserved } = await newUser();
    // PNG signatures padded to just under the limit: past the body limit and the size check, refused by the decoder.
    const big = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(5 * MB - 1024)]);
    const images = Array.from({ length: 6 }, () => ({ role: "gallery", dataUrl: dataUrl("image/png", big) }));
    const reply = await client.post("/api/templates", request({ images }));
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.error.fields)).toEqual([0, 1, 2, 3, 4, 5].map((i) => `images.${i}`));
    await expectNothingReserved();
  });

  it("refuses photos of more than 30 MB together, before anything is reserved", async () => {
    const { client, expectNothingReserved } = await newUser();
    const big = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(8 * MB)]);
    const images = Array.from({ length: 4 }, () => ({ role: "gallery", dataUrl: dataUrl("image/png", big) }));
    const reply = await client.post("/api/templates", request({ images }));
    expect(reply.status).toBe(400);
    expect(reply.body.error.fields).toEqual({ images: PHOTOS_TOO_LARGE_MESSAGE });
    await expectNothingReserved();
  });

  it("turns a phone photo (4000×3000 JPEG of several MB) into a page with a responsive hero of at most 400 KB", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const jpeg = await testPhoto(4000, 3000, 24);
    expect(jpeg.length).toBeGreaterThan(2 * MB);
    const reply = await client.post(
      "/api/templates",
      request({ images: [{ role: "hero", dataUrl: jpegDataUrl(jpeg), alt: "Loaves cooling on the rack" }] }),
    );
    expect(reply.status).toBe(201);
    const html: string = reply.body.template.htmlContent;
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(400 * 1024);
    const hero = html.match(/<img class="hero-photo"[^>]*>/)?.[0] ?? "";
    expect(hero).toMatch(/ srcset="data:image\/webp;base64,\S+ 800w, data:image\/webp;base64,\S+ 1600w"/);
    expect(hero).toMatch(/ sizes="[^"]+"/);
    expect(hero).toContain('width="1600" height="1200"');
    expect(hero).toContain('alt="Loaves cooling on the rack"');
  }, 120_000);

  it("re-encodes the logo and the photos before the engine sees them, and charges once", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const hero = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#7a5230" } })
      .jpeg()
      .toBuffer();
    const product = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: "#e0c090" } })
      .png()
      .toBuffer();
    const logo = await sharp({ create: { width: 800, height: 200, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    seen.length = 0;
    const reply = await client.post(
      "/api/templates",
      request({
        logoOption: "upload",
        // The claimed types are wrong on purpose: the bytes decide.
        logoData: dataUrl("image/gif", logo),
        images: [
          { role: "hero", dataUrl: dataUrl("image/png", hero), alt: "Our counter at dawn" },
          { role: "product", dataUrl: dataUrl("image/jpeg", product), alt: " A poppy-seed roll " },
        ],
        timeZone: "Europe/Budapest",
      }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.tokensUsed).toBe(500);
    expect(reply.body.tokenBalance).toBe(0);

    expect(seen).toHaveLength(1);
    const [received] = seen;
    const images = received.images ?? [];
    expect(received.timeZone).toBe("Europe/Budapest");
    expect(images.map(({ role, alt, width, height }) => ({ role, alt, width, height }))).toEqual([
      { role: "hero", alt: "Our counter at dawn", width: 1600, height: 1067 },
      { role: "product", alt: "A poppy-seed roll", width: 1000, height: 1000 },
    ]);
    for (const image of images) {
      expect(image.dataUrl).toMatch(/^data:image\/webp;base64,/);
      const meta = await sharp(Buffer.from(image.dataUrl.split(",")[1], "base64")).metadata();
      expect([meta.format, meta.width]).toEqual(["webp", image.width]);
    }
    expect(received.logoData).toMatch(/^data:image\/(webp|png);base64,/);
    const logoMeta = await sharp(Buffer.from((received.logoData ?? "").split(",")[1], "base64")).metadata();
    expect([logoMeta.width, logoMeta.height]).toEqual([400, 100]);
  });
});
