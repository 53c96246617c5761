import { POSTAL_ADDRESSES } from './postal-codes';
import { isCallbackName, searchZipcode, ZIPCLOUD_MESSAGES } from './zipcloud-api';

describe('zipcloud search', () => {
  it('answers a known code like zipcloud, keys in its order', () => {
    const answer = searchZipcode('1000005');
    expect(answer).toEqual({
      message: null,
      results: [{ address1: '東京都', address2: '千代田区', address3: '丸の内', kana1: 'ﾄｳｷｮｳﾄ', kana2: 'ﾁﾖﾀﾞｸ', kana3: 'ﾏﾙﾉｳﾁ', prefcode: '13', zipcode: '1000005' }],
      status: 200,
    });
    expect(Object.keys(answer)).toEqual(['message', 'results', 'status']);
    expect(Object.keys(answer.results?.[0] ?? {})).toEqual(['address1', 'address2', 'address3', 'kana1', 'kana2', 'kana3', 'prefcode', 'zipcode']);
  });

  it('accepts one hyphen, as in 100-0005', () => {
    expect(searchZipcode('530-0001').results).toEqual([expect.objectContaining({ address1: '大阪府', address2: '大阪市北区', address3: '梅田', kana3: 'ｳﾒﾀﾞ', prefcode: '27' })]);
    expect(searchZipcode('060-0001').results).toEqual([expect.objectContaining({ address1: '北海道', address2: '札幌市中央区', address3: '北一条西', kana1: 'ﾎｯｶｲﾄﾞｳ', prefcode: '01' })]);
  });

  it('answers every town of a code that has several', () => {
    expect(searchZipcode('0720819').results?.map((address) => address.address3)).toEqual(['共練町東', '共練町西']);
    expect(searchZipcode('0720819', '1').results).toHaveLength(1);
  });

  it('answers results null, not an empty list, for an unknown code', () => {
    expect(searchZipcode('9999999')).toEqual({ message: null, results: null, status: 200 });
  });

  it.each([
    [undefined, ZIPCLOUD_MESSAGES.missing],
    ['', ZIPCLOUD_MESSAGES.missing],
    ['100000', ZIPCLOUD_MESSAGES.wrongLength],
    ['10000055', ZIPCLOUD_MESSAGES.wrongLength],
    ['100--0005', ZIPCLOUD_MESSAGES.notDigits],
    ['abcdefg', ZIPCLOUD_MESSAGES.notDigits],
    ['１０００００５', ZIPCLOUD_MESSAGES.notDigits],
  ])('answers status 400 for %j', (zipcode, message) => {
    expect(searchZipcode(zipcode)).toEqual({ message, results: null, status: 400 });
  });

  it('uses zipcloud’s exact wording', () => {
    expect(ZIPCLOUD_MESSAGES).toEqual({
      missing: '必須パラメータが指定されていません。',
      notDigits: 'パラメータ「郵便番号」に数字以外の文字が指定されています。',
      wrongLength: 'パラメータ「郵便番号」の桁数が不正です。',
    });
  });

  it('only takes identifiers as JSONP callbacks', () => {
    expect(isCallbackName('onAddress')).toBe(true);
    expect(isCallbackName('jQuery3600_1.cb$')).toBe(true);
    for (const name of ['alert(1)', '1abc', 'a..b', 'a;b', '']) expect(isCallbackName(name)).toBe(false);
  });
});

describe('postal code table', () => {
  it('has at least 40 codes across many prefectures', () => {
    expect(new Set(POSTAL_ADDRESSES.map((address) => address.zipcode)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(POSTAL_ADDRESSES.map((address) => address.prefcode)).size).toBeGreaterThanOrEqual(20);
  });

  it('has well-formed rows: 7-digit codes, two-digit prefecture codes, half-width kana', () => {
    for (const address of POSTAL_ADDRESSES) {
      expect(address.zipcode).toMatch(/^\d{7}$/);
      expect(address.prefcode).toMatch(/^(0[1-9]|[1-3]\d|4[0-7])$/);
      for (const kana of [address.kana1, address.kana2, address.kana3]) expect(kana).toMatch(/^[\uFF66-\uFF9F0-9]+$/);
      for (const name of [address.address1, address.address2, address.address3]) expect(name).not.toMatch(/[（(]/);
    }
  });

  it('lists no town twice', () => {
    const keys = POSTAL_ADDRESSES.map((address) => `${address.zipcode} ${address.address3}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
