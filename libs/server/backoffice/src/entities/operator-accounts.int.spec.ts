import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestOrm } from '@coaching/server-core/testing';
import { authenticateOperator, upsertOperator } from './operator-accounts';
import { Operator } from './operator.entity';

describe('operator accounts (real PostgreSQL)', () => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await createTestOrm('server_backoffice', [Operator]);
  });
  afterAll(() => orm.close(true));

  it('stores an argon2id hash, never the password, and authenticates case-insensitively by e-mail', async () => {
    await upsertOperator(orm.em.fork(), { email: 'Ops@GGcoach.example', name: '運営', role: 'admin', password: 'a-long-password' });
    const stored = await orm.em.fork().findOneOrFail(Operator, { email: 'Ops@GGcoach.example' });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored)).not.toContain('passwordHash');
    expect((await authenticateOperator(orm.em.fork(), 'ops@ggcoach.example', 'a-long-password'))?.id).toBe(stored.id);
    expect(await authenticateOperator(orm.em.fork(), 'ops@ggcoach.example', 'wrong-password')).toBeNull();
    expect(await authenticateOperator(orm.em.fork(), 'nobody@ggcoach.example', 'a-long-password')).toBeNull();
    expect(await authenticateOperator(orm.em.fork(), '%', 'a-long-password')).toBeNull();
  });

  it('upserts: running the seed again changes role and password, not the id', async () => {
    const first = await upsertOperator(orm.em.fork(), { email: 'support@ggcoach.example', name: 'サポート', role: 'support', password: 'first-password' });
    const second = await upsertOperator(orm.em.fork(), { email: 'support@ggcoach.example', name: 'サポート 花子', role: 'admin', password: 'second-password' });
    expect(second.id).toBe(first.id);
    expect(await orm.em.fork().count(Operator, { email: 'support@ggcoach.example' })).toBe(1);
    expect(await authenticateOperator(orm.em.fork(), 'support@ggcoach.example', 'second-password')).toMatchObject({ role: 'admin', name: 'サポート 花子' });
  });
});
