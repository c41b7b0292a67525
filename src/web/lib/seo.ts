import { PRODUCT_NAME } from "./company";

/** The public origin for og:url and canonical links: APP_URL at build time (defined in vite.config.ts). */
const APP_URL: string = (import.meta.env.APP_URL as string | undefined) ?? "http://localhost:3000";

export interface PageMetaInput {
  /** The page's own title; the product name is appended unless `exactTitle` is set. */
  title: string;
  description: string;
  /** The route's path, e.g. "/faq", used for og:url and the canonical link. */
  path: string;
  type?: "website" | "article";
  exactTitle?: boolean;
}

export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string };

/**
 * Builds a route's `meta` export: title, description, Open Graph and canonical link.
 * Usage: `export const meta = () => pageMeta({ title: "FAQ", description: "…", path: "/faq" });`
 */
export function pageMeta({
  title,
  description,
  path,
  type = "website",
  exactTitle,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = exactTitle ? title : `${title} | ${PRODUCT_NAME}`;
  const url = `${APP_URL}${path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:url", content: url },
    { property: "og:site_name", content: PRODUCT_NAME },
    { name: "twitter:card", content: "summary" },
    { tagName: "link", rel: "canonical", href: url },
  ];
}
