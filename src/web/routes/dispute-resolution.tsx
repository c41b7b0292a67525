import { buildLegalDocument, LegalPage } from "~/components/legal-page";
import { disputeResolution } from "~/content/legal/dispute-resolution";
import { pageMeta } from "~/lib/seo";

export function meta() {
  const doc = buildLegalDocument(disputeResolution);
  return pageMeta({ title: doc.title, description: doc.summary, path: doc.path, type: "article" });
}

export default function DisputeResolutionPage() {
  return <LegalPage doc={buildLegalDocument(disputeResolution)} />;
}
