import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError } from '../errors/domain-error';
import { answerFor, isRegisteredError } from '../errors/error-registry';
import { defaultMessageFor } from './http-errors';

/** Errors raised by Express's body parser carry their status and a `type`. */
interface BodyParserError {
  type?: string;
  status?: number;
  statusCode?: number;
}

/**
 * Every error becomes `{ message, errors? }` with a Japanese message: a `DomainError` as its registered code
 * says (status, message, field). Only a real fault answers 500, and its details go to the log, never to the
 * client; a domain error whose code nobody registered is such a fault.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = describeHttpError(exception);
    if (exception instanceof DomainError && !isRegisteredError(exception.code)) this.logger.error(`Error code ${exception.code} is not registered: answered 500`);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack ?? exception.message : String(exception));
    if (response.headersSent) return;
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
  const parserError = exception as BodyParserError;
  const status = parserError?.status ?? parserError?.statusCode;
  if (parserError?.type && typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { message: defaultMessageFor(status) } };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: defaultMessageFor(500) } };
}
