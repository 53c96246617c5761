import { faq } from '../features/landing/content/faq';
import { headTags, scriptJson } from './head-tags';
import { publicPageMeta, publicPaths } from './page-meta';

describe('head tags of a public page', () => {
  const top = headTags('/', publicPageMeta['/'], 'https://ggcoach.example');

  it('gives the title, description, canonical URL and sharing tags on the configured origin', () => {
    expect(top).toContain('<title>GG COACH（ジージーコーチ）| VALORANT・APEX LEGENDSのオンラインコーチング</title>');
    expect(top).toContain('<link rel="canonical" href="https://ggcoach.example/">');
    expect(top).toContain('<meta property="og:url" content="https://ggcoach.example/">');
    expect(top).toContain('<meta property="og:image" content="https://ggcoach.example/images/og.jpg">');
    expect(top).toContain('<meta name="twitter:card" content="summary_large_image">');
    const rule = headTags('/rule', publicPageMeta['/rule'], 'https://ggcoach.example');
    expect(rule).toContain('<title>利用規約 | GG COACH</title>');
    expect(rule).toContain('<link rel="canonical" href="https://ggcoach.example/rule">');
  });

  it('describes the FAQ as structured data on the top page only', () => {
    const blocks = [...top.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
    const faqPage = blocks.find((b) => b['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faqPage.mainEntity.map((q) => q.name)).toEqual(faq.map((q) => q.question));
    expect(faqPage.mainEntity[0].acceptedAnswer.text).toBe(faq[0].answer);
    expect(headTags('/rule', publicPageMeta['/rule'], 'https://ggcoach.example')).not.toContain('FAQPage');
  });

  it('escapes what it writes into attributes and scripts', () => {
    const tags = headTags('/x', { title: '"><script>', description: 'a & b <c>' }, 'https://ggcoach.example');
    expect(tags).not.toContain('"><script>');
    expect(tags).toContain('a &#38; b &#60;c&#62;');
    expect(scriptJson({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });

  it('covers the top page, the contact form and the five legal pages', () => {
    expect(publicPaths).toEqual(['/', '/contact', '/rule', '/privacy', '/ebizrule', '/fortnite-camp/rule', '/fortnite-camp/ebizrule']);
    for (const path of publicPaths) expect(publicPageMeta[path].description.length).toBeGreaterThan(20);
  });
});
