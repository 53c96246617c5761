import type { NestExpressApplication } from '@nestjs/platform-express';
import { operatorAgent } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

// react-admin sends a list's filters as `filter={"key":value}`. A filter key a list does not know is refused (400),
// as an unknown sort field is: dropped silently, the back office's input for it would do nothing at all. Every list
// the api serves (a GET answered with ra-data-simple-rest's Content-Range, found in its own router) is checked.

const ADMIN = { email: 'admin-list-filters-int@ggcoach.example', name: '絞り込み 管理', role: 'admin' as const, password: 'admin-list-filters-int-password' };

describe('back-office lists refuse a filter they do not know (real api)', () => {
  let app: NestExpressApplication;
  let admin: Awaited<ReturnType<typeof operatorAgent>>;
  let paths: string[];

  beforeAll(async () => {
    app = await startTestApi();
    admin = await operatorAgent(app, ADMIN, '10.98.0.1');
    const router = (app.getHttpAdapter().getInstance() as { router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> } }).router;
    paths = router.stack.flatMap((layer) => (layer.route?.methods.get && layer.route.path.startsWith('/admin-api/') && !layer.route.path.includes(':') ? [layer.route.path] : []));
  });
  afterAll(() => app.close());

  it('answers each list’s own filters, and refuses a key it does not know with 400', async () => {
    const lists: string[] = [];
    for (const path of paths) {
      const plain = await admin.agent.get(path).query({ filter: '{}' });
      if (plain.status !== 200 || !plain.headers['content-range']) continue;
      lists.push(path);
      const unknown = await admin.agent.get(path).query({ filter: JSON.stringify({ no_such_filter: 1 }) });
      expect(`${path}: ${unknown.status}`).toBe(`${path}: 400`);
    }
    expect(lists).toEqual(
      expect.arrayContaining(['/admin-api/payments', '/admin-api/lessons', '/admin-api/students', '/admin-api/coaches', '/admin-api/groups', '/admin-api/games', '/admin-api/operators', '/admin-api/camp-events', '/admin-api/parked-reactions']),
    );
  });
});
