import type { LegalNotice } from '../types';
import { company, eventCancellationFees, legalDates } from './company';
import { sellerRows, supportRow } from './ebizrule';

/** /fortnite-camp/ebizrule 特定商取引法に基づく表記（フォートナイトキャンプ） */
export const campEbizruleNotice: LegalNotice = {
  title: '特定商取引法に基づく表記（フォートナイトキャンプ）',
  eyebrow: 'LEGAL NOTICE',
  lead: [`オフラインのeスポーツキャンプ「${company.campName}」の特定商取引法に基づく表記です。`],
  dates: legalDates,
  rows: [
    ...sellerRows(),
    { label: '販売価格', content: ['申込ページに参加者1名あたりの参加費（税込）を表示します。', 'お申込みいただける参加人数は1名〜10名です。'] },
    { label: '商品代金以外の必要料金', content: ['銀行振込の場合の振込手数料、会場までの交通費、インターネット接続に要する通信費はお客様のご負担となります。'] },
    { label: '支払方法', content: [{ text: '次のいずれかをお選びいただけます。', list: { kind: 'list', items: ['クレジットカード（一括払いのみ）', '銀行振込'] } }] },
    {
      label: '支払時期',
      content: ['クレジットカード：お申込み時にお支払いが確定します。', '銀行振込：お申込み後にメールでお送りする振込先へ、開催日の前日までにお振込みください。'],
    },
    { label: '役務の提供時期', content: ['申込ページに記載の開催日に、会場にて提供します。開催のご案内はお申込み完了後にメールでお送りします。'] },
    {
      label: 'クーリング・オフ',
      content: ['本キャンプは通信販売によるお申込みのため、クーリング・オフの対象外です。お申込み後のキャンセルは、下記「キャンセル・返金」の条件に従います。'],
    },
    {
      label: 'キャンセル・返金',
      content: [
        { text: 'お客様のご都合によるキャンセルは、ご連絡日に応じて次のキャンセル料を申し受けます。開催日の8日前までのキャンセルは無料です。', table: eventCancellationFees },
        '当社の都合でキャンプ全体を中止した場合は参加費を全額返金し、一部の日程を中止した場合は該当日程分の参加費を返金します。',
      ],
    },
    { label: '動作環境', content: ['キャンプで使用するゲーム機材は当社が用意します。申込ページは最新版のGoogle Chrome、Safari、Microsoft Edge、Firefoxでご利用ください。'] },
    supportRow,
  ],
};
