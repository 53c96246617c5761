import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';

/** An operator signed in to the back office through the real api: the agent (cookie jar) and the session's CSRF token. */
export async function signedInOperator(app: NestExpressApplication, operator: { email: string; password: string }, ip: string) {
  const agent = request.agent(app.getHttpServer());
  const session = await agent.get('/admin-api/auth/session').set('X-Forwarded-For', ip);
  const login = await agent.post('/admin-api/auth/login').set('X-Forwarded-For', ip).set('X-XSRF-TOKEN', session.body.data.csrfToken).send(operator);
  if (login.status !== 200) throw new Error(`operator sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { agent, token: login.body.data.csrfToken as string };
}
