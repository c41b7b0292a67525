/**
 * A request's uploads through checkUpload before any engine sees them, so neither the composer nor an
 * LLM ever embeds a file by the type it claims. (The server has already re-encoded them with
 * processImage; the CLI and library callers may not have.)
 */
import type { PageRequest } from "../types.js";
import { checkUpload } from "./check-upload.js";

export function checkRequestUploads(request: PageRequest): PageRequest {
  const logoData =
    request.logoOption === "upload" && request.logoData
      ? checkUpload(request.logoData, { purpose: "logo" }).dataUrl
      : request.logoData;
  const images = (request.images ?? []).map((image) => ({
    ...image,
    dataUrl: checkUpload(image.dataUrl, { purpose: "image" }).dataUrl,
    // The narrower copies are embedded too, so each passes the same check.
    ...(image.variants
      ? {
          variants: image.variants.map((variant) => ({
            ...variant,
            dataUrl: checkUpload(variant.dataUrl, { purpose: "image" }).dataUrl,
          })),
        }
      : {}),
  }));
  return { ...request, logoData, images };
}
