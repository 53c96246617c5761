import { html, type SafeHtml } from '../http/html';
import { renderPage } from '../http/page';
import { formatFullDate } from '../mail/format-date';
import { AUTHORIZE_PARAM_NAMES, type AuthorizeParams, type AuthorizeRequest } from './authorize-request';
import { DISCORD_APP_NAME, SUPPORTED_SCOPES, type DiscordClientConfig } from './discord-config';
import type { FakeDiscordUser, Grant, GrantStatus, UserErrors } from './discord-store';
import { DISCORD_STYLES } from './discord-styles';

/** What the tester typed for a new user, shown again when it was refused. */
export interface NewUserForm {
  username: string;
  global_name: string;
  email: string;
  verified: boolean;
}

export const EMPTY_NEW_USER: NewUserForm = { username: '', global_name: '', email: '', verified: true };

export interface AuthorizeView {
  params: AuthorizeParams;
  request: AuthorizeRequest;
  users: FakeDiscordUser[];
  /** A user id, or 'new' for the create form. */
  selected: string;
  newUser: NewUserForm;
  errors: UserErrors & { user?: string };
}

/**
 * The consent screen: pick (or create) the account to sign in as, then 認証 or キャンセル. The form
 * is not validated by the browser: the server checks the new user, and a half-typed, hidden new-user
 * field must never block signing in as an existing user or cancelling.
 */
export function renderAuthorize(view: AuthorizeView): string {
  const { params, request, users, selected, newUser, errors } = view;
  const hasErrors = Object.keys(errors).length > 0;
  return renderPage({
    title: 'Discord に認証',
    section: 'discord',
    note: `client_id ${request.clientId}`,
    styles: DISCORD_STYLES,
    body: html`<main class="oauth">
  <form class="consent" method="post" action="/discord/oauth2/authorize" novalidate>
    ${AUTHORIZE_PARAM_NAMES.map((name) => html`<input type="hidden" name="${name}" value="${params[name]}">`)}
    <div class="consent-body">
      <div class="consent-icons" aria-hidden="true">
        <span class="app-icon">GG</span>
        <span class="consent-dots"><i></i><i></i><i></i></span>
        <span class="account-icon"><svg viewBox="0 0 24 24" width="30" height="30"><circle cx="12" cy="8.5" r="4.2" fill="currentColor"/><path d="M3.8 20.5c.9-4.1 4.2-6.5 8.2-6.5s7.3 2.4 8.2 6.5" fill="currentColor"/></svg></span>
      </div>
      <p class="consent-kicker">外部アプリケーション</p>
      <h1 class="consent-title">${DISCORD_APP_NAME}があなたのDiscordアカウントへのアクセスを求めています</h1>

      ${hasErrors ? html`<p class="form-alert" role="alert">${errors.user ?? '入力内容を確認してください。'}</p>` : ''}

      <fieldset class="accounts">
        <legend class="section-label">ログインするアカウントを選択</legend>
        <ul class="account-list">
          ${users.map((user) => renderAccountOption(user, selected === user.id))}
          <li class="account-option new-user">
            <input class="account-radio" type="radio" name="user" id="user-new" value="new"${selected === 'new' ? html` checked` : ''}>
            <label class="account" for="user-new">
              <span class="avatar avatar-new" aria-hidden="true">＋</span>
              <span class="account-text"><span class="account-name">新しいユーザーを作成</span><span class="account-meta">テスト用の Discord アカウントを追加して認証します</span></span>
              <span class="radio-mark" aria-hidden="true"></span>
            </label>
            ${renderNewUserFields(newUser, errors)}
          </li>
        </ul>
      </fieldset>

      <section class="scopes" aria-labelledby="scopes-title">
        <h2 class="section-label" id="scopes-title">${DISCORD_APP_NAME}に許可される内容:</h2>
        <ul class="scope-list">
          ${request.scopes.map((scope) => html`<li><span class="scope-check" aria-hidden="true">✓</span><span>${SUPPORTED_SCOPES[scope]}<code class="scope-name">${scope}</code></span></li>`)}
        </ul>
      </section>

      <ul class="consent-facts">
        <li>認証すると、次の URL へ移動します:<br><span class="fact-url">${request.redirectUri}</span></li>
        <li>このアプリケーションが Discord 上であなたとして操作することはできません。</li>
      </ul>

      <details class="request-details">
        <summary>リクエストの詳細</summary>
        <dl>${AUTHORIZE_PARAM_NAMES.map((name) => html`<dt>${name}</dt><dd>${params[name] === '' ? html`<span class="muted">（なし）</span>` : params[name]}</dd>`)}</dl>
      </details>
    </div>
    <div class="consent-actions">
      <button class="btn btn-discord" type="submit" name="action" value="authorize">認証</button>
      <button class="btn btn-plain" type="submit" name="action" value="cancel">キャンセル</button>
    </div>
  </form>
  <p class="sandbox-note">これは開発用のサンドボックスです。本物の Discord には接続しません。</p>
</main>`,
  });
}

function renderAccountOption(user: FakeDiscordUser, checked: boolean): SafeHtml {
  const inputId = `user-${user.id}`;
  return html`<li class="account-option">
            <input class="account-radio" type="radio" name="user" id="${inputId}" value="${user.id}"${checked ? html` checked` : ''}>
            <label class="account" for="${inputId}">
              ${renderAvatar(user)}
              <span class="account-text">
                <span class="account-name">${user.globalName ?? user.username}</span>
                <span class="account-meta"><span class="meta-part">@${user.username}</span>${user.email ? html`<span class="meta-sep"> · </span><span class="meta-part meta-email">${user.email}</span>` : ''}</span>
              </span>
              ${renderVerified(user)}
              <span class="radio-mark" aria-hidden="true"></span>
            </label>
          </li>`;
}

function renderNewUserFields(values: NewUserForm, errors: UserErrors): SafeHtml {
  const field = (name: 'username' | 'global_name' | 'email', label: string, attrs: { type: string; placeholder: string; hint?: string; autocomplete?: string }) => {
    const error = errors[name];
    const id = `new-${name.replace('_', '-')}`;
    return html`<div class="field${error ? ' has-error' : ''}">
                <label for="${id}">${label}${name === 'username' ? html`<span class="required">必須</span>` : ''}</label>
                <input id="${id}" type="${attrs.type}" name="new_${name}" value="${values[name]}" placeholder="${attrs.placeholder}" autocomplete="off" spellcheck="false"${error ? html` aria-invalid="true" aria-describedby="${id}-error"` : attrs.hint ? html` aria-describedby="${id}-hint"` : ''}>
                ${error ? html`<p class="field-error" id="${id}-error">${error}</p>` : attrs.hint ? html`<p class="field-hint" id="${id}-hint">${attrs.hint}</p>` : ''}
              </div>`;
  };
  return html`<div class="new-user-fields">
              ${field('username', 'ユーザー名', { type: 'text', placeholder: 'yamada_fps', hint: '半角英小文字・数字・「_」「.」で2〜32文字' })}
              ${field('global_name', '表示名（global_name）', { type: 'text', placeholder: '山田' })}
              ${field('email', 'メールアドレス', { type: 'email', placeholder: 'yamada@example.jp' })}
              <label class="check"><input type="checkbox" name="new_verified"${values.verified ? html` checked` : ''}> メールアドレス認証済み（verified）</label>
            </div>`;
}

/** A problem with the request itself: Discord shows an error instead of the consent screen. */
export function renderAuthorizeError(problems: string[], params: AuthorizeParams): string {
  return renderPage({
    title: '無効な認証リクエスト',
    section: 'discord',
    styles: DISCORD_STYLES,
    body: html`<main class="oauth">
  <section class="consent error-card">
    <div class="consent-body">
      <div class="error-icon" aria-hidden="true">!</div>
      <h1 class="consent-title">認証リクエストが無効です</h1>
      <ul class="problem-list">${problems.map((problem) => html`<li>${problem}</li>`)}</ul>
      <h2 class="section-label">受け取ったパラメーター</h2>
      <dl class="param-table">${AUTHORIZE_PARAM_NAMES.map((name) => html`<dt>${name}</dt><dd>${params[name] === '' ? html`<span class="muted">（なし）</span>` : params[name]}</dd>`)}</dl>
    </div>
    <div class="consent-actions"><a class="btn btn-plain" href="/discord">Discord サンドボックスへ</a></div>
  </section>
  <p class="sandbox-note">これは開発用のサンドボックスです。本物の Discord には接続しません。</p>
</main>`,
  });
}

export interface ConsoleView {
  /** e.g. http://localhost:3100/discord, the api's DISCORD_BASE_URL. */
  baseUrl: string;
  client: DiscordClientConfig;
  users: FakeDiscordUser[];
  grants: Array<{ grant: Grant; status: GrantStatus; user: FakeDiscordUser | undefined }>;
  grantLimit: number;
}

const STATUS_LABELS: Record<GrantStatus, string> = { active: '有効', expired: '期限切れ', revoked: '取り消し済み', refreshed: '更新済み' };

/** The developer console: how to connect, the fake users, and the tokens issued lately. */
export function renderConsole({ baseUrl, client, users, grants, grantLimit }: ConsoleView): string {
  const endpoints: Array<[string, string, string]> = [
    ['GET', '/oauth2/authorize', '認証画面（ブラウザ）'],
    ['POST', '/api/oauth2/token', 'コード・リフレッシュトークンをトークンに交換'],
    ['GET', '/api/users/@me', '認証したユーザー（Bearer）'],
    ['POST', '/api/oauth2/token/revoke', 'トークンの取り消し'],
    ['GET / POST', '/test-api/users', 'テスト用 API: ユーザー一覧・作成（JSON）'],
  ];
  return renderPage({
    title: 'Discord',
    section: 'discord',
    note: `client_id ${client.clientId}`,
    styles: DISCORD_STYLES,
    body: html`<main class="console">
  <header class="console-head">
    <h1>Discord <span class="console-sub">OAuth2 スタンドイン</span></h1>
    <p>Discord の OAuth2（認可コードフロー）と <code>/users/@me</code> を本物と同じパスと形式で提供します。API の <code>DISCORD_BASE_URL</code> に下のベース URL を設定してください。</p>
  </header>

  <section class="panel" aria-labelledby="settings-title">
    <h2 class="panel-title" id="settings-title">接続設定</h2>
    <dl class="settings">
      <dt>ベース URL</dt><dd><code class="copyable">${baseUrl}</code></dd>
      <dt>Client ID</dt><dd><code class="copyable">${client.clientId}</code></dd>
      <dt>Client Secret</dt><dd><code>${maskSecret(client.clientSecret)}</code> <span class="muted">（SANDBOX_DISCORD_CLIENT_SECRET）</span></dd>
      <dt>スコープ</dt><dd>${Object.keys(SUPPORTED_SCOPES).map((scope) => html`<code class="tag">${scope}</code>`)}</dd>
    </dl>
    <ul class="endpoint-list">
      ${endpoints.map(([method, path, what]) => html`<li><span class="method">${method}</span><code class="endpoint-path">${baseUrl}${path}</code><span class="endpoint-what">${what}</span></li>`)}
    </ul>
  </section>

  <section class="panel" aria-labelledby="users-title">
    <h2 class="panel-title" id="users-title">ユーザー <span class="count-badge">${users.length}</span></h2>
    <ul class="user-list">
      ${users.map(
        (user) => html`<li class="user-row">
        ${renderAvatar(user)}
        <span class="user-main"><span class="account-name">${user.globalName ?? user.username}</span><span class="account-meta">@${user.username}</span></span>
        <span class="user-email">${user.email ?? html`<span class="muted">メールなし</span>`}</span>
        ${renderVerified(user)}
        <code class="user-id" title="id">${user.id}</code>
      </li>`,
      )}
    </ul>
    <p class="panel-foot">ユーザーは認証画面の「新しいユーザーを作成」か <code>POST /discord/test-api/users</code> で追加できます。</p>
  </section>

  <section class="panel" aria-labelledby="tokens-title">
    <h2 class="panel-title" id="tokens-title">発行したトークン <span class="panel-note">新しい順に最大 ${grantLimit} 件</span></h2>
    ${grants.length === 0
      ? html`<p class="empty-tokens">まだトークンは発行されていません。認証画面で「認証」し、コードをトークンに交換するとここに表示されます。</p>`
      : html`<div class="table-wrap"><table class="token-table">
      <thead><tr><th>ユーザー</th><th>アクセストークン</th><th>スコープ</th><th>発行</th><th>有効期限</th><th>状態</th></tr></thead>
      <tbody>
      ${grants.map(
        ({ grant, status, user }) => html`<tr>
        <td data-label="ユーザー"><span class="cell-user">${user ? html`${user.globalName ?? user.username} <span class="muted">@${user.username}</span>` : html`<span class="muted">${grant.userId}</span>`}</span></td>
        <td data-label="アクセストークン"><code>${maskToken(grant.accessToken)}</code></td>
        <td data-label="スコープ">${grant.scopes.join(' ')}</td>
        <td data-label="発行"><time datetime="${grant.issuedAt.toISOString()}">${formatFullDate(grant.issuedAt.toISOString())}</time></td>
        <td data-label="有効期限"><time datetime="${grant.expiresAt.toISOString()}">${formatFullDate(grant.expiresAt.toISOString())}</time></td>
        <td data-label="状態"><span class="status status-${status}">${STATUS_LABELS[status]}</span></td>
      </tr>`,
      )}
      </tbody>
    </table></div>`}
  </section>
</main>`,
  });
}

/** The first characters only: enough to tell tokens apart, not enough to use one. */
export function maskToken(token: string): string {
  return `${token.slice(0, 6)}••••••••`;
}

function maskSecret(secret: string): string {
  return secret.length <= 8 ? '••••••••' : `${secret.slice(0, 4)}••••••••`;
}

const AVATAR_COLORS = 6;

/** Discord's default avatars: a coloured disc; here with the name's first letter. */
function renderAvatar(user: FakeDiscordUser): SafeHtml {
  const initial = [...(user.globalName ?? user.username)][0]?.toUpperCase() ?? '?';
  const color = Number(BigInt(user.id) % BigInt(AVATAR_COLORS));
  return html`<span class="avatar avatar-c${color}" aria-hidden="true">${initial}</span>`;
}

function renderVerified(user: FakeDiscordUser): SafeHtml {
  return user.verified ? html`<span class="badge badge-ok">認証済み</span>` : html`<span class="badge badge-warn">未認証</span>`;
}
