import { webcrypto } from 'node:crypto';
import vm from 'node:vm';
import { startSandbox, type RunningSandbox } from '../sandbox';
import { DEFAULT_CARD_CONFIG } from './card-config';
import { TEST_CARDS } from './test-cards';
import type { TokenResult } from './token-service';

interface Multipayment {
  init(shopId: unknown): void;
  getToken(card: Record<string, unknown>, callback: unknown): void;
}

/**
 * token.js as served, run in a bare `node:vm` context standing in for a browser window (fetch,
 * btoa, crypto, URL, setTimeout: what the script uses), against the real sandbox.
 */
describe('token.js in a minimal window', () => {
  let sandbox: RunningSandbox;
  let script: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1' });
    script = await (await fetch(`${sandbox.httpUrl}/payments/ext/js/token.js`)).text();
  });

  afterAll(async () => {
    await sandbox.close();
  });

  /** A fresh window that has loaded the script; `fetch` can be swapped to watch or break the network. */
  const loadWindow = (options: { fetch?: typeof fetch; currentScriptSrc?: string } = {}) => {
    const window: Record<string, unknown> = {
      fetch: options.fetch ?? fetch,
      btoa,
      crypto: webcrypto,
      URL,
      setTimeout,
      document: options.currentScriptSrc ? { currentScript: { src: options.currentScriptSrc } } : undefined,
    };
    window['window'] = window;
    vm.createContext(window);
    vm.runInContext(script, window, { filename: 'token.js' });
    return { window, Multipayment: window['Multipayment'] as Multipayment };
  };

  const card = { cardno: TEST_CARDS.approve, expire: '3012', securitycode: '123', holdername: 'TARO YAMADA' };

  /** getToken with a function callback, as a promise. */
  const getToken = (multipayment: Multipayment, fields: Record<string, unknown>) => new Promise<TokenResult>((resolve) => multipayment.getToken(fields, resolve));

  it('gets a token the trade API accepts, for the card that was typed', async () => {
    const { Multipayment } = loadWindow();
    Multipayment.init(DEFAULT_CARD_CONFIG.shopId);
    const result = await getToken(Multipayment, card);
    expect(result).toEqual({
      resultCode: '000',
      tokenObject: { token: [expect.stringMatching(/^[0-9a-f]{64}$/)], toBeExpiredAt: expect.any(String), maskedCardNo: '411111******1111', isSecurityCodeSet: true },
    });

    // The sealed card opened on the provider as typed: pay with the token and look at the trade.
    const api = (name: string, fields: Record<string, string>) =>
      fetch(`${sandbox.httpUrl}/payments/payment/${name}`, { method: 'POST', body: new URLSearchParams(fields) }).then(async (res) => Object.fromEntries(new URLSearchParams(await res.text())));
    const shop = { ShopID: DEFAULT_CARD_CONFIG.shopId, ShopPass: DEFAULT_CARD_CONFIG.shopPass };
    const { AccessID, AccessPass } = await api('EntryTran.idPass', { ...shop, OrderID: 'vm-order-1', JobCd: 'CAPTURE', Amount: '7700' });
    expect(await api('ExecTran.idPass', { AccessID, AccessPass, OrderID: 'vm-order-1', Method: '1', Token: result.tokenObject?.token[0] ?? '' })).toHaveProperty('TranID');
    expect(sandbox.cardStore.findTradeByOrder('vm-order-1')?.card).toEqual({ cardNo: TEST_CARDS.approve, expire: '3012', holderName: 'TARO YAMADA', securityCodeSet: true });
  });

  it('calls a global function named by a string, dotted names too, and issues several tokens', async () => {
    const { window, Multipayment } = loadWindow();
    Multipayment.init(DEFAULT_CARD_CONFIG.shopId);
    const plain = new Promise<TokenResult>((resolve) => (window['onToken'] = resolve));
    Multipayment.getToken({ ...card, tokennumber: 3 }, 'onToken');
    expect((await plain).tokenObject?.token).toHaveLength(3);

    const dotted = new Promise<TokenResult>((resolve) => (window['checkout'] = { handlers: { onToken: resolve } }));
    Multipayment.getToken({ ...card, securitycode: '' }, 'checkout.handlers.onToken');
    expect(await dotted).toMatchObject({ resultCode: '000', tokenObject: { isSecurityCodeSet: false } });
  });

  it('passes the provider’s result codes to the callback', async () => {
    const { Multipayment } = loadWindow();
    expect(await getToken(Multipayment, card)).toEqual({ resultCode: '160' });
    Multipayment.init('tshop-00001');
    expect(await getToken(Multipayment, card)).toEqual({ resultCode: '162' });
    Multipayment.init(DEFAULT_CARD_CONFIG.shopId);
    expect(await getToken(Multipayment, { ...card, cardno: '4111-1111-1111-1111' })).toEqual({ resultCode: '101' });
    expect(await getToken(Multipayment, { ...card, expire: 3013 })).toEqual({ resultCode: '113' });
    expect(await getToken(Multipayment, { ...card, holdername: 'ヤマダ タロウ' })).toEqual({ resultCode: '131' });
    expect(await getToken(Multipayment, { ...card, tokennumber: 11 })).toEqual({ resultCode: '142' });
    expect(await getToken(Multipayment, { ...card, cardno: TEST_CARDS.tokenSystemError })).toEqual({ resultCode: '901' });
  });

  it('refuses a callback that is neither a function nor a name', () => {
    const { Multipayment } = loadWindow();
    expect(() => Multipayment.getToken(card, undefined)).toThrow('callback must be a function or the name of a global function');
  });

  it('posts next to where the script was loaded from, and reports 901 when the provider cannot be reached', async () => {
    const seen: string[] = [];
    const watching: typeof fetch = (input, init) => {
      seen.push(String(input));
      return fetch(input, init);
    };
    const aliased = `http://localhost:${sandbox.httpPort}/payments/ext/js/token.js`;
    const { Multipayment } = loadWindow({ fetch: watching, currentScriptSrc: aliased });
    Multipayment.init(DEFAULT_CARD_CONFIG.shopId);
    expect((await getToken(Multipayment, card)).resultCode).toBe('000');
    expect(seen).toEqual([`http://localhost:${sandbox.httpPort}/payments/ext/api/credit/getToken`]);

    const offline = loadWindow({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    offline.Multipayment.init(DEFAULT_CARD_CONFIG.shopId);
    expect(await getToken(offline.Multipayment, card)).toEqual({ resultCode: '901' });
  });
});
