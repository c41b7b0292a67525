/**
 * Owners' photos on the page: made in the test with sharp (a phone's 4000×3000 JPEG of several MB, a
 * 2400×1600, a 720×477), re-encoded into srcset copies within their budget, embedded in a page whose
 * markup gate is unchanged and whose photos have their own budget.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { generatePage, iteratePage } from "../../src/generator/index.js";
import { parseHtml } from "../../src/generator/quality/html-validation.js";
import { checkComposedPage, DEFAULT_MAX_BYTES, measurePage } from "../../src/generator/quality/index.js";
import type { PageRequest } from "../../src/generator/types.js";
import { PHOTO_BUDGET_BYTES, photoWidths, processImage } from "../../src/generator/uploads/index.js";
import { dataUrlBytes, jpegDataUrl, testPhoto } from "../helpers/test-photos.js";

const copiesOf = (result: Awaited<ReturnType<typeof processImage>>) => [
  ...result.variants.map(({ width, height }) => [width, height]),
  [result.width, result.height],
];
const totalBytes = (result: Awaited<ReturnType<typeof processImage>>) =>
  result.variants.reduce((total, variant) => total + variant.bytes, result.bytes);

describe("photoWidths", () => {
  it.each([
    ["hero", 1600, [800, 1600]],
    ["hero", 1200, [800, 1200]],
    ["hero", 960, [960]],
    ["hero", 720, [720]],
    ["gallery", 1000, [500, 1000]],
    ["product", 700, [500, 700]],
    ["gallery", 600, [600]],
    ["gallery", 240, [240]],
  ] as const)("offers a %s photo %i px wide at %j", (role, available, widths) => {
    expect(photoWidths(role, available)).toEqual(widths);
  });
});

describe("processImage for photos", () => {
  it("makes a phone photo (4000×3000 JPEG of several MB) into 800 and 1600 px WebP within the hero budget", async () => {
    const jpeg = await testPhoto(4000, 3000, 24);
    expect(jpeg.length).toBeGreaterThan(2 * 1024 * 1024);
    const result = await processImage(jpegDataUrl(jpeg), { purpose: "image", role: "hero" });
    expect(copiesOf(result)).toEqual([
      [800, 600],
      [1600, 1200],
    ]);
    expect(totalBytes(result)).toBeLessThanOrEqual(PHOTO_BUDGET_BYTES.hero);
    for (const copy of [result, ...result.variants]) {
      const meta = await sharp(dataUrlBytes(copy.dataUrl)).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(["webp", copy.width, undefined]);
    }
  }, 60_000);

  it("turns a sideways phone photo upright before choosing its widths", async () => {
    // Stored 2000×1500 with EXIF orientation 6 (the phone was held upright): shown 1500×2000.
    const jpeg = await sharp(await testPhoto(2000, 1500))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const result = await processImage(jpegDataUrl(jpeg), { purpose: "image", role: "hero" });
    expect(copiesOf(result)).toEqual([
      [800, 1067],
      [1200, 1600],
    ]);
  }, 60_000);

  it("keeps a very detailed photo within its budget: lower quality first, then fewer copies", async () => {
    const jpeg = await testPhoto(2400, 1600, 90);
    const result = await processImage(jpegDataUrl(jpeg), { purpose: "image", role: "hero" });
    expect(totalBytes(result)).toBeLessThanOrEqual(PHOTO_BUDGET_BYTES.hero);
    expect(result.width).toBeGreaterThanOrEqual(800);
    const gallery = await processImage(jpegDataUrl(jpeg), { purpose: "image", role: "gallery" });
    expect(totalBytes(gallery)).toBeLessThanOrEqual(PHOTO_BUDGET_BYTES.gallery);
  }, 60_000);

  it("keeps a 720×477 photo at its own size in one copy (never enlarged)", async () => {
    const result = await processImage(jpegDataUrl(await testPhoto(720, 477)), {
      purpose: "image",
      role: "hero",
    });
    expect(copiesOf(result)).toEqual([[720, 477]]);
  });
});

const cafe = (images: PageRequest["images"]): PageRequest => ({
  prompt: "A small café in Ghent: filter coffee, cardamom buns and a reading corner. Open daily 8:00–18:00.",
  title: "Koffie Hoek",
  companyName: "Koffie Hoek",
  landingPageType: "business-homepage",
  industry: "food",
  targetAudience: "",
  logoOption: "generate",
  logoData: null,
  images,
});

/** A photo as the server hands it to the engine: re-encoded, with its size and narrower copies. */
async function served(jpeg: Buffer, role: "hero" | "gallery", alt: string) {
  const result = await processImage(jpegDataUrl(jpeg), { purpose: "image", role });
  return {
    role,
    alt,
    dataUrl: result.dataUrl,
    width: result.width,
    height: result.height,
    variants: result.variants.map(({ dataUrl, width }) => ({ dataUrl, width })),
  };
}

describe("a page with the owner's photos", () => {
  let big: Buffer;
  let detailed: Buffer;
  beforeAll(async () => {
    big = await testPhoto(2400, 1600);
    detailed = await testPhoto(2400, 1600, 90);
  }, 60_000);

  it("embeds a 2400×1600 hero photo responsively in a page of at most 400 KB", async () => {
    const page = await generatePage(cafe([await served(big, "hero", "Our counter in the morning")]));
    expect(page.report.ok).toBe(true);
    expect(Buffer.byteLength(page.html)).toBeLessThanOrEqual(400 * 1024);
    const img = parseHtml(page.html).querySelector("img.hero-photo");
    expect(img?.getAttributeValue("srcset")).toMatch(
      /^data:image\/webp;base64,\S+ 800w, data:image\/webp;base64,\S+ 1600w$/,
    );
    expect(img?.getAttributeValue("sizes")).toBeTruthy();
    expect([img?.getAttributeValue("width"), img?.getAttributeValue("height")]).toEqual(["1600", "1067"]);
  }, 60_000);

  it("embeds the widest copy of a photo once: the fallback src is the narrowest copy, not the widest again", async () => {
    const page = await generatePage(cafe([await served(big, "hero", "Our counter in the morning")]));
    const img = parseHtml(page.html).querySelector("img.hero-photo");
    const copies = (img?.getAttributeValue("srcset") ?? "").split(", ").map((entry) => entry.split(" ")[0]);
    expect(copies).toHaveLength(2);
    expect(img?.getAttributeValue("src")).toBe(copies[0]);
    expect(page.html.split(copies[1] ?? "").length - 1).toBe(1);
  }, 60_000);

  it("keeps a page with a very detailed 2400×1600 hero photo within 400 KB too", async () => {
    const page = await generatePage(cafe([await served(detailed, "hero", "Our counter in the morning")]));
    expect(page.report.ok).toBe(true);
    expect(Buffer.byteLength(page.html)).toBeLessThanOrEqual(400 * 1024);
  }, 60_000);

  it("counts photos apart from markup: the markup gate stays 60 KB and the photos do not fill it", async () => {
    const page = await generatePage(cafe([await served(big, "hero", "Our counter in the morning")]));
    const size = measurePage(page.html, parseHtml(page.html));
    expect(size.photoBytes).toBeGreaterThan(0);
    expect(size.countedBytes + size.photoBytes + size.fontBytes).toBe(size.sizeBytes);
    expect(size.countedBytes).toBeLessThanOrEqual(DEFAULT_MAX_BYTES);
    // The same page fails when its photos are over their own budget, and only then.
    const report = checkComposedPage(page.html, {
      landingPageType: "business-homepage",
      maxPhotoBytes: size.photoBytes - 1,
    });
    expect(report.issues.filter((issue) => issue.severity === "error").map((issue) => issue.check)).toEqual([
      "photo-size",
    ]);
  }, 60_000);

  it("generates with a 720×477 JPEG hero (it used to fail the 60 KB gate) and shows it no wider than 720 px", async () => {
    const page = await generatePage(cafe([await served(await testPhoto(720, 477), "hero", "The terrace")]));
    expect(page.report.ok).toBe(true);
    const img = parseHtml(page.html).querySelector("img.hero-photo");
    expect(img?.getAttributeValue("srcset")).toBeNull();
    expect(img?.getAttributeValue("style")).toContain("max-width:720px");
  });

  it("keeps every copy of the photos through a change to the page", async () => {
    const page = await generatePage(
      cafe([
        await served(big, "hero", "Our counter in the morning"),
        await served(big, "gallery", "Cardamom buns on the counter"),
      ]),
    );
    const changed = await iteratePage(page.html, "use a dark theme");
    if (!changed.ok) throw new Error(`the change was not applied: ${changed.message}`);
    const srcsets = (html: string) =>
      parseHtml(html)
        .querySelectorAll("img[data-image]")
        .map((img) =>
          img
            .getAttributeValue("srcset")
            ?.toString()
            .replace(/base64,\S+/g, "…"),
        );
    expect(srcsets(page.html).sort()).toEqual([
      "data:image/webp;… 500w, data:image/webp;… 1000w",
      "data:image/webp;… 800w, data:image/webp;… 1600w",
    ]);
    expect(srcsets(changed.html)).toEqual(srcsets(page.html));
    expect(changed.html).toContain(page.html.match(/srcset="([^"]+)"/)?.[1]);
  }, 60_000);
});
