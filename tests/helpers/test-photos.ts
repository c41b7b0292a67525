import sharp from "sharp";

/**
 * A photo-like JPEG made in the test: smooth colour fields with sensor noise (`grain` is its
 * amplitude: 12 is a clean phone shot, 60 a very detailed one that WebP cannot squeeze much).
 */
export async function testPhoto(width: number, height: number, grain = 12): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * grain;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const n = noise();
      raw[i] = 128 + 90 * Math.sin(x / 210) + n;
      raw[i + 1] = 110 + 80 * Math.cos(y / 150 + x / 400) + n;
      raw[i + 2] = 100 + 60 * Math.sin((x + y) / 300) + n;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

export const jpegDataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString("base64")}`;

/** The bytes of a base64 data URL. */
export const dataUrlBytes = (dataUrl: string) => Buffer.from(dataUrl.split(",")[1] ?? "", "base64");
