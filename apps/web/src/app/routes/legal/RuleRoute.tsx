import { LegalDocumentView } from '../../../components/legal/LegalDocumentView';
import { ruleDocument } from '../../../features/legal/content/rule';

/** /rule 利用規約 */
export function RuleRoute() {
  return <LegalDocumentView document={ruleDocument} />;
}
