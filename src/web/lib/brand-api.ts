/** The brand kit, a page's SEO fields and its pixels (server: routes/brand.ts). */
import { apiFetch } from "./api";
import { type Template, templateApiPath } from "./templates-api";

export interface BrandKit {
  logoData: string | null;
  primaryColor: string | null;
  accentColor: string | null;
  font: "sans" | "serif" | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  socialLinks: { label: string; url: string }[];
}

export interface PageSeo {
  title: string;
  titleAsShown: string;
  description: string;
  siteUrl: string | null;
  editable: boolean;
}

export interface Pixels {
  ga4Id: string | null;
  googleAdsId: string | null;
  metaPixelId: string | null;
}

export const BRAND_KIT_KEY = ["brand-kit"] as const;

/** A kit with nothing set (the server refuses to apply one): no logo, colour, font, contact or link. */
export function isEmptyBrandKit(kit: BrandKit): boolean {
  return Object.values(kit).every((value) => (Array.isArray(value) ? value.length === 0 : !value));
}
export const seoKey = (id: string, version: number) => ["templates", id, "seo", version] as const;
export const pixelsKey = (id: string) => ["templates", id, "pixels"] as const;
/** The page's social image as of `version`, so a changed page never shows the browser's cached picture. */
export const socialImageUrl = (id: string, version: number) =>
  `${templateApiPath(id)}/social-image?version=${version}`;

export const readBrandKit = () => apiFetch<{ brandKit: BrandKit }>("/api/brand-kit");

export const saveBrandKit = (kit: BrandKit) =>
  apiFetch<{ brandKit: BrandKit }>("/api/brand-kit", { method: "PUT", body: JSON.stringify(kit) });

export const applyBrandKit = (id: string) =>
  apiFetch<{ template: Template; applied: string[]; notApplied: string[] }>(
    `${templateApiPath(id)}/brand-kit`,
    {
      method: "POST",
      body: "{}",
    },
  );

export const readSeo = (id: string) => apiFetch<{ seo: PageSeo }>(`${templateApiPath(id)}/seo`);

export const saveSeo = (id: string, seo: { title: string; description: string; siteUrl: string }) =>
  apiFetch<{ template: Template; applied: string[]; seo: PageSeo }>(`${templateApiPath(id)}/seo`, {
    method: "PUT",
    body: JSON.stringify(seo),
  });

export const readPixels = (id: string) => apiFetch<{ pixels: Pixels }>(`${templateApiPath(id)}/pixels`);

export const savePixels = (id: string, pixels: Pixels) =>
  apiFetch<{ pixels: Pixels }>(`${templateApiPath(id)}/pixels`, {
    method: "PUT",
    body: JSON.stringify(pixels),
  });

export interface ToFillItem {
  text: string;
  request: string;
}

export const toFillKey = (id: string, version: number) => ["templates", id, "to-fill", version] as const;

export const readToFill = (id: string) => apiFetch<{ items: ToFillItem[] }>(`${templateApiPath(id)}/to-fill`);
