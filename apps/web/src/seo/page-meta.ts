import { brand } from '@coaching/web-theme';
import { paths } from '../config/paths';
import { campEbizruleNotice } from '../features/legal/content/camp-ebizrule';
import { campRuleDocument } from '../features/legal/content/camp-rule';
import { ebizruleNotice } from '../features/legal/content/ebizrule';
import { privacyDocument } from '../features/legal/content/privacy';
import { ruleDocument } from '../features/legal/content/rule';

/** What a search engine and a link preview show for one public page. */
export interface PageMeta {
  /** The page's own title; none for the top page, which uses the site title. */
  title?: string;
  description: string;
}

const SITE_DESCRIPTION = `${brand.name}（${brand.nameJa}）は、VALORANT・APEX LEGENDSのオンラインコーチングスクール。審査を通過したプロコーチが週1回ペースのマンツーマンで指導します。60分の無料体験レッスン実施中。`;

/** The public pages rendered on the server (at build and on request), with their titles and descriptions. */
export const publicPageMeta: Readonly<Record<string, PageMeta>> = {
  [paths.home]: { description: SITE_DESCRIPTION },
  [paths.contact]: { title: 'お問い合わせ', description: `${brand.name}へのお問い合わせはこちらから。コース・料金・無料体験など、お気軽にご相談ください。` },
  [paths.rule]: { title: ruleDocument.title, description: `${brand.name}の利用規約です。レッスンのキャンセル・振替、料金のお支払い、退会などのルールを定めています。` },
  [paths.privacy]: { title: privacyDocument.title, description: `${brand.name}における個人情報の取扱い方針（プライバシーポリシー）です。` },
  [paths.ebizRule]: { title: ebizruleNotice.title, description: `${brand.name}の特定商取引法に基づく表記です。販売価格、支払方法、解約・返金について記載しています。` },
  [paths.campRule]: { title: campRuleDocument.title, description: `${brand.name}が主催するフォートナイトキャンプの参加規約です。` },
  [paths.campEbizRule]: { title: campEbizruleNotice.title, description: `${brand.name}フォートナイトキャンプの特定商取引法に基づく表記です。` },
};

export const publicPaths = Object.keys(publicPageMeta);
