import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { domainError, EventStore, sql, sqlTransaction } from '@coaching/server-core';
import { LessonErrors } from '../domain/lessons-errors';
import { coachScopeOf } from './acting-operator';
import { assertCoachAvailable } from './coach-availability';
import { appendScheduledLesson, refusalOfOverlap } from './lesson-writes';
import { assertMembersFree, groupMemberIds, lockGroup, lockMembers } from './member-time';
import { ScheduleGroupLessonCommand } from './schedule-group-lesson.command';

/**
 * A group lesson belongs to the group (its members see it through their membership) and is taught under the group
 * plan, outside the members' personal allowances. The coach is never double-booked (the lessons' exclusion constraint),
 * nor a member of the group (member-time.ts).
 */
@CommandHandler(ScheduleGroupLessonCommand)
export class ScheduleGroupLessonHandler implements ICommandHandler<ScheduleGroupLessonCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ groupId, startsAt, minutes, coachId: askedCoach, operator }: ScheduleGroupLessonCommand) {
    const em = this.em.fork();
    const [group] = await sql<{ coach_id: string | null }>(em, 'select coach_id from lesson_groups where id = ?', [groupId]);
    const ownCoach = await coachScopeOf(em, operator);
    if (!group || (ownCoach && (group.coach_id !== ownCoach || (askedCoach && askedCoach !== ownCoach)))) throw domainError(LessonErrors.GROUP_NOT_FOUND);
    const coachId = askedCoach ?? group.coach_id;
    if (!coachId) throw domainError(LessonErrors.GROUP_NO_COACH);
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    const lessonId = randomUUID();
    try {
      await sqlTransaction(this.em, async (tx) => {
        // Its members' own lessons and other groups' lessons at that time are theirs too (member-time.ts).
        await lockGroup(tx, groupId);
        const members = await groupMemberIds(tx, groupId);
        await lockMembers(tx, members);
        await assertMembersFree(tx, members, startsAt, endsAt);
        await assertCoachAvailable(tx, this.queries, coachId, startsAt, endsAt);
        await appendScheduledLesson(
          tx,
          this.store,
          { lessonId, kind: 'group', memberId: null, groupId, coachId, subscriptionId: null, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), source: 'plan', makeUpFor: null, creditDeadline: null },
          operator.id,
        );
      });
    } catch (error) {
      throw refusalOfOverlap(error);
    }
    return { lessonId };
  }
}
