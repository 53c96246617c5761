import { type ArgumentsHost, BadRequestException, Logger, UnprocessableEntityException } from '@nestjs/common';
import { Messages } from '@coaching/contracts';
import { DomainError, domainError } from '../errors/domain-error';
import { defineErrors } from '../errors/error-registry';
import { HttpExceptionFilter } from './http-exception.filter';

const FilterErrors = defineErrors('FILTER', {
  ALREADY_PURCHASED: { status: 422, message: 'このプランはすでに購入済みです。' },
  CARD_REFUSED: { status: 422, field: 'token', message: ({ message }: { message: string }) => message },
  PROVIDER_UNAVAILABLE: { status: 503, message: '決済システムに接続できませんでした。' },
});

// given an error, when the filter answers it, then this status and body.
function whenAnswered(exception: unknown) {
  const response = { headersSent: false, status: jest.fn(), json: jest.fn(), setHeader: jest.fn() };
  response.status.mockReturnValue(response);
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new HttpExceptionFilter().catch(exception, host);
  const headers = Object.fromEntries(response.setHeader.mock.calls);
  return { status: response.status.mock.calls[0]?.[0], body: response.json.mock.calls[0]?.[0], ...(Object.keys(headers).length ? { headers } : {}) };
}

describe('HttpExceptionFilter', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('given a domain error, answers its registered status and { message }', () => {
    expect(whenAnswered(domainError(FilterErrors.ALREADY_PURCHASED))).toEqual({ status: 422, body: { message: 'このプランはすでに購入済みです。' } });
    expect(logged).not.toHaveBeenCalled();
  });

  it('given a domain error whose code has a field, answers { message, errors: { field: [message] } } worded by its parameters', () => {
    const message = 'カード会社によりお取引が承認されませんでした。';
    expect(whenAnswered(domainError(FilterErrors.CARD_REFUSED, { message }))).toEqual({ status: 422, body: { message, errors: { token: [message] } } });
  });

  it('given a domain error answering 503, logs it as a fault of ours to look at', () => {
    expect(whenAnswered(domainError(FilterErrors.PROVIDER_UNAVAILABLE))).toEqual({ status: 503, body: { message: '決済システムに接続できませんでした。' }, headers: { 'Retry-After': '5' } });
    expect(logged).toHaveBeenCalled();
  });

  it('given PostgreSQL away, answers 503 with the Japanese message and Retry-After, and warns instead of logging a fault', () => {
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(whenAnswered(refused)).toEqual({ status: 503, body: { message: Messages.common.serviceUnavailable }, headers: { 'Retry-After': '5' } });
    expect(warned).toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
    warned.mockRestore();
  });

  it('given a domain error with a code nobody registered, answers a plain 500 and logs the code', () => {
    expect(whenAnswered(new DomainError('FILTER.NEVER_DECLARED', { secret: 'x' }))).toEqual({ status: 500, body: { message: Messages.common.error } });
    expect(logged).toHaveBeenCalledWith('Error code FILTER.NEVER_DECLARED is not registered: answered 500');
  });

  it('given a Nest exception with our body (parseWith), answers it unchanged', () => {
    const body = { message: '名前を入力して下さい', errors: { name: ['名前を入力して下さい'] } };
    expect(whenAnswered(new UnprocessableEntityException(body))).toEqual({ status: 422, body });
  });

  it('given an unexpected fault, answers 500 without its details', () => {
    expect(whenAnswered(new Error('connection refused at 10.0.0.1'))).toEqual({ status: 500, body: { message: Messages.common.error } });
  });

  it('given a refusal of a CSV download (its type and file name already set), answers JSON, not an attachment', () => {
    const headers = new Map<string, string>([['Content-Type', 'text/csv; charset=utf-8'], ['Content-Disposition', 'attachment; filename="audit-log.csv"']]);
    const response = {
      headersSent: false,
      status: jest.fn(),
      json: jest.fn(),
      getHeader: (name: string) => headers.get(name),
      setHeader: (name: string, value: string) => headers.set(name, value),
      removeHeader: (name: string) => headers.delete(name),
    };
    response.status.mockReturnValue(response);
    new HttpExceptionFilter().catch(new BadRequestException(), { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost);
    expect([response.status.mock.calls[0][0], response.json.mock.calls[0][0], Object.fromEntries(headers)]).toEqual([400, { message: Messages.common.invalidRequest }, { 'Content-Type': 'application/json; charset=utf-8' }]);
  });
});
