import type { LandingImage } from './landing-image';

/** A point where this school differs from other coaching services (the landing page's "other" section). */
export interface Difference {
  title: string;
  ours: string;
  others: string;
}

// Spec §1: vetted coaches with 2+ months of training, about weekly one-on-one, a personal chart and notes,
// member events, support by chat.
export const differences: readonly Difference[] = [
  {
    title: 'コーチの質',
    ours: '2か月以上の研修と審査を通過したコーチだけが担当',
    others: '登録すれば誰でもコーチとして出品できる',
  },
  {
    title: '継続的な指導',
    ours: '週1回ペースの担当制。前回の続きから指導',
    others: '単発の予約制で、毎回はじめましての相手',
  },
  {
    title: '成長の記録',
    ours: 'あなた専用のカルテとノートで課題と成長を見える化',
    others: 'レッスン内容が手元に残らない',
  },
  {
    title: 'レッスン以外の時間',
    ours: '担当コーチへ毎日チャットで相談。会員限定イベントも',
    others: 'レッスン時間外のサポートはなし',
  },
];

/** The comparison figure: wide for desktops, a taller variant at 1000 px or less (spec §2). */
export const differencesFigure = {
  wide: { src: '/images/landing/difference-wide.webp', width: 1200, height: 560, alt: '' },
  narrow: { src: '/images/landing/difference-narrow.webp', width: 720, height: 720, alt: '' },
  narrowMedia: '(max-width: 1000px)',
  caption: '担当コーチ・カルテ・イベントが一体になった、続けるほど上達する仕組み',
} as const satisfies { wide: LandingImage; narrow: LandingImage; narrowMedia: string; caption: string };
