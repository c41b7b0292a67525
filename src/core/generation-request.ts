import { z } from "zod";
import { changeScopeSchema } from "./change-scope.js";
import { INDUSTRIES, LANDING_PAGE_TYPES, LOGO_OPTIONS } from "./page-options.js";
import { oneLineText, plainText } from "./text-rules.js";
import {
  IMAGE_REFUSED_MESSAGE,
  IMAGE_ROLES,
  LOGO_REFUSED_MESSAGE,
  MAX_IMAGE_ALT_LENGTH,
  MAX_IMAGES,
  MAX_PHOTO_DATA_URL_LENGTH,
  MAX_PHOTOS_TOTAL_DATA_URL_LENGTH,
  PHOTOS_TOO_LARGE_MESSAGE,
  TOO_MANY_IMAGES_MESSAGE,
} from "./uploads.js";

export const MAX_PROMPT_LENGTH = 5000;
export const MAX_TITLE_LENGTH = 200;
export const MAX_COMPANY_LENGTH = 120;
export const MAX_AUDIENCE_LENGTH = 300;
export const MAX_CHANGE_LENGTH = 2000;

export const FILL_ALL_FIELDS_TITLE = "Please fill in all fields";
export const FILL_ALL_FIELDS_MESSAGE = "All fields including page type and industry are required.";
export const UPLOAD_LOGO_MESSAGE = "Please upload a logo";

const requiredText = (max: number, label: string, text = plainText) =>
  text(label, FILL_ALL_FIELDS_MESSAGE)
    .trim()
    .min(1, FILL_ALL_FIELDS_MESSAGE)
    .max(max, `Must be at most ${max} characters`);

export const LOGO_OPTION_MESSAGE = 'Choose "generate" or "upload" for the logo';
export const TARGET_AUDIENCE_TYPE_MESSAGE = "Target audience must be text";
export const PHOTO_DESCRIPTION_TYPE_MESSAGE = "Photo description must be text";
export const PHOTO_SIZE_MESSAGE = "Photo width and height must be whole numbers of pixels";
export const IMAGES_TYPE_MESSAGE = "images must be a list of photos";

const pixels = z
  .number({ error: PHOTO_SIZE_MESSAGE })
  .int(PHOTO_SIZE_MESSAGE)
  .positive(PHOTO_SIZE_MESSAGE)
  .max(100_000, PHOTO_SIZE_MESSAGE);

/** A narrower copy of a photo for the page's `srcset`. */
const photoVariantSchema = z.object({
  dataUrl: z.string({ error: IMAGE_REFUSED_MESSAGE }).max(MAX_PHOTO_DATA_URL_LENGTH, IMAGE_REFUSED_MESSAGE),
  width: pixels,
});

/**
 * One of the user's photos. The server replaces dataUrl by its re-encoded WebP, sets width and height,
 * and puts narrower copies in `variants` (whatever a client sent there is replaced).
 */
export const requestImageSchema = z.object({
  role: z.enum(IMAGE_ROLES, { error: "Choose where the photo goes: hero, gallery or product" }),
  dataUrl: z.string({ error: IMAGE_REFUSED_MESSAGE }).max(MAX_PHOTO_DATA_URL_LENGTH, IMAGE_REFUSED_MESSAGE),
  alt: oneLineText("Photo description", undefined, PHOTO_DESCRIPTION_TYPE_MESSAGE)
    .trim()
    .max(MAX_IMAGE_ALT_LENGTH, `Must be at most ${MAX_IMAGE_ALT_LENGTH} characters`)
    .default(""),
  width: pixels.optional(),
  height: pixels.optional(),
  variants: z.array(photoVariantSchema).max(3).optional(),
});

export type PhotoVariant = z.output<typeof photoVariantSchema>;

export type RequestImage = z.output<typeof requestImageSchema>;
export type ImageInput = z.input<typeof requestImageSchema>;

/** The browser's IANA zone name, if this runtime knows it. */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The spec's generation request, as the server accepts it (cost is never taken from the client). */
export const generationRequestSchema = z
  .object({
    prompt: requiredText(MAX_PROMPT_LENGTH, "Prompt"),
    title: requiredText(MAX_TITLE_LENGTH, "Title", oneLineText),
    companyName: requiredText(MAX_COMPANY_LENGTH, "Company name", oneLineText),
    landingPageType: z.enum(LANDING_PAGE_TYPES, { error: FILL_ALL_FIELDS_MESSAGE }),
    industry: z.enum(INDUSTRIES, { error: FILL_ALL_FIELDS_MESSAGE }),
    // Optional: absent, null and "" all mean none.
    targetAudience: oneLineText("Target audience", undefined, TARGET_AUDIENCE_TYPE_MESSAGE)
      .trim()
      .max(MAX_AUDIENCE_LENGTH, `Must be at most ${MAX_AUDIENCE_LENGTH} characters`)
      .nullish()
      .transform((audience) => audience ?? ""),
    logoOption: z.enum(LOGO_OPTIONS, { error: LOGO_OPTION_MESSAGE }).default("generate"),
    logoData: plainText("Logo", undefined, LOGO_REFUSED_MESSAGE).nullable().optional().default(null),
    images: z
      .array(requestImageSchema, { error: IMAGES_TYPE_MESSAGE })
      .max(MAX_IMAGES, TOO_MANY_IMAGES_MESSAGE)
      .refine(
        (images) =>
          images.reduce((total, image) => total + image.dataUrl.length, 0) <=
          MAX_PHOTOS_TOTAL_DATA_URL_LENGTH,
        PHOTOS_TOO_LARGE_MESSAGE,
      )
      .default([]),
    /** Where the user is, for events without a zone in the description; an unknown zone is dropped. */
    timeZone: z
      .string()
      .max(100)
      .transform((zone) => (isValidTimeZone(zone) ? zone : undefined))
      .optional()
      .catch(undefined),
  })
  .superRefine((value, ctx) => {
    if (value.logoOption === "upload" && !value.logoData) {
      ctx.addIssue({ code: "custom", path: ["logoData"], message: UPLOAD_LOGO_MESSAGE });
    }
  });

export type GenerationRequest = z.output<typeof generationRequestSchema>;
export type GenerationRequestInput = z.input<typeof generationRequestSchema>;

export const iterationRequestSchema = z.object({
  change: plainText("Change", "Describe the change you want")
    .trim()
    .min(1, "Describe the change you want")
    .max(MAX_CHANGE_LENGTH, `Must be at most ${MAX_CHANGE_LENGTH} characters`),
  /** What the owner selected in the preview; the change is about that part of the page. */
  scope: changeScopeSchema.optional(),
});

export type IterationRequest = z.output<typeof iterationRequestSchema>;
