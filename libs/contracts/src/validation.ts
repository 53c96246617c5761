import { z } from 'zod';
import { Messages } from './messages';

// Messages our schemas do not word themselves (a number where text was due, say) come in Japanese too.
z.config(z.locales.ja());

/** Body of a 422 answer, as the member app expects it (Laravel style). */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

/**
 * Turns zod issues into `{ field: [messages] }`, keeping the first-declared order of messages and each
 * message once. An issue with the request as a whole (a list where an object was due) is worded as such.
 */
export function toFieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    const message = issue.path.length ? issue.message : Messages.common.invalidRequest;
    const messages = (errors[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return errors;
}
