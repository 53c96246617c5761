import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { sql } from '@coaching/server-core';
import { createTestOrm } from '@coaching/server-core/testing';
import { ListCoachBusyTimesHandler } from './list-coach-busy-times.handler';
import { ListCoachBusyTimesQuery } from './list-coach-busy-times.query';
import { ListCoachesHandler } from './list-coaches.handler';
import { ListCoachesQuery } from './list-coaches.query';

describe('coach queries (real PostgreSQL)', () => {
  let orm: MikroORM;
  let em: EntityManager;
  const [aim, ace, old] = [randomUUID(), randomUUID(), randomUUID()];

  beforeAll(async () => {
    orm = await createTestOrm('server_lessons', []);
    em = orm.em.fork();
    await sql(em, 'delete from lessons');
    await sql(em, 'delete from coach_weekly_hours');
    await sql(em, 'delete from coaches');
    await sql(em, "insert into coaches (id, code, name, game_id, is_active) values (?, 'aim', '相川', 2, true), (?, 'ace', '青木', 1, true), (?, 'old', '大野', 2, false)", [aim, ace, old]);
    await sql(em, "insert into coach_weekly_hours (coach_id, weekday, starts, ends) values (?, 1, '19:00', '23:00'), (?, 6, '10:00', '23:59:59')", [aim, aim]);
  });
  afterAll(() => orm.close());

  it('lists the active coaches of a game with their weekly hours (the end of the day as 24:00)', async () => {
    const coaches = await new ListCoachesHandler(orm.em).execute(new ListCoachesQuery({ gameId: 2 }));
    expect(coaches).toEqual([
      {
        id: aim,
        code: 'aim',
        name: '相川',
        gameId: 2,
        isActive: true,
        operatorId: null,
        weeklyHours: [
          { weekday: 1, start: '19:00', end: '23:00' },
          { weekday: 6, start: '10:00', end: '24:00' },
        ],
      },
    ]);
  });

  it('includes inactive coaches only when asked, and filters by id', async () => {
    const all = await new ListCoachesHandler(orm.em).execute(new ListCoachesQuery({ includeInactive: true, ids: [aim, old] }));
    expect(all.map((c) => c.code).sort()).toEqual(['aim', 'old']);
    expect(await new ListCoachesHandler(orm.em).execute(new ListCoachesQuery({ ids: [] }))).toEqual([]);
  });

  it('answers the lessons overlapping a window, leaving cancelled ones out', async () => {
    const lesson = (coach: string, start: string, status = 'scheduled') =>
      sql(
        em,
        "insert into lessons (id, kind, member_id, coach_id, starts_at, ends_at, source, status, scheduled_at) values (?, 'personal', ?, ?, ?, ?::timestamptz + interval '1 hour', 'plan', ?, now())",
        [randomUUID(), randomUUID(), coach, start, start, status],
      );
    await lesson(aim, '2026-12-01T10:00:00Z');
    await lesson(aim, '2026-12-01T12:00:00Z', 'cancelled');
    await lesson(aim, '2026-12-02T10:00:00Z');
    await lesson(ace, '2026-12-01T10:30:00Z');
    const busy = await new ListCoachBusyTimesHandler(orm.em).execute(new ListCoachBusyTimesQuery([aim], new Date('2026-12-01T10:30:00Z'), new Date('2026-12-01T13:00:00Z')));
    expect(busy).toEqual([{ coachId: aim, startsAt: new Date('2026-12-01T10:00:00Z'), endsAt: new Date('2026-12-01T11:00:00Z') }]);
  });

  it('refuses a second lesson of one coach at an overlapping time (the database itself)', async () => {
    const insert = (start: string) =>
      sql(em, "insert into lessons (id, kind, member_id, coach_id, starts_at, ends_at, source, status, scheduled_at) values (?, 'personal', ?, ?, ?, ?::timestamptz + interval '1 hour', 'plan', 'scheduled', now())", [
        randomUUID(),
        randomUUID(),
        ace,
        start,
        start,
      ]);
    await expect(insert('2026-12-01T11:00:00Z')).rejects.toThrow(/lessons_coach_free/);
    await expect(insert('2026-12-01T11:30:00Z')).resolves.toBeDefined();
  });
});
