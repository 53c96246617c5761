import type { z } from 'zod';

/** Body of a 422 answer, as the member app expects it (Laravel style). */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

/** Turns zod issues into `{ field: [messages] }`, keeping the first-declared order of messages. */
export function toFieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
