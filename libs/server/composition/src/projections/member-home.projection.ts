import type { EntityManager } from '@mikro-orm/postgresql';
import { membersNamedBy, sql, type InlineProjection, type StoredEvent } from '@coaching/server-core';
import {
  PersonalInformationSaved,
  SubscriptionCancelled,
  SubscriptionExtended,
  SubscriptionRequested,
  SubscriptionRequestWithdrawn,
  SubscriptionStarted,
} from '@coaching/server-billing/events';
import { MemberAccountChanged, MemberSuspended, MemberSuspensionLifted, MemberWithdrew } from '@coaching/server-identity/events';
import { StudentChartLinkRemoved, StudentChartLinkSet } from '@coaching/server-lessons/events';

/**
 * Inline: every event that changes a fact the member's home keeps (`MemberHomeFacts`) moves the member's generation on
 * and empties their home, in the append's transaction; the next read builds it again (`MemberHomes`). So `GET /api/me`
 * shows a change on the very next read, in every api copy, with no cache to tell. The row is written even when no home
 * was built yet: a read building one at that moment then finds the generation moved and does not keep what it read.
 */
export class MemberHomeProjection implements InlineProjection {
  readonly name = 'member-home';
  readonly eventTypes = [
    MemberAccountChanged,
    MemberSuspended,
    MemberSuspensionLifted,
    MemberWithdrew,
    SubscriptionRequested,
    SubscriptionStarted,
    SubscriptionExtended,
    SubscriptionRequestWithdrawn,
    SubscriptionCancelled,
    PersonalInformationSaved,
    StudentChartLinkSet,
    StudentChartLinkRemoved,
  ].map((type) => type.name);

  async apply(em: EntityManager, event: StoredEvent): Promise<void> {
    for (const memberId of membersNamedBy(event.data)) {
      await sql(
        em,
        `insert into member_home (member_id, generation) values (?, 1)
         on conflict (member_id) do update set generation = member_home.generation + 1, home = null, built_at = null`,
        [memberId],
      );
    }
  }

  async reset(em: EntityManager): Promise<void> {
    await sql(em, 'delete from member_home');
  }
}
