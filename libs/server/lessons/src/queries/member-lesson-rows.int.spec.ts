import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { sql } from '@coaching/server-core';
import { createTestOrm, prepareTestDatabase } from '@coaching/server-core/testing';
import { memberLessons } from './member-lesson-rows';

// Its own database: coach-queries.int.spec.ts empties the lessons and coaches of the project's.
const DATABASE = 'server_lessons_member_rows';

describe('a member’s lessons (real PostgreSQL)', () => {
  let orm: MikroORM;
  let em: EntityManager;
  const coach = randomUUID();
  const [member, mate, stranger] = [randomUUID(), randomUUID(), randomUUID()];
  const [team, otherTeam] = [randomUUID(), randomUUID()];
  const ids = { own: randomUUID(), teams: randomUUID(), mates: randomUUID(), strangers: randomUUID(), otherTeams: randomUUID() };

  const lesson = (id: string, kind: 'personal' | 'group', who: string | null, group: string | null, start: string) =>
    sql(
      em,
      "insert into lessons (id, kind, member_id, group_id, coach_id, starts_at, ends_at, source, status, scheduled_at) values (?, ?, ?, ?, ?, ?, ?::timestamptz + interval '1 hour', 'plan', 'scheduled', now())",
      [id, kind, who, group, coach, start, start],
    );

  beforeAll(async () => {
    await prepareTestDatabase(DATABASE);
    orm = await createTestOrm(DATABASE);
    em = orm.em.fork();
    await sql(em, "insert into coaches (id, code, name, game_id, is_active) values (?, 'rows', '井上', 2, true)", [coach]);
    await sql(em, "insert into lesson_groups (id, name, game_id) values (?, 'チーム 青', 2), (?, 'チーム 緑', 2)", [team, otherTeam]);
    await sql(em, 'insert into lesson_group_members (group_id, member_id) values (?, ?), (?, ?), (?, ?)', [team, member, team, mate, otherTeam, stranger]);
    await lesson(ids.own, 'personal', member, null, '2026-12-01T10:00:00Z');
    await lesson(ids.teams, 'group', null, team, '2026-12-02T10:00:00Z');
    await lesson(ids.mates, 'personal', mate, null, '2026-12-03T10:00:00Z');
    await lesson(ids.strangers, 'personal', stranger, null, '2026-12-04T10:00:00Z');
    await lesson(ids.otherTeams, 'group', null, otherTeam, '2026-12-05T10:00:00Z');
    // A school's worth of other members' lessons, and the planner told of them, so it plans as it would in service.
    await sql(
      em,
      `insert into lessons (id, kind, member_id, coach_id, starts_at, ends_at, source, status, scheduled_at)
       select gen_random_uuid(), 'personal', gen_random_uuid(), ?, t, t + interval '1 hour', 'plan', 'scheduled', now()
         from generate_series(timestamptz '2026-01-01', timestamptz '2026-01-01' + interval '2999 hours', interval '1 hour') t`,
      [coach],
    );
    await sql(
      em,
      `with teams as (insert into lesson_groups (id, name, game_id) select gen_random_uuid(), 'チーム ' || n, 2 from generate_series(1, 100) n returning id)
       insert into lessons (id, kind, group_id, coach_id, starts_at, ends_at, source, status, scheduled_at)
       select gen_random_uuid(), 'group', team.id, ?, t, t + interval '1 hour', 'plan', 'scheduled', now()
         from (select id, row_number() over () n from teams) team, generate_series(0, 9) k,
              lateral (select timestamptz '2025-01-01' + (team.n * 10 + k) * interval '1 hour' t) at`,
      [coach],
    );
    await sql(em, 'insert into lesson_group_members (group_id, member_id) select id, gen_random_uuid() from lesson_groups where id not in (?, ?)', [team, otherTeam]);
    await sql(em, 'analyze lessons, lesson_groups, lesson_group_members');
  });
  afterAll(() => orm.close());

  it('answers the member’s own lessons and their groups’ lessons, nobody else’s, each once', async () => {
    const rows = await memberLessons(em, member, '', [], 'l.starts_at');
    expect(rows.map((r) => [r.id, r.kind, r.coach_name, r.group_name])).toEqual([
      [ids.own, 'personal', '井上', null],
      [ids.teams, 'group', '井上', 'チーム 青'],
    ]);
    expect((await memberLessons(em, mate, "l.kind = ?", ['personal'], 'l.starts_at')).map((r) => r.id)).toEqual([ids.mates]);
    expect((await memberLessons(em, member, 'l.starts_at > ?', [new Date('2026-12-01T12:00:00Z')], 'l.starts_at', 1)).map((r) => r.id)).toEqual([ids.teams]);
  });

  it('reaches them through the member and group indexes, never by reading every lesson of the school', async () => {
    // The statement as sent (parameters inlined), caught on its way, then explained.
    const platform = em.getConnection().getPlatform();
    const format = jest.spyOn(platform, 'formatQuery');
    let statement: string | undefined;
    try {
      await memberLessons(em, member, "l.status = 'scheduled' and l.ends_at > ?", [new Date('2026-11-01T00:00:00Z')], 'l.starts_at, l.id', 1);
      statement = format.mock.results.map((result) => result.value as string).find((text) => text.includes('from lessons'));
    } finally {
      format.mockRestore();
    }
    const plan = await sql<{ 'QUERY PLAN': string }>(em, `explain ${statement}`);
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index Cond: \(member_id = /);
    expect(text).toMatch(/Index Cond: \(group_id = /);
    expect(text).not.toMatch(/Seq Scan on lessons|lessons_coach_free/);
  });
});
