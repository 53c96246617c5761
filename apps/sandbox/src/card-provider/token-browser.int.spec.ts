import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { startSandbox, type RunningSandbox } from '../sandbox';
import { DEFAULT_CARD_CONFIG } from './card-config';
import { TEST_CARDS } from './test-cards';
import type { TokenResult } from './token-service';

/**
 * token.js in Debian's headless chromium, loaded by a shop page on another origin, as our web app
 * will load it: cross-origin script, CORS preflight and all.
 */
describe('token.js in a real browser', () => {
  let sandbox: RunningSandbox;
  let shopPage: Server;
  let shopUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1' });
    const page = `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><title>checkout</title>
<script src="${sandbox.httpUrl}/payments/ext/js/token.js"></script></head>
<body><script>
  window.results = {};
  window.onGoodCard = function (result) { window.results.good = result; };
  Multipayment.init(${JSON.stringify(DEFAULT_CARD_CONFIG.shopId)});
  Multipayment.getToken({ cardno: '${TEST_CARDS.approve}', expire: '3012', securitycode: '123', holdername: 'TARO YAMADA' }, 'onGoodCard');
  Multipayment.getToken({ cardno: '${TEST_CARDS.approve}', expire: '3013' }, function (result) { window.results.badExpiry = result; });
</script></body></html>`;
    // The shop's page lives on another origin (localhost, not 127.0.0.1, and another port).
    shopPage = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page));
    await new Promise<void>((resolve) => shopPage.listen(0, '127.0.0.1', resolve));
    shopUrl = `http://localhost:${(shopPage.address() as AddressInfo).port}/checkout`;
    browser = await chromium.launch({
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => shopPage?.close(resolve));
    await sandbox?.close();
  });

  it('tokenises from a cross-origin page, and the token pays', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    try {
      await page.goto(shopUrl);
      await page.waitForFunction(() => {
        const results = (window as unknown as { results: Record<string, unknown> }).results;
        return Boolean(results.good && results.badExpiry);
      });
      const results = await page.evaluate(() => (window as unknown as { results: Record<string, TokenResult> }).results);
      expect(problems).toEqual([]);
      expect(results['badExpiry']).toEqual({ resultCode: '113' });
      expect(results['good']).toMatchObject({ resultCode: '000', tokenObject: { maskedCardNo: '411111******1111', isSecurityCodeSet: true } });

      const api = (name: string, fields: Record<string, string>) =>
        fetch(`${sandbox.httpUrl}/payments/payment/${name}`, { method: 'POST', body: new URLSearchParams(fields) }).then(async (res) => Object.fromEntries(new URLSearchParams(await res.text())));
      const { AccessID, AccessPass } = await api('EntryTran.idPass', { ShopID: DEFAULT_CARD_CONFIG.shopId, ShopPass: DEFAULT_CARD_CONFIG.shopPass, OrderID: 'browser-1', JobCd: 'AUTH', Amount: '33000' });
      const exec = await api('ExecTran.idPass', { AccessID, AccessPass, OrderID: 'browser-1', Method: '1', Token: results['good'].tokenObject?.token[0] ?? '' });
      expect(exec).toMatchObject({ ACS: '0', OrderID: 'browser-1' });
      expect(sandbox.cardStore.findTradeByOrder('browser-1')?.card).toMatchObject({ cardNo: TEST_CARDS.approve, holderName: 'TARO YAMADA' });
    } finally {
      await context.close();
    }
  });
});
