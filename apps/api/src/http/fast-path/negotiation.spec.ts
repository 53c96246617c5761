import { acceptsHtml } from './fast-path';
import { chooseEncoding, notModified, type Representation } from './representation';

const page: Representation = {
  contentType: 'text/html; charset=utf-8',
  cacheControl: 'no-cache',
  bodies: { identity: Buffer.from('page'), br: Buffer.from('b'), gzip: Buffer.from('g') },
  etags: { identity: '"h"', br: '"h-br"', gzip: '"h-gz"' },
};
const tiny: Representation = { ...page, bodies: { identity: Buffer.from('x') } };

describe('Accept-Encoding negotiation', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0.3, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['identity;q=1, br;q=0.9', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
    ['BR ; Q=0.8 , gzip;q=0.7', 'br'],
    ['gzip;q=nonsense, br', 'br'],
  ])('%j → %s', (header, expected) => {
    expect(chooseEncoding(page, header)).toBe(expected);
  });

  it('answers identity for a file kept without compressed copies', () => {
    expect(chooseEncoding(tiny, 'br, gzip')).toBe('identity');
  });
});

describe('If-None-Match', () => {
  it('matches any encoding’s tag of the same content, weak or strong, and *', () => {
    expect(notModified(page, '"h-gz"')).toBe(true);
    expect(notModified(page, 'W/"h-br"')).toBe(true);
    expect(notModified(page, '"other", "h"')).toBe(true);
    expect(notModified(page, '*')).toBe(true);
    expect(notModified(page, '"h-zz"')).toBe(false);
    expect(notModified(page, undefined)).toBe(false);
  });
});

describe('acceptsHtml (the app shell’s condition, as req.accepts("html"))', () => {
  it.each([
    [undefined, true],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['*/*', true],
    ['text/*', true],
    ['application/json', false],
    ['application/json, text/plain, */*', true],
    ['text/html;q=0, */*', false],
    ['image/avif,image/webp', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsHtml(header)).toBe(expected);
  });
});
