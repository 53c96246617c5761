import { normalisePostalCode } from './postal-code';

describe('normalisePostalCode', () => {
  it.each([
    ['1000005', '1000005'],
    ['100-0005', '1000005'],
    [' 150-0001 ', '1500001'],
    ['１００－０００５', '1000005'],
    ['０６０ー０００１', '0600001'],
  ])('reads %p as %p', (input, expected) => {
    expect(normalisePostalCode(input)).toBe(expected);
  });

  it.each(['', '100000', '10000055', '10-00005', 'abcdefg', '100 0005', '1000-005', '100--0005'])('refuses %p', (input) => {
    expect(normalisePostalCode(input)).toBeNull();
  });
});
