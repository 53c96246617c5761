import { html, type SafeHtml } from '../http/html';
import { renderPage } from '../http/page';
import { formatFullDate, formatShortDate } from './format-date';
import { INBOX_STYLES } from './inbox-styles';
import { linkifyText } from './linkify';
import type { StoredMail } from './mail-store';
import { withBaseTarget } from './srcdoc';

export type BodyView = 'html' | 'text';

export interface InboxPage {
  messages: StoredMail[];
  /** The recipient filter as typed, '' when unfiltered. */
  filterTo: string;
  /** The SMTP address to show in the top bar, e.g. 127.0.0.1:2525. */
  smtpAddress: string;
  selected?: { mail: StoredMail; view: BodyView };
}

export function renderInbox(page: InboxPage): string {
  const { selected } = page;
  return renderPage({
    title: selected ? selected.mail.subject || '(件名なし)' : '受信トレイ',
    section: 'mail',
    note: `SMTP ${page.smtpAddress}`,
    styles: INBOX_STYLES,
    body: html`<main class="inbox${selected ? ' has-selection' : ''}">
  ${renderListPane(page)}
  <section class="detail-pane" aria-label="メール本文">
    ${selected ? renderMessage(selected.mail, selected.view, page.filterTo) : renderNoSelection(page.messages.length)}
  </section>
</main>`,
  });
}

export function renderNotFound(smtpAddress: string): string {
  return renderPage({
    title: 'メールが見つかりません',
    section: 'mail',
    note: `SMTP ${smtpAddress}`,
    styles: INBOX_STYLES,
    body: html`<main class="not-found">
  <h1>メールが見つかりません</h1>
  <p>削除されたか、保持件数の上限を超えて古いものから消えた可能性があります。</p>
  <a class="btn btn-primary" href="/mail">受信トレイへ戻る</a>
</main>`,
  });
}

/** Links keep the recipient filter so the list stays the same while reading messages. */
function inboxHref(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== '')).toString();
  return query ? `${path}?${query}` : path;
}

function renderListPane({ messages, filterTo, selected }: InboxPage): SafeHtml {
  return html`<section class="list-pane" aria-label="受信トレイ">
    <div class="toolbar">
      <form class="filter" method="get" action="/mail" role="search">
        <label class="visually-hidden" for="filter-to">宛先で絞り込み</label>
        <input id="filter-to" type="search" name="to" value="${filterTo}" placeholder="宛先で絞り込み（例: taro@example.jp）" autocomplete="off">
        <button class="btn btn-primary" type="submit">検索</button>
      </form>
      <div class="toolbar-row">
        <span class="count">${messages.length} 件${filterTo ? html`<span class="filter-chip"><span class="chip-text" title="${filterTo}">宛先: ${filterTo}</span><a href="/mail" title="絞り込みを解除" aria-label="絞り込みを解除">×</a></span>` : ''}</span>
        <span class="toolbar-actions">
          <a class="btn" href="${inboxHref(selected ? `/mail/${selected.mail.id}` : '/mail', { to: filterTo })}">更新</a>
          <form method="post" action="/mail/clear"><button class="btn btn-danger" type="submit">すべて削除</button></form>
        </span>
      </div>
    </div>
    ${messages.length === 0 ? renderEmptyList(filterTo) : html`<ul class="message-list">${messages.map((mail) => renderListItem(mail, filterTo, selected?.mail.id))}</ul>`}
  </section>`;
}

function renderEmptyList(filterTo: string): SafeHtml {
  return html`<div class="empty">
      <div class="empty-icon" aria-hidden="true">✉</div>
      <p class="empty-title">${filterTo ? 'この宛先へのメールはありません' : 'メールはまだありません'}</p>
      <p class="empty-hint">アプリから送信されたメールがここに届きます。</p>
    </div>`;
}

function renderListItem(mail: StoredMail, filterTo: string, selectedId: string | undefined): SafeHtml {
  const selected = mail.id === selectedId;
  return html`<li><a class="message-item${selected ? ' selected' : ''}" href="${inboxHref(`/mail/${mail.id}`, { to: filterTo })}"${selected ? html` aria-current="true"` : ''}>
      <span class="item-row"><span class="item-from" title="${mail.from}">${senderLabel(mail.from)}</span><time class="item-time" datetime="${mail.date}">${formatShortDate(mail.date)}</time></span>
      <span class="item-subject">${mail.subject || '(件名なし)'}</span>
      <span class="item-to">宛先: ${mail.to.join(', ')}</span>
    </a></li>`;
}

/** `"GG COACH" <no-reply@…>` reads as `GG COACH` in the narrow list; the message page shows it whole. */
export function senderLabel(from: string): string {
  const named = /^\s*"?([^"<]*?)"?\s*<[^>]*>\s*$/.exec(from);
  const name = named?.[1].trim();
  return name || from || '(差出人なし)';
}

function renderNoSelection(count: number): SafeHtml {
  return html`<div class="no-selection">
      <p>${count > 0 ? '左の一覧からメールを選択してください' : '受信したメールの内容がここに表示されます'}</p>
    </div>`;
}

function renderMessage(mail: StoredMail, view: BodyView, filterTo: string): SafeHtml {
  const href = (target: BodyView) => inboxHref(`/mail/${mail.id}`, { to: filterTo, view: target });
  return html`<article class="message">
      <a class="back-link" href="${inboxHref('/mail', { to: filterTo })}">← 受信トレイ</a>
      <h1 class="message-subject">${mail.subject || '(件名なし)'}</h1>
      <dl class="message-headers">
        <dt>差出人</dt><dd>${mail.from || '(差出人なし)'}</dd>
        <dt>宛先</dt><dd>${mail.to.join(', ')}</dd>
        <dt>受信日時</dt><dd><time datetime="${mail.date}">${formatFullDate(mail.date)}</time></dd>
        ${mail.messageId ? html`<dt>Message-ID</dt><dd class="mono">${mail.messageId}</dd>` : ''}
        ${Object.entries(mail.headers ?? {}).map(([name, value]) => html`<dt>${headerLabel(name)}</dt><dd class="mono">${value}</dd>`)}
      </dl>
      <nav class="tabs" aria-label="表示形式">
        <a class="tab${view === 'html' ? ' active' : ''}" href="${href('html')}"${view === 'html' ? html` aria-current="page"` : ''}>HTML</a>
        <a class="tab${view === 'text' ? ' active' : ''}" href="${href('text')}"${view === 'text' ? html` aria-current="page"` : ''}>テキスト</a>
        <a class="tab tab-aside" href="/mail/api/messages/${mail.id}">JSON</a>
      </nav>
      <div class="message-body">${view === 'html' ? renderHtmlBody(mail) : renderTextBody(mail)}</div>
    </article>`;
}

function renderHtmlBody(mail: StoredMail): SafeHtml {
  if (mail.html === null) return html`<p class="body-missing">このメールには HTML 版がありません。「テキスト」を選んでください。</p>`;
  // No allow-scripts and no allow-same-origin: the mail runs in an opaque origin without scripts;
  // popups may escape the sandbox so that links open as normal pages.
  return html`<iframe class="html-frame" title="メール本文（HTML）" sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" srcdoc="${withBaseTarget(mail.html)}"></iframe>`;
}

function renderTextBody(mail: StoredMail): SafeHtml {
  if (!mail.text) return html`<p class="body-missing">このメールにはテキスト版がありません。</p>`;
  return html`<pre class="text-body">${linkifyText(mail.text)}</pre>`;
}

/** `x-request-id` as senders write it: `X-Request-Id`. */
const headerLabel = (name: string) => name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`);
