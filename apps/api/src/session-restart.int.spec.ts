import request from 'supertest';
import { csrfAgent, startTestApi } from './testing/test-api';

describe('member sessions (real api, PostgreSQL)', () => {
  it('survive a restart of the api', async () => {
    const first = await startTestApi();
    const { agent, token } = await csrfAgent(first, '10.5.0.1');
    const email = `restart-${Date.now()}@example.jp`;
    const registered = await agent.post('/api/register').set('X-XSRF-TOKEN', token).send({ email, password: 'restart-password' });
    const cookies = ([] as string[]).concat(registered.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
    await first.close();

    const second = await startTestApi();
    try {
      const me = await request(second.getHttpServer()).get('/api/me').set('Cookie', cookies.join('; '));
      expect(me.status).toBe(200);
      expect(me.body.data.email).toBe(email);
    } finally {
      await second.close();
    }
  });
});
