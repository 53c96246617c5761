import { addressMatches, checkVerificationLink, emailHash, hashResetToken, newResetToken, signVerificationPath, VERIFICATION_LINK_TTL_SECONDS } from './signed-links';

const parse = (path: string) => {
  const url = new URL(path, 'http://x');
  const [, , , , publicId, hash] = url.pathname.split('/');
  return { publicId, hash, expires: url.searchParams.get('expires')!, signature: url.searchParams.get('signature')! };
};

describe('signed verification links', () => {
  const now = Date.UTC(2026, 10, 22, 1, 0, 0);

  it('accepts its own link within its lifetime, for the address it was made for', () => {
    const link = parse(signVerificationPath('secret', 'abc123', 'Taro@Example.jp', now));
    expect(checkVerificationLink('secret', link, now + 1000)).toBe('valid');
    expect(addressMatches(link.hash, 'taro@example.jp')).toBe(true);
    expect(addressMatches(link.hash, 'other@example.jp')).toBe(false);
  });

  it('refuses a link after its lifetime', () => {
    const link = parse(signVerificationPath('secret', 'abc123', 'a@example.jp', now));
    expect(checkVerificationLink('secret', link, now + (VERIFICATION_LINK_TTL_SECONDS + 1) * 1000)).toBe('expired');
  });

  it('refuses a forged link: another secret, member, expiry or a mangled signature', () => {
    const link = parse(signVerificationPath('secret', 'abc123', 'a@example.jp', now));
    expect(checkVerificationLink('other-secret', link, now)).toBe('forged');
    expect(checkVerificationLink('secret', { ...link, publicId: 'someone-else' }, now)).toBe('forged');
    expect(checkVerificationLink('secret', { ...link, expires: String(Number(link.expires) + 9999) }, now)).toBe('forged');
    expect(checkVerificationLink('secret', { ...link, signature: 'x' }, now)).toBe('forged');
    expect(checkVerificationLink('secret', { ...link, expires: 'soon' }, now)).toBe('forged');
    expect(checkVerificationLink('secret', { ...link, hash: emailHash('b@example.jp') }, now)).toBe('forged');
  });

  it('makes reset tokens whose hash alone is stored', () => {
    const { token, hash } = newResetToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(hashResetToken(token));
    expect(hash).not.toContain(token);
  });
});
