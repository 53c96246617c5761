import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import request from 'supertest';
import { startSandbox, type RunningSandbox } from './sandbox';

describe('sandbox (real SMTP and HTTP on random ports)', () => {
  let sandbox: RunningSandbox;
  let transport: Transporter;

  beforeAll(async () => {
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1' });
    transport = nodemailer.createTransport({ host: '127.0.0.1', port: sandbox.smtpPort, secure: false, ignoreTLS: true });
  });

  afterAll(async () => {
    transport.close();
    await sandbox.close();
  });

  beforeEach(async () => {
    await request(sandbox.httpUrl).delete('/mail/api/messages').expect(204);
  });

  const api = () => request(sandbox.httpUrl);

  const send = (options: SendMailOptions) => transport.sendMail({ from: 'GG COACH <no-reply@ggcoach.example>', ...options });

  const welcome: SendMailOptions = {
    to: '山田 太郎 <Taro.Yamada@Example.JP>, hanako@example.jp',
    subject: '【GG COACH】体験レッスンのご案内',
    text: '山田 太郎 様\n\n詳しくはこちら: http://localhost:3000/lessons?id=1&ref=mail\n',
    html: '<!doctype html><html><head><title>案内</title></head><body><p>山田 太郎 様</p><a href="http://localhost:3000/lessons">レッスン</a></body></html>',
  };

  it('reports the ports it bound and is healthy', async () => {
    expect(sandbox.httpPort).toBeGreaterThan(0);
    expect(sandbox.smtpPort).toBeGreaterThan(0);
    expect(sandbox.httpUrl).toBe(`http://127.0.0.1:${sandbox.httpPort}`);
    await api().get('/health').expect(200, { status: 'ok' });
  });

  describe('JSON API', () => {
    it('stores a real SMTP message with its fields, and the extension headers a sender added to trace it', async () => {
      const before = Date.now();
      const info = await send({ ...welcome, headers: { 'X-Request-Id': 'req-3f2a9c1e' } });
      const res = await api().get('/mail/api/messages').query({ to: 'taro.yamada@example.jp' }).expect(200);

      expect(res.body.data).toHaveLength(1);
      const [mail] = res.body.data;
      expect(mail).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        from: '"GG COACH" <no-reply@ggcoach.example>',
        to: ['taro.yamada@example.jp', 'hanako@example.jp'],
        subject: '【GG COACH】体験レッスンのご案内',
        text: welcome.text,
        html: welcome.html,
        date: expect.any(String),
        messageId: info.messageId,
        headers: { 'x-request-id': 'req-3f2a9c1e' },
      });
      expect(new Date(mail.date).toISOString()).toBe(mail.date);
      expect(Date.parse(mail.date)).toBeGreaterThanOrEqual(before - 1000);

      const one = await api().get(`/mail/api/messages/${mail.id}`).expect(200);
      expect(one.body).toEqual({ data: mail });
    });

    it('lists newest first and filters by exact address, ignoring case', async () => {
      await send({ ...welcome, subject: 'first' });
      await send({ to: 'hanako@example.jp', bcc: 'Audit@Example.jp', subject: 'second', text: 'second' });

      const subjects = async (to?: string) => (await api().get('/mail/api/messages').query(to ? { to } : {}).expect(200)).body.data.map((m: { subject: string }) => m.subject);
      expect(await subjects()).toEqual(['second', 'first']);
      expect(await subjects('HANAKO@example.jp')).toEqual(['second', 'first']);
      expect(await subjects('taro.yamada@example.jp')).toEqual(['first']);
      // Bcc recipients are only in the envelope, and still findable.
      expect(await subjects('audit@example.jp')).toEqual(['second']);
      expect(await subjects('hanako')).toEqual([]);
    });

    it('stores a text-only message with html null', async () => {
      await send({ to: 'jiro@example.jp', subject: 'テキストのみ', text: 'こんにちは' });
      const [mail] = (await api().get('/mail/api/messages').expect(200)).body.data;
      expect(mail.html).toBeNull();
      expect(mail.text).toBe('こんにちは');
    });

    it('accepts clients that log in, with any credentials', async () => {
      const withAuth = nodemailer.createTransport({ host: '127.0.0.1', port: sandbox.smtpPort, secure: false, ignoreTLS: true, auth: { user: 'app', pass: 'secret' } });
      try {
        await withAuth.sendMail({ from: 'app@ggcoach.example', to: 'auth@example.jp', subject: 'auth', text: 'ok' });
      } finally {
        withAuth.close();
      }
      expect((await api().get('/mail/api/messages').query({ to: 'auth@example.jp' })).body.data).toHaveLength(1);
    });

    it('answers 404 for an unknown id', async () => {
      await api().get('/mail/api/messages/00000000-0000-0000-0000-000000000000').expect(404, { message: 'not found' });
    });

    it('empties the inbox on DELETE', async () => {
      await send(welcome);
      await api().delete('/mail/api/messages').expect(204);
      await api().get('/mail/api/messages').expect(200, { data: [] });
    });
  });

  describe('web inbox', () => {
    const latest = async () => (await api().get('/mail/api/messages').expect(200)).body.data[0];

    it('redirects / to the inbox', async () => {
      await api().get('/').expect(302).expect('Location', '/mail');
    });

    it('shows an empty state', async () => {
      const res = await api().get('/mail').expect(200).expect('Content-Type', /text\/html/);
      expect(res.text).toContain('メールはまだありません');
      expect(res.text).toContain('action="/mail/clear"');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    });

    it('lists messages and filters them by recipient', async () => {
      await send(welcome);
      await send({ to: 'jiro@example.jp', subject: '次郎さんへのお知らせ', text: 'x' });
      const all = await api().get('/mail').expect(200);
      expect(all.text).toContain('【GG COACH】体験レッスンのご案内');
      expect(all.text.indexOf('次郎さんへのお知らせ')).toBeLessThan(all.text.indexOf('【GG COACH】体験レッスンのご案内'));
      expect(all.text).toMatch(/\d{2}\/\d{2} \d{2}:\d{2}/);

      const filtered = await api().get('/mail').query({ to: 'JIRO@example.jp' }).expect(200);
      expect(filtered.text).toContain('次郎さんへのお知らせ');
      expect(filtered.text).not.toContain('体験レッスンのご案内');
      expect(filtered.text).toContain('value="JIRO@example.jp"');
    });

    it('shows the HTML body in a sandboxed iframe with an escaped srcdoc', async () => {
      await send(welcome);
      const mail = await latest();
      const res = await api().get(`/mail/${mail.id}`).expect(200);
      expect(res.text).toContain('<iframe');
      expect(res.text).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
      expect(res.text).toContain('srcdoc="&lt;!doctype html&gt;&lt;html&gt;&lt;head&gt;&lt;base target=&quot;_blank&quot;&gt;&lt;title&gt;');
      expect(res.text).toContain('&lt;a href=&quot;http://localhost:3000/lessons&quot;&gt;');
      expect(res.text).not.toContain('<a href="http://localhost:3000/lessons">');
      expect(res.text).toContain('taro.yamada@example.jp, hanako@example.jp');
      expect(res.text).toContain(mail.messageId.replace(/</g, '&lt;').replace(/>/g, '&gt;'));
    });

    it('shows the X- headers a sender added (the request id a mail came from), escaped', async () => {
      await send({ ...welcome, headers: { 'X-Request-Id': 'req-<b>3f2a9c1e' } });
      const mail = await latest();
      const res = await api().get(`/mail/${mail.id}`).expect(200);
      expect(res.text).toContain('<dt>X-Request-Id</dt><dd class="mono">req-&lt;b&gt;3f2a9c1e</dd>');
    });

    it('shows the text body with clickable links', async () => {
      await send(welcome);
      const mail = await latest();
      const res = await api().get(`/mail/${mail.id}`).query({ view: 'text' }).expect(200);
      expect(res.text).toContain('<pre class="text-body">山田 太郎 様');
      expect(res.text).toContain('<a href="http://localhost:3000/lessons?id=1&amp;ref=mail" target="_blank" rel="noopener noreferrer">');
      expect(res.text).not.toContain('<iframe');
    });

    it('escapes a hostile message in the list, the headers and both views', async () => {
      await send({
        from: '"<img src=x onerror=alert(1)>" <evil@example.jp>',
        to: 'victim@example.jp',
        subject: '<script>alert("subject")</script> 緊急',
        text: '<script>alert("text")</script>\n"quoted" & \'single\'',
        html: '<p>hi</p><script>alert("html")</script><img src=x onerror=alert(1)>',
      });
      const mail = await latest();

      const list = await api().get('/mail').expect(200);
      expect(list.text).not.toMatch(/<script|<img/i);
      expect(list.text).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt; 緊急');
      expect(list.text).toContain('&lt;img src=x onerror=alert(1)&gt;');

      const text = await api().get(`/mail/${mail.id}`).query({ view: 'text' }).expect(200);
      expect(text.text).not.toMatch(/<script|<img/i);
      expect(text.text).toContain('&lt;script&gt;alert(&quot;text&quot;)&lt;/script&gt;\n&quot;quoted&quot; &amp; &#39;single&#39;');

      const htmlView = await api().get(`/mail/${mail.id}`).expect(200);
      expect(htmlView.text).not.toMatch(/<script|<img/i);
      expect(htmlView.text).toContain('&lt;script&gt;alert(&quot;html&quot;)&lt;/script&gt;');
    });

    it('answers 404 with a page for an unknown id', async () => {
      const res = await api().get('/mail/no-such-id').expect(404).expect('Content-Type', /text\/html/);
      expect(res.text).toContain('メールが見つかりません');
    });

    it('empties the inbox from the form and redirects back', async () => {
      await send(welcome);
      await api().post('/mail/clear').expect(303).expect('Location', '/mail');
      await api().get('/mail/api/messages').expect(200, { data: [] });
    });
  });
});
