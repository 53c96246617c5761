import type { NestExpressApplication } from '@nestjs/platform-express';
import { APP_CONFIG, type AppConfig, QueueName } from '@coaching/server-core';
import request from 'supertest';
import { operatorAgent } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

describe('queue dashboard (bull-board) for admins (real api, Redis)', () => {
  let app: NestExpressApplication;
  let admin: Awaited<ReturnType<typeof operatorAgent>>;
  let support: Awaited<ReturnType<typeof operatorAgent>>;

  beforeAll(async () => {
    app = await startTestApi();
    admin = await operatorAgent(app, { email: 'admin-queues-int@ggcoach.example', name: '管理 五郎', role: 'admin', password: 'admin-queues-int-password' }, '10.98.0.1');
    support = await operatorAgent(app, { email: 'support-queues-int@ggcoach.example', name: 'サポート 六郎', role: 'support', password: 'support-queues-int-password' }, '10.98.0.2');
  });
  afterAll(() => app.close());

  it('is closed to visitors (401) and to support staff (403)', async () => {
    expect((await request(app.getHttpServer()).get('/admin-api/queues')).status).toBe(401);
    expect((await support.agent.get('/admin-api/queues')).status).toBe(403);
    expect((await support.agent.get('/admin-api/queues/api/queues')).status).toBe(403);
  });

  it('shows an admin every queue of the product', async () => {
    const page = await admin.agent.get('/admin-api/queues');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root"');
    const api = await admin.agent.get('/admin-api/queues/api/queues?activeQueue=&page=1&jobsPerPage=10');
    expect(api.status).toBe(200);
    expect(api.body.queues.map((q: { name: string }) => q.name).sort()).toEqual(Object.values(QueueName).sort());
  });

  it('refuses a change (retry, clean) that does not come from the product’s own origin', async () => {
    const origin = new URL(app.get<AppConfig>(APP_CONFIG).APP_URL).origin;
    const path = `/admin-api/queues/api/queues/${QueueName.Mail}/retry/failed`;
    expect((await admin.agent.put(path)).status).toBe(403);
    expect((await admin.agent.put(path).set('Origin', 'https://evil.example')).status).toBe(403);
    expect((await admin.agent.put(path).set('Origin', origin)).status).toBe(200);
  });
});
