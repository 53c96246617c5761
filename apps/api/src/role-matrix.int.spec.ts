import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { operatorAgent } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

// The permission matrix of docs/permissions.md, checked endpoint by endpoint on the server: every back-office
// route the api serves (found in its own router) is called as each role, and a role the matrix does not name gets
// 403 before any handler runs. A route not listed here is the staff's (admin and support): a new screen is closed
// to coaches until it scopes its data to them.

/** Routes a coach may call (each answers with the coach's own students, lessons, groups or record only). */
const COACH_ROUTES = [
  /^(GET|POST) \/admin-api\/auth\//,
  /^(GET|POST|PUT) \/admin-api\/lessons(\/:id(\/(attendance|karte))?)?$/,
  /^(GET|PUT) \/admin-api\/coaches(\/:id)?$/,
  /^POST \/admin-api\/coaches\/:id\/calendar-feed$/,
  /^(GET|POST) \/admin-api\/coaches\/:id\/photo$/,
  /^GET \/admin-api\/coaches\/:id\/member-ratings$/,
  // Their own days off (休み, issue 30).
  /^(GET|POST) \/admin-api\/coaches\/:id\/days-off$/,
  /^DELETE \/admin-api\/coaches\/:id\/days-off\/:day$/,
  /^GET \/admin-api\/students(\/:id)?$/,
  /^GET \/admin-api\/groups(\/:id)?$/,
  // The coach's agenda (their own only) and the attendance of a trial booked with them.
  /^GET \/admin-api\/agenda$/,
  /^POST \/admin-api\/trials\/:id\/attendance$/,
];

/**
 * Routes only an admin may call: the catalogue's changes, news writing, camp events and the camp's cancellations and
 * refunds, the approval (or rejection) of a large refund adjustment, the replay of parked reactions, operator accounts
 * and the audit log. An admin cannot approve their own request either: that is the order decider's rule (refunds.int.spec.ts).
 */
const ADMIN_ROUTES = [
  /^(GET|POST|PUT) \/admin-api\/operators/,
  /^GET \/admin-api\/audit-log/,
  /^(POST|PUT|DELETE) \/admin-api\/(games|plans|items|coupons|news|camp-events)/,
  /^POST \/admin-api\/camp-applications\/:id\/(cancel|refund-sent)$/,
  /^(GET|POST) \/admin-api\/parked-reactions/,
  /^POST \/admin-api\/refunds\/:id\/(approve|reject)$/,
];

interface Route {
  method: string;
  path: string;
}

describe('who may call each back-office endpoint (real api, the role matrix)', () => {
  let app: NestExpressApplication;
  let routes: Route[];
  const agents: Record<'admin' | 'support' | 'coach', Awaited<ReturnType<typeof operatorAgent>> | undefined> = { admin: undefined, support: undefined, coach: undefined };

  beforeAll(async () => {
    app = await startTestApi();
    const router = (app.getHttpAdapter().getInstance() as { router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> } }).router;
    routes = router.stack
      .flatMap((layer) => (layer.route ? Object.keys(layer.route.methods).map((method) => ({ method: method.toUpperCase(), path: layer.route!.path })) : []))
      .filter((r) => r.path.startsWith('/admin-api/') && r.path !== '/admin-api/auth/logout');
    for (const role of ['admin', 'support', 'coach'] as const) {
      agents[role] = await operatorAgent(app, { email: `${role}-matrix-int@ggcoach.example`, name: `権限 ${role}`, role, password: `${role}-matrix-int-password` }, `10.99.0.${role.length}`);
    }
  });
  afterAll(() => app.close());

  const allowed = (role: 'admin' | 'support' | 'coach', key: string) => {
    if (role === 'coach') return COACH_ROUTES.some((r) => r.test(key));
    if (role === 'support') return !ADMIN_ROUTES.some((r) => r.test(key));
    return true;
  };

  it('finds the back office’s routes, the lessons’ and the member 360’s among them', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /admin-api/payments', 'GET /admin-api/lessons', 'PUT /admin-api/students/:id', 'POST /admin-api/coupons', 'GET /admin-api/trials', 'GET /admin-api/trial-hours', 'GET /admin-api/members', 'GET /admin-api/members/:id']),
    );
    // Cancellation and refunds, and suspension (issue 14): staff's, the approval an admin's.
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /admin-api/payments/:id/refund-quote',
        'POST /admin-api/payments/:id/refund',
        'GET /admin-api/refunds',
        'GET /admin-api/refunds/:id',
        'POST /admin-api/refunds/:id/approve',
        'POST /admin-api/refunds/:id/reject',
        // The one who asked (or an admin) withdraws a waiting request (issue 32): staff's; the decider checks who.
        'POST /admin-api/refunds/:id/withdraw',
        'POST /admin-api/refunds/:id/execute',
        'POST /admin-api/refunds/:id/bank-paid',
        'GET /admin-api/members/:id/suspension',
        'POST /admin-api/members/:id/suspension',
        'POST /admin-api/members/:id/suspension/lift',
        // Guardian links (issue 31): staff resend an invitation or end a link; a coach does neither.
        'POST /admin-api/guardian-links/:id/resend',
        'POST /admin-api/guardian-links/:id/end',
      ]),
    );
  });

  it.each(['support', 'coach'] as const)('refuses %s every route the matrix does not give them (403), and lets the others through', async (role) => {
    const who = agents[role]!;
    const wrong: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      // An id no record has: a refused role is stopped before the handler looks it up; an allowed one gets past the guard.
      const path = route.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const res = await who.agent[route.method.toLowerCase() as 'get'](path).set('X-XSRF-TOKEN', who.token).send({});
      if (allowed(role, key) === (res.status === 403)) wrong.push(`${key}: ${res.status} (${allowed(role, key) ? 'allowed' : 'refused'} by the matrix)`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a visitor every back-office route except signing in (401)', async () => {
    const open = new Set(['GET /admin-api/auth/session', 'POST /admin-api/auth/login', 'POST /admin-api/auth/invitation']);
    for (const route of routes.filter((r) => !open.has(`${r.method} ${r.path}`))) {
      const res = await request(app.getHttpServer())[route.method.toLowerCase() as 'get'](route.path.replace(/:[A-Za-z]+/g, '1'));
      // Without a session even the CSRF check refuses a change (419); a read is refused by the guard.
      expect([`${route.method} ${route.path}`, [401, 419].includes(res.status)]).toEqual([`${route.method} ${route.path}`, true]);
    }
  });
});
