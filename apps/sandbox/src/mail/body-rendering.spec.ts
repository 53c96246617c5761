import { escapeHtml, html, trusted } from '../http/html';
import { senderLabel } from './inbox-views';
import { linkifyText } from './linkify';
import { withBaseTarget } from './srcdoc';

describe('html template', () => {
  it('escapes every interpolated value unless it is trusted markup', () => {
    const evil = `<script>alert("x")</script>&'`;
    expect(html`<p title="${evil}">${evil}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;</p>',
    );
    expect(html`${trusted('<b>ok</b>')}`.value).toBe('<b>ok</b>');
    expect(html`${['<a>', html`<b>`]}|${null}|${undefined}|${false}|${0}`.value).toBe('&lt;a&gt;<b>||||0');
    expect(escapeHtml('a&b')).toBe('a&amp;b');
  });
});

describe('linkifyText', () => {
  it('links http and https URLs and escapes the rest', () => {
    expect(linkifyText('<b>見て</b> https://example.jp/a?x=1&y=2 です').value).toBe(
      '&lt;b&gt;見て&lt;/b&gt; <a href="https://example.jp/a?x=1&amp;y=2" target="_blank" rel="noopener noreferrer">https://example.jp/a?x=1&amp;y=2</a> です',
    );
  });

  it('stops at Japanese text and sentence punctuation', () => {
    const out = linkifyText('こちら：http://localhost:3000/verify?token=abc。次に (https://example.jp/x).').value;
    expect(out).toContain('<a href="http://localhost:3000/verify?token=abc" ');
    expect(out).toContain('>http://localhost:3000/verify?token=abc</a>。次に (<a href="https://example.jp/x" ');
    expect(out).toMatch(/<\/a>\)\.$/);
  });

  it('keeps balanced parentheses inside a URL', () => {
    expect(linkifyText('https://ja.wikipedia.org/wiki/A_(b)').value).toContain('href="https://ja.wikipedia.org/wiki/A_(b)"');
  });

  it('does not link javascript: or attribute-breaking text', () => {
    const out = linkifyText('javascript:alert(1) https://x.jp/"onmouseover="alert(1)').value;
    expect(out).not.toContain('href="javascript');
    expect(out).toContain('href="https://x.jp/"');
    expect(out).toContain('&quot;onmouseover=&quot;alert(1)');
  });
});

describe('withBaseTarget', () => {
  it('puts the base element into the head, after a doctype, or in front', () => {
    expect(withBaseTarget('<!DOCTYPE html><html><head lang="ja"><title>t</title></head></html>')).toBe(
      '<!DOCTYPE html><html><head lang="ja"><base target="_blank"><title>t</title></head></html>',
    );
    expect(withBaseTarget('<!doctype html><p>x</p>')).toBe('<!doctype html><base target="_blank"><p>x</p>');
    expect(withBaseTarget('<p>x</p>')).toBe('<base target="_blank"><p>x</p>');
  });

  it('is not fooled by a <header> element', () => {
    expect(withBaseTarget('<header>x</header>')).toBe('<base target="_blank"><header>x</header>');
  });
});

describe('senderLabel', () => {
  it('shows the display name when there is one, else the whole From', () => {
    expect(senderLabel('"GG COACH" <no-reply@ggcoach.example>')).toBe('GG COACH');
    expect(senderLabel('山田 太郎 <taro@example.jp>')).toBe('山田 太郎');
    expect(senderLabel('taro@example.jp')).toBe('taro@example.jp');
    expect(senderLabel('<taro@example.jp>')).toBe('<taro@example.jp>');
    expect(senderLabel('')).toBe('(差出人なし)');
  });
});
