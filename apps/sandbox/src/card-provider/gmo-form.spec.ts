import { errCodeOf, isCardCompanyDecline } from './gmo-errors';
import { answer, encodeGmoAnswer, encodeGmoErrors, fail, gmoDateTime, jstYearMonth, parseGmoForm, tokenExpiryText } from './gmo-form';

describe('GMO form encoding', () => {
  it('answers Key=Value pairs in order, keeping | and * as GMO sends them', () => {
    const body = encodeGmoAnswer(answer(['CardSeq', '0|1'], ['CardNo', '*************111|*************002'], ['Forward', '2a99662']));
    expect(body).toBe('CardSeq=0|1&CardNo=*************111|*************002&Forward=2a99662');
  });

  it('percent-encodes what would break the form, so a form parser reads the values back', () => {
    const body = encodeGmoAnswer(answer(['MemberName', '山田 太郎 & Co.=1'], ['CardName', 'a+b'], ['Empty', '']));
    expect(body).not.toContain(' ');
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({ MemberName: '山田 太郎 & Co.=1', CardName: 'a+b', Empty: '' });
  });

  it('formats errors as ErrCode and ErrInfo lists of the same length', () => {
    expect(encodeGmoErrors(['E01040010', 'E01050004'])).toBe('ErrCode=E01|E01&ErrInfo=E01040010|E01050004');
    expect(encodeGmoAnswer(fail('42G120000'))).toBe('ErrCode=G12&ErrInfo=42G120000');
    expect(encodeGmoAnswer(fail('E92000001'))).toBe('ErrCode=E92&ErrInfo=E92000001');
    expect(Object.fromEntries(new URLSearchParams(encodeGmoErrors(['E01010001', 'E61010002'])))).toEqual({ ErrCode: 'E01|E61', ErrInfo: 'E01010001|E61010002' });
  });

  it('derives ErrCode from ErrInfo and tells card-company declines apart', () => {
    expect(errCodeOf('E01040010')).toBe('E01');
    expect(errCodeOf('42G830000')).toBe('G83');
    expect(isCardCompanyDecline('42G020000')).toBe(true);
    expect(isCardCompanyDecline('E92000001')).toBe(false);
  });

  it('reads a form body, keeping the first value of a repeated field', () => {
    expect(parseGmoForm('ShopID=tshop00000001&OrderID=a&OrderID=b&MemberName=%E5%B1%B1%E7%94%B0+%E5%A4%AA%E9%83%8E&Empty=')).toEqual({ ShopID: 'tshop00000001', OrderID: 'a', MemberName: '山田 太郎', Empty: '' });
    expect(parseGmoForm('')).toEqual({});
    expect(parseGmoForm('{"ShopID":"x"}')).toEqual({ '{"ShopID":"x"}': '' });
  });

  it('writes dates in Japan time whatever the host zone is', () => {
    const instant = Date.parse('2026-11-30T15:04:05Z');
    expect(gmoDateTime(instant)).toBe('20261201000405');
    expect(tokenExpiryText(instant)).toBe('2026-12-01-00-04-05');
    expect(jstYearMonth(instant)).toEqual({ year: 2026, month: 12 });
  });
});
