import { UnprocessableEntityException } from '@nestjs/common';
import { Messages, type ValidationErrorBody } from '@coaching/contracts';
import type { RequestHandler } from 'express';

// A NUL byte cannot be stored in a PostgreSQL text column, and a lone surrogate is not valid UTF-8: either
// would fail deep in a handler (a 500) or be sent on to a mail or a provider. No field of ours needs them.
// eslint-disable-next-line no-control-regex -- finding the control character NUL is the point
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The dotted path of the first string (value or key) with a NUL byte or a lone surrogate, else null. */
export function findUnsafeText(value: unknown, path: readonly string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return UNSAFE.test(value) ? path.join('.') || '_' : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (UNSAFE.test(key)) return [...path, '_'].join('.');
    const found = findUnsafeText(inner, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Throws the 422 answer when any string of `input` is unsafe; used wherever a request's text is parsed. */
export function assertSafeText(input: unknown): void {
  const field = findUnsafeText(input);
  if (field === null) return;
  const body: ValidationErrorBody = { message: Messages.common.unsafeText, errors: { [field]: [Messages.common.unsafeText] } };
  throw new UnprocessableEntityException(body);
}

/**
 * After the body parsers: every JSON or form body and every query string is checked once, before any guard,
 * strategy or handler sees it (multipart bodies are checked where multer parses them).
 */
export const refuseUnsafeText: RequestHandler = (req, _res, next) => {
  try {
    assertSafeText({ ...(req.query ?? {}), ...(typeof req.body === 'object' ? req.body : { _: req.body }) });
    next();
  } catch (error) {
    next(error);
  }
};
