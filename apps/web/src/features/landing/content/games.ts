import type { LandingImage } from './landing-image';

/** A supported game (spec §3 Game title card). */
export interface GameTitleCard {
  label: string;
  img: LandingImage;
  title: string;
  description: string;
}

export const gameTitles: readonly GameTitleCard[] = [
  {
    label: 'タクティカルFPS',
    img: { src: '/images/landing/title-valorant.webp', width: 640, height: 360, alt: '' },
    title: 'VALORANT',
    description:
      'エージェントの役割理解、クロスヘアの置き方、定点やラウンドごとの作戦まで。撃ち合いの前に勝負を決める考え方を、試合の振り返りを通じて身につけます。',
  },
  {
    label: 'バトルロイヤル',
    img: { src: '/images/landing/title-apex.webp', width: 640, height: 360, alt: '' },
    title: 'APEX LEGENDS',
    description:
      '安置を読んだ移動、ファイトの入り方と引き際、キャラクターごとのアビリティの使い方。チームで生き残るための判断を、ひとつずつ言葉にして練習します。',
  },
];
