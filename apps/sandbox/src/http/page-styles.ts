import { trusted } from './html';

/** Shared look of every sandbox page: system fonts only (the sandbox works offline), no external assets. */
export const PAGE_STYLES = trusted(`
*, *::before, *::after { box-sizing: border-box; }
:root {
  --bg: #f4f5f7; --surface: #ffffff; --border: #e2e5ea; --border-strong: #cfd4dc;
  --text: #1f2733; --muted: #667085; --accent: #2f5bd3; --accent-soft: #eaf0fd;
  --danger: #c8341f; --danger-soft: #fdecea; --topbar: #1e2532;
  --radius: 8px;
  font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Noto Sans CJK JP", Meiryo, sans-serif;
  font-size: 14px; line-height: 1.55; color: var(--text); background: var(--bg);
}
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; }
a { color: var(--accent); }
button, input { font: inherit; color: inherit; }
.topbar { display: flex; align-items: center; gap: 20px; padding: 0 20px; height: 52px; flex: none; background: var(--topbar); color: #fff; }
.brand { display: inline-flex; align-items: center; gap: 8px; color: #fff; text-decoration: none; font-weight: 700; letter-spacing: .02em; }
.brand-mark { display: inline-grid; place-items: center; width: 26px; height: 26px; border-radius: 6px; background: var(--accent); font-size: 14px; }
.topnav { display: flex; gap: 4px; min-width: 0; overflow-x: auto; scrollbar-width: none; }
.topnav a { flex: none; color: #c7cedb; text-decoration: none; padding: 6px 12px; border-radius: 6px; white-space: nowrap; }
.topnav a:hover { color: #fff; background: rgba(255,255,255,.08); }
.topnav a.active { color: #fff; background: rgba(255,255,255,.14); }
.topbar-note { margin-left: auto; color: #aeb7c6; font-size: 12px; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: nowrap; }
.btn { display: inline-flex; align-items: center; justify-content: center; gap: 6px; height: 34px; padding: 0 14px; border-radius: 6px; border: 1px solid var(--border-strong); background: var(--surface); color: var(--text); text-decoration: none; cursor: pointer; white-space: nowrap; }
.btn:hover { background: #f0f2f5; }
.btn-primary { background: var(--accent); border-color: var(--accent); color: #fff; }
.btn-primary:hover { background: #274db5; }
.btn-danger { color: var(--danger); border-color: #efc2bb; }
.btn-danger:hover { background: var(--danger-soft); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.not-found { margin: 64px auto; padding: 32px 24px; width: calc(100% - 32px); max-width: 480px; text-align: center; background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); }
.not-found h1 { margin: 0 0 8px; font-size: 20px; }
.not-found p { margin: 0 0 20px; color: var(--muted); }
@media (max-width: 480px) {
  .topbar { gap: 12px; padding: 0 12px; } .topbar-note { display: none; }
  /* Four parties fit a phone's width once the brand is only its mark (the name stays for screen readers). */
  .brand { gap: 0; font-size: 0; } .brand-mark { font-size: 14px; }
  .topnav a { padding: 6px 8px; }
}
`);
