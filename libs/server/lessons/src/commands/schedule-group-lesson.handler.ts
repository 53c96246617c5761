import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { domainError, EventStore, sql } from '@coaching/server-core';
import { LessonErrors } from '../domain/lessons-errors';
import { coachScopeOf } from './acting-operator';
import { assertCoachAvailable } from './coach-availability';
import { runLessonCommand } from './lesson-writes';
import { ScheduleGroupLessonCommand } from './schedule-group-lesson.command';

/**
 * A group lesson belongs to the group (its members see it through their membership) and is taught under the group
 * plan, outside the members' personal allowances. The coach is never double-booked (the lessons' exclusion constraint).
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
    if (!coachId) throw domainError(LessonErrors.NO_COACH_ASSIGNED);
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    const lessonId = randomUUID();
    await runLessonCommand(
      this.em,
      this.store,
      lessonId,
      {
        type: 'ScheduleLesson',
        data: {
          lessonId,
          kind: 'group',
          memberId: null,
          groupId,
          coachId,
          subscriptionId: null,
          startsAt: startsAt.toISOString(),
          endsAt: endsAt.toISOString(),
          source: 'plan',
          makeUpFor: null,
          creditDeadline: null,
          scheduledAt: new Date().toISOString(),
        },
      },
      { actor: { type: 'operator', id: operator.id } },
      { alsoInTransaction: (tx) => assertCoachAvailable(tx, this.queries, coachId, startsAt, endsAt) },
    );
    return { lessonId };
  }
}
