import { ApiError, apiRequest, buildHeaders, ensureCsrfCookie, errorMessage, readCookie, swrFetcher, toApiError } from './http';

describe('readCookie', () => {
  it('finds a cookie among others and URL-decodes it, as Laravel encodes XSRF-TOKEN', () => {
    const cookies = 'theme=dark; XSRF-TOKEN=eyJpdiI6IkFCQyJ9%3D%3D; laravel_session=abc';
    expect(readCookie('XSRF-TOKEN', cookies)).toBe('eyJpdiI6IkFCQyJ9==');
  });

  it('does not confuse a cookie whose name only ends with the wanted name', () => {
    expect(readCookie('XSRF-TOKEN', 'OLD-XSRF-TOKEN=1')).toBeUndefined();
  });

  it('keeps a value that is not valid percent-encoding', () => {
    expect(readCookie('a', 'a=100%')).toBe('100%');
  });

  it('answers undefined when there are no cookies', () => {
    expect(readCookie('XSRF-TOKEN', '')).toBeUndefined();
  });
});

describe('buildHeaders', () => {
  const cookies = 'XSRF-TOKEN=tok%2Ben';

  it.each(['POST', 'put', 'PATCH', 'DELETE'])('sends X-XSRF-TOKEN on %s', (method) => {
    expect(buildHeaders(method, cookies, true)['X-XSRF-TOKEN']).toBe('tok+en');
  });

  it('does not send the token on GET, and sends no content type without a body', () => {
    const headers = buildHeaders('GET', cookies, false);
    expect(headers['X-XSRF-TOKEN']).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Accept).toBe('application/json');
  });

  it('sends no token header when the cookie is missing', () => {
    expect(buildHeaders('POST', '', true)).not.toHaveProperty('X-XSRF-TOKEN');
  });
});

describe('toApiError', () => {
  it('reads a 422 body into a message and field errors', () => {
    const error = toApiError(422, { message: '入力内容に誤りがあります。', errors: { email: ['メールアドレスを正しく入力してください。'], name: 'x' } });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.isValidationError).toBe(true);
    expect(error.serverMessage).toBe('入力内容に誤りがあります。');
    expect(error.fieldError('email')).toBe('メールアドレスを正しく入力してください。');
    expect(error.fieldErrors.name).toEqual(['x']);
  });

  it('has no server message for a body without one (HTML page, empty or blank)', () => {
    expect(toApiError(502, '<html>Bad gateway</html>').serverMessage).toBeUndefined();
    expect(toApiError(500, undefined).serverMessage).toBeUndefined();
    expect(toApiError(500, { message: '  ' }).serverMessage).toBeUndefined();
  });

  it('ignores malformed errors', () => {
    expect(toApiError(422, { message: 'm', errors: ['a'] }).fieldErrors).toEqual({});
    expect(toApiError(422, { message: 'm', errors: { a: [1, 'b'] } }).fieldErrors).toEqual({ a: ['b'] });
  });
});

describe('errorMessage', () => {
  it('prefers the server message and falls back otherwise', () => {
    expect(errorMessage(new ApiError(500, 'サーバーの言葉'), 'fallback')).toBe('サーバーの言葉');
    expect(errorMessage(new ApiError(500, undefined), 'fallback')).toBe('fallback');
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });
});

describe('apiRequest', () => {
  const realFetch = globalThis.fetch;
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    (globalThis as { document?: unknown }).document = { cookie: 'XSRF-TOKEN=abc%3D' };
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
    delete (globalThis as { document?: unknown }).document;
  });

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('posts JSON with credentials and the XSRF header, and returns the body', async () => {
    fetchMock.mockResolvedValue(json(201, { data: { id: '7' } }));
    await expect(apiRequest('POST', '/api/contacts', { name: 'a' })).resolves.toEqual({ data: { id: '7' } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contacts');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"name":"a"}');
    expect((init?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('abc=');
  });

  it('rejects with an ApiError carrying status, message and field errors', async () => {
    fetchMock.mockResolvedValue(json(422, { message: '入力内容に誤りがあります。', errors: { name: ['名前を入力して下さい'] } }));
    const error = (await apiRequest('POST', '/api/contacts', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.fieldError('name')).toBe('名前を入力して下さい');
  });

  it('ensureCsrfCookie GETs the Sanctum endpoint and accepts 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(ensureCsrfCookie()).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0][0]).toBe('/sanctum/csrf-cookie');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('GET');
  });

  it('swrFetcher unwraps the { data } envelope', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [1, 2] }));
    await expect(swrFetcher('/api/games')).resolves.toEqual([1, 2]);
  });
});
