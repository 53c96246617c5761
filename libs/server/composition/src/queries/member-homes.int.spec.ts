import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { sql, type StoredEvent } from '@coaching/server-core';
import { createTestOrm } from '@coaching/server-core/testing';
import { GetMemberSubscriptionsQuery, HasPersonalInformationQuery } from '@coaching/server-billing/queries';
import { GetMemberAccountQuery, type MemberAccount } from '@coaching/server-identity/queries';
import { GetStudentChartsQuery } from '@coaching/server-lessons/queries';
import { MemberHomeProjection } from '../projections/member-home.projection';
import { MemberHomes } from './member-homes';

const accountNamed = (lastName: string): MemberAccount => ({
  publicId: 'p1',
  email: 'member@example.com',
  lastName,
  firstName: '太郎',
  isVerified: true,
  passwordChangedAt: null,
  status: 'active',
  trialCount: 1,
  discordId: null,
  discordUsername: null,
  isDiscordLogin: false,
  hasPassword: true,
  profilePhotoUrl: null,
  route: null,
  trialReserveUrl: null,
  suspension: null,
  games: [],
});

/** The owners' published queries, answered from `names` (the account's last name is what each test changes). */
function queriesAnswering(state: { lastName: string; onAccountRead?: () => Promise<void> }, reads: { count: number }): QueryBus {
  return {
    execute: async (query: unknown) => {
      if (query instanceof GetMemberAccountQuery) {
        reads.count++;
        const account = accountNamed(state.lastName);
        await state.onAccountRead?.();
        return account;
      }
      if (query instanceof GetMemberSubscriptionsQuery) return [];
      if (query instanceof HasPersonalInformationQuery) return false;
      if (query instanceof GetStudentChartsQuery) return [];
      throw new Error(`unexpected query ${String(query)}`);
    },
  } as unknown as QueryBus;
}

const changeOf = (memberId: string): StoredEvent =>
  ({ type: 'MemberAccountChanged', data: { memberId, change: 'profile' }, streamId: `member-${memberId}` }) as unknown as StoredEvent;

describe('the member home read model (real PostgreSQL)', () => {
  let orm: MikroORM;
  const projection = new MemberHomeProjection();
  beforeAll(async () => {
    orm = await createTestOrm('server_composition', []);
  });
  afterAll(() => orm.close(true));

  /** An event the projection reads, applied and committed as an append would. */
  const commitChange = (memberId: string) => orm.em.fork().transactional((tx) => projection.apply(tx, changeOf(memberId)));

  it('given a built home, when it is read again, then it is answered from its row without asking the owners', async () => {
    const memberId = randomUUID();
    const reads = { count: 0 };
    const homes = new MemberHomes(orm.em, queriesAnswering({ lastName: '山田' }, reads));
    expect((await homes.factsOf(memberId))?.account.lastName).toBe('山田');
    expect((await homes.factsOf(memberId))?.account.lastName).toBe('山田');
    expect(reads.count).toBe(1);
  });

  it('given a built home, when an event it reads commits, then the next read builds it again with the change', async () => {
    const memberId = randomUUID();
    const state = { lastName: '山田' };
    const reads = { count: 0 };
    const homes = new MemberHomes(orm.em, queriesAnswering(state, reads));
    await homes.factsOf(memberId);
    state.lastName = '佐藤';
    await commitChange(memberId);
    const [row] = await sql<{ home: unknown; generation: string }>(orm.em.fork(), 'select home, generation from member_home where member_id = ?', [memberId]);
    expect(row).toEqual({ home: null, generation: '1' });
    expect((await homes.factsOf(memberId))?.account.lastName).toBe('佐藤');
    expect(reads.count).toBe(2);
  });

  it.each([
    ['no home was built yet', false],
    ['the home had been emptied', true],
  ])('given %s, when a change commits while a read is building it, then what that read saw is not kept', async (_what, builtBefore) => {
    const memberId = randomUUID();
    const state: { lastName: string; onAccountRead?: () => Promise<void> } = { lastName: '山田' };
    const reads = { count: 0 };
    const homes = new MemberHomes(orm.em, queriesAnswering(state, reads));
    if (builtBefore) {
      await homes.factsOf(memberId);
      await commitChange(memberId);
    }
    // The read has the old name in hand when the change commits (the change's event moves the generation on).
    state.onAccountRead = async () => {
      state.onAccountRead = undefined;
      state.lastName = '佐藤';
      await commitChange(memberId);
    };
    expect((await homes.factsOf(memberId))?.account.lastName).toBe('山田');
    const [row] = await sql<{ home: unknown }>(orm.em.fork(), 'select home from member_home where member_id = ?', [memberId]);
    expect(row.home).toBeNull();
    expect((await homes.factsOf(memberId))?.account.lastName).toBe('佐藤');
  });

  it('given an unknown member, then there is no home and no row', async () => {
    const memberId = randomUUID();
    const homes = new MemberHomes(orm.em, {
      execute: async (query: unknown) => (query instanceof GetMemberAccountQuery ? null : query instanceof GetMemberSubscriptionsQuery ? [] : false),
    } as unknown as QueryBus);
    expect(await homes.factsOf(memberId)).toBeNull();
    expect(await sql(orm.em.fork(), 'select 1 from member_home where member_id = ?', [memberId])).toEqual([]);
  });
});
