import { buildLegalDocument, LegalPage } from "~/components/legal-page";
import { termsAndConditions } from "~/content/legal/terms";
import { pageMeta } from "~/lib/seo";

export function meta() {
  const doc = buildLegalDocument(termsAndConditions);
  return pageMeta({ title: doc.title, description: doc.summary, path: doc.path, type: "article" });
}

export default function TermsPage() {
  return <LegalPage doc={buildLegalDocument(termsAndConditions)} />;
}
