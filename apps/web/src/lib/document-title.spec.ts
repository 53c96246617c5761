import { DEFAULT_TITLE, documentTitle } from './document-title';

describe('documentTitle', () => {
  it('suffixes the brand', () => {
    expect(documentTitle('お問い合わせ')).toBe('お問い合わせ | GG COACH');
  });

  it('uses the default title for the landing page', () => {
    expect(documentTitle()).toBe(DEFAULT_TITLE);
    expect(DEFAULT_TITLE).toContain('GG COACH');
  });
});
