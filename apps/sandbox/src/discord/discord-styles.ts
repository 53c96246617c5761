import { trusted } from '../http/html';

/** The consent screen (a centred card in Discord's blurple) and the developer console. */
export const DISCORD_STYLES = trusted(`
:root { --blurple: #5865f2; --blurple-dark: #4752c4; --blurple-soft: #eef0fe; --ok: #1f8a4c; --ok-soft: #e3f5ea; --warn: #a15c07; --warn-soft: #fdf1dc; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
.muted { color: var(--muted); }
.avatar { flex: none; display: inline-grid; place-items: center; width: 40px; height: 40px; border-radius: 50%; color: #fff; font-weight: 700; font-size: 16px; }
.avatar-c0 { background: #5865f2; } .avatar-c1 { background: #6d7480; } .avatar-c2 { background: #23a55a; }
.avatar-c3 { background: #e0860b; } .avatar-c4 { background: #e5484d; } .avatar-c5 { background: #d53f8c; }
.avatar-new { background: var(--blurple-soft); color: var(--blurple); font-size: 20px; }
.account-name { display: block; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.account-meta { display: block; color: var(--muted); font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.badge { flex: none; display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 11px; font-weight: 600; white-space: nowrap; }
.badge-ok { background: var(--ok-soft); color: var(--ok); }
.badge-warn { background: var(--warn-soft); color: var(--warn); }

/* Consent screen */
.oauth { flex: 1; display: flex; flex-direction: column; align-items: center; padding: 40px 16px 32px; background: linear-gradient(180deg, #e6e8fb 0, var(--bg) 320px); }
.consent { width: 100%; max-width: 480px; margin: 0; background: var(--surface); border-radius: 12px; box-shadow: 0 8px 28px rgba(30,37,50,.14), 0 0 0 1px rgba(30,37,50,.05); overflow: hidden; }
.consent-body { padding: 28px 24px 20px; }
.consent-icons { display: flex; align-items: center; justify-content: center; gap: 12px; margin-bottom: 16px; }
.app-icon { display: grid; place-items: center; width: 64px; height: 64px; border-radius: 18px; background: var(--topbar); color: #fff; font-weight: 800; font-size: 22px; letter-spacing: .04em; }
.account-icon { display: grid; place-items: center; width: 64px; height: 64px; border-radius: 50%; background: var(--blurple); color: #fff; }
.consent-dots { display: flex; gap: 5px; }
.consent-dots i { width: 6px; height: 6px; border-radius: 50%; background: var(--border-strong); }
.consent-kicker { margin: 0; text-align: center; color: var(--muted); font-size: 12px; font-weight: 600; letter-spacing: .08em; }
.consent-title { margin: 4px 0 20px; text-align: center; font-size: 18px; line-height: 1.5; font-weight: 700; overflow-wrap: anywhere; word-break: auto-phrase; text-wrap: balance; }
.section-label { margin: 0 0 8px; padding: 0; font-size: 12px; font-weight: 700; color: var(--muted); letter-spacing: .04em; }
.form-alert { margin: 0 0 16px; padding: 10px 12px; border-radius: 8px; background: var(--danger-soft); color: var(--danger); font-size: 13px; }
.accounts { margin: 0 0 20px; padding: 0; border: 0; min-width: 0; }
.account-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.account-option { position: relative; min-width: 0; }
.account-radio { position: absolute; opacity: 0; width: 1px; height: 1px; }
.account { display: flex; align-items: center; gap: 12px; padding: 10px 12px; border: 1px solid var(--border); border-radius: 10px; cursor: pointer; background: var(--surface); }
.account:hover { border-color: var(--border-strong); background: #fafbfc; }
.account-text { flex: 1; min-width: 0; }
.radio-mark { flex: none; width: 18px; height: 18px; border-radius: 50%; border: 2px solid var(--border-strong); }
.account-radio:checked + .account { border-color: var(--blurple); background: var(--blurple-soft); }
.account-radio:checked + .account .radio-mark { border: 5px solid var(--blurple); background: #fff; }
.account-radio:focus-visible + .account { outline: 2px solid var(--blurple); outline-offset: 2px; }
.new-user-fields { display: none; gap: 12px; margin-top: 8px; padding: 14px 12px; border: 1px solid var(--border); border-radius: 10px; background: #fafbfc; }
.account-radio:checked ~ .new-user-fields { display: grid; }
.field { display: grid; gap: 4px; min-width: 0; }
.field label { font-size: 12px; font-weight: 600; }
.field input { width: 100%; height: 36px; padding: 0 10px; border: 1px solid var(--border-strong); border-radius: 6px; background: #fff; }
.field input:focus { outline: 2px solid var(--blurple-soft); border-color: var(--blurple); }
.field.has-error input { border-color: var(--danger); }
.required { margin-left: 6px; padding: 0 5px; border-radius: 4px; background: var(--danger-soft); color: var(--danger); font-size: 10px; font-weight: 700; vertical-align: 1px; }
.field-hint, .field-error { margin: 0; font-size: 12px; color: var(--muted); }
.field-error { color: var(--danger); }
.check { display: flex; align-items: center; gap: 8px; font-size: 13px; cursor: pointer; }
.check input { width: 16px; height: 16px; margin: 0; accent-color: var(--blurple); }
.scopes { margin: 0 0 16px; padding-top: 16px; border-top: 1px solid var(--border); }
.scope-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.scope-list li { display: flex; align-items: flex-start; gap: 10px; }
.scope-check { flex: none; display: grid; place-items: center; width: 20px; height: 20px; margin-top: 1px; border-radius: 50%; background: var(--ok); color: #fff; font-size: 11px; font-weight: 700; }
.scope-name { margin-left: 8px; padding: 0 5px; border-radius: 4px; background: #f0f2f5; color: var(--muted); font-size: 11px; }
.consent-facts { list-style: none; margin: 0; padding: 14px 0 0; border-top: 1px solid var(--border); display: grid; gap: 6px; color: var(--muted); font-size: 12px; }
.fact-url { color: var(--text); font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
.request-details { margin-top: 14px; font-size: 12px; }
.request-details summary { cursor: pointer; color: var(--muted); }
.request-details dl, .param-table { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 4px 12px; margin: 8px 0 0; padding: 10px 12px; border-radius: 8px; background: #f6f7f9; }
.request-details dt, .param-table dt { color: var(--muted); font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.request-details dd, .param-table dd { margin: 0; overflow-wrap: anywhere; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.consent-actions { display: flex; flex-direction: row-reverse; gap: 8px; padding: 14px 24px; background: #f2f3f5; }
.consent-actions .btn { height: 40px; padding: 0 22px; }
.btn-discord { background: var(--blurple); border-color: var(--blurple); color: #fff; font-weight: 600; min-width: 112px; }
.btn-discord:hover { background: var(--blurple-dark); }
.btn-plain { border-color: transparent; background: transparent; }
.btn-plain:hover { background: rgba(30,37,50,.06); text-decoration: underline; }
.sandbox-note { margin: 16px 0 0; max-width: 480px; text-align: center; color: var(--muted); font-size: 12px; word-break: auto-phrase; text-wrap: balance; }
.error-icon { display: grid; place-items: center; width: 56px; height: 56px; margin: 0 auto 12px; border-radius: 50%; background: var(--danger-soft); color: var(--danger); font-size: 28px; font-weight: 800; }
.problem-list { margin: 0 0 20px; padding: 12px 14px 12px 30px; border-radius: 8px; background: var(--danger-soft); color: var(--danger); display: grid; gap: 4px; overflow-wrap: anywhere; }
.param-table { margin: 0; }

/* Developer console */
.console { width: 100%; max-width: 1080px; margin: 0 auto; padding: 24px 20px 48px; display: grid; gap: 20px; }
.console-head h1 { margin: 0 0 4px; font-size: 22px; }
.console-sub { margin-left: 6px; color: var(--muted); font-size: 14px; font-weight: 500; }
.console-head p { margin: 0; color: var(--muted); }
.console-head code, .panel-foot code { padding: 1px 5px; border-radius: 4px; background: #e9ecf1; }
.panel { min-width: 0; padding: 18px 20px; background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); }
.panel-title { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; margin: 0 0 14px; font-size: 15px; }
.panel-note { color: var(--muted); font-size: 12px; font-weight: 400; }
.count-badge { padding: 0 8px; border-radius: 999px; background: var(--blurple-soft); color: var(--blurple); font-size: 12px; }
.panel-foot { margin: 12px 0 0; color: var(--muted); font-size: 12px; }
.settings { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 8px 20px; margin: 0 0 16px; }
.settings dt { color: var(--muted); }
.settings dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
.copyable { padding: 2px 6px; border-radius: 4px; background: var(--blurple-soft); color: #2d3593; font-size: 13px; user-select: all; }
.tag { display: inline-block; margin-right: 6px; padding: 1px 6px; border-radius: 4px; background: #f0f2f5; }
.endpoint-list { list-style: none; margin: 0; padding: 0; border-top: 1px solid var(--border); }
.endpoint-list li { display: grid; grid-template-columns: 84px minmax(0, 1fr) minmax(0, 320px); gap: 12px; align-items: baseline; padding: 8px 0; border-bottom: 1px solid var(--border); }
.method { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 11px; font-weight: 700; color: var(--blurple); }
.endpoint-path { overflow-wrap: anywhere; }
.endpoint-what { color: var(--muted); font-size: 12px; }
.user-list { list-style: none; margin: 0; padding: 0; }
.user-row { display: grid; grid-template-columns: 40px minmax(0, 1.2fr) minmax(0, 1.4fr) auto minmax(0, 1.1fr); gap: 14px; align-items: center; padding: 10px 0; border-bottom: 1px solid var(--border); }
.user-row:last-child { border-bottom: 0; }
.user-main { min-width: 0; }
.user-email { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.user-id { color: var(--muted); text-align: right; overflow: hidden; text-overflow: ellipsis; }
.empty-tokens { margin: 0; padding: 20px; border-radius: 8px; background: #f6f7f9; color: var(--muted); text-align: center; }
.table-wrap { overflow-x: auto; }
.token-table { width: 100%; border-collapse: collapse; font-size: 13px; }
.token-table th { text-align: left; padding: 8px 10px; color: var(--muted); font-size: 12px; font-weight: 600; border-bottom: 1px solid var(--border-strong); white-space: nowrap; }
.token-table td { padding: 9px 10px; border-bottom: 1px solid var(--border); white-space: nowrap; }
.token-table tr:last-child td { border-bottom: 0; }
.status { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 11px; font-weight: 600; }
.status-active { background: var(--ok-soft); color: var(--ok); }
.status-expired, .status-refreshed { background: #eef0f3; color: var(--muted); }
.status-revoked { background: var(--danger-soft); color: var(--danger); }
@media (max-width: 760px) {
  .account-meta .meta-sep { display: none; }
  .account-meta .meta-part { display: block; overflow: hidden; text-overflow: ellipsis; }
  .endpoint-list li { grid-template-columns: 1fr; gap: 2px; }
  .user-row { grid-template-columns: 40px minmax(0, 1fr) auto; gap: 4px 12px; }
  .user-row .avatar { grid-row: span 3; align-self: start; }
  .user-email, .user-id { grid-column: 2 / 4; text-align: left; font-size: 12px; }
  .user-row .badge { grid-column: 3; grid-row: 1; }
  .token-table thead { display: none; }
  .token-table, .token-table tbody, .token-table tr, .token-table td { display: block; }
  .token-table tr { padding: 10px 0; border-bottom: 1px solid var(--border); }
  .token-table tr:last-child { border-bottom: 0; }
  .token-table td { display: flex; justify-content: space-between; gap: 12px; padding: 2px 0; border: 0; white-space: normal; }
  .token-table td::before { content: attr(data-label); flex: none; color: var(--muted); font-size: 12px; }
  .token-table td > * { min-width: 0; text-align: right; overflow-wrap: anywhere; }
}
@media (max-width: 480px) {
  .oauth { padding: 16px 8px 24px; }
  .consent-body { padding: 22px 16px 16px; }
  .consent-actions { padding: 12px 16px; }
  .console { padding: 16px 12px 32px; gap: 14px; }
  .panel { padding: 14px; }
  .settings { grid-template-columns: 1fr; gap: 0; }
  .settings dd { margin-bottom: 8px; }
}
`);
