import { DEFAULT_BRAND_NAME } from "../../core/brand";

/**
 * The operator's legal details, shown in the footer and on legal pages: one place, overridable
 * at build time with COMPANY_* and BRAND_NAME environment variables (exposed through Vite's envPrefix).
 */
export interface CompanyDetails {
  legalName: string;
  registrationNumber: string;
  address: string;
  phone: string;
  email: string;
}

const env = import.meta.env as Record<string, string | undefined>;

function pick(value: string | undefined, fallback: string): string {
  return value && value.trim() !== "" ? value.trim() : fallback;
}

/** The product's name in the logo, titles, copy and legal pages: BRAND_NAME at build time. */
export const PRODUCT_NAME = pick(env.BRAND_NAME, DEFAULT_BRAND_NAME);

export const COMPANY: CompanyDetails = {
  legalName: pick(env.COMPANY_LEGAL_NAME, `${PRODUCT_NAME} Digital Kft.`),
  registrationNumber: pick(env.COMPANY_REG_NUMBER, "01-09-412345"),
  address: pick(env.COMPANY_ADDRESS, "Váci út 47, 1134 Budapest, Hungary"),
  phone: pick(env.COMPANY_PHONE, "+36 1 555 0123"),
  email: pick(env.COMPANY_EMAIL, "hello@landingforge.eu"),
};
