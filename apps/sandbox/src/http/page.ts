import type { Response } from 'express';
import { html, type SafeHtml } from './html';
import { PAGE_STYLES } from './page-styles';

/** Top navigation: one entry per outside party that has pages. */
const NAV: ReadonlyArray<{ section: string; href: string; label: string }> = [
  { section: 'mail', href: '/mail', label: 'メール' },
  { section: 'discord', href: '/discord', label: 'Discord' },
  { section: 'payments', href: '/payments', label: 'カード決済' },
  { section: 'zipcloud', href: '/zipcloud', label: '郵便番号' },
];

export interface PageOptions {
  title: string;
  section: string;
  /** Shown at the right of the top bar, e.g. the SMTP address to send to. */
  note?: string;
  /** Extra CSS for this party's pages. */
  styles?: SafeHtml;
  body: SafeHtml;
}

export function renderPage({ title, section, note, styles, body }: PageOptions): string {
  return html`<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${title} | Sandbox</title>
<style>${PAGE_STYLES}${styles}</style>
</head>
<body>
<header class="topbar">
  <a class="brand" href="/"><span class="brand-mark" aria-hidden="true">S</span>Sandbox</a>
  <nav class="topnav" aria-label="外部サービス">
    ${NAV.map((item) => html`<a href="${item.href}"${item.section === section ? html` class="active" aria-current="page"` : ''}>${item.label}</a>`)}
  </nav>
  ${note ? html`<span class="topbar-note">${note}</span>` : ''}
</header>
${body}
</body>
</html>
`.value;
}

export interface SendPageOptions {
  /**
   * Origins (from `URL.origin`) that forms may post to besides this one. Browsers apply form-action
   * to the redirects after a post as well, so a form answered by a 302 elsewhere needs that origin.
   */
  formActionOrigins?: readonly string[];
}

/**
 * Sends a page with headers that keep untrusted content inert: no scripts at all, and mail HTML
 * (rendered in a srcdoc iframe, which inherits this policy) cannot load anything but images.
 */
export function sendPage(res: Response, page: string, status = 200, options: SendPageOptions = {}): void {
  const formAction = ["'self'", ...(options.formActionOrigins ?? [])].join(' ');
  res
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; img-src * data:; form-action ${formAction}; frame-ancestors 'self'`,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    })
    .send(page);
}
