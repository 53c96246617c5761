import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetMemberSubscriptionsQuery, HasPersonalInformationQuery } from '@coaching/server-billing/queries';
import { sql } from '@coaching/server-core';
import { GetMemberAccountQuery } from '@coaching/server-identity/queries';
import { GetStudentChartsQuery } from '@coaching/server-lessons/queries';
import { type MemberHomeFacts, storedSubscription } from '../domain/member-home-facts';

/**
 * The member's home (`member_home`, ADR 0026): read in one statement; when the member-home projection has emptied it
 * (or it was never built), built from the owners' published queries and kept, unless an event moved the member's
 * generation while it was being read (then the next read builds it again).
 */
@Injectable()
export class MemberHomes {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  /** The member's facts; null when there is no such member. */
  async factsOf(memberId: string): Promise<MemberHomeFacts | null> {
    const em = this.em.fork();
    const [row] = await sql<{ generation: string; home: MemberHomeFacts | null }>(em, 'select generation, home from member_home where member_id = ?', [memberId]);
    if (row?.home) return row.home;
    const facts = await this.build(memberId);
    if (!facts) return null;
    const home = JSON.stringify(facts);
    if (row) {
      await sql(em, 'update member_home set home = ?::jsonb, built_at = now() where member_id = ? and generation = ?', [home, memberId, row.generation]);
    } else {
      await sql(em, 'insert into member_home (member_id, generation, home, built_at) values (?, 0, ?::jsonb, now()) on conflict (member_id) do nothing', [memberId, home]);
    }
    return facts;
  }

  private async build(memberId: string): Promise<MemberHomeFacts | null> {
    const [account, subscriptions, personalInformationCompleted] = await Promise.all([
      this.queries.execute(new GetMemberAccountQuery(memberId)),
      this.queries.execute(new GetMemberSubscriptionsQuery(memberId)),
      this.queries.execute(new HasPersonalInformationQuery(memberId)),
    ]);
    if (!account) return null;
    const charts = await this.queries.execute(new GetStudentChartsQuery(subscriptions.map((s) => s.id)));
    return { account, subscriptions: subscriptions.map(storedSubscription), personalInformationCompleted, charts };
  }
}
