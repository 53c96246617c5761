import { html, type SafeHtml } from '../http/html';
import { renderPage } from '../http/page';
import { formatFullDate } from '../mail/format-date';
import type { CardProviderConfig } from './card-config';
import type { Member, SavedCard, Trade, TradeStatus } from './card-store';
import { maskCardNo } from './card-token';
import { GMO_ERRORS } from './gmo-errors';
import { CARD_STYLES } from './card-styles';
import { TEST_CARD_REFERENCE } from './test-cards';

export interface CardConsoleView {
  /** e.g. http://localhost:3100/payments */
  baseUrl: string;
  config: CardProviderConfig;
  trades: Trade[];
  /** How many trades there are without the filter. */
  totalTrades: number;
  filterOrderId: string;
  members: Member[];
}

export const STATUS_LABELS: Readonly<Record<TradeStatus, string>> = {
  UNPROCESSED: '未決済',
  CHECK: '有効性チェック',
  AUTH: '仮売上',
  CAPTURE: '即時売上',
  SALES: '実売上',
  VOID: '取消',
  RETURN: '返品',
};

/** The merchant console: how to connect, every trade, every member's cards, and the test cards. */
export function renderCardConsole(view: CardConsoleView): string {
  const { baseUrl, config, trades, totalTrades, filterOrderId, members } = view;
  return renderPage({
    title: 'カード決済',
    section: 'payments',
    note: `ShopID ${config.shopId}`,
    styles: CARD_STYLES,
    body: html`<main class="console">
  <header class="console-head">
    <h1>カード決済 <span class="console-sub">GMO Payment Gateway 互換</span></h1>
    <p>ブラウザのトークン化（<code>token.js</code>）とサーバー間 API（EntryTran・ExecTran・AlterTran・SearchTrade、会員・カード）を本物と同じ形式で提供します。API とフロントエンドの設定に下の URL と ID を指定してください。<a href="#test-cards">テストカード一覧</a></p>
  </header>

  <section class="panel" aria-labelledby="settings-title">
    <h2 class="panel-title" id="settings-title">接続設定</h2>
    <dl class="settings">
      <dt>トークンスクリプト</dt><dd><code class="copyable">${baseUrl}/ext/js/token.js</code></dd>
      <dt>API ベース URL</dt><dd><code class="copyable">${baseUrl}/payment/</code> <span class="muted">（例: ${baseUrl}/payment/EntryTran.idPass）</span></dd>
      <dt>ショップID</dt><dd><code class="copyable">${config.shopId}</code></dd>
      <dt>ショップパスワード</dt><dd><code>${maskSecret(config.shopPass)}</code> <span class="muted">（SANDBOX_CARD_SHOP_PASS）</span></dd>
      <dt>サイトID</dt><dd><code class="copyable">${config.siteId}</code></dd>
      <dt>サイトパスワード</dt><dd><code>${maskSecret(config.sitePass)}</code> <span class="muted">（SANDBOX_CARD_SITE_PASS）</span></dd>
      <dt>遅延</dt><dd>遅い承認 ${config.slowMs} ms ／ 応答なし ${config.hangMs} ms で切断</dd>
    </dl>
  </section>

  <section class="panel" aria-labelledby="trades-title">
    <h2 class="panel-title" id="trades-title">取引 <span class="count-badge">${totalTrades}</span> <span class="panel-note">新しい順</span></h2>
    <div class="toolbar">
      <form class="filter" method="get" action="/payments" role="search">
        <label class="visually-hidden" for="order-filter">オーダーIDで絞り込み</label>
        <input id="order-filter" name="order_id" value="${filterOrderId}" placeholder="オーダーIDで絞り込み" autocomplete="off">
        <button class="btn" type="submit">検索</button>
      </form>
      <form method="post" action="/payments/clear">
        <button class="btn btn-danger" type="submit">すべて削除</button>
      </form>
    </div>
    ${filterOrderId ? html`<p class="filter-state">「${filterOrderId}」を含む取引: ${trades.length} 件 <a href="/payments">絞り込みを解除</a></p>` : ''}
    ${trades.length === 0 ? html`<p class="empty">${filterOrderId ? '該当する取引はありません。' : '取引はまだありません。EntryTran を呼ぶとここに表示されます。'}</p>` : renderTradeTable(trades)}
  </section>

  <section class="panel" aria-labelledby="members-title">
    <h2 class="panel-title" id="members-title">会員とカード <span class="count-badge">${members.length}</span></h2>
    ${members.length === 0 ? html`<p class="empty">会員はまだいません。SaveMember で登録するとここに表示されます。</p>` : html`<ul class="member-list">${members.map(renderMember)}</ul>`}
  </section>

  <section class="panel" id="test-cards" aria-labelledby="test-cards-title">
    <h2 class="panel-title" id="test-cards-title">テストカード</h2>
    <div class="table-wrap"><table class="data-table">
      <thead><tr><th>カード番号</th><th>結果が出る場所</th><th>結果</th><th>内容</th></tr></thead>
      <tbody>
      ${TEST_CARD_REFERENCE.map(
        (card) => html`<tr>
        <td data-label="カード番号"><code class="copyable">${card.number}</code></td>
        <td data-label="結果が出る場所" class="nowrap">${card.stage}</td>
        <td data-label="結果" class="nowrap">${card.outcome}</td>
        <td data-label="内容">${card.detail}</td>
      </tr>`,
      )}
      </tbody>
    </table></div>
    <p class="panel-foot">有効期限・セキュリティコード・名義人は任意の正しい形式で構いません。有効期限が過去のカードは ExecTran で ErrInfo=42G830000 になります。ほかの正しい形式の番号はすべて承認されます。</p>
  </section>
</main>`,
  });
}

function renderTradeTable(trades: Trade[]): SafeHtml {
  return html`<div class="table-wrap"><table class="data-table">
      <thead><tr><th>オーダーID</th><th>状態</th><th>処理区分</th><th class="num">金額</th><th class="num">税送料</th><th>カード</th><th>会員</th><th>日時</th><th>取引ID</th></tr></thead>
      <tbody>
      ${trades.map(
        (trade) => html`<tr>
        <td data-label="オーダーID"><code>${trade.orderId}</code></td>
        <td data-label="状態"><span><span class="status status-${trade.status}">${STATUS_LABELS[trade.status]}</span>${trade.lastError ? html`<span class="error-text" title="${errorDescription(trade.lastError)}">${trade.lastError}</span>` : ''}</span></td>
        <td data-label="処理区分"><code>${trade.jobCd}</code></td>
        <td data-label="金額" class="num">${yen(trade.amount)}</td>
        <td data-label="税送料" class="num">${yen(trade.tax)}</td>
        <td data-label="カード">${trade.card ? html`<span><code>${maskCardNo(trade.card.cardNo)}</code><span class="cell-sub">有効期限 ${trade.card.expire}</span></span>` : html`<span class="muted">—</span>`}</td>
        <td data-label="会員">${trade.memberId ? html`<span><code>${trade.memberId}</code><span class="cell-sub">CardSeq ${trade.cardSeq ?? ''}</span></span>` : html`<span class="muted">—</span>`}</td>
        <td data-label="日時" class="nowrap"><span>${dateText(trade.createdAt)}${trade.updatedAt !== trade.createdAt ? html`<span class="cell-sub">更新 ${dateText(trade.updatedAt)}</span>` : ''}</span></td>
        <td data-label="取引ID"><code>${trade.accessId}</code></td>
      </tr>`,
      )}
      </tbody>
    </table></div>`;
}

function renderMember(member: Member): SafeHtml {
  return html`<li class="member">
      <div class="member-head"><span class="member-id">${member.memberId}</span>${member.memberName ? html`<span>${member.memberName}</span>` : ''}<span class="muted">登録 ${dateText(member.createdAt)}</span></div>
      ${member.cards.length === 0 ? html`<p class="muted">カードは登録されていません。</p>` : html`<ul class="card-list">${member.cards.map(renderSavedCard)}</ul>`}
    </li>`;
}

function renderSavedCard(card: SavedCard): SafeHtml {
  return html`<li class="card-row${card.deleted ? ' deleted' : ''}">
        <span class="mono">#${card.seq}</span>
        <code>${maskCardNo(card.card.cardNo)}</code>
        <span class="mono">${card.card.expire}</span>
        <span>${card.card.holderName || html`<span class="muted">名義なし</span>`}</span>
        <span>${card.cardName}</span>
        <span>${card.deleted ? html`<span class="muted">削除済み</span>` : card.isDefault ? html`<span class="badge">デフォルト</span>` : ''}</span>
      </li>`;
}

function errorDescription(info: string): string {
  return (GMO_ERRORS as Readonly<Record<string, string>>)[info] ?? '';
}

function yen(amount: number): string {
  return `¥${amount.toLocaleString('ja-JP')}`;
}

function dateText(ms: number): string {
  return formatFullDate(new Date(ms).toISOString());
}

function maskSecret(secret: string): string {
  return secret.length <= 8 ? '••••••••' : `${secret.slice(0, 4)}••••••••`;
}
