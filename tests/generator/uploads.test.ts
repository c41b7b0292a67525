import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generationRequestSchema } from "../../src/core/generation-request.js";
import { IMAGE_REFUSED_MESSAGE, LOGO_REFUSED_MESSAGE } from "../../src/core/uploads.js";
import { LOGO_REFUSED } from "../../src/generator/composer/engine/logo.js";
import { GenerationError } from "../../src/generator/types.js";
import { checkUpload, processImage } from "../../src/generator/uploads/index.js";
import { testPhoto as photo } from "../helpers/test-photos.js";

const base64Url = (mime: string, bytes: Buffer | string) =>
  `data:${mime};base64,${Buffer.from(bytes).toString("base64")}`;

function refusal(work: () => unknown): GenerationError {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(GenerationError);
    return error as GenerationError;
  }
  throw new Error("expected the upload to be refused");
}

async function asyncRefusal(work: () => Promise<unknown>): Promise<GenerationError> {
  const error = await work().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GenerationError);
  return error as GenerationError;
}

const smallPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();

describe("checkUpload", () => {
  it("keeps the composer's logo wording", () => {
    expect(LOGO_REFUSED).toBe(LOGO_REFUSED_MESSAGE);
  });

  it("takes the type from the bytes, not from what the data URL claims", async () => {
    const png = await smallPng();
    const checked = checkUpload(base64Url("image/gif", png), { purpose: "image" });
    expect(checked.mime).toBe("image/png");
    expect(checked.dataUrl).toBe(base64Url("image/png", png));
  });

  it("refuses HTML claimed as a PNG, for logos and photos, with the user's message", () => {
    const html = base64Url("image/png", "<!doctype html><script>alert(1)</script>");
    const logo = refusal(() => checkUpload(html, { purpose: "logo" }));
    expect(logo.code).toBe("invalid_input");
    expect(logo.message).toBe("The logo must be a PNG, JPEG, WebP, GIF or SVG image of at most 2 MB");
    // Photos may come straight from a phone (deliberately raised from 2 MB).
    expect(refusal(() => checkUpload(html, { purpose: "image" })).message).toBe(
      "Each photo must be a PNG, JPEG, WebP or GIF image of at most 10 MB",
    );
  });

  it("refuses a photo of 10.1 MB and accepts one of exactly 10 MB; a logo stops at 2 MB", async () => {
    const png = await smallPng();
    const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
    const MB = 1024 * 1024;
    expect(
      refusal(() => checkUpload(base64Url("image/png", padded(10.1 * MB)), { purpose: "image" })).message,
    ).toBe(IMAGE_REFUSED_MESSAGE);
    expect(checkUpload(base64Url("image/png", padded(10 * MB)), { purpose: "image" }).bytes.length).toBe(
      10 * MB,
    );
    expect(
      refusal(() => checkUpload(base64Url("image/png", padded(2.1 * MB)), { purpose: "logo" })).message,
    ).toBe(LOGO_REFUSED_MESSAGE);
    expect(checkUpload(base64Url("image/png", padded(2 * MB)), { purpose: "logo" }).bytes.length).toBe(
      2 * MB,
    );
  });

  it("refuses SVG as a photo, empty files, broken base64 and what is not a data URL", () => {
    const svg = base64Url(
      "image/svg+xml",
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
    );
    for (const value of [
      svg,
      "data:image/png;base64,",
      "data:image/png;base64,%%%%",
      "javascript:alert(1)",
      "https://x.test/a.png",
    ]) {
      expect(refusal(() => checkUpload(value, { purpose: "image" })).message).toBe(IMAGE_REFUSED_MESSAGE);
    }
  });

  it("lets a GIF/HTML polyglot through the check only as a GIF, which processImage re-encodes to plain pixels", async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#ff0000" } })
      .gif()
      .toBuffer();
    const polyglot = Buffer.concat([
      gif,
      Buffer.from("<html><script>alert(document.cookie)</script></html>"),
    ]);
    const checked = checkUpload(base64Url("text/html", polyglot), { purpose: "image" });
    expect(checked.mime).toBe("image/gif");

    const processed = await processImage(base64Url("image/gif", polyglot), {
      purpose: "image",
      role: "gallery",
    });
    expect(processed.mime).toBe("image/webp");
    const bytes = Buffer.from(processed.dataUrl.split(",")[1], "base64");
    expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(bytes.toString("latin1")).not.toContain("<script");
  });
});

describe("SVG logos", () => {
  const ATTACK = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY js "&#106;avascript:alert(5)">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:s="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40" onload="alert(0)">
  <s:script>alert(1)</s:script>
  <script>alert(2)</script>
  <set attributeName="onmouseover" to="alert(3)"/>
  <animate attributeName="href" to="javascript:alert(4)"/>
  <a href="&#106;avascript:alert(5)"><rect width="10" height="10"/></a>
  <a xlink:href="&js;"><circle r="3"/></a>
  <foreignObject width="10" height="10"><iframe src="https://evil.example/"></iframe></foreignObject>
  <style>@import url(https://evil.example/a.css); .x{fill:url(https://evil.example/p.svg#p)} .y{fill:url(#brand)}</style>
  <image href="https://evil.example/tracker.png" width="1" height="1"/>
  <image xlink:href="https://evil.example/tracker2.png" width="1" height="1"/>
  <defs><linearGradient id="brand"><stop offset="0" stop-color="#1d4ed8"/></linearGradient></defs>
  <rect class="y" width="120" height="40" fill="url(#brand)" style="stroke:url(https://evil.example/s)"/>
  <text x="4" y="28">Alder &amp; Co&xxe;</text>
</svg>`;

  it("strips every attack and keeps the drawing", () => {
    const checked = checkUpload(base64Url("image/svg+xml", ATTACK), { purpose: "logo" });
    expect(checked.mime).toBe("image/svg+xml");
    expect(checked.dataUrl.startsWith("data:image/svg+xml;base64,")).toBe(true);
    const svg = Buffer.from(checked.dataUrl.split(",")[1], "base64").toString("utf8");
    for (const banned of [
      /script/i,
      /alert/i,
      /onload|onmouseover/i,
      /<set\b/i,
      /<animate\b/i,
      /javascript/i,
      /&#106;/,
      /foreignObject/i,
      /iframe/i,
      /evil\.example/i,
      /@import/i,
      /DOCTYPE|ENTITY|passwd/i,
    ]) {
      expect(svg).not.toMatch(banned);
    }
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('fill="url(#brand)"');
    expect(svg).toContain(".y{fill:url(#brand)}");
    expect(svg).toContain("Alder &amp; Co");
    expect(checked.width).toBe(120);
    expect(checked.height).toBe(40);
  });

  it("reads percent-encoded SVG data URLs too, and stays an SVG through processImage", async () => {
    const dataUrl = `data:image/svg+xml,${encodeURIComponent(ATTACK)}`;
    const processed = await processImage(dataUrl, { purpose: "logo" });
    expect(processed.mime).toBe("image/svg+xml");
    expect(Buffer.from(processed.dataUrl.split(",")[1], "base64").toString()).not.toMatch(
      /script|evil\.example/i,
    );
    expect([processed.width, processed.height]).toEqual([120, 40]);
  });

  it("refuses an 'SVG' whose only element is a script", () => {
    const onlyScript = base64Url("image/svg+xml", "<svg><script>alert(1)</script>");
    expect(checkUpload(onlyScript, { purpose: "logo" }).bytes.toString()).not.toContain("script");
    const notSvg = base64Url("image/svg+xml", "<html><body><script>alert(1)</script></body></html>");
    expect(refusal(() => checkUpload(notSvg, { purpose: "logo" })).message).toBe(LOGO_REFUSED_MESSAGE);
  });
});

describe("processImage", () => {
  it("turns a 3000×2000 JPEG photo into a WebP hero at most 1600 px wide and 150 KB", async () => {
    const jpeg = await photo(3000, 2000);
    const result = await processImage(base64Url("image/jpeg", jpeg), { purpose: "image", role: "hero" });
    expect(result).toMatchObject({ mime: "image/webp", width: 1600, height: 1067 });
    expect(result.bytes).toBeLessThanOrEqual(150 * 1024);
    expect(result.variants.map(({ width, height }) => [width, height])).toEqual([[800, 534]]);
    expect(result.dataUrl.startsWith("data:image/webp;base64,")).toBe(true);
    const meta = await sharp(Buffer.from(result.dataUrl.split(",")[1], "base64")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1600, 1067]);
  });

  it("sizes by role and never enlarges", async () => {
    const big = base64Url("image/jpeg", await photo(1400, 700));
    expect(await processImage(big, { purpose: "image", role: "gallery" })).toMatchObject({
      width: 1000,
      height: 500,
    });
    expect(await processImage(big, { purpose: "image", role: "product" })).toMatchObject({
      width: 1000,
      height: 500,
    });
    expect(await processImage(big, { purpose: "logo" })).toMatchObject({ width: 400, height: 200 });
    const small = base64Url("image/png", await smallPng());
    expect(await processImage(small, { purpose: "image", role: "hero" })).toMatchObject({
      width: 8,
      height: 8,
    });
  });

  it("turns photos upright and drops their metadata (camera, location)", async () => {
    // Stored 60×40 with EXIF orientation 6: shown rotated, 40×60.
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#888" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: "SecretCam", Model: "GPS-9000" } })
      .toBuffer();
    expect(jpeg.toString("latin1")).toContain("SecretCam");
    const result = await processImage(base64Url("image/jpeg", jpeg), { purpose: "image" });
    expect([result.width, result.height]).toEqual([40, 60]);
    const bytes = Buffer.from(result.dataUrl.split(",")[1], "base64");
    expect(bytes.toString("latin1")).not.toContain("SecretCam");
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it("keeps only the first frame of an animated GIF", async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 10, height: 10, channels: 3, background } })
        .png()
        .toBuffer();
    const frames = await Promise.all(["#ff0000", "#00ff00", "#0000ff"].map(frame));
    const animated = await sharp(frames, { join: { animated: true } })
      .gif({ loop: 0 })
      .toBuffer();
    expect((await sharp(animated, { pages: -1 }).metadata()).pages).toBe(3);
    const result = await processImage(base64Url("image/gif", animated), { purpose: "image" });
    const bytes = Buffer.from(result.dataUrl.split(",")[1], "base64");
    expect((await sharp(bytes, { pages: -1 }).metadata()).pages ?? 1).toBe(1);
    expect([result.width, result.height]).toEqual([10, 10]);
    const [red, green] = (await sharp(bytes).raw().toBuffer()).subarray(0, 2);
    expect(red).toBeGreaterThan(200);
    expect(green).toBeLessThan(50);
  });

  it("keeps a transparent logo transparent, as PNG when that is smaller", async () => {
    const logo = await sharp({
      create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="300" height="100"><rect x="20" y="20" width="260" height="60" fill="#1d4ed8"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const result = await processImage(base64Url("image/png", logo), { purpose: "logo" });
    expect(["image/png", "image/webp"]).toContain(result.mime);
    const meta = await sharp(Buffer.from(result.dataUrl.split(",")[1], "base64")).metadata();
    expect(meta.hasAlpha).toBe(true);
    expect(result.bytes).toBeLessThan(logo.length + 1);
  });

  it("refuses a decompression bomb: a small file that claims more than 50 megapixels", async () => {
    // A real PNG whose header says 10000×10000: its size is tiny, its pixels would take 300 MB.
    const png = await smallPng();
    png.writeUInt32BE(10_000, 16);
    png.writeUInt32BE(10_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const error = await asyncRefusal(() => processImage(base64Url("image/png", png), { purpose: "image" }));
    expect(error.message).toBe("The photo has more than 50 megapixels");
  });

  it("refuses bytes that start like a PNG but are not one, with the user's message", async () => {
    const fake = Buffer.concat([
      Buffer.from("89504e470d0a1a0a", "hex"),
      Buffer.from("<script>alert(1)</script>"),
    ]);
    const error = await asyncRefusal(() => processImage(base64Url("image/png", fake), { purpose: "image" }));
    expect(error.message).toBe(IMAGE_REFUSED_MESSAGE);
  });
});

describe("the request's photos and time zone", () => {
  const base = {
    prompt: "A bakery in Pécs",
    title: "Bakery",
    companyName: "Morning Bread",
    landingPageType: "business-homepage",
    industry: "food",
  };

  it("defaults to no photos, refuses a seventh and keeps a valid time zone", () => {
    const parsed = generationRequestSchema.parse({ ...base, timeZone: "Europe/Budapest" });
    expect(parsed.images).toEqual([]);
    expect(parsed.timeZone).toBe("Europe/Budapest");
    const seven = Array.from({ length: 7 }, () => ({
      role: "gallery",
      dataUrl: "data:image/png;base64,AA==",
    }));
    const result = generationRequestSchema.safeParse({ ...base, images: seven });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["images"], message: "At most 6 photos" });
  });

  it("drops an unknown time zone instead of failing the request", () => {
    for (const timeZone of ["Mars/Olympus", "", 42, "x".repeat(500)]) {
      const parsed = generationRequestSchema.parse({ ...base, timeZone });
      expect(parsed.timeZone).toBeUndefined();
    }
  });

  it("trims alt text and defaults it to empty", () => {
    const parsed = generationRequestSchema.parse({
      ...base,
      images: [
        { role: "hero", dataUrl: "data:image/png;base64,AA==" },
        { role: "product", dataUrl: "x", alt: "  A loaf  " },
      ],
    });
    expect(parsed.images.map((image) => image.alt)).toEqual(["", "A loaf"]);
  });
});
