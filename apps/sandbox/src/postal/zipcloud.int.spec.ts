import { startSandbox, type RunningSandbox } from '../sandbox';

/** The postal lookup over real HTTP, as the web app's address form calls zipcloud. */
describe('zipcloud stand-in (HTTP on a random port)', () => {
  let sandbox: RunningSandbox;
  let base: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1' });
    base = `${sandbox.httpUrl}/zipcloud`;
  });

  afterAll(async () => {
    await sandbox.close();
  });

  const search = (query: string) => fetch(`${base}/api/search${query}`, { headers: { Origin: 'http://localhost:3000' } });

  it('answers JSON with CORS open to every origin', async () => {
    const res = await search('?zipcode=1500001');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toBe(
      '{"message":null,"results":[{"address1":"東京都","address2":"渋谷区","address3":"神宮前","kana1":"ﾄｳｷｮｳﾄ","kana2":"ｼﾌﾞﾔｸ","kana3":"ｼﾞﾝｸﾞｳﾏｴ","prefcode":"13","zipcode":"1500001"}],"status":200}',
    );
  });

  it('answers errors with HTTP 200 and status 400 in the body, like zipcloud', async () => {
    const missing = await search('');
    expect(missing.status).toBe(200);
    expect(await missing.json()).toEqual({ message: '必須パラメータが指定されていません。', results: null, status: 400 });
    expect(await (await search('?zipcode=123')).json()).toEqual({ message: 'パラメータ「郵便番号」の桁数が不正です。', results: null, status: 400 });
    expect(await (await search('?zipcode=abcdefg')).json()).toEqual({ message: 'パラメータ「郵便番号」に数字以外の文字が指定されています。', results: null, status: 400 });
    expect(await (await search('?zipcode=0000000')).json()).toEqual({ message: null, results: null, status: 200 });
  });

  it('takes a hyphenated code and returns every town of a shared code', async () => {
    const body = (await (await search('?zipcode=072-0819')).json()) as { results: Array<{ address3: string }> };
    expect(body.results.map((result) => result.address3)).toEqual(['共練町東', '共練町西']);
  });

  it('wraps the answer for JSONP, and ignores a callback that is not a name', async () => {
    const jsonp = await search('?zipcode=5300001&callback=onAddress');
    expect(jsonp.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const text = await jsonp.text();
    expect(text.startsWith('onAddress({"message":null,"results":[{"address1":"大阪府"')).toBe(true);
    expect(text.endsWith('"status":200})')).toBe(true);

    const hostile = await search(`?zipcode=5300001&callback=${encodeURIComponent('alert(document.cookie)//')}`);
    expect(hostile.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect((await hostile.json()).status).toBe(200);
  });

  it('lists the known codes on its page', async () => {
    const res = await fetch(base);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<a href="/zipcloud" class="active" aria-current="page">郵便番号</a>');
    expect(page).toContain('<code>100-0005</code>');
    expect(page).toContain('丸の内');
    expect(page).toContain(`${base}/api/search?zipcode=1000005`);
  });
});
