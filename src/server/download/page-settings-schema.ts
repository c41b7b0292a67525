/**
 * A page's download settings as the API takes them: analytics and ad pixel ids in the formats their
 * vendors give (GA4 "G-…", Google Ads "AW-…", a Meta Pixel's 15–16 digits) and the https address the owner
 * publishes the page at. Empty means not set.
 */
import { z } from "zod";

export const GA4_ID_MESSAGE = "A GA4 measurement ID looks like G-XXXXXXXXXX";
export const GOOGLE_ADS_ID_MESSAGE = "A Google Ads tag ID looks like AW-123456789";
export const META_PIXEL_ID_MESSAGE = "A Meta Pixel ID is 15 or 16 digits";
export const SITE_URL_MESSAGE =
  "Give the page's address starting with https://, e.g. https://www.example.com/";

const optionalId = (pattern: RegExp, message: string, upper = true) =>
  z
    .string({ error: message })
    .trim()
    .max(40, message)
    .transform((value) => (upper ? value.toUpperCase() : value))
    .refine((value) => value === "" || pattern.test(value), message)
    .nullish()
    .transform((value) => value || null);

export const pixelsSchema = z.object({
  ga4Id: optionalId(/^G-[A-Z0-9]{4,16}$/, GA4_ID_MESSAGE),
  googleAdsId: optionalId(/^AW-\d{6,14}$/, GOOGLE_ADS_ID_MESSAGE),
  metaPixelId: optionalId(/^\d{15,16}$/, META_PIXEL_ID_MESSAGE, false),
});

export type Pixels = z.output<typeof pixelsSchema>;

export const NO_PIXELS: Pixels = { ga4Id: null, googleAdsId: null, metaPixelId: null };

export const hasPixels = (pixels: Pixels) => !!(pixels.ga4Id || pixels.googleAdsId || pixels.metaPixelId);

export const siteUrlSchema = z
  .string({ error: SITE_URL_MESSAGE })
  .trim()
  .max(300, SITE_URL_MESSAGE)
  .refine((value) => {
    if (value === "") return true;
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
    } catch {
      return false;
    }
  }, SITE_URL_MESSAGE)
  .nullish()
  .transform((value) => (value ? new URL(value).href : null));
