import { LegalDocumentView } from '../../../components/legal/LegalDocumentView';
import { privacyDocument } from '../../../features/legal/content/privacy';

/** /privacy プライバシーポリシー */
export function PrivacyRoute() {
  return <LegalDocumentView document={privacyDocument} />;
}
