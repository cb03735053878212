import { LegalDocument } from "./legal-document";

/** Has the #cookies and #gdpr anchors the spec names. */
export function PrivacyPage() {
  return <LegalDocument document="privacy" />;
}
