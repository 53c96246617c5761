import { toCsv } from './csv';

describe('toCsv', () => {
  it('given text with quotes, commas and a formula, then each field is quoted and the formula defused', () => {
    expect(toCsv(['名前', '金額'], [['a "b", c', 100], ['=SUM(A1)', null]])).toBe('\ufeff"名前","金額"\r\n"a ""b"", c","100"\r\n"\'=SUM(A1)",""\r\n');
  });
});
