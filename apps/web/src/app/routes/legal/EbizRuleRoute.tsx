import { LegalNoticeView } from '../../../components/legal/LegalNoticeView';
import { ebizruleNotice } from '../../../features/legal/content/ebizrule';

/** /ebizrule 特定商取引法に基づく表記 */
export function EbizRuleRoute() {
  return <LegalNoticeView notice={ebizruleNotice} />;
}
