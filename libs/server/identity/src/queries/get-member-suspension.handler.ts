import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminMemberSuspension } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import type { MemberSuspendedData, MemberSuspensionLiftedData } from '../domain/member-account.decider';
import { suspensionOf } from '../domain/member-suspension';
import { User } from '../entities/user.entity';
import { GetMemberSuspensionQuery } from './get-member-suspension.query';

@QueryHandler(GetMemberSuspensionQuery)
export class GetMemberSuspensionHandler implements IQueryHandler<GetMemberSuspensionQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ memberId }: GetMemberSuspensionQuery): Promise<AdminMemberSuspension | null> {
    const user = await this.em.fork().findOne(User, { id: memberId });
    if (!user) return null;
    // The account's stream also records the member's own changes (`MemberAccountChanged`): the history is the suspensions.
    const events = await sql<{ type: string; data: MemberSuspendedData | MemberSuspensionLiftedData }>(
      this.em.fork(),
      "select type, data from events where stream_id = ? and type in ('MemberSuspended', 'MemberSuspensionLifted') order by version desc",
      [`member-${memberId}`],
    );
    return {
      id: memberId,
      member_id: memberId,
      suspension: suspensionOf(user),
      history: events.map((e) =>
        e.type === 'MemberSuspended'
          ? { type: 'suspended' as const, at: (e.data as MemberSuspendedData).suspendedAt, by: e.data.by.name, ground: (e.data as MemberSuspendedData).ground, reason: (e.data as MemberSuspendedData).reason }
          : { type: 'lifted' as const, at: (e.data as MemberSuspensionLiftedData).liftedAt, by: e.data.by.name, ground: null, reason: null },
      ),
    };
  }
}
