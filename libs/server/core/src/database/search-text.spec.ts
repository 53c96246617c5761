import { compactSearchText, containsPattern, prefixPattern, referenceIdRange, toKatakana } from './search-text';

describe('search text', () => {
  it('drops half- and full-width spaces, as names are stored without them', () => {
    expect(compactSearchText('山田　太郎 ')).toBe('山田太郎');
  });

  it('matches LIKE wildcards literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(prefixPattern('山_')).toBe('山\\_%');
  });

  it('reads hiragana as the katakana the kana are stored in', () => {
    expect(toKatakana('やまだ たろう')).toBe('ヤマダ タロウ');
    expect(toKatakana('ヤマダ')).toBe('ヤマダ');
  });

  it('reads an eight-digit reference as the range of ids it starts, and a whole id as itself', () => {
    expect(referenceIdRange('AB12CD34')).toEqual({ from: 'ab12cd34-0000-0000-0000-000000000000', to: 'ab12cd34-ffff-ffff-ffff-ffffffffffff' });
    expect(referenceIdRange('0f9c5e2a-1b2c-4d3e-8f90-123456789abc')).toEqual({ from: '0f9c5e2a-1b2c-4d3e-8f90-123456789abc', to: '0f9c5e2a-1b2c-4d3e-8f90-123456789abc' });
    expect(referenceIdRange('山田')).toBeNull();
    expect(referenceIdRange('AB12CD3')).toBeNull();
  });
});
