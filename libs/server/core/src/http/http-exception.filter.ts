import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError } from '../errors/domain-error';
import { answerFor, isRegisteredError } from '../errors/error-registry';
import { isDependencyOutage } from './dependency-outage';
import { defaultMessageFor } from './http-errors';

/** Errors raised by Express's body parser carry their status and a `type`. */
interface BodyParserError {
  type?: string;
  status?: number;
  statusCode?: number;
}

/**
 * Every error becomes `{ message, errors? }` with a Japanese message: a `DomainError` as its registered code
 * says (status, message, field). PostgreSQL or Redis being away answers 503 with Retry-After (try again in a
 * moment). Only a real fault answers 500, and its details go to the log, never to the client; a domain error
 * whose code nobody registered is such a fault.
 */
/** A restart of PostgreSQL or a Redis failover takes seconds. */
const RETRY_AFTER_SECONDS = 5;

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = describeHttpError(exception);
    if (exception instanceof DomainError && !isRegisteredError(exception.code)) this.logger.error(`Error code ${exception.code} is not registered: answered 500`);
    // An outage is worth a warning (it ends by itself), not the stack trace of a fault of ours.
    if (isDependencyOutage(exception)) this.logger.warn(`a dependency is away: ${exception instanceof Error ? exception.message : String(exception)}`);
    else if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack ?? exception.message : String(exception));
    if (response.headersSent) return;
    if (status === HttpStatus.SERVICE_UNAVAILABLE) response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    // A route's own `@Header`s (a CSV download's type and file name) were set before it failed: the refusal is JSON.
    if (!String(response.getHeader?.('Content-Type') ?? 'application/json').startsWith('application/json')) {
      response.removeHeader('Content-Disposition');
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
    }
    response.status(status).json(body);
  }
}

/** Status and body for any error: a context's refusal, Nest's, Express body-parser's, or an unexpected fault (500). */
export function describeHttpError(exception: unknown): { status: number; body: Record<string, unknown> } {
  if (exception instanceof DomainError) {
    return answerFor(exception) ?? { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: defaultMessageFor(500) } };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const answer = exception.getResponse();
    // Nest's own answers (`{ statusCode, message, error }`) are English; ours carry a Japanese message and maybe errors.
    if (typeof answer === 'object' && answer !== null && !('statusCode' in answer) && 'message' in answer) {
      return { status, body: answer as Record<string, unknown> };
    }
    return { status, body: { message: defaultMessageFor(status) } };
  }
  if (isDependencyOutage(exception)) return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { message: defaultMessageFor(HttpStatus.SERVICE_UNAVAILABLE) } };
  const parserError = exception as BodyParserError;
  const status = parserError?.status ?? parserError?.statusCode;
  if (parserError?.type && typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { message: defaultMessageFor(status) } };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: defaultMessageFor(500) } };
}
