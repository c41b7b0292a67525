/**
 * Every new page starts from the owner's brand kit: the request carries the kit (read when the request is
 * made, so the job that runs it later uses the kit as it was), the kit's logo stands in for a generated
 * mark, and the composed page gets the kit's colours, font and the contact details its description did
 * not give, through the page model (apply-brand-kit.ts).
 */
import type { GenerationRequest } from "../../core/generation-request.js";
import type { GeneratedPage } from "../../generator/types.js";
import { applyBrandKit } from "./apply-brand-kit.js";
import { type BrandKit, isEmptyBrandKit } from "./brand-kit-schema.js";

/** A generation request with the owner's kit (the engine's schema leaves the extra field out). */
export type BrandedRequest = GenerationRequest & { brandKit?: BrandKit };

/** The request with `kit` (the owner's, read with readBrandKit): unchanged when the kit is empty. */
export function withBrandKit(request: GenerationRequest, kit: BrandKit): BrandedRequest {
  if (isEmptyBrandKit(kit)) return request;
  const useKitLogo = request.logoOption === "generate" && !!kit.logoData;
  return {
    ...request,
    ...(useKitLogo ? { logoOption: "upload" as const, logoData: kit.logoData } : {}),
    // The logo travels once, as the request's own.
    brandKit: { ...kit, logoData: null },
  };
}

/** The generated page with the request's kit applied (unchanged without a kit or a page model). */
export function brandNewPage(page: GeneratedPage, request: GenerationRequest): GeneratedPage {
  const kit = (request as BrandedRequest).brandKit;
  if (!kit) return page;
  const branded = applyBrandKit(page.html, kit, { keepPageFacts: true });
  return branded?.applied.length ? { ...page, html: branded.html } : page;
}
