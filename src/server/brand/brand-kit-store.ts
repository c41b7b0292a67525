/** The owner's brand kit in the database: one row per account, replaced whole by each save. */
import { eq } from "drizzle-orm";
import { GenerationError } from "../../generator/types.js";
import { processImage } from "../../generator/uploads/index.js";
import type { Executor } from "../db/client.js";
import { brandKits } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { type BrandKit, type BrandKitInput, EMPTY_BRAND_KIT } from "./brand-kit-schema.js";

export async function readBrandKit(db: Executor, userId: string): Promise<BrandKit> {
  const [row] = await db.select().from(brandKits).where(eq(brandKits.userId, userId));
  if (!row) return { ...EMPTY_BRAND_KIT };
  return {
    logoData: row.logoData,
    primaryColor: row.primaryColor,
    accentColor: row.accentColor,
    font: row.font === "sans" || row.font === "serif" ? row.font : null,
    phone: row.phone,
    email: row.email,
    address: row.address,
    socialLinks: row.socialLinks,
  };
}

/** The logo checked by its bytes and re-encoded exactly as a generation's upload is (a 400 on logoData). */
async function processedLogo(dataUrl: string): Promise<string> {
  try {
    return (await processImage(dataUrl, { purpose: "logo" })).dataUrl;
  } catch (error) {
    if (error instanceof GenerationError && error.code === "invalid_input") {
      throw new ApiError(400, "invalid_input", error.message, { logoData: error.message });
    }
    throw error;
  }
}

export async function saveBrandKit(
  db: Executor,
  userId: string,
  input: BrandKitInput,
  now: Date,
): Promise<BrandKit> {
  const current = await readBrandKit(db, userId);
  // The stored logo sent back unchanged is not decoded again.
  const logoData =
    input.logoData && input.logoData !== current.logoData
      ? await processedLogo(input.logoData)
      : input.logoData;
  const kit: BrandKit = { ...input, logoData };
  await db
    .insert(brandKits)
    .values({ userId, ...kit, updatedAt: now })
    .onConflictDoUpdate({ target: brandKits.userId, set: { ...kit, updatedAt: now } });
  return kit;
}
