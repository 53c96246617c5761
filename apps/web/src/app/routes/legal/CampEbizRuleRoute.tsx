import { LegalNoticeView } from '../../../components/legal/LegalNoticeView';
import { campEbizruleNotice } from '../../../features/legal/content/camp-ebizrule';

/** /fortnite-camp/ebizrule 特定商取引法に基づく表記（フォートナイトキャンプ） */
export function CampEbizRuleRoute() {
  return <LegalNoticeView notice={campEbizruleNotice} />;
}
