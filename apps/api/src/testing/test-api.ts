import type { NestExpressApplication } from '@nestjs/platform-express';
import { testDatabaseUrl } from '@coaching/server-core/testing';
import request from 'supertest';
import { createApi } from '../create-api';

/** The real api on the test database and a private Redis prefix, driven in-process by supertest. */
export async function startTestApi(overrides: Record<string, string> = {}): Promise<NestExpressApplication> {
  Object.assign(process.env, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: testDatabaseUrl('api'),
    QUEUE_PREFIX: `test-api-${process.pid}`,
    WEB_DIST_DIR: '/nonexistent',
    ADMIN_DIST_DIR: '/nonexistent',
    ...overrides,
  });
  return createApi();
}

/** An agent (cookie jar) that has fetched the CSRF cookie; answers the token to echo. */
export async function csrfAgent(app: NestExpressApplication, ip = '10.0.0.1') {
  // Every request of this agent comes from its own client address, so rate limits apply per test.
  const agent = request.agent(app.getHttpServer()).set('X-Forwarded-For', ip);
  const res = await agent.get('/sanctum/csrf-cookie');
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='));
  const token = decodeURIComponent(cookie!.split(';')[0].split('=')[1]);
  return { agent, token, setCookies: res.headers['set-cookie'] as unknown as string[] };
}
