import type { MikroORM } from '@mikro-orm/postgresql';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { sql } from '../database/sql';
import { createTestOrm } from '../testing/test-database';
import { endMemberSessions } from './sessions';

describe('endMemberSessions (real PostgreSQL)', () => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await createTestOrm('server_core');
  });
  afterAll(() => orm.close());

  const store = (em: EntityManager, sess: object) => sql(em, "insert into http_sessions (sid, sess, expire) values (?, ?, now() + interval '1 hour')", [randomUUID(), JSON.stringify(sess)]);
  const count = async (em: EntityManager, userId: string) => (await sql<{ n: number }>(em, "select count(*)::int as n from http_sessions where sess->>'userId' = ?", [userId]))[0].n;

  it("ends every session of that member and no one else's", async () => {
    const em = orm.em.fork() as EntityManager;
    const member = randomUUID();
    const other = randomUUID();
    for (let i = 0; i < 3; i++) await store(em, { userId: member, csrfToken: `t${i}` });
    await store(em, { userId: other, csrfToken: 'x' });
    await endMemberSessions(em, member);
    expect([await count(em, member), await count(em, other)]).toEqual([0, 1]);
  });

  it('finds the sessions by an index on the member id, not by reading every session', async () => {
    const em = orm.em.fork() as EntityManager;
    const plan = await em.transactional(async (tx) => {
      // With sequential scans priced out, the planner takes an index when there is one to take.
      await sql(tx as EntityManager, 'set local enable_seqscan = off');
      return sql<{ 'QUERY PLAN': unknown }>(tx as EntityManager, "explain (format json) delete from http_sessions where sess->>'userId' = ?", [randomUUID()]);
    });
    expect(JSON.stringify(plan)).toContain('http_sessions_member');
  });
});
