import { UnprocessableEntityException } from '@nestjs/common';
import { Messages } from '@coaching/contracts';
import { assertSafeText, findUnsafeText } from './unsafe-text';

describe('findUnsafeText', () => {
  it.each([
    ['a NUL byte', { name: 'a\u0000b' }, 'name'],
    ['a lone high surrogate', { message: 'x\uD800' }, 'message'],
    ['a lone low surrogate', { message: '\uDC00y' }, 'message'],
    ['a reversed surrogate pair', { message: '\uDC00\uD800' }, 'message'],
    ['a NUL in a nested list', { filter: { ids: ['ok', '\u0000'] } }, 'filter.ids.1'],
    ['a NUL in a key', { 'a\u0000': 'ok' }, '_'],
  ])('finds %s and names the field', (_label, input, field) => {
    expect(findUnsafeText(input)).toBe(field);
  });

  it('lets Japanese, emoji (surrogate pairs), newlines and other values through', () => {
    expect(findUnsafeText({ name: '山田 太郎', note: 'よろしく👍\r\n\t', n: 1, ok: true, none: null, list: ['𠮷野家'] })).toBeNull();
  });
});

describe('assertSafeText', () => {
  it('answers 422 with the message on the field', () => {
    try {
      assertSafeText({ email: 'a\u0000@example.com' });
      throw new Error('did not throw');
    } catch (error) {
      expect(error).toBeInstanceOf(UnprocessableEntityException);
      expect((error as UnprocessableEntityException).getResponse()).toEqual({ message: Messages.common.unsafeText, errors: { email: [Messages.common.unsafeText] } });
    }
  });
});
