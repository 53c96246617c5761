import { LegalDocumentView } from '../../../components/legal/LegalDocumentView';
import { campRuleDocument } from '../../../features/legal/content/camp-rule';

/** /fortnite-camp/rule フォートナイトキャンプ参加規約 */
export function CampRuleRoute() {
  return <LegalDocumentView document={campRuleDocument} />;
}
