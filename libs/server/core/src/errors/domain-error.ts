/** A code without parameters. */
export type NoParams = Record<never, never>;

/**
 * A registered error code, `CONTEXT.REASON` (e.g. `BILLING.PLAN_ALREADY_PURCHASED`), typed with the
 * parameters its message needs. Only `defineErrors` hands these out, so a code in hand is registered.
 * `__errorParams` exists in the type only: at run time a code is the plain string.
 */
export type ErrorCode<P extends object = NoParams> = string & { readonly __errorParams: P };

/**
 * A refusal of a bounded context: a registered code and the parameters of its message. What it answers
 * (HTTP status, Japanese message, field) is looked up in the error registry, never decided by the thrower.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

/** `throw domainError(BillingErrors.PLAN_ALREADY_PURCHASED)`; a code whose message needs parameters requires them. */
export function domainError<P extends object>(code: ErrorCode<P>, ...params: keyof P extends never ? [] : [P]): DomainError {
  return new DomainError(code, { ...params[0] });
}

/** Is this the refusal with that code? */
export const isDomainError = (error: unknown, code?: string): error is DomainError => error instanceof DomainError && (code === undefined || error.code === code);
