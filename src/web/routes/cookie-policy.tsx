import { buildLegalDocument, LegalPage } from "~/components/legal-page";
import { cookiePolicy } from "~/content/legal/cookie-policy";
import { pageMeta } from "~/lib/seo";

export function meta() {
  const doc = buildLegalDocument(cookiePolicy);
  return pageMeta({ title: doc.title, description: doc.summary, path: doc.path, type: "article" });
}

export default function CookiePolicyPage() {
  return <LegalPage doc={buildLegalDocument(cookiePolicy)} />;
}
