import { brand } from '@coaching/web-theme';
import { faq } from '../features/landing/content/faq';
import { documentTitle } from '../lib/document-title';
import type { PageMeta } from './page-meta';

export const OG_IMAGE = { path: '/images/og.jpg', width: 1200, height: 630 } as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside <script>: '<' escaped so no string in it can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Title, description, canonical URL, Open Graph and Twitter card tags, and structured data for one page. */
export function headTags(path: string, meta: PageMeta, origin: string): string {
  const title = documentTitle(meta.title);
  const url = new URL(path, origin).href;
  const image = new URL(OG_IMAGE.path, origin).href;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="${path === '/' ? 'website' : 'article'}">`,
    `<meta property="og:site_name" content="${escapeHtml(brand.name)}">`,
    `<meta property="og:locale" content="ja_JP">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}">`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
  ];
  for (const data of structuredData(path, origin)) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}

/** schema.org data: the school on every page, the FAQ on the top page. */
function structuredData(path: string, origin: string): object[] {
  const organization = { '@context': 'https://schema.org', '@type': 'EducationalOrganization', name: brand.name, alternateName: brand.nameJa, url: new URL('/', origin).href };
  if (path !== '/') return [organization];
  const faqPage = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((entry) => ({ '@type': 'Question', name: entry.question, acceptedAnswer: { '@type': 'Answer', text: entry.answer } })),
  };
  return [organization, faqPage];
}
