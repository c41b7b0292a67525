import { buildLegalDocument, LegalPage } from "~/components/legal-page";
import { returnPolicy } from "~/content/legal/return-policy";
import { pageMeta } from "~/lib/seo";

export function meta() {
  const doc = buildLegalDocument(returnPolicy);
  return pageMeta({ title: doc.title, description: doc.summary, path: doc.path, type: "article" });
}

export default function ReturnPolicyPage() {
  return <LegalPage doc={buildLegalDocument(returnPolicy)} />;
}
