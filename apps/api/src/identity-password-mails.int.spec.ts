import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { IdentityMessages } from '@coaching/contracts';
import { MailRenderer, sql } from '@coaching/server-core';
import { signedUpMember } from './testing/billing-members';
import { csrfAgent, startTestApi } from './testing/test-api';

// A member whose password changes (signed in, or from the reset mail's link) gets a security notice: when (Tokyo
// time), that the other sessions were signed out, and what to do if it was not them. Queued in the change's own
// transaction, so a refused change queues nothing.

const APP_URL = 'http://localhost:3000';

/** `2026年11月29日 14:05`: the instant read as Asia/Tokyo (UTC+9, no daylight saving), written out by hand. */
const tokyoText = (iso: string) => {
  const t = new Date(new Date(iso).getTime() + 9 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${t.getUTCFullYear()}年${t.getUTCMonth() + 1}月${t.getUTCDate()}日 ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`;
};

describe('the password-changed notice (real api, PostgreSQL)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  const renderer = new MailRenderer({ appName: 'GG COACH', appUrl: APP_URL });

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
  });
  afterAll(() => app.close());

  /** Every password-changed mail queued for this address, in order. */
  const notices = (email: string) =>
    sql<{ to: string[]; to_member: string | null; locals: { salutation: string; changedAt: string; reset: boolean } }>(
      em.fork(),
      "select payload->'to' as to, payload->>'toMember' as to_member, payload->'locals' as locals from outbox where payload->>'template' = 'password-changed' and payload->'to'->>0 = ? order by position",
      [email],
    );
  const named = (userId: string) => sql(em.fork(), "update users set last_name = '山田', first_name = '花子' where id = ?", [userId]);

  it('a change: refused with the wrong current password → no mail; done → one notice to the member, in Japanese', async () => {
    const member = await signedUpMember(app, '10.71');
    await named(member.userId);
    const change = (old_password: string) =>
      member.agent.post('/api/change-password').set('X-XSRF-TOKEN', member.token).send({ old_password, new_password: 'changed-pass-71', new_password_confirmation: 'changed-pass-71' });

    const wrong = await change('not-the-password');
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(IdentityMessages.currentPasswordWrong);
    expect(await notices(member.email)).toEqual([]);

    const before = Date.now();
    expect((await change('billing-member-password')).body).toEqual({ message: IdentityMessages.passwordChanged });
    const mails = await notices(member.email);
    expect(mails).toHaveLength(1);
    const [{ to, to_member, locals }] = mails;
    // The address the account had at the change, not one looked up later.
    expect(to).toEqual([member.email]);
    expect(to_member).toBeNull();
    expect(locals).toMatchObject({ salutation: '山田 花子 様', reset: false });
    expect(new Date(locals.changedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(locals.changedAt).getTime()).toBeLessThanOrEqual(Date.now());

    const mail = renderer.render('password-changed', locals);
    expect(mail.subject).toBe('【GG COACH】パスワードが変更されました');
    expect(mail.text).toContain('山田 花子 様');
    expect(mail.text).toContain('GG COACH のアカウントのパスワードが変更されました。');
    expect(mail.text).toContain(`日時：${tokyoText(locals.changedAt)}（日本時間）`);
    expect(mail.text).toContain('ほかの端末やブラウザでのログインはすべて解除しました');
    expect(mail.text).toContain('■お心当たりがない場合');
    expect(mail.text).toContain(`パスワードの再設定：${APP_URL}/password/remind`);
    expect(mail.text).toContain(`お問い合わせ：${APP_URL}/contact（平日 10:00〜18:00、土日祝・年末年始を除く）`);
    expect(mail.html).toContain(`<strong>${tokyoText(locals.changedAt)}</strong>（日本時間）`);
    expect(mail.html).toContain(`href="${APP_URL}/password/remind"`);
  });

  it('a reset: a forged token → no mail; the mailed token → one notice saying 再設定', async () => {
    const member = await signedUpMember(app, '10.72');
    const { agent, token } = await csrfAgent(app, '10.72.9.1');
    expect((await agent.post('/api/forgot-password').set('X-XSRF-TOKEN', token).send({ email: member.email })).status).toBeLessThan(300);
    const [reminder] = await sql<{ url: string }>(
      em.fork(),
      "select payload->'locals'->>'url' as url from outbox where payload->>'template' = 'reset-password' and payload->'to'->>0 = ? order by position desc limit 1",
      [member.email],
    );
    const resetToken = new URL(reminder.url).searchParams.get('token')!;
    const reset = (body: object) =>
      agent.post('/api/reset-password').set('X-XSRF-TOKEN', token).send({ email: member.email, password: 'reset-pass-72', password_confirmation: 'reset-pass-72', token: resetToken, ...body });

    expect((await reset({ token: 'forged' })).status).toBe(422);
    expect(await notices(member.email)).toEqual([]);

    expect((await reset({})).body).toEqual({ message: IdentityMessages.passwordReset });
    // A replayed link changes nothing, so mails nothing either.
    expect((await reset({})).status).toBe(422);
    const mails = await notices(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual([member.email]);
    // No profile name yet: the polite default.
    expect(mails[0].locals).toMatchObject({ salutation: 'お客様', reset: true });

    const mail = renderer.render('password-changed', mails[0].locals);
    expect(mail.subject).toBe('【GG COACH】パスワードが再設定されました');
    expect(mail.text).toContain('お客様');
    expect(mail.text).toContain('GG COACH のアカウントのパスワードが再設定されました。');
    expect(mail.text).toContain(`日時：${tokyoText(mails[0].locals.changedAt)}（日本時間）`);
    expect(mail.text).toContain('ご自身で再設定された場合は、このメールへの対応は不要です。');
  });
});
