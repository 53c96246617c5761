import { trusted } from '../http/html';

/** Two panes side by side on desktop; one column on phones, showing either the list or the message. */
export const INBOX_STYLES = trusted(`
.inbox { flex: 1; display: grid; grid-template-columns: minmax(320px, 400px) 1fr; min-height: 0; height: calc(100vh - 52px); }
.list-pane { display: flex; flex-direction: column; min-height: 0; background: var(--surface); border-right: 1px solid var(--border); }
.toolbar { flex: none; padding: 14px 16px 12px; border-bottom: 1px solid var(--border); display: grid; grid-template-columns: minmax(0, 1fr); gap: 10px; }
.filter { display: flex; gap: 8px; }
.filter input { flex: 1; min-width: 0; height: 34px; padding: 0 10px; border: 1px solid var(--border-strong); border-radius: 6px; background: #fff; }
.filter input:focus { outline: 2px solid var(--accent-soft); border-color: var(--accent); }
.toolbar-row { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.toolbar-actions { flex: none; display: flex; gap: 8px; }
.toolbar-actions form { margin: 0; }
.count { color: var(--muted); font-size: 13px; display: flex; align-items: center; gap: 8px; min-width: 0; white-space: nowrap; }
.filter-chip { display: inline-flex; align-items: center; gap: 2px; min-width: 0; padding: 2px 4px 2px 10px; border-radius: 999px; background: var(--accent-soft); color: var(--accent); white-space: nowrap; }
.chip-text { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.filter-chip a { text-decoration: none; padding: 0 6px; border-radius: 999px; }
.filter-chip a:hover { background: rgba(47,91,211,.15); }
.message-list { list-style: none; margin: 0; padding: 0; overflow-y: auto; flex: 1; }
.message-item { display: grid; grid-template-columns: minmax(0, 1fr); gap: 2px; padding: 12px 16px; border-bottom: 1px solid var(--border); border-left: 3px solid transparent; color: inherit; text-decoration: none; }
.message-item:hover { background: #f7f8fa; }
.message-item.selected { background: var(--accent-soft); border-left-color: var(--accent); }
.item-row { display: flex; justify-content: space-between; gap: 12px; }
.item-from { flex: 1; min-width: 0; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.item-time { flex: none; color: var(--muted); font-size: 12px; font-variant-numeric: tabular-nums; }
.item-subject, .item-to { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.item-to { color: var(--muted); font-size: 12px; }
.empty { flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; padding: 48px 24px; text-align: center; }
.empty-icon { font-size: 34px; color: var(--border-strong); line-height: 1; }
.empty-title { margin: 12px 0 4px; font-weight: 600; }
.empty-hint { margin: 0; color: var(--muted); font-size: 13px; }
.detail-pane { min-width: 0; min-height: 0; display: flex; flex-direction: column; overflow-y: auto; }
.no-selection { flex: 1; display: grid; place-items: center; color: var(--muted); padding: 24px; }
.message { flex: 1; display: flex; flex-direction: column; min-height: 0; padding: 20px 24px 24px; }
.back-link { display: none; margin-bottom: 12px; text-decoration: none; }
.message-subject { margin: 0 0 14px; font-size: 20px; line-height: 1.4; overflow-wrap: anywhere; }
.message-headers { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0 0 16px; padding: 12px 16px; background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); font-size: 13px; }
.message-headers dt { color: var(--muted); }
.message-headers dd { margin: 0; overflow-wrap: anywhere; }
.mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
.tabs { display: flex; gap: 2px; border-bottom: 1px solid var(--border-strong); }
.tab { padding: 8px 16px; margin-bottom: -1px; border: 1px solid transparent; border-radius: 6px 6px 0 0; color: var(--muted); text-decoration: none; }
.tab:hover { color: var(--text); }
.tab.active { color: var(--text); font-weight: 600; background: var(--surface); border-color: var(--border-strong) var(--border-strong) var(--surface); }
.tab-aside { margin-left: auto; font-size: 12px; align-self: center; padding: 4px 8px; }
.message-body { flex: 1; display: flex; min-height: 420px; background: var(--surface); border: 1px solid var(--border-strong); border-top: none; border-radius: 0 0 var(--radius) var(--radius); overflow: hidden; }
.html-frame { flex: 1; width: 100%; border: 0; background: #fff; }
.text-body { flex: 1; margin: 0; padding: 16px 20px; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Noto Sans Mono CJK JP", monospace; font-size: 13px; line-height: 1.7; }
.body-missing { margin: 0; padding: 24px; color: var(--muted); }
@media (max-width: 800px) {
  .inbox { display: block; height: auto; }
  .list-pane { border-right: 0; min-height: calc(100vh - 52px); }
  .message-list { overflow: visible; }
  .inbox:not(.has-selection) .detail-pane, .inbox.has-selection .list-pane { display: none; }
  .detail-pane { overflow: visible; }
  .message { padding: 14px 12px 20px; }
  .back-link { display: inline-block; }
  .message-headers { grid-template-columns: 1fr; gap: 0; }
  .message-headers dd { margin-bottom: 6px; }
  .message-body { min-height: 70vh; }
  .toolbar { padding: 12px; }
}
`);
