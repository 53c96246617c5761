import { TOKEN_KEY_HASH } from './card-config';
import { buildTokenRequest, checkCardFields, checksum, maskCardNo, maskForToken, openTokenRequest, TOKEN_RESULT_CODES, type CardFields } from './card-token';

const good: CardFields = { cardno: '4111111111111111', expire: '3012', securitycode: '123', holdername: 'TARO YAMADA', tokennumber: '' };
const shop = { shopId: 'tshop00000001', keyHash: TOKEN_KEY_HASH };
const KEY = '00112233445566778899aabbccddeeff';
const ID = 'ffeeddccbbaa99887766554433221100';

const request = (fields: Partial<CardFields> = good, overrides: Record<string, string | undefined> = {}) => {
  const built: Record<string, string | undefined> = { ...buildTokenRequest(fields, shop.shopId, shop.keyHash, KEY, ID), ...overrides };
  // `undefined` means "leave the parameter out".
  return Object.fromEntries(Object.entries(built).filter(([, value]) => value !== undefined)) as Record<string, string>;
};

describe('checkCardFields', () => {
  it('accepts a good card, normalising YYYYMM to YYMM and noting the security code', () => {
    expect(checkCardFields(good)).toEqual({ ok: true, card: { cardNo: '4111111111111111', expire: '3012', holderName: 'TARO YAMADA', securityCodeSet: true }, tokenCount: 1 });
    expect(checkCardFields({ ...good, expire: '203001', securitycode: '', holdername: '', tokennumber: '10', cardno: '4111111111' })).toEqual({
      ok: true,
      card: { cardNo: '4111111111', expire: '3001', holderName: '', securityCodeSet: false },
      tokenCount: 10,
    });
    expect(checkCardFields({ ...good, holdername: 'J. R. SMITH-JONES, JR/II', securitycode: '1234' }).ok).toBe(true);
    expect(checkCardFields({ ...good, holdername: 'A'.repeat(50) }).ok).toBe(true);
  });

  it.each<[string, Partial<CardFields>]>([
    ['100', { cardno: '' }],
    ['101', { cardno: '4111 1111 1111 1111' }],
    ['101', { cardno: '411111111111111x' }],
    ['102', { cardno: '411111111' }],
    ['102', { cardno: '41111111111111111' }],
    ['110', { expire: '' }],
    ['111', { expire: '30/12' }],
    ['112', { expire: '301' }],
    ['112', { expire: '20301' }],
    ['113', { expire: '3013' }],
    ['113', { expire: '3000' }],
    ['113', { expire: '203013' }],
    ['121', { securitycode: '12a' }],
    ['122', { securitycode: '12' }],
    ['122', { securitycode: '12345' }],
    ['131', { holdername: '山田 太郎' }],
    ['131', { holdername: 'TARO_YAMADA' }],
    ['131', { holdername: 'TARO<YAMADA>' }],
    ['132', { holdername: 'A'.repeat(51) }],
    ['141', { tokennumber: 'two' }],
    ['142', { tokennumber: '0' }],
    ['142', { tokennumber: '11' }],
  ])('answers %s for %j', (code, change) => {
    expect(checkCardFields({ ...good, ...change })).toEqual({ ok: false, resultCode: code });
  });

  it('checks in GMO order: the number before the expiry before the rest', () => {
    expect(checkCardFields({ cardno: '', expire: '', securitycode: 'x', holdername: '山田', tokennumber: '99' })).toEqual({ ok: false, resultCode: '100' });
    expect(checkCardFields({ ...good, expire: '', securitycode: 'x' })).toEqual({ ok: false, resultCode: '110' });
  });
});

describe('openTokenRequest', () => {
  it('opens what token.js sends into the card fields', () => {
    expect(openTokenRequest(request({ ...good, tokennumber: '3' }), shop)).toEqual({ ok: true, fields: { ...good, tokennumber: '3' } });
  });

  it('keeps non-ASCII holder names intact for the holder-name check to judge', () => {
    const opened = openTokenRequest(request({ ...good, holdername: '山田 太郎' }), shop);
    expect(opened).toEqual({ ok: true, fields: expect.objectContaining({ holdername: '山田 太郎' }) });
    expect(opened.ok && checkCardFields(opened.fields)).toEqual({ ok: false, resultCode: '131' });
  });

  const sealedWith = (secret: unknown) => {
    // A request whose sealed block holds `secret` instead of the card.
    const encrypted = Buffer.from(Buffer.from(JSON.stringify(secret)).map((byte, index) => byte ^ Buffer.from(KEY, 'hex')[index % 16])).toString('base64');
    return request(good, { encrypted, hash: checksum(encrypted) });
  };

  it.each<[string, string, Record<string, string | undefined>]>([
    ['501', 'no id', { id: undefined }],
    ['502', 'a malformed id', { id: 'not-hex' }],
    ['511', 'no cardInfo', { cardInfo: undefined }],
    ['512', 'a cardInfo that is not base64', { cardInfo: '%%%' }],
    ['512', 'a cardInfo that is not JSON', { cardInfo: Buffer.from('holder').toString('base64') }],
    ['512', 'a cardInfo whose holder is not text', { cardInfo: Buffer.from('{"holdername":1}').toString('base64') }],
    ['521', 'no key', { key: undefined }],
    ['522', 'a key that is not 32 hex digits', { key: 'abc' }],
    ['531', 'no callBack', { callBack: undefined }],
    ['541', 'no hash', { hash: undefined }],
    ['551', 'an api key, which the sandbox does not issue', { apikey: 'someKey123' }],
    ['552', 'a malformed api key', { apikey: 'bad key!' }],
    ['160', 'no shop id (init not called)', { shopId: '' }],
    ['161', 'a 14-character shop id', { shopId: 'tshop000000011' }],
    ['162', 'a shop id with symbols', { shopId: 'tshop-0001' }],
    ['170', 'no key hash', { keyHash: undefined }],
    ['150', 'no encrypted card', { encrypted: undefined }],
    ['180', 'an unregistered shop id', { shopId: 'tshop99999999' }],
    ['180', 'an unknown key hash', { keyHash: 'abc123' }],
    ['190', 'a hash that does not match', { hash: '00000000' }],
    ['190', 'an encrypted card that is not base64', { encrypted: 'not base64!', hash: checksum('not base64!') }],
  ])('answers %s for %s', (code, _case, overrides) => {
    expect(openTokenRequest(request(good, overrides), shop)).toEqual({ ok: false, resultCode: code });
  });

  it('answers 190 when the sealed block does not open with the key, and 191 when it opens to the wrong shape', () => {
    expect(openTokenRequest(request(good, { key: 'ffffffffffffffffffffffffffffffff' }), shop)).toEqual({ ok: false, resultCode: '190' });
    expect(openTokenRequest(sealedWith(['4111111111111111']), shop)).toEqual({ ok: false, resultCode: '190' });
    expect(openTokenRequest(sealedWith({ cardno: 4111111111111111, expire: '3012' }), shop)).toEqual({ ok: false, resultCode: '191' });
    expect(openTokenRequest(sealedWith({ expire: '3012' }), shop)).toEqual({ ok: false, resultCode: '191' });
    expect(openTokenRequest(sealedWith({ cardno: '4111111111111111', expire: '3012', securitycode: 123 }), shop)).toEqual({ ok: false, resultCode: '191' });
  });

  it('reads only text parameters: numbers and objects count as missing', () => {
    expect(openTokenRequest({ ...request(), id: 42 }, shop)).toEqual({ ok: false, resultCode: '501' });
  });

  it('checks the envelope before the shop, and the shop before the card', () => {
    expect(openTokenRequest(request({ cardno: '' }, { id: undefined, shopId: '' }), shop)).toEqual({ ok: false, resultCode: '501' });
    expect(openTokenRequest(request({ cardno: '' }, { shopId: '' }), shop)).toEqual({ ok: false, resultCode: '160' });
  });

  it('has a description for every code it can answer', () => {
    for (const code of ['000', '100', '101', '102', '110', '111', '112', '113', '121', '122', '131', '132', '141', '142', '150', '160', '161', '162', '170', '180', '190', '191', '501', '502', '511', '512', '521', '522', '531', '541', '551', '552', '901', '902']) {
      expect(TOKEN_RESULT_CODES).toHaveProperty(code);
    }
  });
});

describe('card masks and checksum', () => {
  it('masks like GMO: first six and last four in tokens, all but the last four in the trade and card APIs', () => {
    expect(maskForToken('4111111111111111')).toBe('411111******1111');
    expect(maskForToken('4111111111')).toBe('4111111111');
    expect(maskCardNo('4111111111111111')).toBe('************1111');
    expect(maskCardNo('4000000000000002')).toBe('************0002');
  });

  it('computes 32-bit FNV-1a', () => {
    expect(checksum('')).toBe('811c9dc5');
    expect(checksum('a')).toBe('e40c292c');
    expect(checksum('foobar')).toBe('bf9cf968');
  });
});
