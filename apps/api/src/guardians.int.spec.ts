import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { GuardianMessages, guardianInvitationExpiresAt, Messages, tokyoDate, tokyoDateLongText, tokyoMonth } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { randomUUID } from 'node:crypto';
import { ADULT_STUDENT, signedUpMember, verifyByMail, xsrfFrom } from './testing/billing-members';
import { coachFixture, hoursFromNow, operatorAgent, pastLesson } from './testing/lesson-fixtures';
import { csrfAgent, startTestApi } from './testing/test-api';

/** Guardians (issue 31, ADR 0037): a guardian's own account, links asked from both sides with consent, the guardian area. */
describe('guardians: accounts, links and the guardian area (real api, PostgreSQL)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let n = 0;

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
  });
  afterAll(() => app.close());

  /** A guardian signed up through `/api/guardians/register`, verified by the mailed link. */
  async function signedUpGuardian(verified = true) {
    n += 1;
    const email = `guardian-${process.pid}-${Date.now()}-${n}@example.jp`;
    const { agent, token } = await csrfAgent(app, `10.61.${Math.floor(n / 250)}.${n % 250}`);
    const res = await agent.post('/api/guardians/register').set('X-XSRF-TOKEN', token).send({ email, password: 'guardian-password' });
    expect(res.status).toBe(201);
    const [user] = await sql<{ id: string }>(em.fork(), 'select id from users where lower(email) = ?', [email]);
    if (verified) await verifyByMail(app, agent, email);
    return { agent, token: xsrfFrom(res) ?? token, userId: user.id, email, me: res.body.data };
  }
  type Account = { agent: Awaited<ReturnType<typeof csrfAgent>>['agent']; token: string; userId: string; email: string };

  const student = () => signedUpMember(app, '10.62');
  const post = (who: Account, path: string, body: object = {}) => who.agent.post(path).set('X-XSRF-TOKEN', who.token).send(body);
  const memberLinks = async (who: Account) => (await who.agent.get('/api/guardian-links')).body.data;
  const guardianLinks = async (who: Account) => (await who.agent.get('/api/guardian/links')).body.data;
  const children = async (who: Account) => (await who.agent.get('/api/guardian/children')).body.data;

  /** The student invites the guardian, the guardian accepts: a live link. */
  async function linked(child: Account, guardian: Account): Promise<string> {
    const invited = await post(child, '/api/guardian-links', { email: guardian.email });
    expect(invited.status).toBe(201);
    expect((await post(guardian, `/api/guardian/links/${invited.body.data.id}/accept`)).status).toBe(200);
    return invited.body.data.id;
  }

  it('signs a guardian up as a guardian account with the same verification, and keeps the two kinds apart on the server', async () => {
    const guardian = await signedUpGuardian(false);
    expect(guardian.me).toMatchObject({ account_kind: 'guardian', is_verified: false });
    // Unverified: the guardian area refuses like a member page does.
    expect((await guardian.agent.get('/api/guardian/children')).status).toBe(403);
    await verifyByMail(app, guardian.agent, guardian.email);
    expect((await guardian.agent.get('/api/me')).body.data).toMatchObject({ account_kind: 'guardian', is_verified: true });
    expect((await guardian.agent.get('/api/guardian/children')).body).toEqual({ data: [] });

    // A guardian cannot use a student's endpoints, a student cannot use a guardian's.
    for (const path of ['/api/lessons', '/api/subscriptions', '/api/guardian-links']) {
      const res = await guardian.agent.get(path);
      expect([path, res.status, res.body.message]).toEqual([path, 403, GuardianMessages.memberOnly]);
    }
    const child = await student();
    expect((await child.agent.get('/api/me')).body.data.account_kind).toBe('member');
    for (const path of ['/api/guardian/children', '/api/guardian/links']) {
      const res = await child.agent.get(path);
      expect([path, res.status, res.body.message]).toEqual([path, 403, GuardianMessages.guardianOnly]);
    }
    expect((await post(child, '/api/guardian/links', { email: guardian.email })).status).toBe(403);

    // One address is one account: a guardian's address cannot sign up again as a student.
    const { agent, token } = await csrfAgent(app, '10.63.0.1');
    const again = await agent.post('/api/register').set('X-XSRF-TOKEN', token).send({ email: guardian.email, password: 'another-password' });
    expect(again.status).toBe(422);
  });

  it('links a child who invites the guardian, records each step on the link stream, and mails the invitation', async () => {
    const [child, guardian] = await Promise.all([student(), signedUpGuardian()]);
    expect((await post(child, '/api/personal_informations/', { ...ADULT_STUDENT, birthday: '2012-05-05', diff: true, parent_last_name: '山田', parent_first_name: '花子', parent_last_name_kana: 'ヤマダ', parent_first_name_kana: 'ハナコ', parent_birthday: '1980-01-15', parent_gender: 'female', guardian_consent: true })).status).toBe(200);
    const invited = await post(child, '/api/guardian-links', { email: guardian.email.toUpperCase() });
    expect([invited.status, invited.body.message]).toEqual([201, GuardianMessages.invited]);
    const linkId = invited.body.data.id;

    const [mail] = await sql<{ template: string; url: string }>(em.fork(), "select payload->>'template' as template, payload->'locals'->>'url' as url from outbox where payload->'to'->>0 = ? order by position desc limit 1", [guardian.email.toUpperCase()]);
    expect(mail).toEqual({ template: 'guardian-invitation', url: expect.stringMatching(/\/guardian$/) });

    expect(await guardianLinks(guardian)).toEqual([expect.objectContaining({ id: linkId, status: 'pending', requested_by: 'member', can_accept: true, member: expect.objectContaining({ email: child.email }) })]);
    expect(await memberLinks(child)).toEqual([expect.objectContaining({ id: linkId, status: 'pending', can_accept: false })]);
    // The asker cannot accept their own invitation.
    expect((await post(child, `/api/guardian-links/${linkId}/accept`)).status).toBe(403);
    expect(await children(guardian)).toEqual([]);

    expect((await post(guardian, `/api/guardian/links/${linkId}/accept`)).status).toBe(200);
    const [view] = await memberLinks(child);
    expect(view).toMatchObject({ status: 'active', accepted_at: expect.any(String), minor_consent_at: expect.any(String), guardian: { email: guardian.email } });
    expect((await children(guardian)).map((c: { id_str: string }) => c.id_str)).toEqual([(await child.agent.get('/api/me')).body.data.id_str]);

    const events = await sql<{ type: string; data: Record<string, unknown>; metadata: { actor: unknown } }>(em.fork(), 'select type, data, metadata from events where stream_id = ? order by version', [`guardian-link-${linkId}`]);
    expect(events.map((e) => e.type)).toEqual(['GuardianLinkRequested', 'GuardianLinkAccepted']);
    expect(events[0]).toMatchObject({ data: { requestedBy: 'member', requesterId: child.userId, scopes: ['lessons', 'courses'] }, metadata: { actor: { type: 'member', id: child.userId } } });
    expect(events[1]).toMatchObject({ data: { acceptedBy: 'guardian', guardianId: guardian.userId, memberId: child.userId, minorConsent: true } });

    // The child ends it: the guardian sees nothing of the child any more, and the history stays.
    expect((await post(child, `/api/guardian-links/${linkId}/end`)).status).toBe(200);
    expect(await children(guardian)).toEqual([]);
    expect(await guardianLinks(guardian)).toEqual([expect.objectContaining({ id: linkId, status: 'ended', ended_by: 'member', ended_at: expect.any(String) })]);
    const again = await post(guardian, `/api/guardian/links/${linkId}/end`);
    expect([again.status, again.body.message]).toEqual([409, GuardianMessages.alreadyEnded]);
  });

  it('links a child the guardian adds, once the child accepts; an adult child gives no minor consent; the child may decline instead', async () => {
    const [child, other, guardian] = await Promise.all([student(), student(), signedUpGuardian()]);
    expect((await post(child, '/api/personal_informations/', ADULT_STUDENT)).status).toBe(200);
    const added = await post(guardian, '/api/guardian/links', { email: child.email });
    expect(added.status).toBe(201);
    const [mail] = await sql<{ template: string }>(em.fork(), "select payload->>'template' as template from outbox where payload->'to'->>0 = ? order by position desc limit 1", [child.email]);
    expect(mail.template).toBe('guardian-child-invitation');
    expect(await memberLinks(child)).toEqual([expect.objectContaining({ id: added.body.data.id, requested_by: 'guardian', can_accept: true })]);
    // Another student cannot see or accept an invitation addressed to someone else.
    expect(await memberLinks(other)).toEqual([]);
    expect((await post(other, `/api/guardian-links/${added.body.data.id}/accept`)).status).toBe(403);
    expect((await post(other, `/api/guardian-links/${added.body.data.id}/end`)).status).toBe(404);
    expect(await children(guardian)).toEqual([]);

    expect((await post(child, `/api/guardian-links/${added.body.data.id}/accept`)).status).toBe(200);
    expect((await memberLinks(child))[0]).toMatchObject({ status: 'active', minor_consent_at: null });
    expect(await children(guardian)).toHaveLength(1);

    // Declining: the invited child ends a pending link; it is recorded as declined.
    const declined = await post(guardian, '/api/guardian/links', { email: other.email });
    expect((await post(other, `/api/guardian-links/${declined.body.data.id}/end`)).status).toBe(200);
    const [ended] = await sql<{ data: { declined: boolean; endedBy: string } }>(em.fork(), "select data from events where stream_id = ? and type = 'GuardianLinkEnded'", [`guardian-link-${declined.body.data.id}`]);
    expect(ended.data).toMatchObject({ declined: true, endedBy: 'member' });
    expect((await post(other, `/api/guardian-links/${declined.body.data.id}/accept`)).status).toBe(409);
  });

  it('refuses bad invitations in Japanese: the wrong kind of account, oneself, twice, a third guardian, bad input', async () => {
    const [child, another, g1, g2, g3] = await Promise.all([student(), student(), signedUpGuardian(), signedUpGuardian(), signedUpGuardian()]);
    const wrongKind = await post(child, '/api/guardian-links', { email: another.email });
    expect([wrongKind.status, wrongKind.body.errors?.email]).toEqual([422, [GuardianMessages.wrongKind]]);
    const self = await post(child, '/api/guardian-links', { email: child.email });
    expect([self.status, self.body.errors?.email]).toEqual([422, [GuardianMessages.inviteSelf]]);
    const bad = await post(child, '/api/guardian-links', { email: 'not-an-address' });
    expect([bad.status, bad.body.errors?.email]).toEqual([422, ['メールアドレスを正しく入力してください。']]);
    expect((await post(child, '/api/guardian-links/not-a-uuid/accept')).status).toBe(404);
    expect((await post(child, `/api/guardian-links/${randomUUID()}/end`)).status).toBe(404);

    await linked(child, g1);
    const twice = await post(child, '/api/guardian-links', { email: g1.email });
    expect([twice.status, twice.body.message]).toEqual([409, GuardianMessages.alreadyLinked]);
    await linked(child, g2);
    const third = await post(child, '/api/guardian-links', { email: g3.email });
    expect(third.status).toBe(201);
    const refused = await post(g3, `/api/guardian/links/${third.body.data.id}/accept`);
    expect([refused.status, refused.body.message]).toEqual([409, GuardianMessages.tooManyGuardians]);
  });

  it("shows a guardian each linked child's next lesson and this month's attendance, and nothing of a child not linked", async () => {
    const [child1, child2, stranger, guardian, otherGuardian] = await Promise.all([student(), student(), student(), signedUpGuardian(), signedUpGuardian()]);
    const gameId = 47_000_000 + Math.floor(Math.random() * 1_000_000);
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9700)', [gameId, `保護者 ${gameId}`]);
    const coachId = await coachFixture(app, gameId, '保護者 コーチ');
    const next = hoursFromNow(50);
    const held = hoursFromNow(-2);
    await pastLesson(app, { memberId: child1.userId, coachId, startsAt: next });
    const heldId = await pastLesson(app, { memberId: child1.userId, coachId, startsAt: held });
    const support = await operatorAgent(app, { email: `support-attendance-${process.pid}@ggcoach.example`, name: 'サポート 出席', role: 'support', password: 'support-attendance-password' }, '10.64.0.3');
    expect((await support.agent.post(`/admin-api/lessons/${heldId}/attendance`).set('X-XSRF-TOKEN', support.token).send({ attended: true })).body).toMatchObject({ status: 'attended' });
    await pastLesson(app, { memberId: stranger.userId, coachId, startsAt: hoursFromNow(30) });
    await linked(child1, guardian);
    await linked(child2, guardian);
    await linked(stranger, otherGuardian);

    const list = await children(guardian);
    expect(list).toHaveLength(2);
    const first = list.find((c: { name: string | null; next_lesson: unknown }) => c.next_lesson !== null);
    expect(first.email).toBe(child1.email);
    expect(first.next_lesson).toEqual({ started_at: next.toISOString(), ended_at: new Date(next.getTime() + 3600_000).toISOString(), coach_name: '保護者 コーチ' });
    // This Tokyo month: the held lesson attended, the next one still to come (each counted only in its own month).
    const thisMonth = (at: Date) => (tokyoMonth(at) === tokyoMonth(new Date()) ? 1 : 0);
    expect(first.attendance).toEqual({ attended: thisMonth(held), scheduled: thisMonth(held) + thisMonth(next) });
    expect(list.find((c: { email: string }) => c.email === child2.email).attendance).toEqual({ attended: 0, scheduled: 0 });
    expect(list.find((c: { next_lesson: unknown }) => c.next_lesson === null)).toBeDefined();
    // Nothing of the stranger's lesson reaches this guardian.
    expect(JSON.stringify(list)).not.toContain((await stranger.agent.get('/api/me')).body.data.id_str);
  });

  it('limits the invitation mails one account sends a day (429 in Japanese)', async () => {
    const child = await student();
    for (let i = 0; i < 10; i += 1) expect((await post(child, '/api/guardian-links', { email: `family-${i}-${child.userId}@example.jp` })).status).toBe(201);
    const over = await post(child, '/api/guardian-links', { email: `family-x-${child.userId}@example.jp` });
    expect([over.status, over.body.message]).toEqual([429, Messages.common.tooManyRequests]);
    expect(await memberLinks(child)).toHaveLength(10);
  });

  it('never links a third guardian when two invitations are accepted at once', async () => {
    for (let round = 0; round < 4; round += 1) {
      const [child, g1, g2, g3] = await Promise.all([student(), signedUpGuardian(), signedUpGuardian(), signedUpGuardian()]);
      await linked(child, g1);
      const [l2, l3] = await Promise.all([g2, g3].map(async (g) => (await post(child, '/api/guardian-links', { email: g.email })).body.data.id as string));
      const answers = await Promise.all([post(g2, `/api/guardian/links/${l2}/accept`), post(g3, `/api/guardian/links/${l3}/accept`)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body.message).toBe(GuardianMessages.tooManyGuardians);
      const [{ live }] = await sql<{ live: number }>(em.fork(), "select count(*)::int as live from guardian_links where member_id = ? and status = 'active'", [child.userId]);
      expect(live).toBe(2);
    }
  });

  it('leaves one consistent state when accept and end race on one link', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [child, guardian] = await Promise.all([student(), signedUpGuardian()]);
      const { body } = await post(child, '/api/guardian-links', { email: guardian.email });
      const [accepted, ended] = await Promise.all([post(guardian, `/api/guardian/links/${body.data.id}/accept`), post(child, `/api/guardian-links/${body.data.id}/end`)]);
      const events = await sql<{ type: string }>(em.fork(), 'select type from events where stream_id = ? order by version', [`guardian-link-${body.data.id}`]);
      const [row] = await sql<{ status: string }>(em.fork(), 'select status from guardian_links where id = ?', [body.data.id]);
      expect(ended.status).toBe(200);
      if (accepted.status === 200) {
        expect(events.map((e) => e.type)).toEqual(['GuardianLinkRequested', 'GuardianLinkAccepted', 'GuardianLinkEnded']);
      } else {
        expect([accepted.status, accepted.body.message]).toEqual([409, GuardianMessages.notPending]);
        expect(events.map((e) => e.type)).toEqual(['GuardianLinkRequested', 'GuardianLinkEnded']);
      }
      expect(row.status).toBe('ended');
      expect(await children(guardian)).toEqual([]);
    }
  });

  it("shows support a member's guardians on the member 360 and lets them resend an invitation or end a link, on the record", async () => {
    const support = await operatorAgent(app, { email: `support-guardians-${process.pid}@ggcoach.example`, name: 'サポート 保護', role: 'support', password: 'support-guardians-password' }, '10.64.0.1');
    const coach = await operatorAgent(app, { email: `coach-guardians-${process.pid}@ggcoach.example`, name: 'コーチ 保護', role: 'coach', password: 'coach-guardians-password' }, '10.64.0.2');
    const [child, guardian] = await Promise.all([student(), signedUpGuardian()]);
    expect((await post(child, '/api/personal_informations/', { ...ADULT_STUDENT, birthday: '2011-01-10', diff: true, parent_last_name: '山田', parent_first_name: '花子', parent_last_name_kana: 'ヤマダ', parent_first_name_kana: 'ハナコ', parent_birthday: '1980-01-15', parent_gender: 'female', guardian_consent: true })).status).toBe(200);
    const linkId = await linked(child, guardian);
    const pending = (await post(child, '/api/guardian-links', { email: `later-${process.pid}@example.jp` })).body.data.id;
    const staff = (path: string) => support.agent.post(path).set('X-XSRF-TOKEN', support.token).send({});

    const page = (await support.agent.get(`/admin-api/members/${child.userId}`)).body;
    expect(page.account_kind).toBe('member');
    expect(page.guardian_links).toEqual([
      expect.objectContaining({ id: pending, status: 'pending', requested_by: 'member' }),
      expect.objectContaining({ id: linkId, status: 'active', minor_consent_at: expect.any(String), guardian: expect.objectContaining({ email: guardian.email }) }),
    ]);
    expect((await support.agent.get(`/admin-api/members/${guardian.userId}`)).body).toMatchObject({ account_kind: 'guardian', guardian_links: [expect.objectContaining({ id: linkId })] });
    // The student's timeline tells each step in words.
    expect(page.timeline.entries.map((e: { summary: string }) => e.summary)).toEqual(
      expect.arrayContaining(['保護者に連携の招待を送りました', '保護者との連携が承認されました（未成年の受講への保護者の同意を記録）']),
    );

    const mails = async () => (await sql<{ n: number }>(em.fork(), "select count(*)::int as n from outbox where payload->>'template' = 'guardian-invitation' and payload->'to'->>0 = ?", [`later-${process.pid}@example.jp`]))[0].n;
    expect(await mails()).toBe(1);
    expect((await staff(`/admin-api/guardian-links/${pending}/resend`)).body).toEqual({ message: GuardianMessages.resent });
    expect(await mails()).toBe(2);
    const resendActive = await staff(`/admin-api/guardian-links/${linkId}/resend`);
    expect([resendActive.status, resendActive.body.message]).toEqual([409, GuardianMessages.notPending]);
    expect((await coach.agent.post(`/admin-api/guardian-links/${linkId}/end`).set('X-XSRF-TOKEN', coach.token).send({})).status).toBe(403);

    expect((await staff(`/admin-api/guardian-links/${linkId}/end`)).status).toBe(200);
    expect(await children(guardian)).toEqual([]);
    const [ended] = await sql<{ data: { endedBy: string; byName: string }; metadata: { actor: unknown } }>(em.fork(), "select data, metadata from events where stream_id = ? and type = 'GuardianLinkEnded'", [`guardian-link-${linkId}`]);
    expect(ended).toMatchObject({ data: { endedBy: 'operator', byName: 'サポート 保護' }, metadata: { actor: { type: 'operator', id: support.operatorId } } });
    expect((await staff(`/admin-api/guardian-links/not-a-uuid/end`)).status).toBe(404);
  });

  describe('slice 3: invitations expire, an adult student decides, the guardian has a name', () => {
    const MINOR = { ...ADULT_STUDENT, birthday: '2012-05-05', diff: true, parent_last_name: '山田', parent_first_name: '花子', parent_last_name_kana: 'ヤマダ', parent_first_name_kana: 'ハナコ', parent_birthday: '1980-01-15', parent_gender: 'female', guardian_consent: true };
    const lastInvitation = async (to: string) =>
      (await sql<{ template: string; locals: Record<string, string> }>(em.fork(), "select payload->>'template' as template, payload->'locals' as locals from outbox where payload->'to'->>0 = ? order by position desc limit 1", [to]))[0];
    /** Moves an invitation's request (stream and row) `days` into the past, as if it had been sent then. */
    async function sentDaysAgo(linkId: string, days: number) {
      const at = new Date(Date.now() - days * 24 * 3600_000);
      await sql(em.fork(), "update events set data = jsonb_set(data, '{requestedAt}', to_jsonb(?::text)) where stream_id = ? and type = 'GuardianLinkRequested'", [at.toISOString(), `guardian-link-${linkId}`]);
      await sql(em.fork(), 'update guardian_links set requested_at = ?, expires_at = ? where id = ?', [at, guardianInvitationExpiresAt(at), linkId]);
    }

    it('says in the mail until when an invitation is valid, refuses it after 14 days (期限切れ on both sides and the member 360), and renews it when sent again', async () => {
      const [child, guardian] = await Promise.all([student(), signedUpGuardian()]);
      const invited = await post(child, '/api/guardian-links', { email: guardian.email });
      const linkId = invited.body.data.id;
      const mail = await lastInvitation(guardian.email);
      expect(mail.locals.expiresOn).toBe(tokyoDateLongText(guardianInvitationExpiresAt(new Date())));
      expect((await guardianLinks(guardian))[0]).toMatchObject({ status: 'pending', expires_at: guardianInvitationExpiresAt(new Date()).toISOString() });
      // Still valid: the inviter cannot send it again yet.
      const early = await post(child, '/api/guardian-links', { email: guardian.email });
      expect([early.status, early.body.message]).toEqual([409, GuardianMessages.alreadyLinked]);

      await sentDaysAgo(linkId, 15);
      expect((await guardianLinks(guardian))[0]).toMatchObject({ id: linkId, status: 'expired', status_label: '期限切れ', can_accept: false });
      expect((await memberLinks(child))[0]).toMatchObject({ id: linkId, status: 'expired', status_label: '期限切れ' });
      const support = await operatorAgent(app, { email: `support-expiry-${process.pid}@ggcoach.example`, name: 'サポート 期限', role: 'support', password: 'support-expiry-password' }, '10.64.0.4');
      expect((await support.agent.get(`/admin-api/members/${child.userId}`)).body.guardian_links).toEqual([expect.objectContaining({ id: linkId, status: 'expired', status_label: '期限切れ' })]);
      const late = await post(guardian, `/api/guardian/links/${linkId}/accept`);
      expect([late.status, late.body.message]).toEqual([409, GuardianMessages.invitationExpired]);

      // The inviter sends it again: the same link, a new mail with a new date, and it can be accepted.
      const again = await post(child, '/api/guardian-links', { email: guardian.email });
      expect([again.status, again.body]).toEqual([201, { data: { id: linkId }, message: GuardianMessages.invitationRenewed }]);
      expect((await lastInvitation(guardian.email)).locals.expiresOn).toBe(tokyoDateLongText(guardianInvitationExpiresAt(new Date())));
      const pendingAgain = (await guardianLinks(guardian)).find((l: { id: string }) => l.id === linkId);
      expect(pendingAgain).toMatchObject({ status: 'pending', can_accept: true });
      expect((await post(guardian, `/api/guardian/links/${linkId}/accept`)).status).toBe(200);
      const types = await sql<{ type: string; data: { by?: { party?: string } } }>(em.fork(), 'select type, data from events where stream_id = ? order by version', [`guardian-link-${linkId}`]);
      expect(types.map((e) => e.type)).toEqual(['GuardianLinkRequested', 'GuardianLinkInvitationResent', 'GuardianLinkAccepted']);
      expect(types[1].data.by).toMatchObject({ party: 'member', id: child.userId });
    });

    it("renews an expired invitation when support resends it, with the new date in the mail; support's resend is staff only", async () => {
      const [child, guardian] = await Promise.all([student(), signedUpGuardian()]);
      const added = (await post(guardian, '/api/guardian/links', { email: child.email })).body.data.id;
      await sentDaysAgo(added, 20);
      expect((await post(child, `/api/guardian-links/${added}/accept`)).body.message).toBe(GuardianMessages.invitationExpired);
      const support = await operatorAgent(app, { email: `support-renew-${process.pid}@ggcoach.example`, name: 'サポート 延長', role: 'support', password: 'support-renew-password' }, '10.64.0.5');
      const coach = await operatorAgent(app, { email: `coach-renew-${process.pid}@ggcoach.example`, name: 'コーチ 延長', role: 'coach', password: 'coach-renew-password' }, '10.64.0.6');
      expect((await coach.agent.post(`/admin-api/guardian-links/${added}/resend`).set('X-XSRF-TOKEN', coach.token).send({})).status).toBe(403);
      expect((await support.agent.post(`/admin-api/guardian-links/${randomUUID()}/resend`).set('X-XSRF-TOKEN', support.token).send({})).status).toBe(404);
      expect((await support.agent.post(`/admin-api/guardian-links/${added}/resend`).set('X-XSRF-TOKEN', support.token).send({})).body).toEqual({ message: GuardianMessages.resent });
      const mail = await lastInvitation(child.email);
      expect(mail).toMatchObject({ template: 'guardian-child-invitation', locals: { expiresOn: tokyoDateLongText(guardianInvitationExpiresAt(new Date())) } });
      expect((await memberLinks(child))[0]).toMatchObject({ status: 'pending', can_accept: true });
      expect((await post(child, `/api/guardian-links/${added}/accept`)).status).toBe(200);
    });

    it("asks a student who turned 18 once whether a link a guardian consented to continues; the guardian area works until they answer", async () => {
      const [child, g1, g2, stranger] = await Promise.all([student(), signedUpGuardian(), signedUpGuardian(), student()]);
      expect((await post(child, '/api/personal_informations/', MINOR)).status).toBe(200);
      const kept = await linked(child, g1);
      const dropped = await linked(child, g2);
      const answer = (who: Account, id: string, body: object) => post(who, `/api/guardian-links/${id}/adult-answer`, body);
      // Still a minor: nothing to ask, and an answer is refused.
      expect((await memberLinks(child)).map((l: { needs_adult_confirmation: boolean }) => l.needs_adult_confirmation)).toEqual([false, false]);
      const tooYoung = await answer(child, kept, { continue: true });
      expect([tooYoung.status, tooYoung.body.message]).toEqual([403, GuardianMessages.notYetAdult]);

      // The student turns 18 today (Tokyo): the links page asks, the guardians still see the child.
      const eighteenToday = `${Number(tokyoDate(new Date()).slice(0, 4)) - 18}${tokyoDate(new Date()).slice(4)}`;
      expect((await post(child, '/api/personal_informations/', { ...ADULT_STUDENT, birthday: eighteenToday })).status).toBe(200);
      expect((await memberLinks(child)).map((l: { needs_adult_confirmation: boolean }) => l.needs_adult_confirmation)).toEqual([true, true]);
      expect(await children(g1)).toHaveLength(1);
      expect(await children(g2)).toHaveLength(1);

      // Only the student answers, with a yes or a no.
      expect((await answer(g1 as Account, kept, { continue: true })).status).toBe(403);
      expect((await answer(stranger, kept, { continue: true })).status).toBe(404);
      expect((await answer(child, 'not-a-uuid', { continue: true })).status).toBe(404);
      const bad = await answer(child, kept, { continue: 'yes' });
      expect([bad.status, bad.body.errors?.continue]).toEqual([422, [GuardianMessages.adultAnswerRequired]]);

      expect((await answer(child, kept, { continue: true })).body).toEqual({ message: GuardianMessages.adultContinued });
      const twice = await answer(child, kept, { continue: false });
      expect([twice.status, twice.body.message]).toEqual([409, GuardianMessages.noAdultQuestion]);
      expect((await answer(child, dropped, { continue: false })).body).toEqual({ message: GuardianMessages.ended });

      const links = await memberLinks(child);
      expect(links.find((l: { id: string }) => l.id === kept)).toMatchObject({ status: 'active', needs_adult_confirmation: false, adult_confirmed_at: expect.any(String) });
      expect(links.find((l: { id: string }) => l.id === dropped)).toMatchObject({ status: 'ended', ended_by: 'member', adult_confirmed_at: expect.any(String) });
      expect(await children(g1)).toHaveLength(1);
      expect(await children(g2)).toEqual([]);
      const events = await sql<{ type: string; data: { continues?: boolean } }>(em.fork(), 'select type, data from events where stream_id = ? order by version', [`guardian-link-${dropped}`]);
      expect(events.map((e) => e.type)).toEqual(['GuardianLinkRequested', 'GuardianLinkAccepted', 'GuardianLinkConfirmedByAdult', 'GuardianLinkEnded']);
      expect(events[2].data.continues).toBe(false);

      const support = await operatorAgent(app, { email: `support-adult-${process.pid}@ggcoach.example`, name: 'サポート 成人', role: 'support', password: 'support-adult-password' }, '10.64.0.7');
      const page = (await support.agent.get(`/admin-api/members/${child.userId}`)).body;
      expect(page.timeline.entries.map((e: { summary: string }) => e.summary)).toEqual(
        expect.arrayContaining(['18歳になった受講生が保護者との連携を続けることを選びました', '18歳になった受講生が保護者との連携の終了を選びました']),
      );
      expect(page.guardian_links.find((l: { id: string }) => l.id === kept).adult_confirmed_at).toEqual(expect.any(String));
    });

    it("takes a guardian's name at sign-up and shows it to the child, in the invitation mail and on the member 360", async () => {
      n += 1;
      const email = `named-guardian-${process.pid}-${n}@example.jp`;
      const { agent, token } = await csrfAgent(app, `10.65.0.${n % 250}`);
      const tooLong = await agent.post('/api/guardians/register').set('X-XSRF-TOKEN', token).send({ email, password: 'guardian-password', last_name: 'あ'.repeat(51), first_name: '花子' });
      expect(tooLong.status).toBe(422);
      const res = await agent.post('/api/guardians/register').set('X-XSRF-TOKEN', token).send({ email, password: 'guardian-password', last_name: ' 山田 ', first_name: '花子' });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ account_kind: 'guardian', last_name: '山田', first_name: '花子' });
      await verifyByMail(app, agent, email);
      const [{ id }] = await sql<{ id: string }>(em.fork(), 'select id from users where lower(email) = ?', [email]);
      const guardian = { agent, token: xsrfFrom(res) ?? token, userId: id, email };
      const child = await student();
      const added = (await post(guardian, '/api/guardian/links', { email: child.email })).body.data.id;
      expect((await lastInvitation(child.email)).locals).toMatchObject({ requesterName: '山田 花子', requesterEmail: email });
      expect((await post(child, `/api/guardian-links/${added}/accept`)).status).toBe(200);
      expect((await memberLinks(child))[0].guardian).toEqual({ id_str: expect.any(String), name: '山田 花子', email });
      const support = await operatorAgent(app, { email: `support-name-${process.pid}@ggcoach.example`, name: 'サポート 名前', role: 'support', password: 'support-name-password' }, '10.64.0.8');
      expect((await support.agent.get(`/admin-api/members/${child.userId}`)).body.guardian_links[0].guardian).toMatchObject({ name: '山田 花子' });
    });
  });
});
