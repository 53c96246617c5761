import { EntityManager } from '@mikro-orm/postgresql';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { routeChangesData, sql } from '@coaching/server-core';
import { signedUpMember } from './testing/billing-members';
import { coachFixture, hoursFromNow, pastLesson } from './testing/lesson-fixtures';
import { upsertOperator } from '@coaching/server-backoffice';
import { startTestApi } from './testing/test-api';

// Issue 27: a request that changes data must come from our own origin and carry the session's token, however it
// is spelled. Every route that changes data (every handler of a method other than GET, and the GETs marked
// ChangesData) is called in many spellings and methods as a signed-in member and operator would be tricked into
// calling it: without the token (419), and with it from another site's page (403). A spelling the router does not
// route must be a 404 — asked of the router's own layers, so the test holds whatever the router's options are.

const APP_ORIGIN = 'http://localhost:3000';
const EVIL = 'https://evil.example';
/** The three GETs of the member contract (spec §7) that change data. */
const SPEC_CHANGING_GETS = ['GET /api/games/:id/join', 'GET /api/games/:id/cancel', 'GET /api/lessons/:id/cancel'];
/** Changing-method routes that change nobody's data, each with its reason. */
const CHANGE_NOTHING = { 'POST /api/analytics/page-views': 'the page-view beacon (sendBeacon cannot send the header)' };

/** Route layers bound to every path: Nest's middleware for all routes and the front ends' fallback. */
const CATCH_ALL = /^\/\{\*\w+\}$/;

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean>; _handlesMethod(method: string): boolean };
  match(path: string): boolean;
}
interface Route {
  method: string;
  path: string;
  changes: boolean;
}

/** Every handler of every controller, with its full path, HTTP method and what the change rule says of it. */
function controllerRoutes(app: NestExpressApplication): Route[] {
  const reflector = app.get(Reflector);
  const routes: Route[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as { prototype: Record<string, unknown> } | null;
      if (!type) continue;
      const base = [Reflect.getMetadata(PATH_METADATA, type)].flat()[0] as string;
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = type.prototype[name] as (...args: never[]) => unknown;
        if (name === 'constructor' || typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        for (const path of [Reflect.getMetadata(PATH_METADATA, handler)].flat() as string[]) {
          const full = `/${[base, path].join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
          routes.push({ method, path: full, changes: routeChangesData(reflector, handler) });
        }
      }
    }
  }
  return routes;
}

/** The spellings of one path an attacker might try: case, trailing slash, percent-encoding, doubled slashes, dots. */
function spellingsOf(path: string): string[] {
  const segments = path.split('/').slice(1);
  const encodeFirstLetter = (segment: string) => segment.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
  const withSegment = (i: number, change: (s: string) => string) => `/${segments.map((s, j) => (j === i ? change(s) : s)).join('/')}`;
  const last = segments.length - 1;
  return [
    path,
    path.toUpperCase(),
    withSegment(0, (s) => s[0].toUpperCase() + s.slice(1)),
    withSegment(last, (s) => s.toUpperCase()),
    `${path}/`,
    withSegment(0, encodeFirstLetter),
    withSegment(last, encodeFirstLetter),
    withSegment(1, (s) => s.replace(/^./, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)),
    `/${path}`,
    path.replace(/^(\/[^/]+)\//, '$1//'),
    path.replace(/^(\/[^/]+)\//, '$1/./'),
    `${path.toUpperCase()}/`,
  ];
}

describe('a request that changes data needs our origin and the token, however it is spelled (real api, PostgreSQL, Redis)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let routes: Route[];
  let layers: RouterLayer[];
  let member: Awaited<ReturnType<typeof signedUpMember>>;
  let lessonId: string;
  const base = 9300 + (process.pid % 400) * 3;
  const games = { mine: base, other: base + 1 };

  beforeAll(async () => {
    app = await startTestApi({ APP_URL: APP_ORIGIN });
    em = app.get(EntityManager);
    layers = (app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } }).router.stack.filter((layer) => layer.route);
    routes = controllerRoutes(app);

    // A member with a course they could leave, one they could join and a lesson ahead they could cancel; the same
    // browser also signed in to the back office, so every route meets a session that would be allowed to act.
    await sql(em.fork(), `insert into games (id, name, is_legacy, sort_order) values (?, '経路A', false, 9300), (?, '経路B', false, 9301) on conflict do nothing`, [games.mine, games.other]);
    member = await signedUpMember(app, '10.71');
    await sql(em.fork(), 'insert into game_users (user_id, game_id, is_selected) values (?, ?, true)', [member.userId, games.mine]);
    const coachId = await coachFixture(app, games.mine, '経路コーチ');
    lessonId = await pastLesson(app, { memberId: member.userId, coachId, startsAt: hoursFromNow(72) });
    const operator = { email: `routes-${process.pid}@ggcoach.example`, name: '経路 管理者', role: 'admin' as const, password: 'routes-admin-password' };
    await upsertOperator(em.fork(), operator);
    const session = await member.agent.get('/admin-api/auth/session');
    expect((await member.agent.post('/admin-api/auth/login').set('X-XSRF-TOKEN', session.body.data.csrfToken).send(operator)).status).toBe(200);
  });
  afterAll(() => app.close());

  const changing = () => routes.filter((r) => r.changes);
  /** A path with real ids where the handler would act (the member's lesson, their courses); elsewhere any id. */
  const concrete = (route: Route) => {
    if (route.path === '/api/lessons/:id/cancel') return `/api/lessons/${lessonId}/cancel`;
    if (route.path.startsWith('/api/games/:id/')) return route.path.replace(':id', String(route.path.endsWith('join') ? games.other : games.mine));
    return route.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000001');
  };
  /**
   * What the router does with a method and a path: whether a controller's route takes them (the catch-alls are
   * middleware bound to every path, Nest's 404 and the front ends' pages).
   */
  const routed = (method: string, path: string) =>
    layers.some((layer) => !CATCH_ALL.test(layer.route!.path) && layer.route!._handlesMethod(method) && layer.match(path));

  it('knows every route the router serves, and which change data: every other method than GET, and the spec’s changing GETs', () => {
    const served = new Set(layers.flatMap((layer) => Object.keys(layer.route!.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path}`)).filter((key) => !CATCH_ALL.test(key.split(' ')[1])));
    expect(new Set(routes.map((r) => `${r.method} ${r.path}`))).toEqual(served);
    const keys = changing().map((r) => `${r.method} ${r.path}`);
    expect(keys).toEqual(expect.arrayContaining([...SPEC_CHANGING_GETS, 'POST /api/lessons/:id/cancel', 'PUT /api/profile', 'POST /admin-api/payments/:id/refund', 'DELETE /admin-api/coupons/:id']));
    expect(changing().filter((r) => r.method === 'GET').map((r) => `${r.method} ${r.path}`).sort()).toEqual([...SPEC_CHANGING_GETS].sort());
    // A changing method that is not checked is an explicit, reasoned exception.
    expect(routes.filter((r) => r.method !== 'GET' && !r.changes).map((r) => `${r.method} ${r.path}`)).toEqual(Object.keys(CHANGE_NOTHING));
    expect(keys.length).toBeGreaterThan(70);
  });

  it('refuses every changing route in every spelling: 419 without the token, 403 from another site; 404 where nothing is routed', async () => {
    const wrong: string[] = [];
    let routedCalls = 0;
    const walk = changing().flatMap((route) =>
      spellingsOf(concrete(route)).flatMap((path) => (route.method === 'GET' ? ['GET', 'HEAD'] : [route.method]).map((method) => ({ route, path, method }))),
    );
    const check = async ({ route, path, method }: (typeof walk)[number]) => {
      const isRouted = routed(method, path);
      if (isRouted) routedCalls += 1;
      const call = () => member.agent[method.toLowerCase() as 'get'](path).send(method === 'GET' || method === 'HEAD' ? undefined : {});
      const tries = [
        { name: 'no token', res: await call(), refused: 419 },
        { name: 'foreign Origin', res: await call().set('X-XSRF-TOKEN', member.token).set('Origin', EVIL), refused: 403 },
        { name: 'foreign Referer', res: await call().set('X-XSRF-TOKEN', member.token).set('Referer', `${EVIL}/page`), refused: 403 },
      ];
      for (const { name, res, refused } of tries) {
        const expected = isRouted ? refused : 404;
        if (res.status !== expected) wrong.push(`${method} ${path} (${route.method} ${route.path}), ${name}: ${res.status}, expected ${expected}`);
      }
    };
    // Six spellings at a time: each request waits on the database and Redis much of its time, and a refusal is the
    // same whatever else is in flight.
    await Promise.all(Array.from({ length: 6 }, async () => {
      for (let next = walk.shift(); next; next = walk.shift()) await check(next);
    }));
    expect(wrong).toEqual([]);
    // The walk reached handlers, not only 404s: every route in its own spelling, and more.
    expect(routedCalls).toBeGreaterThan(changing().length);

    // Nothing happened to the member: the lesson is still ahead, the course still theirs, the other not joined.
    const [lesson] = await sql<{ status: string }>(em.fork(), 'select status from lessons where id = ?', [lessonId]);
    expect(lesson.status).toBe('scheduled');
    const courses = await sql<{ game_id: number }>(em.fork(), 'select game_id from game_users where user_id = ? order by game_id', [member.userId]);
    expect(courses.map((c) => c.game_id)).toEqual([games.mine]);
    // Three requests per spelling of every changing route (well over a hundred routes): more than jest's minute on a busy machine.
  }, 240_000);

  it('lets the same changes through from our own page with the token (the walk’s refusals are the check’s, not the set-up’s)', async () => {
    const joined = await member.agent.get(`/api/games/${games.other}/join`).set('X-XSRF-TOKEN', member.token).set('Referer', `${APP_ORIGIN}/mypage`);
    expect(joined.status).toBe(200);
    const cancelled = await member.agent.get(`/api/lessons/${lessonId}/cancel?reason=${encodeURIComponent('体調不良のため')}`).set('X-XSRF-TOKEN', member.token).set('Origin', APP_ORIGIN);
    expect(cancelled.status).toBe(200);
  });
});
