import type { LegalNotice, LegalNoticeRow } from '../types';
import { company, eventCancellationFees, legalDates } from './company';

/** Rows both notices share: who sells, where, and how to reach them. */
export function sellerRows(): LegalNoticeRow[] {
  return [
    { label: '販売事業者', content: [company.name] },
    { label: '運営統括責任者', content: [company.manager] },
    { label: '所在地', content: [company.postalAddress] },
    { label: '電話番号', content: [`${company.phone}。お問い合わせはメールにてお願いいたします。`] },
    { label: 'メールアドレス', content: [company.email] },
  ];
}

export const supportRow: LegalNoticeRow = {
  label: 'サポート窓口',
  content: [`受付時間：${company.supportHours}`, `メール：${company.email}（受付時間外のお問い合わせは翌営業日以降に順次ご返信いたします。）`],
};

/** /ebizrule 特定商取引法に基づく表記（オンラインコーチング） */
export const ebizruleNotice: LegalNotice = {
  title: '特定商取引法に基づく表記',
  eyebrow: 'LEGAL NOTICE',
  lead: [`オンラインコーチングサービス「${company.serviceName}」の特定商取引法に基づく表記です。`],
  dates: legalDates,
  rows: [
    ...sellerRows(),
    {
      label: '販売価格',
      content: [
        {
          text: '各プランの月額料金（税込）。金額はコーチング期間により異なり、各お申込みページに表示します。',
          list: {
            kind: 'list',
            items: ['Lite：22,000円〜', 'Lite+：34,100円〜', 'Standard：36,300円〜', 'Standard+：49,500円〜', 'Premium：63,800円〜'],
          },
        },
        {
          text: 'その他の料金（税込）',
          list: { kind: 'list', items: ['入会金：33,000円', '追加レッスン：9,900円／回', '追加イベント：7,700円／回'] },
        },
      ],
    },
    { label: '商品代金以外の必要料金', content: ['銀行振込の場合の振込手数料、インターネット接続に要する通信費はお客様のご負担となります。'] },
    { label: '支払方法', content: [{ text: '次のいずれかをお選びいただけます。', list: { kind: 'list', items: ['クレジットカード（一括払い・毎月払い）', '銀行振込（一括払い）'] } }] },
    {
      label: '支払時期',
      content: [
        'クレジットカード（一括払い）：お申込み時にお支払いが確定します。',
        'クレジットカード（毎月払い）：お申込み時に初月分を決済し、以降は毎月同日に月額料金を決済します。',
        '銀行振込：お申込み後にメールでお送りする振込先へ、案内に記載の期日までにお振込みください。',
      ],
    },
    {
      label: '役務の提供時期',
      content: ['お支払いの確認後、担当コーチの決定をもって提供を開始します。初回レッスンの日時は担当コーチとチャットツールで調整のうえ決定します。'],
    },
    {
      label: 'クーリング・オフ',
      content: [
        '審査通過のご案内を受け取った日から起算して8日以内であれば、書面または電磁的記録による通知で、無条件にお申込みの撤回または契約の解除ができます。この場合、お支払いいただいた料金は全額返金します。',
      ],
    },
    {
      label: '解約・返金',
      content: [
        '役務の提供開始前の解約：解約手数料として15,000円を申し受け、残額を返金します。',
        '役務の提供開始後の解約：お支払済みの料金から「1回あたりのレッスン料金 × 受講済みのレッスン回数」を差し引き、さらに解約手数料として残額の20%または50,000円のいずれか低い額を差し引いた金額を返金します。',
        '返金は、解約のお申し出を受けてから当社所定の方法で行います。退会後の登録情報は復元できません。',
      ],
    },
    {
      label: 'イベントのキャンセル',
      content: [{ text: '会員向けイベントをお客様のご都合でキャンセルされる場合、ご連絡日に応じて次のキャンセル料を申し受けます。', table: eventCancellationFees }],
    },
    {
      label: '動作環境',
      content: [
        '各ゲームタイトルが快適に動作するPCまたはゲーム機、安定したインターネット回線、マイク付きヘッドセット、当社指定のチャットツールのアカウントが必要です。',
        '会員ページは最新版のGoogle Chrome、Safari、Microsoft Edge、Firefoxでご利用ください。',
      ],
    },
    supportRow,
  ],
};
