import type { LandingImage } from './landing-image';

/** A member's voice (spec §3 Testimonial): the game, a visual, the name, tags and their words. */
export interface Testimonial {
  id: string;
  /** The game the member is coached in. */
  title: 'VALORANT' | 'APEX LEGENDS';
  visual: LandingImage;
  name: string;
  tags: readonly string[];
  description: string;
}

const avatar = (id: string, alt: string): LandingImage => ({ src: `/images/landing/voice-${id}.webp`, width: 160, height: 160, alt });

// Editable content: members' words as they gave them (names shortened with their consent).
export const testimonials: readonly Testimonial[] = [
  {
    id: 'haruto',
    title: 'VALORANT',
    visual: avatar('haruto', ''),
    name: 'H.Kさん（高校2年生）',
    tags: ['シルバー → プラチナ', 'Standard'],
    description:
      '独学ではエイム練習ばかりしていましたが、コーチに「撃ち合う前の位置取りで負けている」と言われて目が覚めました。毎週の振り返りでカルテに課題が積み上がっていくので、次に何をすればいいか迷わなくなりました。',
  },
  {
    id: 'misaki',
    title: 'APEX LEGENDS',
    visual: avatar('misaki', ''),
    name: 'M.Sさん（社会人）',
    tags: ['ゴールド → ダイヤ', 'Lite+'],
    description:
      '仕事の都合で隔週のLiteプランから始めました。短い練習時間でも効果が出るメニューを組んでもらえたのが大きかったです。メンバー限定のカスタム大会で、同じくらいの実力の仲間ができたのも続けられた理由です。',
  },
  {
    id: 'sota',
    title: 'VALORANT',
    visual: avatar('sota', ''),
    name: 'S.Tさん（中学3年生）',
    tags: ['はじめての大会出場', 'Premium'],
    description:
      'チームで大会に出たくて入会しました。イベントに何度でも参加できるPremiumにして、グループコーチングで連携の基本から教わりました。保護者として見ていても、言葉づかいやマナーまで丁寧に指導してもらえて安心です（お母さまより）。',
  },
  {
    id: 'yuna',
    title: 'APEX LEGENDS',
    visual: avatar('yuna', ''),
    name: 'Y.Nさん（大学生）',
    tags: ['プラチナ → マスター', 'Standard+'],
    description:
      '試合の録画を一緒に見ながら「このとき何を考えていた？」と聞かれるのが最初は恥ずかしかったのですが、判断の理由を言葉にするうちに立ち回りが安定しました。シーズン終了時にはじめてマスターに届きました。',
  },
  {
    id: 'ren',
    title: 'VALORANT',
    visual: avatar('ren', ''),
    name: 'R.Iさん（社会人）',
    tags: ['アセンダント到達', 'Standard'],
    description:
      '担当コーチ以外の方にもチャットで質問できるので、平日の夜に気になったことをすぐ解決できました。定点や設置後の立ち位置など、動画では分からなかった「なぜそうするのか」まで説明してもらえるのがありがたいです。',
  },
  {
    id: 'kaito',
    title: 'APEX LEGENDS',
    visual: avatar('kaito', ''),
    name: 'K.Oさん（高校1年生）',
    tags: ['無料体験から入会', 'Lite'],
    description:
      '無料体験の60分だけで、自分の癖を3つも指摘してもらえました。入会後もコーチが毎回のレッスン内容をノートにまとめてくれるので、ひとりで練習するときも迷いません。ランクも少しずつ上がっています。',
  },
];
