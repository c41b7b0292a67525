import { buildLegalDocument, LegalPage } from "~/components/legal-page";
import { deliveryPolicy } from "~/content/legal/delivery-policy";
import { pageMeta } from "~/lib/seo";

export function meta() {
  const doc = buildLegalDocument(deliveryPolicy);
  return pageMeta({ title: doc.title, description: doc.summary, path: doc.path, type: "article" });
}

export default function DeliveryPolicyPage() {
  return <LegalPage doc={buildLegalDocument(deliveryPolicy)} />;
}
