/**
 * The generation request's uploads made ready before any token is reserved: the logo and each photo
 * checked by their bytes and re-encoded (processImage), so the engine only ever sees small, clean WebP
 * (or PNG, or sanitised SVG for a logo), each photo with its narrower copies for `srcset`. A refused file is a 400 naming its field ("logoData", "images.2").
 *
 * Decoding photos is the costly part of a request (a second of CPU and hundreds of MB for a large one), so
 * it is done only for an account whose balance can pay for the generation: refuseUnaffordable first.
 */
import { eq } from "drizzle-orm";
import type { GenerationRequest } from "../../core/generation-request.js";
import { GenerationError } from "../../generator/types.js";
import { type ProcessedImage, type ProcessOptions, processImage } from "../../generator/uploads/index.js";
import { insufficientTokens } from "../billing/holds.js";
import type { Executor } from "../db/client.js";
import { profiles } from "../db/schema.js";
import { ApiError, type FieldErrors } from "../errors.js";

type Outcome = { ok: true; image: ProcessedImage } | { ok: false; message: string };

async function attempt(dataUrl: string, options: ProcessOptions): Promise<Outcome> {
  try {
    return { ok: true, image: await processImage(dataUrl, options) };
  } catch (error) {
    // Only a refusal is the user's to fix; anything else is ours and goes to the error handler.
    if (error instanceof GenerationError && error.code === "invalid_input") {
      return { ok: false, message: error.message };
    }
    throw error;
  }
}

/**
 * The 402 the reservation would answer, before any upload is decoded. The stored balance is an upper
 * bound of what the reservation finds (it only settles expired lots, which lowers it), so an account
 * refused here would be refused there; one that passes is still checked there, atomically.
 */
export async function refuseUnaffordable(db: Executor, userId: string, cost: number): Promise<void> {
  const [profile] = await db
    .select({ tokenBalance: profiles.tokenBalance })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (profile && profile.tokenBalance < cost) throw insufficientTokens("generation", cost);
}

/** Whether the request carries files to decode (a logo upload or photos): what refuseUnaffordable guards. */
export function hasUploads(request: GenerationRequest): boolean {
  return (request.logoOption === "upload" && !!request.logoData) || request.images.length > 0;
}

export async function processRequestUploads(request: GenerationRequest): Promise<GenerationRequest> {
  const hasLogo = request.logoOption === "upload" && !!request.logoData;
  const [logo, ...images] = await Promise.all([
    hasLogo && request.logoData ? attempt(request.logoData, { purpose: "logo" }) : null,
    ...request.images.map((image) => attempt(image.dataUrl, { purpose: "image", role: image.role })),
  ]);

  const fields: FieldErrors = {};
  if (logo && !logo.ok) fields.logoData = logo.message;
  images.forEach((outcome, index) => {
    if (outcome && !outcome.ok) fields[`images.${index}`] = outcome.message;
  });
  const messages = Object.values(fields);
  if (messages.length > 0) throw new ApiError(400, "invalid_input", messages[0], fields);

  return {
    ...request,
    logoData: logo?.ok ? logo.image.dataUrl : request.logoData,
    images: request.images.map((image, index) => {
      const outcome = images[index];
      if (!outcome?.ok) return image;
      const { dataUrl, width, height, variants } = outcome.image;
      // A client's own `variants` are replaced, never passed on.
      return {
        ...image,
        dataUrl,
        width,
        height,
        variants: variants.map(({ dataUrl, width }) => ({ dataUrl, width })),
      };
    }),
  };
}
