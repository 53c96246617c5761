import { DomainError, domainError, isDomainError } from './domain-error';
import { answerFor, defineErrors, errorDefinitionOf, isRegisteredError, registerError } from './error-registry';

// One registry per test file (jest gives each file its own modules), so these codes are this file's own.
const SampleErrors = defineErrors('SAMPLE', {
  ALREADY_DONE: { status: 422, message: 'すでに完了しています。' },
  NOT_FOUND: { status: 404, message: '見つかりませんでした。' },
  COUPON_INVALID: { status: 422, field: 'coupon_code', message: 'クーポンコードが正しくありません。' },
  REFUSED: { status: 422, field: 'token', message: ({ reason }: { reason: string }) => reason },
});

describe('defineErrors', () => {
  it('given a context and its reasons, answers the codes spelt CONTEXT.REASON', () => {
    expect(SampleErrors).toEqual({
      ALREADY_DONE: 'SAMPLE.ALREADY_DONE',
      NOT_FOUND: 'SAMPLE.NOT_FOUND',
      COUPON_INVALID: 'SAMPLE.COUPON_INVALID',
      REFUSED: 'SAMPLE.REFUSED',
    });
  });

  it('given declared codes, then each is registered with its status and message', () => {
    expect(isRegisteredError('SAMPLE.NOT_FOUND')).toBe(true);
    expect(errorDefinitionOf('SAMPLE.NOT_FOUND')).toEqual({ status: 404, message: '見つかりませんでした。' });
    expect(isRegisteredError('SAMPLE.NEVER_DECLARED')).toBe(false);
    expect(errorDefinitionOf('SAMPLE.NEVER_DECLARED')).toBeUndefined();
  });

  it('given a code registered already, when it is declared again, then the declaration is refused', () => {
    expect(() => defineErrors('SAMPLE', { NOT_FOUND: { status: 404, message: '別の文言' } })).toThrow('Error code SAMPLE.NOT_FOUND is registered twice');
    expect(() => registerError('SAMPLE.ALREADY_DONE', { status: 409, message: '別の文言' })).toThrow('registered twice');
    expect(errorDefinitionOf('SAMPLE.NOT_FOUND')?.message).toBe('見つかりませんでした。');
  });

  it.each([
    ['a lower-case context', 'sample', 'GONE'],
    ['a reason with a dot', 'SAMPLE', 'GONE.AWAY'],
    ['an empty reason', 'SAMPLE', ''],
  ])('refuses %s', (_label, context, reason) => {
    expect(() => defineErrors(context, { [reason]: { status: 404, message: 'x' } })).toThrow('is not spelt CONTEXT.REASON');
  });

  it('refuses a status that is not an error status', () => {
    expect(() => defineErrors('SAMPLE', { FINE: { status: 200, message: 'x' } })).toThrow('has no error status');
  });
});

describe('answerFor', () => {
  it('given a code without a field, then the answer is its status and { message }', () => {
    expect(answerFor(domainError(SampleErrors.ALREADY_DONE))).toEqual({ status: 422, body: { message: 'すでに完了しています。' } });
  });

  it('given a code with a field, then the message is also the field error', () => {
    expect(answerFor(domainError(SampleErrors.COUPON_INVALID))).toEqual({
      status: 422,
      body: { message: 'クーポンコードが正しくありません。', errors: { coupon_code: ['クーポンコードが正しくありません。'] } },
    });
  });

  it('given a message made from parameters, then the thrower’s parameters word it', () => {
    const error = domainError(SampleErrors.REFUSED, { reason: 'カードの有効期限が切れています。' });
    expect(error.params).toEqual({ reason: 'カードの有効期限が切れています。' });
    expect(answerFor(error)).toEqual({ status: 422, body: { message: 'カードの有効期限が切れています。', errors: { token: ['カードの有効期限が切れています。'] } } });
  });

  it('given a code nobody registered, then there is no answer (the filter makes it a 500)', () => {
    expect(answerFor(new DomainError('SAMPLE.NEVER_DECLARED'))).toBeNull();
  });
});

describe('domainError', () => {
  it('is a DomainError with its code, named by it in logs', () => {
    const error = domainError(SampleErrors.NOT_FOUND);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'SAMPLE.NOT_FOUND', params: {}, message: 'SAMPLE.NOT_FOUND', name: 'DomainError' });
    expect(isDomainError(error, SampleErrors.NOT_FOUND)).toBe(true);
    expect(isDomainError(error, SampleErrors.ALREADY_DONE)).toBe(false);
    expect(isDomainError(new Error('SAMPLE.NOT_FOUND'))).toBe(false);
  });
});
