import { ADMISSION_FEE_YEN, TRIAL_LESSON_MINUTES } from '@coaching/contracts';

/** One question of the FAQ (spec §3 FAQ entry). Answers are plain text; paragraphs split on blank lines. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

const yen = (amount: number) => `${amount.toLocaleString('ja-JP')}円`;

// Editable content. Facts come from spec §9 and the terms of use (/rule), so the FAQ never contradicts them.
export const faq: readonly FaqEntry[] = [
  {
    id: 'beginner',
    question: '初心者やランクが低くても受講できますか？',
    answer:
      'はい、もちろんです。はじめてランクマッチに挑戦する方から上位帯を目指す方まで、いまの実力と目標にあわせてコーチが練習内容を組み立てます。最初のレッスンで現状を確認し、あなた専用のカルテを作成します。',
  },
  {
    id: 'trial',
    question: '無料体験ではどんなことをしますか？',
    answer: `コミュニティのチャットサーバー上で、プロコーチと1対1で${TRIAL_LESSON_MINUTES}分のレッスンを行います。料金は0円です。プレイを見ながら課題を整理し、入会後の進め方もご説明します。無料体験の予約には、Discordアカウントでのログインが必要です。`,
  },
  {
    id: 'age',
    question: '何歳から受講できますか？未成年でも申し込めますか？',
    answer:
      '12歳以下の方はご受講いただけません。13歳以上で未成年の方は、保護者の方の同意があればお申し込みいただけます。お支払いを保護者の方が行うこともできます。',
  },
  {
    id: 'schedule',
    question: 'レッスンの日時はどう決めますか？',
    answer:
      '担当コーチとご相談のうえ、毎週（Lite・Lite+は基本的に隔週）のレッスン日時を決めます。祝日などで日程が合わないときは振替レッスンも可能です。',
  },
  {
    id: 'cancel',
    question: 'レッスンをキャンセルしたいときは？',
    answer:
      'レッスン日の2日前の23:59まで、マイページからキャンセルできます。キャンセルしたレッスンは1週間以内に振替できます。無断欠席や期限後のキャンセルが2回に達すると、以降のレッスンを受けられなくなる場合があります。',
  },
  {
    id: 'coach',
    question: 'コーチを選んだり、変更したりできますか？',
    answer:
      'コーチはゲームやご希望をもとに運営が担当を決めます。相性が合わないなど変更をご希望の場合は、カスタマーサポートまでご連絡ください。',
  },
  {
    id: 'payment',
    question: '料金と支払い方法を教えてください。',
    answer: `入会金${yen(ADMISSION_FEE_YEN)}（税込・初回のみ）と、プランごとの月額料金がかかります。お支払いはクレジットカード（一括または毎月の分割）か銀行振込（一括）から選べます。コーチング期間（1〜6か月）が長いほど月額はお得になります。`,
  },
  {
    id: 'quit',
    question: '途中で解約できますか？',
    answer:
      'サービス開始前であれば15,000円の手数料で解約できます。開始後は、受講済みのレッスン分と手数料（残額の20%または50,000円のいずれか低い額）を差し引いてご返金します。詳しくは利用規約と特定商取引法に基づく表記をご確認ください。',
  },
];
