import { toPageViewRow } from './page-view';

const origin = 'http://localhost:3000';

describe('toPageViewRow', () => {
  it('drops the query string and fragment, which can carry tokens', () => {
    expect(toPageViewRow({ path: '/password/reset?token=secret&email=a@example.jp#x', title: 'パスワード再設定', referrer: '' }, origin)).toEqual({
      path: '/password/reset',
      title: 'パスワード再設定',
      referrer: null,
    });
  });

  it('keeps an internal referrer as its path and an external one as its host only', () => {
    expect(toPageViewRow({ path: '/contact', title: '', referrer: 'http://localhost:3000/rule?x=1' }, origin).referrer).toBe('/rule');
    expect(toPageViewRow({ path: '/contact', title: '', referrer: 'https://www.google.com/search?q=ggcoach' }, origin).referrer).toBe('www.google.com');
    expect(toPageViewRow({ path: '/contact', title: '', referrer: 'not a url' }, origin).referrer).toBeNull();
  });

  it('does not let a path escape to another origin', () => {
    expect(toPageViewRow({ path: '//evil.example/x?y', title: '', referrer: '' }, origin).path).toBe('/x');
  });
});
