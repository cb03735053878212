import { LegalDocument } from "./legal-document";

/** Has the #cookies and #gdpr anchors (docs/product.md, "Navigation and layout"). */
export function PrivacyPage() {
  return <LegalDocument document="privacy" />;
}
