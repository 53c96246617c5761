import { Messages, type ContactRequest } from '@coaching/contracts';
import { ApiError, errorMessage } from '../../lib/http';

export type ContactField = keyof ContactRequest;

const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

export interface ContactFailure {
  /** The toast: the server's message when it sent one, else spec §8's 'お問い合わせに失敗しました。'. */
  toast: string;
  /** First server message per form field, from a 422 answer. */
  fieldErrors: Partial<Record<ContactField, string>>;
}

export function describeContactFailure(error: unknown): ContactFailure {
  const toast = errorMessage(error, Messages.contact.failure);
  const fieldErrors: ContactFailure['fieldErrors'] = {};
  if (error instanceof ApiError && error.isValidationError) {
    for (const field of CONTACT_FIELDS) {
      const message = error.fieldError(field);
      if (message) fieldErrors[field] = message;
    }
  }
  return { toast, fieldErrors };
}
