import { internalPath } from './link-target';

const origin = 'https://ggcoach.example';

describe('internalPath', () => {
  it('routes same-host non-root links, keeping query and hash', () => {
    expect(internalPath('/contact', origin)).toBe('/contact');
    expect(internalPath('/login?from=trial#form', origin)).toBe('/login?from=trial#form');
    expect(internalPath('https://ggcoach.example/mypage', origin)).toBe('/mypage');
  });

  it('keeps the root and root anchors as plain links', () => {
    expect(internalPath('/', origin)).toBeNull();
    expect(internalPath('/#price', origin)).toBeNull();
    expect(internalPath('https://ggcoach.example', origin)).toBeNull();
  });

  it('keeps other hosts and schemes as plain links', () => {
    expect(internalPath('https://example.co.jp/about', origin)).toBeNull();
    expect(internalPath('http://ggcoach.example/contact', origin)).toBeNull();
    expect(internalPath('mailto:support@ggcoach.example', origin)).toBeNull();
    expect(internalPath('//evil.example/contact', origin)).toBeNull();
  });
});
