import { sanitizeNewsHtml } from './news-html';

describe('sanitizeNewsHtml (allow-list)', () => {
  it('keeps the formatting an operator writes with the rich-text editor', () => {
    const html = '<h2>見出し</h2><p><strong>太字</strong>と<em>斜体</em>と<u>下線</u></p><ul><li>一つ目</li></ul><blockquote>引用</blockquote><p><a href="https://discord.gg/x">リンク</a></p>';
    expect(sanitizeNewsHtml(html)).toBe(
      '<h2>見出し</h2><p><strong>太字</strong>と<em>斜体</em>と<u>下線</u></p><ul><li>一つ目</li></ul><blockquote>引用</blockquote><p><a href="https://discord.gg/x" target="_blank" rel="noopener noreferrer nofollow">リンク</a></p>',
    );
  });

  it.each([
    ['a script element and its text', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['event-handler attributes', '<p onclick="alert(1)" onmouseover="alert(2)">a</p><img src="https://x.example/a.png" onerror="alert(3)">', '<p>a</p><img src="https://x.example/a.png" />'],
    ['javascript: links, however spelt', '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="jav&#x09;ascript:alert(1)">c</a>', '<a target="_blank" rel="noopener noreferrer nofollow">a</a><a target="_blank" rel="noopener noreferrer nofollow">b</a><a target="_blank" rel="noopener noreferrer nofollow">c</a>'],
    ['SVG payloads', '<svg onload="alert(1)"><script>alert(2)</script><a xlink:href="javascript:alert(3)">x</a></svg><p>ok</p>', '<p>ok</p>'],
    ['style attributes and elements (CSS expression)', '<p style="width: expression(alert(1))">a</p><style>p{background:url(javascript:alert(1))}</style>', '<p>a</p>'],
    ['data: URLs', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">a</a><img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', '<a target="_blank" rel="noopener noreferrer nofollow">a</a><img />'],
    ['frames, objects, forms and meta refresh', '<iframe src="https://evil.example"></iframe><object data="x"></object><form action="https://evil.example"><input name="p"></form><meta http-equiv="refresh" content="0;url=https://evil.example">', ''],
    ['protocol-relative links', '<a href="//evil.example">a</a>', '<a target="_blank" rel="noopener noreferrer nofollow">a</a>'],
  ])('removes %s', (_name, dirty, clean) => {
    expect(sanitizeNewsHtml(dirty)).toBe(clean);
  });

  it('gives the same answer when run twice (written, then served)', () => {
    const once = sanitizeNewsHtml('<p onclick="x">a<a href="https://a.example">b</a></p>');
    expect(sanitizeNewsHtml(once)).toBe(once);
  });
});
