// Fetch wrapper speaking the API's contract: cookie session, Sanctum-style CSRF, `{ data }` envelopes,
// and Laravel-style error bodies `{ message, errors?: { field: [message] } }`.

export type FieldErrors = Record<string, string[]>;

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A non-2xx answer. `serverMessage` is only set when the server sent one, so callers can pick their own fallback. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly fieldErrors: FieldErrors;
  readonly body: unknown;

  constructor(status: number, serverMessage: string | undefined, fieldErrors: FieldErrors = {}, body: unknown = undefined) {
    super(serverMessage ?? `HTTP ${status}`);
    this.status = status;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }

  get isValidationError(): boolean {
    return this.status === 422;
  }

  /** The first message for a field, as forms show one message per field. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

/** Builds an ApiError from whatever body came back (JSON object, text or nothing). */
export function toApiError(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError(status, undefined, {}, body);
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
  return new ApiError(status, message, parseFieldErrors(body.errors), body);
}

function parseFieldErrors(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string');
    if (list.length) errors[field] = list;
  }
  return errors;
}

/** The message to show for any failure: the server's own words when it sent some, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** Reads one cookie from a `document.cookie` string; the value is URL-decoded as Laravel encodes it. */
export function readCookie(name: string, cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export function isMutating(method: string): boolean {
  return MUTATING_METHODS.has(method.toUpperCase());
}

/** Request headers: JSON both ways, and the XSRF token echoed on mutating requests when the cookie exists. */
export function buildHeaders(method: string, cookies: string, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (isMutating(method)) {
    const token = readCookie(XSRF_COOKIE, cookies);
    if (token) headers[XSRF_HEADER] = token;
  }
  return headers;
}

function currentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('Content-Type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** One call to the API. Resolves with the parsed body; rejects with ApiError on a non-2xx answer. */
export async function apiRequest<T>(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: buildHeaders(method, currentCookies(), hasBody),
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  const payload = await readBody(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

/**
 * A multipart call (a file upload): the browser sets the Content-Type with its boundary, so only the
 * Accept, XHR and XSRF headers are ours. Laravel reads `_method` in the form for PUT over POST.
 */
export async function apiFormRequest<T>(url: string, form: FormData): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: buildHeaders('POST', currentCookies(), false),
    body: form,
  });
  const payload = await readBody(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

export const http = {
  get: <T>(url: string, signal?: AbortSignal) => apiRequest<T>('GET', url, undefined, signal),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, body ?? {}),
  put: <T>(url: string, body?: unknown) => apiRequest<T>('PUT', url, body ?? {}),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, body ?? {}),
  delete: <T>(url: string) => apiRequest<T>('DELETE', url),
};

/** Sets the session and XSRF-TOKEN cookies (204). Called before mutating public and auth calls. */
export async function ensureCsrfCookie(): Promise<void> {
  await apiRequest<void>('GET', CSRF_COOKIE_PATH);
}

/** JSON answers are `{ "data": ... }`: SWR hands pages the inner value. */
export interface DataEnvelope<T> {
  data: T;
}

export async function swrFetcher<T>(url: string): Promise<T> {
  const body = await http.get<DataEnvelope<T>>(url);
  return body.data;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
