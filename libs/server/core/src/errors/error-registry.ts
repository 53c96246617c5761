import type { DomainError, ErrorCode, NoParams } from './domain-error';

/** What one code answers. */
export interface ErrorDefinition<P extends object = NoParams> {
  /** The HTTP status. */
  status: number;
  /** The Japanese message (the spec's where it has one); a function of the error's parameters where it varies. */
  message: string | ((params: P) => string);
  /** The request field the message belongs to: the answer then carries `errors: { [field]: [message] }` too. */
  field?: string;
}

/** The HTTP answer of a domain error: `{ message, errors? }`, as every error of the API answers. */
export interface ErrorAnswer {
  status: number;
  body: { message: string; errors?: Record<string, string[]> };
}

/** Any definition, whatever its message's parameters. */
type Declared = { status: number; message: string | ((params: never) => string); field?: string };
type ParamsOf<D> = D extends { message: (params: infer P) => string } ? (P extends object ? P : NoParams) : NoParams;

/** Every code of every context: one process, one registry (contexts fill it as their error files load). */
const definitions = new Map<string, ErrorDefinition<Record<string, unknown>>>();
const WORD = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/** Registers one code. A code registered twice, or not spelt `CONTEXT.REASON`, is a start-up error. */
export function registerError(code: string, definition: Declared): void {
  const parts = code.split('.');
  if (parts.length !== 2 || !parts.every((part) => WORD.test(part))) throw new Error(`Error code "${code}" is not spelt CONTEXT.REASON`);
  if (definitions.has(code)) throw new Error(`Error code ${code} is registered twice`);
  if (!Number.isInteger(definition.status) || definition.status < 400 || definition.status > 599) throw new Error(`Error code ${code} has no error status`);
  definitions.set(code, definition as ErrorDefinition<Record<string, unknown>>);
}

/**
 * Declares a context's codes in its one errors file and registers them:
 *   export const BillingErrors = defineErrors('BILLING', { PLAN_ALREADY_PURCHASED: { status: 422, message: … } });
 *   throw domainError(BillingErrors.PLAN_ALREADY_PURCHASED);
 * Answers the codes (`'BILLING.PLAN_ALREADY_PURCHASED'`), each typed with the parameters its message needs.
 */
export function defineErrors<const C extends string, const D extends Record<string, Declared>>(
  context: C,
  declared: D,
): { readonly [R in keyof D & string]: ErrorCode<ParamsOf<D[R]>> & `${C}.${R}` } {
  const codes: Record<string, string> = {};
  for (const [reason, definition] of Object.entries(declared)) {
    registerError(`${context}.${reason}`, definition);
    codes[reason] = `${context}.${reason}`;
  }
  return Object.freeze(codes) as never;
}

export const errorDefinitionOf = (code: string): ErrorDefinition<Record<string, unknown>> | undefined => definitions.get(code);

export const isRegisteredError = (code: string): boolean => definitions.has(code);

/** The status and body a domain error answers; null for a code nobody registered (a fault: 500). */
export function answerFor(error: DomainError): ErrorAnswer | null {
  const definition = definitions.get(error.code);
  if (!definition) return null;
  const message = typeof definition.message === 'function' ? definition.message(error.params) : definition.message;
  return { status: definition.status, body: definition.field ? { message, errors: { [definition.field]: [message] } } : { message } };
}
