import { SUPPORTED_SCOPES, type DiscordClientConfig } from './discord-config';

/** The authorize parameters as received ('' when absent), carried through the form unchanged. */
export interface AuthorizeParams {
  response_type: string;
  client_id: string;
  scope: string;
  state: string;
  redirect_uri: string;
  prompt: string;
}

export const AUTHORIZE_PARAM_NAMES: ReadonlyArray<keyof AuthorizeParams> = ['response_type', 'client_id', 'scope', 'state', 'redirect_uri', 'prompt'];

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  /** Origin of redirect_uri, which the page's form-action policy must allow. */
  redirectOrigin: string;
  scopes: string[];
  /** Returned unchanged; null when the client sent none. */
  state: string | null;
}

export type AuthorizeCheck = { ok: true; request: AuthorizeRequest } | { ok: false; problems: string[] };

/** Picks the parameters from a query or a form body; repeated parameters count by their first value. */
export function readAuthorizeParams(source: Record<string, unknown> | undefined): AuthorizeParams {
  const read = (name: keyof AuthorizeParams) => firstString(source?.[name]);
  return {
    response_type: read('response_type'),
    client_id: read('client_id'),
    scope: read('scope'),
    state: read('state'),
    redirect_uri: read('redirect_uri'),
    prompt: read('prompt'),
  };
}

export function firstString(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

/** Checks a request the way Discord refuses it before showing the consent screen; lists every problem. */
export function checkAuthorize(params: AuthorizeParams, client: DiscordClientConfig): AuthorizeCheck {
  const problems: string[] = [];

  if (params.response_type !== 'code') {
    problems.push(params.response_type ? `response_type は "code" である必要があります（受け取った値: "${params.response_type}"）。` : 'response_type がありません（"code" を指定してください）。');
  }
  if (params.client_id !== client.clientId) {
    problems.push(params.client_id ? `不明な client_id です: "${params.client_id}"（登録済み: "${client.clientId}"）。` : 'client_id がありません。');
  }

  const redirect = parseRedirectUri(params.redirect_uri);
  if (typeof redirect === 'string') problems.push(redirect);

  const scopes = [...new Set(params.scope.split(/\s+/).filter((scope) => scope !== ''))];
  const unknown = scopes.filter((scope) => !Object.hasOwn(SUPPORTED_SCOPES, scope));
  if (scopes.length === 0) problems.push('scope がありません（例: "identify email"）。');
  else if (unknown.length > 0) {
    problems.push(`対応していない scope です: ${unknown.map((scope) => `"${scope}"`).join(', ')}（このサンドボックスが対応するのは ${Object.keys(SUPPORTED_SCOPES).join(' と ')} です）。`);
  }

  if (problems.length > 0 || typeof redirect === 'string') return { ok: false, problems };
  return {
    ok: true,
    request: { clientId: params.client_id, redirectUri: params.redirect_uri, redirectOrigin: redirect.origin, scopes, state: params.state === '' ? null : params.state },
  };
}

/** An absolute http(s) URL without a fragment (RFC 6749 3.1.2), else the problem. */
function parseRedirectUri(raw: string): URL | string {
  if (raw === '') return 'redirect_uri がありません。';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `redirect_uri は http(s) の絶対 URL である必要があります（受け取った値: "${raw}"）。`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `redirect_uri は http(s) の絶対 URL である必要があります（受け取った値: "${raw}"）。`;
  if (raw.includes('#')) return `redirect_uri にフラグメント（#…）は使えません（受け取った値: "${raw}"）。`;
  return url;
}

/** redirect_uri with the given parameters added to its query; empty values are left out. */
export function redirectWith(request: AuthorizeRequest, params: Record<string, string | null>): string {
  const url = new URL(request.redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== null && value !== '') url.searchParams.append(name, value);
  return url.toString();
}
