import { addressAfterLookup, lookupZipcode, PostalLookupMessages, type PostalAddress } from './postal-address';

const marunouchi: PostalAddress = { zipcode: '1000005', prefecture: '東京都', city: '千代田区', town: '丸の内', address: '東京都千代田区丸の内' };
const other: PostalAddress = { zipcode: '1000005', prefecture: '東京都', city: '千代田区', town: '大手町', address: '東京都千代田区大手町' };

describe('lookupZipcode', () => {
  it('reads 7 digits, with a hyphen or full-width digits', () => {
    expect(lookupZipcode('1000005')).toBe('1000005');
    expect(lookupZipcode('100-0005')).toBe('1000005');
    expect(lookupZipcode('１００－０００５')).toBe('1000005');
  });

  it('waits until the code is complete and ignores anything else', () => {
    expect(lookupZipcode('100-000')).toBeNull();
    expect(lookupZipcode('10000056')).toBeNull();
    expect(lookupZipcode('abc1000005')).toBeNull();
  });
});

describe('addressAfterLookup', () => {
  it('fills the found address', () => {
    expect(addressAfterLookup('', [marunouchi])).toEqual({ address: '東京都千代田区丸の内', message: PostalLookupMessages.found, choices: [] });
    expect(addressAfterLookup('大阪府', [marunouchi]).address).toBe('東京都千代田区丸の内');
  });

  it('keeps a street number typed after the same address', () => {
    expect(addressAfterLookup('東京都千代田区丸の内1-1-1', [marunouchi]).address).toBe('東京都千代田区丸の内1-1-1');
  });

  it('keeps what was typed when nothing matches, and says so', () => {
    expect(addressAfterLookup('東京都港区1-2-3', [])).toEqual({ address: '東京都港区1-2-3', message: PostalLookupMessages.notFound, choices: [] });
  });

  it('offers every address when a code has several', () => {
    expect(addressAfterLookup('', [marunouchi, other])).toEqual({ address: '東京都千代田区丸の内', message: PostalLookupMessages.several, choices: [marunouchi, other] });
  });
});
