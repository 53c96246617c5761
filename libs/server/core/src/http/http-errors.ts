import { HttpException, HttpStatus, UnprocessableEntityException } from '@nestjs/common';
import { Messages, toFieldErrors, type ValidationErrorBody } from '@coaching/contracts';
import type { z } from 'zod';

/** Laravel's status for a missing or wrong CSRF token, which the member app expects (spec, PROTOCOLS.md). */
export const CSRF_TOKEN_MISMATCH = 419;

export class CsrfTokenMismatchException extends HttpException {
  constructor() {
    super({ message: Messages.common.csrfMismatch }, CSRF_TOKEN_MISMATCH);
  }
}

/** Parses a request part with a shared schema; bad input answers 422 with the schema's Japanese messages. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = toFieldErrors(result.error);
  const body: ValidationErrorBody = { message: Object.values(errors)[0]?.[0] ?? Messages.common.validationFailed, errors };
  throw new UnprocessableEntityException(body);
}

/** Japanese message for a status when the thrower gave none of its own. */
export function defaultMessageFor(status: number): string {
  switch (status) {
    case HttpStatus.BAD_REQUEST:
      return Messages.common.invalidRequest;
    case HttpStatus.UNAUTHORIZED:
      return Messages.common.unauthenticated;
    case HttpStatus.FORBIDDEN:
      return Messages.common.forbidden;
    case HttpStatus.NOT_FOUND:
      return Messages.common.notFound;
    case HttpStatus.PAYLOAD_TOO_LARGE:
      return Messages.common.payloadTooLarge;
    case HttpStatus.TOO_MANY_REQUESTS:
      return Messages.common.tooManyRequests;
    case HttpStatus.SERVICE_UNAVAILABLE:
      return Messages.common.serviceUnavailable;
    case CSRF_TOKEN_MISMATCH:
      return Messages.common.csrfMismatch;
    default:
      return Messages.common.error;
  }
}
