import { startSandbox, type RunningSandbox } from '../sandbox';
import { DEFAULT_CARD_CONFIG, TOKEN_KEY_HASH, TOKEN_TTL_MS } from './card-config';
import { buildTokenRequest, type CardFields } from './card-token';
import { TEST_CARDS } from './test-cards';

/**
 * The card provider over real HTTP, the way our api (form posts to /payment/*.idPass) and the
 * browser (token.js posting to /ext/api/credit/getToken) speak to GMO.
 */
describe('card provider (HTTP on a random port)', () => {
  const SLOW_MS = 150;
  const HANG_MS = 300;
  const clock = { offset: 0 };
  let sandbox: RunningSandbox;
  let base: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1', card: { slowMs: SLOW_MS, hangMs: HANG_MS }, cardClock: () => Date.now() + clock.offset });
    base = `${sandbox.httpUrl}/payments`;
  });

  afterAll(async () => {
    await sandbox.close();
  });

  beforeEach(async () => {
    clock.offset = 0;
    expect((await fetch(`${base}/test-api`, { method: 'DELETE' })).status).toBe(204);
  });

  const shop = { ShopID: DEFAULT_CARD_CONFIG.shopId, ShopPass: DEFAULT_CARD_CONFIG.shopPass };
  const site = { SiteID: DEFAULT_CARD_CONFIG.siteId, SitePass: DEFAULT_CARD_CONFIG.sitePass };
  const card: CardFields = { cardno: TEST_CARDS.approve, expire: '3012', securitycode: '123', holdername: 'TARO YAMADA', tokennumber: '1' };

  /** A form post to the server API; the raw answer and its fields. */
  const call = async (api: string, fields: Record<string, string>) => {
    const res = await fetch(`${base}/payment/${api}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
    const text = await res.text();
    return { status: res.status, contentType: res.headers.get('content-type'), text, fields: Object.fromEntries(new URLSearchParams(text)) };
  };

  /** What token.js posts, as JSON, from a page on another origin. */
  const requestToken = (fields: Partial<CardFields> = card, origin = 'http://localhost:3000') =>
    fetch(`${base}/ext/api/credit/getToken`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify(buildTokenRequest(fields, DEFAULT_CARD_CONFIG.shopId, TOKEN_KEY_HASH, '0123456789abcdef0123456789abcdef', 'fedcba9876543210fedcba9876543210')),
    });

  const token = async (cardno: string = TEST_CARDS.approve) => {
    const result = (await (await requestToken({ ...card, cardno })).json()) as { resultCode: string; tokenObject: { token: string[] } };
    expect(result.resultCode).toBe('000');
    return result.tokenObject.token[0];
  };

  const entry = async (orderId: string, jobCd = 'AUTH', amount = '22000', tax = '2000') => {
    const { fields } = await call('EntryTran.idPass', { ...shop, OrderID: orderId, JobCd: jobCd, Amount: amount, Tax: tax });
    expect(fields).toEqual({ AccessID: expect.any(String), AccessPass: expect.any(String) });
    return { AccessID: fields['AccessID'], AccessPass: fields['AccessPass'] };
  };

  describe('token.js and the token endpoint', () => {
    it('serves the script as JavaScript that any origin may load', async () => {
      const res = await fetch(`${base}/ext/js/token.js`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      const script = await res.text();
      expect(script).toContain('global.Multipayment = {');
      expect(script).toContain(JSON.stringify(`${base}/ext/api/credit/getToken`));
      expect(script).toContain(TOKEN_KEY_HASH);
    });

    it('answers the CORS preflight for the page’s origin', async () => {
      const res = await fetch(`${base}/ext/api/credit/getToken`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      expect(res.headers.get('access-control-allow-headers')).toBe('content-type');
      expect(res.headers.get('vary')).toContain('Origin');
    });

    it('issues tokens to a cross-origin page, echoing its origin', async () => {
      const res = await requestToken({ ...card, tokennumber: '2' }, 'https://ggcoach.example');
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('https://ggcoach.example');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = await res.json();
      expect(body).toEqual({
        resultCode: '000',
        tokenObject: { token: [expect.stringMatching(/^[0-9a-f]{64}$/), expect.stringMatching(/^[0-9a-f]{64}$/)], toBeExpiredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}$/), maskedCardNo: '411111******1111', isSecurityCodeSet: true },
      });
    });

    it('answers the result codes of bad cards and of malformed requests', async () => {
      const code = async (res: Response) => ((await res.json()) as { resultCode: string }).resultCode;
      expect(await code(await requestToken({ ...card, expire: '3013' }))).toBe('113');
      expect(await code(await requestToken({ ...card, holdername: '山田 太郎' }))).toBe('131');
      expect(await code(await requestToken({ ...card, cardno: TEST_CARDS.tokenBusy }))).toBe('902');
      const post = (body: string, contentType: string) => fetch(`${base}/ext/api/credit/getToken`, { method: 'POST', headers: { 'Content-Type': contentType }, body });
      expect(await code(await post('{not json', 'application/json'))).toBe('501');
      expect(await code(await post('', 'application/json'))).toBe('501');
      expect(await code(await post('{}', 'application/json; charset=x-unknown'))).toBe('501');
      const request = buildTokenRequest(card, DEFAULT_CARD_CONFIG.shopId, TOKEN_KEY_HASH, 'ab'.repeat(16), 'cd'.repeat(16));
      const { encrypted: _left, ...withoutCard } = request;
      expect(await code(await post(new URLSearchParams(withoutCard).toString(), 'application/x-www-form-urlencoded'))).toBe('150');
      // A page may send JSON as text/plain to skip the preflight.
      expect(await code(await post(JSON.stringify(request), 'text/plain'))).toBe('000');
    });
  });

  describe('trade protocol', () => {
    it('runs entry → exec (AUTH) → search → SALES → search', async () => {
      const access = await entry('order-1');
      const search = async () => (await call('SearchTrade.idPass', { ...shop, OrderID: 'order-1' })).fields;
      expect(await search()).toMatchObject({ Status: 'UNPROCESSED', JobCd: 'AUTH', Amount: '22000', Tax: '2000' });

      const exec = await call('ExecTran.idPass', { ...access, OrderID: 'order-1', Method: '1', Token: await token() });
      expect(exec.status).toBe(200);
      expect(exec.contentType).toBe('text/plain; charset=utf-8');
      expect(exec.fields).toEqual({
        ACS: '0',
        OrderID: 'order-1',
        Forward: '2a99662',
        Method: '1',
        PayTimes: '',
        Approve: expect.stringMatching(/^\d{7}$/),
        TranID: expect.stringMatching(/^\d{28}$/),
        TranDate: expect.stringMatching(/^\d{14}$/),
        CheckString: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
      expect(await search()).toMatchObject({ Status: 'AUTH', JobCd: 'AUTH', ...access, CardNo: '************1111', Expire: '3012', TranID: exec.fields['TranID'] });

      const sales = await call('AlterTran.idPass', { ...shop, ...access, JobCd: 'SALES', Amount: '22000' });
      expect(sales.fields).toMatchObject({ ...access, Forward: '2a99662' });
      expect(await search()).toMatchObject({ Status: 'SALES', JobCd: 'SALES' });
    });

    it('captures at once, then voids, then refuses a return', async () => {
      const access = await entry('order-1', 'CAPTURE');
      await call('ExecTran.idPass', { ...access, OrderID: 'order-1', Method: '1', Token: await token() });
      expect((await call('AlterTran.idPass', { ...shop, ...access, JobCd: 'VOID' })).fields).toHaveProperty('TranID');
      expect((await call('AlterTran.idPass', { ...shop, ...access, JobCd: 'RETURN' })).text).toBe('ErrCode=E01&ErrInfo=E01050004');
      expect((await call('SearchTrade.idPass', { ...shop, OrderID: 'order-1' })).fields).toMatchObject({ Status: 'VOID', JobCd: 'VOID' });
    });

    it('refuses a reused OrderID, a second ExecTran and a used token with GMO errors', async () => {
      const access = await entry('order-1');
      expect((await call('EntryTran.idPass', { ...shop, OrderID: 'order-1', JobCd: 'AUTH', Amount: '1' })).text).toBe('ErrCode=E01&ErrInfo=E01040010');
      const used = await token();
      await call('ExecTran.idPass', { ...access, OrderID: 'order-1', Method: '1', Token: used });
      expect((await call('ExecTran.idPass', { ...access, OrderID: 'order-1', Method: '1', Token: await token() })).text).toBe('ErrCode=E11&ErrInfo=E11010001');
      const other = await entry('order-2');
      expect((await call('ExecTran.idPass', { ...other, OrderID: 'order-2', Method: '1', Token: used })).text).toBe('ErrCode=E61&ErrInfo=E61010002');
      expect((await call('EntryTran.idPass', {})).text).toBe('ErrCode=E01|E01|E01|E01|E01&ErrInfo=E01010001|E01020001|E01040001|E01050001|E01060001');
    });

    it('refuses a token 30 minutes after it was issued', async () => {
      const stale = await token();
      clock.offset = TOKEN_TTL_MS;
      const access = await entry('order-1');
      expect((await call('ExecTran.idPass', { ...access, OrderID: 'order-1', Method: '1', Token: stale })).text).toBe('ErrCode=E61&ErrInfo=E61010002');
    });

    it('declines the decline card and answers congestion for the congested one', async () => {
      const declined = await entry('order-1');
      expect((await call('ExecTran.idPass', { ...declined, OrderID: 'order-1', Method: '1', Token: await token(TEST_CARDS.decline) })).text).toBe('ErrCode=G12&ErrInfo=42G120000');
      const busy = await entry('order-2');
      expect((await call('ExecTran.idPass', { ...busy, OrderID: 'order-2', Method: '1', Token: await token(TEST_CARDS.congestion) })).text).toBe('ErrCode=E92&ErrInfo=E92000001');
    });

    it('answers the slow card only after SANDBOX_CARD_SLOW_MS, approved', async () => {
      const access = await entry('order-slow');
      const cardToken = await token(TEST_CARDS.slow);
      const started = Date.now();
      const exec = await call('ExecTran.idPass', { ...access, OrderID: 'order-slow', Method: '1', Token: cardToken });
      expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 5);
      expect(exec.fields).toMatchObject({ ACS: '0', OrderID: 'order-slow' });
    });

    it('records the hanging card as authorised, then drops the connection without an answer', async () => {
      const access = await entry('order-hang');
      const cardToken = await token(TEST_CARDS.hang);
      const started = Date.now();
      const exec = call('ExecTran.idPass', { ...access, OrderID: 'order-hang', Method: '1', Token: cardToken });
      // While the caller waits, the provider already has the authorisation: SearchTrade is the way out.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await call('SearchTrade.idPass', { ...shop, OrderID: 'order-hang' })).fields).toMatchObject({ Status: 'AUTH', JobCd: 'AUTH' });
      await expect(exec).rejects.toThrow();
      expect(Date.now() - started).toBeGreaterThanOrEqual(HANG_MS - 5);
      // A retry of the same trade is refused rather than charged twice.
      expect((await call('ExecTran.idPass', { ...access, OrderID: 'order-hang', Method: '1', Token: await token() })).text).toBe('ErrCode=E11&ErrInfo=E11010001');
    });

    it('answers unknown APIs and other methods with GMO’s error', async () => {
      const unknown = await call('PayPal.idPass', shop);
      expect(unknown.status).toBe(404);
      expect(unknown.text).toBe('ErrCode=E91&ErrInfo=E91099997');
      const get = await fetch(`${base}/payment/EntryTran.idPass`);
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST');
    });

    it('reads the form whatever the Content-Type says, and answers an unreadable body with GMO’s error', async () => {
      const post = (contentType: string | undefined, body: string) =>
        fetch(`${base}/payment/EntryTran.idPass`, { method: 'POST', headers: contentType ? { 'Content-Type': contentType } : {}, body });
      const form = new URLSearchParams({ ...shop, OrderID: 'order-1', JobCd: 'AUTH', Amount: '100' }).toString();
      expect(await (await post('application/x-www-form-urlencoded; charset=Windows-31J', form)).text()).toMatch(/^AccessID=\w{32}&AccessPass=\w{32}$/);
      expect(await (await post('text/plain', form.replace('order-1', 'order-2'))).text()).toMatch(/^AccessID=/);
      expect(await (await post(undefined, '')).text()).toBe('ErrCode=E01|E01|E01|E01|E01&ErrInfo=E01010001|E01020001|E01040001|E01050001|E01060001');
      const unreadable = await post('application/x-www-form-urlencoded; charset=x-unknown', form);
      expect(unreadable.status).toBe(415);
      expect(await unreadable.text()).toBe('ErrCode=E91&ErrInfo=E91099996');
    });
  });

  describe('members and cards', () => {
    it('saves a member and cards, pays with the default card, and deletes a card', async () => {
      expect((await call('SaveMember.idPass', { ...site, MemberID: 'user-1', MemberName: '山田 太郎' })).fields).toEqual({ MemberID: 'user-1' });
      expect((await call('SearchMember.idPass', { ...site, MemberID: 'user-1' })).fields).toEqual({ MemberID: 'user-1', MemberName: '山田 太郎', DeleteFlag: '0' });
      expect((await call('SaveCard.idPass', { ...site, MemberID: 'user-1', SeqMode: '0', DefaultFlag: '1', Token: await token() })).text).toBe('CardSeq=0&CardNo=************1111&Forward=2a99662&Brand=VISA');
      await call('SaveCard.idPass', { ...site, MemberID: 'user-1', SeqMode: '0', DefaultFlag: '1', Token: await token('5555555555554444') });
      expect((await call('SearchCard.idPass', { ...site, MemberID: 'user-1', SeqMode: '0' })).text).toBe(
        'CardSeq=0|1&DefaultFlag=0|1&CardName=|&CardNo=************1111|************4444&Expire=3012|3012&HolderName=TARO%20YAMADA|TARO%20YAMADA&DeleteFlag=0|0&Brand=VISA|MASTER',
      );

      const access = await entry('order-1');
      expect((await call('ExecTran.idPass', { ...access, OrderID: 'order-1', Method: '1', ...site, MemberID: 'user-1' })).fields).toHaveProperty('TranID');
      expect((await call('SearchTrade.idPass', { ...shop, OrderID: 'order-1' })).fields).toMatchObject({ Status: 'AUTH', SiteID: DEFAULT_CARD_CONFIG.siteId, MemberID: 'user-1', CardNo: '************4444' });

      expect((await call('DeleteCard.idPass', { ...site, MemberID: 'user-1', SeqMode: '0', CardSeq: '1' })).fields).toEqual({ CardSeq: '1' });
      const cards = (await (await fetch(`${base}/test-api/members/user-1/cards`)).json()) as { data: Array<{ cardSeq: number; isDefault: boolean; deleted: boolean }> };
      expect(cards.data.map(({ cardSeq, isDefault, deleted }) => ({ cardSeq, isDefault, deleted }))).toEqual([
        { cardSeq: 0, isDefault: false, deleted: false },
        { cardSeq: 1, isDefault: false, deleted: true },
      ]);
    });
  });

  describe('test API', () => {
    it('lists transactions newest first, filters by order id, and shows one', async () => {
      const access = await entry('order-a-1');
      await entry('order-b-1', 'CAPTURE', '9900', '900');
      await call('ExecTran.idPass', { ...access, OrderID: 'order-a-1', Method: '1', Token: await token(TEST_CARDS.decline) });

      const all = (await (await fetch(`${base}/test-api/transactions`)).json()) as { data: Array<Record<string, unknown>> };
      expect(all.data.map((trade) => trade['orderId'])).toEqual(['order-b-1', 'order-a-1']);
      const filtered = (await (await fetch(`${base}/test-api/transactions?order_id=order-a`)).json()) as { data: Array<Record<string, unknown>> };
      expect(filtered.data).toEqual([
        expect.objectContaining({ orderId: 'order-a-1', status: 'UNPROCESSED', jobCd: 'AUTH', amount: 22000, tax: 2000, lastError: '42G120000', accessId: access.AccessID, cardNo: null }),
      ]);
      const one = await fetch(`${base}/test-api/transactions/order-b-1`);
      expect(await one.json()).toEqual({ data: expect.objectContaining({ orderId: 'order-b-1', jobCd: 'CAPTURE', amount: 9900, events: [expect.objectContaining({ action: 'EntryTran', result: 'UNPROCESSED' })] }) });
      expect((await fetch(`${base}/test-api/transactions/nope`)).status).toBe(404);
    });

    it('issues tokens without a browser, lists them, and resets everything', async () => {
      const res = await fetch(`${base}/test-api/tokens`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ cardno: TEST_CARDS.approve, expire: 3012 }) });
      const issued = (await res.json()) as { resultCode: string; tokenObject: { token: string[]; isSecurityCodeSet: boolean } };
      expect(issued).toMatchObject({ resultCode: '000', tokenObject: { isSecurityCodeSet: false } });
      const bad = await fetch(`${base}/test-api/tokens`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ cardno: '4111', expire: '3012' }) });
      expect(await bad.json()).toEqual({ resultCode: '102' });

      const tokens = (await (await fetch(`${base}/test-api/tokens`)).json()) as { data: Array<Record<string, unknown>> };
      expect(tokens.data).toEqual([expect.objectContaining({ token: issued.tokenObject.token[0], maskedCardNo: '411111******1111', status: 'unused', usedAt: null })]);

      await call('SaveMember.idPass', { ...site, MemberID: 'user-1' });
      expect((await fetch(`${base}/test-api`, { method: 'DELETE' })).status).toBe(204);
      expect(await (await fetch(`${base}/test-api/tokens`)).json()).toEqual({ data: [] });
      expect(await (await fetch(`${base}/test-api/members`)).json()).toEqual({ data: [] });
      expect((await fetch(`${base}/test-api/members/user-1/cards`)).status).toBe(404);
      expect((await fetch(`${base}/test-api/tokens`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '[1]' })).status).toBe(400);
      expect((await fetch(`${base}/test-api/tokens`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' })).status).toBe(400);
    });
  });

  describe('merchant console', () => {
    it('shows the settings, trades newest first, members with cards, and the test cards', async () => {
      const access = await entry('order-1');
      await call('ExecTran.idPass', { ...access, OrderID: 'order-1', Method: '1', Token: await token() });
      await entry('order-2', 'CAPTURE', '9900', '900');
      await call('SaveMember.idPass', { ...site, MemberID: 'user-1', MemberName: '山田 太郎' });
      await call('SaveCard.idPass', { ...site, MemberID: 'user-1', DefaultFlag: '1', Token: await token() });

      const res = await fetch(base);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      const page = await res.text();
      expect(page).toContain('<a href="/payments" class="active" aria-current="page">カード決済</a>');
      expect(page).toContain(`${base}/ext/js/token.js`);
      expect(page).toContain('tshop00000001');
      expect(page).not.toContain('sandbox-shop-pass');
      expect(page.indexOf('order-2')).toBeLessThan(page.indexOf('order-1'));
      for (const text of ['仮売上', '未決済', '¥22,000', '¥900', '************1111', 'user-1', '山田 太郎', 'デフォルト', access.AccessID, 'href="#test-cards"', 'id="test-cards"', TEST_CARDS.hang, '42G120000']) {
        expect(page).toContain(text);
      }
      expect(page).toContain('action="/payments/clear"');
    });

    it('filters by order id', async () => {
      await entry('order-apple');
      await entry('order-banana');
      const page = await (await fetch(`${base}?order_id=apple`)).text();
      expect(page).toContain('order-apple');
      expect(page).not.toContain('order-banana');
      expect(page).toContain('value="apple"');
      expect(page).toContain('「apple」を含む取引: 1 件');
    });

    it('escapes what shops send', async () => {
      await call('SaveMember.idPass', { ...site, MemberID: 'user-1', MemberName: '<script>alert("name")</script>' });
      await call('SaveCard.idPass', { ...site, MemberID: 'user-1', CardName: '<img src=x onerror=alert(1)>', Token: await token() });
      const page = await (await fetch(`${base}?order_id=${encodeURIComponent('"><script>')}`)).text();
      expect(page).not.toMatch(/<script|<img/i);
      expect(page).toContain('&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;');
      expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(page).toContain('value="&quot;&gt;&lt;script&gt;"');
    });

    it('empties the provider from the form and redirects back', async () => {
      await entry('order-1');
      const res = await fetch(`${base}/clear`, { method: 'POST', redirect: 'manual' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/payments');
      expect(await (await fetch(`${base}/test-api/transactions`)).json()).toEqual({ data: [] });
      expect(await (await fetch(base)).text()).toContain('取引はまだありません');
    });
  });
});

describe('card provider shutdown', () => {
  it('drops a hanging request when the sandbox closes instead of waiting for it', async () => {
    const sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1', card: { hangMs: 60_000 } });
    const base = `${sandbox.httpUrl}/payments`;
    const post = (api: string, fields: Record<string, string>) => fetch(`${base}/payment/${api}`, { method: 'POST', body: new URLSearchParams(fields) });
    const entered = Object.fromEntries(new URLSearchParams(await (await post('EntryTran.idPass', { ShopID: 'tshop00000001', ShopPass: 'sandbox-shop-pass', OrderID: 'o-1', JobCd: 'AUTH', Amount: '100' })).text()));
    const tokenRes = await fetch(`${base}/test-api/tokens`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ cardno: TEST_CARDS.hang, expire: '3012' }) });
    const { tokenObject } = (await tokenRes.json()) as { tokenObject: { token: string[] } };

    const hanging = post('ExecTran.idPass', { ...entered, OrderID: 'o-1', Method: '1', Token: tokenObject.token[0] });
    hanging.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await sandbox.close();
    expect(Date.now() - started).toBeLessThan(900);
    await expect(hanging).rejects.toThrow();
  });
});
