import { buildLegalDocument, LegalPage } from "~/components/legal-page";
import { privacyPolicy } from "~/content/legal/privacy";
import { pageMeta } from "~/lib/seo";

export function meta() {
  const doc = buildLegalDocument(privacyPolicy);
  return pageMeta({ title: doc.title, description: doc.summary, path: doc.path, type: "article" });
}

export default function PrivacyPolicyPage() {
  return <LegalPage doc={buildLegalDocument(privacyPolicy)} />;
}
