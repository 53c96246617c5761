import { trusted } from '../http/html';

/** The merchant console: panels, the trade table, member cards and the test-card reference. */
export const CARD_STYLES = trusted(`
:root { --ok: #1f8a4c; --ok-soft: #e3f5ea; --warn: #a15c07; --warn-soft: #fdf1dc; --info: #2f5bd3; --info-soft: #eaf0fd; }
code, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
.muted { color: var(--muted); }
.console { width: 100%; max-width: 1240px; margin: 0 auto; padding: 24px 20px 48px; display: grid; gap: 20px; }
.console-head h1 { margin: 0 0 4px; font-size: 22px; }
.console-sub { margin-left: 6px; color: var(--muted); font-size: 14px; font-weight: 500; }
.console-head p { margin: 0; color: var(--muted); }
.console-head code, .panel-foot code { padding: 1px 5px; border-radius: 4px; background: #e9ecf1; }
.panel { min-width: 0; padding: 18px 20px; background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); }
.panel-title { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; margin: 0 0 14px; font-size: 15px; }
.panel-note { color: var(--muted); font-size: 12px; font-weight: 400; }
.panel-foot { margin: 12px 0 0; color: var(--muted); font-size: 12px; }
.count-badge { padding: 0 8px; border-radius: 999px; background: var(--accent-soft); color: var(--accent); font-size: 12px; }
.settings { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 8px 20px; margin: 0; }
.settings dt { color: var(--muted); }
.settings dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
.copyable { padding: 2px 6px; border-radius: 4px; background: var(--accent-soft); color: #24438f; font-size: 13px; user-select: all; }
.toolbar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 10px; margin-bottom: 12px; }
.toolbar form { margin: 0; }
.filter { display: flex; gap: 8px; flex: 1; min-width: 240px; max-width: 480px; }
.filter input { flex: 1; min-width: 0; height: 34px; padding: 0 10px; border: 1px solid var(--border-strong); border-radius: 6px; background: #fff; }
.filter input:focus { outline: 2px solid var(--accent-soft); border-color: var(--accent); }
.filter-state { color: var(--muted); font-size: 13px; }
.empty { margin: 0; padding: 20px; border-radius: 8px; background: #f6f7f9; color: var(--muted); text-align: center; }
.table-wrap { overflow-x: auto; }
.data-table { width: 100%; border-collapse: collapse; font-size: 13px; }
.data-table th { text-align: left; padding: 8px 10px; color: var(--muted); font-size: 12px; font-weight: 600; border-bottom: 1px solid var(--border-strong); white-space: nowrap; }
.data-table td { padding: 9px 10px; border-bottom: 1px solid var(--border); vertical-align: top; }
.data-table tr:last-child td { border-bottom: 0; }
.data-table .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.nowrap { white-space: nowrap; }
.cell-sub { display: block; color: var(--muted); font-size: 11px; }
.status { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 11px; font-weight: 600; white-space: nowrap; background: #eef0f3; color: var(--muted); }
.status-AUTH, .status-CHECK { background: var(--info-soft); color: var(--info); }
.status-CAPTURE, .status-SALES { background: var(--ok-soft); color: var(--ok); }
.status-VOID, .status-RETURN { background: var(--warn-soft); color: var(--warn); }
.error-text { display: block; margin-top: 3px; color: var(--danger); font-size: 11px; }
.member-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
.member { padding: 12px 14px; border: 1px solid var(--border); border-radius: 8px; }
.member-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; margin-bottom: 8px; }
.member-id { font-weight: 700; }
.card-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.card-row { display: grid; grid-template-columns: 56px minmax(0, 1.4fr) 64px minmax(0, 1fr) minmax(0, 1fr) auto; gap: 10px; align-items: center; padding: 6px 10px; border-radius: 6px; background: #f6f7f9; font-size: 13px; }
.card-row.deleted { opacity: .55; text-decoration: line-through; }
.badge { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 11px; font-weight: 600; background: var(--ok-soft); color: var(--ok); white-space: nowrap; }
@media (max-width: 760px) {
  .data-table thead { display: none; }
  .data-table, .data-table tbody, .data-table tr, .data-table td { display: block; }
  .data-table tr { padding: 10px 0; border-bottom: 1px solid var(--border); }
  .data-table tr:last-child { border-bottom: 0; }
  .data-table td { display: flex; justify-content: space-between; gap: 12px; padding: 2px 0; border: 0; text-align: right; }
  .data-table td::before { content: attr(data-label); flex: none; color: var(--muted); font-size: 12px; text-align: left; }
  .data-table td > * { min-width: 0; overflow-wrap: anywhere; }
  .card-row { grid-template-columns: 1fr 1fr; }
}
@media (max-width: 480px) {
  .console { padding: 16px 12px 32px; gap: 14px; }
  .panel { padding: 14px; }
  .settings { grid-template-columns: 1fr; gap: 0; }
  .settings dd { margin-bottom: 8px; }
}
`);
