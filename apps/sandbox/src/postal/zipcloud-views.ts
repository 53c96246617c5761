import { html, trusted } from '../http/html';
import { renderPage } from '../http/page';
import type { PostalAddress } from './postal-codes';

export interface PostalPageView {
  /** e.g. http://localhost:3100/zipcloud */
  baseUrl: string;
  addresses: readonly PostalAddress[];
}

const POSTAL_STYLES = trusted(`
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
.postal { width: 100%; max-width: 1080px; margin: 0 auto; padding: 24px 20px 48px; display: grid; gap: 20px; }
.postal h1 { margin: 0 0 4px; font-size: 22px; }
.postal-head p { margin: 0; color: var(--muted); }
.panel { min-width: 0; padding: 18px 20px; background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); }
.panel h2 { margin: 0 0 12px; font-size: 15px; }
.usage { margin: 0; display: grid; gap: 6px; }
.usage code { padding: 2px 6px; border-radius: 4px; background: var(--accent-soft); overflow-wrap: anywhere; }
.table-wrap { overflow-x: auto; }
.postal-table { width: 100%; border-collapse: collapse; font-size: 13px; }
.postal-table th { text-align: left; padding: 8px 10px; color: var(--muted); font-size: 12px; font-weight: 600; border-bottom: 1px solid var(--border-strong); white-space: nowrap; }
.postal-table td { padding: 7px 10px; border-bottom: 1px solid var(--border); }
.kana { color: var(--muted); font-size: 12px; }
@media (max-width: 480px) { .postal { padding: 16px 12px 32px; } .panel { padding: 14px; } }
`);

/** What the sandbox's zipcloud knows, and how to ask it. */
export function renderPostalPage({ baseUrl, addresses }: PostalPageView): string {
  return renderPage({
    title: '郵便番号検索',
    section: 'zipcloud',
    note: `${addresses.length} 件`,
    styles: POSTAL_STYLES,
    body: html`<main class="postal">
  <header class="postal-head">
    <h1>郵便番号検索 <span class="kana">zipcloud 互換</span></h1>
    <p>zipcloud の住所検索 API を同じパスと形式で提供します。下の一覧にある郵便番号だけが見つかり、ほかは <code>results: null</code> になります。</p>
  </header>
  <section class="panel" aria-labelledby="usage-title">
    <h2 id="usage-title">使い方</h2>
    <p class="usage"><code>${baseUrl}/api/search?zipcode=1000005</code><code>${baseUrl}/api/search?zipcode=100-0005&amp;callback=onAddress</code></p>
  </section>
  <section class="panel" aria-labelledby="codes-title">
    <h2 id="codes-title">登録済みの郵便番号</h2>
    <div class="table-wrap"><table class="postal-table">
      <thead><tr><th>郵便番号</th><th>都道府県</th><th>市区町村</th><th>町域</th></tr></thead>
      <tbody>
      ${addresses.map(
        (address) => html`<tr>
        <td><code>${address.zipcode.slice(0, 3)}-${address.zipcode.slice(3)}</code></td>
        <td>${address.address1} <span class="kana">${address.kana1}</span></td>
        <td>${address.address2} <span class="kana">${address.kana2}</span></td>
        <td>${address.address3} <span class="kana">${address.kana3}</span></td>
      </tr>`,
      )}
      </tbody>
    </table></div>
  </section>
</main>`,
  });
}
