// Draws the landing page's illustrations (no photos, no third-party art) and writes them as WebP with
// fixed sizes: `node tools/assets/landing-images.mjs`. The output is committed; re-run after a change here.
import sharp from 'sharp';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const out = join(import.meta.dirname, '../../apps/web/public/images/landing');
mkdirSync(out, { recursive: true });

const navy = '#141a2e';
const indigo = '#3451d1';
const accent = '#d6284a';

async function write(name, width, height, svg) {
  await sharp(Buffer.from(svg)).resize(width, height).webp({ quality: 78, effort: 6 }).toFile(join(out, `${name}.webp`));
}

// Member portraits: an abstract head-and-shoulders on a two-colour field, one palette per member.
const voices = {
  haruto: ['#3451d1', '#7ea0ff'],
  misaki: ['#d6284a', '#ff9aa8'],
  sota: ['#15744b', '#7fd6a8'],
  yuna: ['#7a3bd1', '#c7a4ff'],
  ren: ['#0f6c8c', '#8fd3ea'],
  kaito: ['#b8610b', '#ffc98a'],
};
for (const [id, [dark, light]] of Object.entries(voices)) {
  await write(`voice-${id}`, 160, 160, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
    <rect width="160" height="160" fill="url(#g)"/>
    <circle cx="80" cy="64" r="30" fill="#fff" fill-opacity="0.92"/>
    <path d="M24 160c4-34 28-52 56-52s52 18 56 52z" fill="#fff" fill-opacity="0.92"/>
    <path d="M52 56c4-22 52-26 58 2-10-8-22-10-30-4-8-6-20-6-28 2z" fill="${navy}" fill-opacity="0.85"/>
  </svg>`);
}

// The "other" figure: coach, member and chart joined in a loop; wide and narrow (≤1000 px) compositions.
const node = (x, y, r, fill, inner) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><g transform="translate(${x} ${y})">${inner}</g>`;
const person = (s) => `<circle cx="0" cy="${-12 * s}" r="${11 * s}" fill="#fff"/><path d="M${-22 * s} ${24 * s}c2-18 12-26 ${22 * s}-26s${20 * s} 8 ${22 * s} 26z" fill="#fff"/>`;
const chart = (s) => `<rect x="${-22 * s}" y="${-26 * s}" width="${44 * s}" height="${52 * s}" rx="${5 * s}" fill="#fff"/><path d="M${-14 * s} ${10 * s}l${8 * s}-${10 * s}l${8 * s} ${6 * s}l${12 * s}-${18 * s}" stroke="${indigo}" stroke-width="${4 * s}" fill="none" stroke-linecap="round"/>`;
const trophy = (s) => `<path d="M${-16 * s} ${-22 * s}h${32 * s}v${14 * s}a${16 * s} ${16 * s} 0 0 1 ${-32 * s} 0z" fill="#fff"/><rect x="${-4 * s}" y="${6 * s}" width="${8 * s}" height="${10 * s}" fill="#fff"/><rect x="${-14 * s}" y="${16 * s}" width="${28 * s}" height="${6 * s}" rx="${2 * s}" fill="#fff"/>`;
const background = (w, h) => `<rect width="${w}" height="${h}" fill="${navy}"/>
  <circle cx="${w * 0.85}" cy="${h * 0.15}" r="${h * 0.55}" fill="${accent}" fill-opacity="0.18"/>
  <circle cx="${w * 0.1}" cy="${h * 0.95}" r="${h * 0.6}" fill="${indigo}" fill-opacity="0.35"/>`;

await write('difference-wide', 1200, 560, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 560">${background(1200, 560)}
  <path d="M300 280 C 420 120, 780 120, 900 280 S 420 440, 300 280" stroke="#fff" stroke-opacity="0.35" stroke-width="6" fill="none" stroke-dasharray="14 12"/>
  ${node(300, 280, 92, indigo, person(2.2))}
  ${node(600, 150, 78, accent, chart(1.7))}
  ${node(900, 280, 92, '#2c7a5b', person(2.2))}
  ${node(600, 420, 78, '#7a3bd1', trophy(1.8))}
</svg>`);

await write('difference-narrow', 720, 720, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 720">${background(720, 720)}
  <circle cx="360" cy="360" r="210" stroke="#fff" stroke-opacity="0.35" stroke-width="6" fill="none" stroke-dasharray="14 12"/>
  ${node(360, 150, 84, indigo, person(2))}
  ${node(570, 360, 76, accent, chart(1.6))}
  ${node(360, 570, 84, '#2c7a5b', person(2))}
  ${node(150, 360, 76, '#7a3bd1', trophy(1.7))}
</svg>`);

// Game title cards: abstract key visuals in each game's mood (no logos or game art).
await write('title-valorant', 640, 360, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360">
  <rect width="640" height="360" fill="#0f1923"/>
  <path d="M0 360 L260 0 H420 L160 360z" fill="#ff4655" fill-opacity="0.9"/>
  <path d="M300 360 L560 0 H640 V120 L460 360z" fill="#ff4655" fill-opacity="0.35"/>
  <g stroke="#ece8e1" stroke-width="6" stroke-linecap="round"><path d="M470 180h30M530 180h30M515 135v30M515 195v30"/></g>
  <circle cx="515" cy="180" r="4" fill="#ece8e1"/>
</svg>`);

await write('title-apex', 640, 360, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b1a12"/><stop offset="1" stop-color="#8a2b12"/></linearGradient></defs>
  <rect width="640" height="360" fill="url(#sky)"/>
  <circle cx="470" cy="120" r="70" fill="#ff8a3d" fill-opacity="0.85"/>
  <path d="M0 300 L120 200 L200 250 L320 150 L430 240 L520 190 L640 270 V360 H0z" fill="#1a0f0a"/>
  <path d="M250 330 L320 210 L390 330z" fill="none" stroke="#da292a" stroke-width="10" stroke-linejoin="round"/>
</svg>`);

console.log(`landing images written to ${out}`);

// The link-preview image (Open Graph / Twitter card): JPEG, which every preview crawler reads.
// Drawn with the machine's Noto Sans CJK; the output is committed, so other machines need not have it.
const og = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630">${background(1200, 630)}
  <rect x="80" y="150" width="96" height="96" rx="24" fill="${indigo}"/>
  <text x="128" y="214" font-family="Noto Sans CJK JP, sans-serif" font-size="44" font-weight="900" fill="#fff" text-anchor="middle">GG</text>
  <text x="200" y="222" font-family="Noto Sans CJK JP, sans-serif" font-size="72" font-weight="900" fill="#fff">GG COACH</text>
  <text x="80" y="350" font-family="Noto Sans CJK JP, sans-serif" font-size="64" font-weight="900" fill="#fff">プロコーチと、勝てる自分へ。</text>
  <text x="80" y="440" font-family="Noto Sans CJK JP, sans-serif" font-size="34" font-weight="700" fill="#c9d2ff">VALORANT・APEX LEGENDSのオンラインコーチング</text>
  <text x="80" y="510" font-family="Noto Sans CJK JP, sans-serif" font-size="30" font-weight="700" fill="#ff8fa3">60分の無料体験レッスン実施中</text>
</svg>`;
await sharp(Buffer.from(og)).resize(1200, 630).jpeg({ quality: 82, mozjpeg: true }).toFile(join(out, '../og.jpg'));
