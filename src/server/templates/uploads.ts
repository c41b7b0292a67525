/**
 * The generation request's uploads made ready before any token is reserved: the logo and each photo
 * checked by their bytes and re-encoded (processImage), so the engine only ever sees small, clean WebP
 * (or PNG, or sanitised SVG for a logo), each photo with its narrower copies for `srcset`. A refused file is a 400 naming its field ("logoData", "images.2").
 */
import type { GenerationRequest } from "../../core/generation-request.js";
import { GenerationError } from "../../generator/types.js";
import { type ProcessedImage, type ProcessOptions, processImage } from "../../generator/uploads/index.js";
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
