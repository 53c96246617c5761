import { IdentityMessages } from '@coaching/contracts';
import { ApiError, errorMessage } from '../../lib/http';

export interface FormFailure<F extends string> {
  /** The toast or alert: the server's message when it sent one, else the page's fallback. */
  message: string;
  /** First server message per form field, from a 422 answer. */
  fieldErrors: Partial<Record<F, string>>;
}

/** Maps any failed call to a message and the field errors the form knows about. */
export function describeFailure<F extends string>(error: unknown, fields: readonly F[], fallback: string): FormFailure<F> {
  const fieldErrors: Partial<Record<F, string>> = {};
  if (error instanceof ApiError && error.isValidationError) {
    for (const field of fields) {
      const message = error.fieldError(field);
      if (message) fieldErrors[field] = message;
    }
  }
  return { message: errorMessage(error, fallback), fieldErrors };
}

/**
 * Spec §8: a password reset or change that fails says 'エラーが発生しました。' (never the server's own words);
 * a 422's field messages still go under their fields.
 */
export function describePasswordFailure<F extends string>(error: unknown, fields: readonly F[]): FormFailure<F> {
  return { ...describeFailure(error, fields, IdentityMessages.error), message: IdentityMessages.error };
}

/**
 * Spec §8 "Login failure": always 'ログインに失敗しました。', whatever the server says about which part was
 * wrong — except when it is throttling (429), where its message says how long to wait.
 */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429 && error.serverMessage) return error.serverMessage;
  return IdentityMessages.loginFailed;
}

export type RegisterField = 'email' | 'password';

export type RegisterFailure = { kind: 'email-taken'; message: string } | ({ kind: 'form' } & FormFailure<RegisterField>);

/** Spec §8: an address that is already registered sends the visitor to /login; anything else stays on the form. */
export function describeRegisterFailure(error: unknown): RegisterFailure {
  if (error instanceof ApiError && error.isValidationError) {
    const taken = error.fieldErrors.email?.includes(IdentityMessages.emailTaken) || error.serverMessage === IdentityMessages.emailTaken;
    if (taken) return { kind: 'email-taken', message: IdentityMessages.emailTaken };
  }
  return { kind: 'form', ...describeFailure<RegisterField>(error, ['email', 'password'], IdentityMessages.error) };
}
