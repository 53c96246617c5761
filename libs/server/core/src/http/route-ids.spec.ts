import { DomainError, type ErrorCode } from '../errors/domain-error';
import { rowIdOf, uuidOf } from './route-ids';

const NOT_FOUND = 'TEST.NOT_FOUND' as ErrorCode;

describe('rowIdOf', () => {
  it('reads a positive integer id', () => {
    expect(rowIdOf('1')).toBe(1);
    expect(rowIdOf('2147483647')).toBe(2_147_483_647);
    expect(rowIdOf('42', NOT_FOUND)).toBe(42);
  });

  it.each(['abc', '0', '-1', '1.5', '01', '1e3', ' 1', '0x10', '2147483648', '99999999999', ''])('refuses %p', (text) => {
    expect(rowIdOf(text)).toBeNull();
    expect(() => rowIdOf(text, NOT_FOUND)).toThrow(expect.objectContaining({ code: NOT_FOUND }));
  });

  it('refuses what is not text', () => {
    expect(rowIdOf(undefined)).toBeNull();
    expect(rowIdOf(['1'])).toBeNull();
    expect(() => rowIdOf(7, NOT_FOUND)).toThrow(DomainError);
  });
});

describe('uuidOf', () => {
  const id = '0b7e4c5a-3f7d-4a38-9a59-2f0c6f1f3d2e';

  it('reads a uuid', () => {
    expect(uuidOf(id)).toBe(id);
    expect(uuidOf(id.toUpperCase(), NOT_FOUND)).toBe(id.toUpperCase());
  });

  it.each(['abc', '1', `${id}x`, ` ${id}`, id.replace(/-/g, ''), '0b7e4c5a-3f7d-0a38-9a59-2f0c6f1f3d2e', "'; drop table users; --", ''])('refuses %p', (text) => {
    expect(uuidOf(text)).toBeNull();
    expect(() => uuidOf(text, NOT_FOUND)).toThrow(expect.objectContaining({ code: NOT_FOUND }));
  });

  it('refuses what is not text', () => {
    expect(uuidOf(undefined)).toBeNull();
    expect(() => uuidOf([id], NOT_FOUND)).toThrow(DomainError);
  });
});
