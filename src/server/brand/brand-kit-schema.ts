/**
 * The brand kit as the API takes it (PUT /api/brand-kit replaces the whole kit): every field optional, an
 * empty one means "not set". Colours are hex codes (the colour picker's), the font is the page model's
 * (sans or serif), contact details are one line each, social links are https addresses with a label.
 */
import { z } from "zod";
import { oneLineText } from "../../core/text-rules.js";

export const MAX_SOCIAL_LINKS = 6;
export const BRAND_COLOR_MESSAGE = "Give the colour as a hex code like #1d4ed8";
export const BRAND_PHONE_MESSAGE = "Give the phone number with digits, e.g. +351 21 123 4567";
export const BRAND_EMAIL_MESSAGE = "Give an e-mail address like hello@example.com";
export const BRAND_LINK_MESSAGE = "Give the full address of the profile, starting with https://";

/** An optional one-line field: absent, null and "" (after trimming) all mean not set. */
const optionalLine = (label: string, max: number, rule?: (value: string) => boolean, message?: string) =>
  oneLineText(label, undefined, `${label} must be text`)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => value === "" || !rule || rule(value), message ?? `${label} is not valid`)
    .nullish()
    .transform((value) => value || null);

const color = z
  .string({ error: BRAND_COLOR_MESSAGE })
  .trim()
  .refine((value) => value === "" || /^#[0-9a-f]{6}$/i.test(value), BRAND_COLOR_MESSAGE)
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null));

const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
};

export const socialLinkSchema = z.object({
  label: oneLineText("Network", undefined, "Network must be text")
    .trim()
    .min(1, "Name the network, e.g. Instagram")
    .max(40, "Network must be at most 40 characters"),
  url: z
    .string({ error: BRAND_LINK_MESSAGE })
    .trim()
    .max(300, BRAND_LINK_MESSAGE)
    .refine(isHttpsUrl, BRAND_LINK_MESSAGE),
});

export const brandKitSchema = z.object({
  /** A data URL; checked and re-encoded as a generation's logo is. */
  logoData: z
    .string({ error: "The logo must be an image" })
    .nullish()
    .transform((value) => value || null),
  primaryColor: color,
  accentColor: color,
  font: z
    .enum(["sans", "serif"], { error: "Choose the sans-serif or the serif font" })
    .nullish()
    .transform((value) => value ?? null),
  phone: optionalLine(
    "Phone",
    40,
    (value) => /^\+?[\d\s().-]{5,40}$/.test(value) && /\d{5}/.test(value.replace(/\D/g, "")),
    BRAND_PHONE_MESSAGE,
  ),
  email: optionalLine("E-mail", 200, (value) => z.email().safeParse(value).success, BRAND_EMAIL_MESSAGE),
  address: optionalLine("Address", 200),
  socialLinks: z
    .array(socialLinkSchema, { error: "socialLinks must be a list of links" })
    .max(MAX_SOCIAL_LINKS, `At most ${MAX_SOCIAL_LINKS} social links`)
    .nullish()
    .transform((links) => links ?? []),
});

export type BrandKitInput = z.output<typeof brandKitSchema>;

/** The kit as stored and answered: the same fields, every one present. */
export type BrandKit = BrandKitInput;

export const EMPTY_BRAND_KIT: BrandKit = {
  logoData: null,
  primaryColor: null,
  accentColor: null,
  font: null,
  phone: null,
  email: null,
  address: null,
  socialLinks: [],
};

/** True when the kit has nothing a page could use. */
export function isEmptyBrandKit(kit: BrandKit): boolean {
  return Object.entries(kit).every(([, value]) => (Array.isArray(value) ? value.length === 0 : !value));
}
