import { rowIdOf } from './route-ids';

describe('rowIdOf', () => {
  it('reads a positive integer id', () => {
    expect(rowIdOf('1')).toBe(1);
    expect(rowIdOf('2147483647')).toBe(2_147_483_647);
  });

  it.each(['abc', '0', '-1', '1.5', '01', '1e3', ' 1', '2147483648', '99999999999', ''])('refuses %p', (text) => {
    expect(rowIdOf(text)).toBeNull();
  });
});
