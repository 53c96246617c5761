import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { upsertOperator } from '@coaching/server-backoffice';
import { sql } from '@coaching/server-core';
import request from 'supertest';
import { startTestApi } from './testing/test-api';

describe('page-view collector (real api, PostgreSQL)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
  });
  afterAll(() => app.close());

  it('stores a beacon without a CSRF token or session, keeping no query string or personal data', async () => {
    const marker = `/pv-${Date.now()}`;
    const res = await request(app.getHttpServer())
      .post('/api/analytics/page-views')
      .set('X-Forwarded-For', '10.6.0.1')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ path: `${marker}?token=secret`, title: 'お問い合わせ | GG COACH', referrer: 'https://www.google.com/search?q=x' }));
    expect(res.status).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    const rows = await sql(em.fork(), 'select path, title, referrer from page_views where path = ?', [marker]);
    expect(rows).toEqual([{ path: marker, title: 'お問い合わせ | GG COACH', referrer: 'www.google.com' }]);
  });

  it('refuses malformed reports with 422 and stores nothing', async () => {
    const before = (await sql<{ n: string }>(em.fork(), 'select count(*) n from page_views'))[0].n;
    for (const body of [{}, { path: 'no-slash' }, { path: '/x', title: 'x'.repeat(301) }]) {
      expect((await request(app.getHttpServer()).post('/api/analytics/page-views').set('X-Forwarded-For', '10.6.0.2').send(body)).status).toBe(422);
    }
    expect((await sql<{ n: string }>(em.fork(), 'select count(*) n from page_views'))[0].n).toBe(before);
  });

  it('drops views past the per-address limit quietly', async () => {
    const marker = `/flood-${Date.now()}`;
    for (let i = 0; i < 125; i++) await request(app.getHttpServer()).post('/api/analytics/page-views').set('X-Forwarded-For', '10.6.0.3').send({ path: marker });
    expect(Number((await sql<{ n: string }>(em.fork(), 'select count(*) n from page_views where path = ?', [marker]))[0].n)).toBe(120);
  });

  it('charts visits by day and page for operators only', async () => {
    expect((await request(app.getHttpServer()).get('/admin-api/page-view-stats')).status).toBe(401);
    await upsertOperator(em.fork(), { email: 'stats@ggcoach.example', name: '集計', role: 'support', password: 'stats-password' });
    const agent = request.agent(app.getHttpServer());
    const { body } = await agent.get('/admin-api/auth/session');
    await agent.post('/admin-api/auth/login').set('X-XSRF-TOKEN', body.data.csrfToken).send({ email: 'stats@ggcoach.example', password: 'stats-password' });
    const stats = await agent.get('/admin-api/page-view-stats?days=7');
    expect(stats.status).toBe(200);
    expect(stats.body.data).toEqual(expect.arrayContaining([{ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), path: expect.stringMatching(/^\/flood-/), views: 120 }]));
    expect((await agent.get('/admin-api/page-view-stats?days=0')).status).toBe(422);
  });
});
