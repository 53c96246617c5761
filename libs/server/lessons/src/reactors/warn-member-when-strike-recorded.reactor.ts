import type { EntityManager } from '@mikro-orm/postgresql';
import { type Reactor, sendMail, type StoredEvent } from '@coaching/server-core';
import { tokyoMonthLabel } from '../domain/lesson-terms';
import type { StrikeRecordedData } from '../domain/member-standing.decider';
import { StrikeRecorded } from '../events';

/** Async: a member's first strike of a month mails a warning with the rule (the second one suspends the month). */
export class WarnMemberWhenStrikeRecordedReactor implements Reactor {
  readonly name = 'warn-member-when-strike-recorded';
  readonly eventTypes = [StrikeRecorded];

  /** Only the month's first strike: the second suspends the month, which mails on its own. */
  reactsTo(event: Pick<StoredEvent, 'data'>): boolean {
    return (event.data as StrikeRecordedData).count === 1;
  }

  async react(tx: EntityManager, event: StoredEvent): Promise<void> {
    const { memberId, month } = event.data as StrikeRecordedData;
    await sendMail(tx, { template: 'lesson-strike-warning', toMember: memberId, locals: { month: tokyoMonthLabel(month) } });
  }
}
