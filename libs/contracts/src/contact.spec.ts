import { contactRequestSchema } from './contact';
import { Messages } from './messages';
import { toFieldErrors } from './validation';

const errorsOf = (input: unknown) => {
  const result = contactRequestSchema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
};

describe('contactRequestSchema', () => {
  it('accepts a complete inquiry and trims it', () => {
    const parsed = contactRequestSchema.parse({ name: ' 山田 太郎 ', email: 'taro@example.jp', message: '体験レッスンについて' });
    expect(parsed).toEqual({ name: '山田 太郎', email: 'taro@example.jp', message: '体験レッスンについて' });
  });

  it('answers the spec messages for each missing field', () => {
    expect(errorsOf({})).toEqual({
      name: [Messages.contact.nameRequired],
      email: [Messages.contact.emailRequired],
      message: [Messages.contact.messageRequired],
    });
  });

  it('treats blank strings and wrong types as missing', () => {
    const errors = errorsOf({ name: '   ', email: 42, message: ['x'] });
    expect(errors.name).toEqual([Messages.contact.nameRequired]);
    expect(errors.email).toEqual([Messages.contact.emailRequired]);
    expect(errors.message).toEqual([Messages.contact.messageRequired]);
  });

  it('rejects a malformed e-mail address and over-long fields', () => {
    const errors = errorsOf({ name: 'あ'.repeat(101), email: 'not-an-address', message: 'x'.repeat(5001) });
    expect(errors.name).toEqual([Messages.contact.nameTooLong]);
    expect(errors.email).toEqual([Messages.contact.emailInvalid]);
    expect(errors.message).toEqual([Messages.contact.messageTooLong]);
  });
});
