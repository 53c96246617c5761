import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EventStore, sql } from '@coaching/server-core';
import { assertCoachAvailable } from './coach-availability';
import { assertLessonInScope } from './lesson-in-scope';
import { runLessonCommand } from './lesson-writes';
import { RescheduleLessonCommand } from './reschedule-lesson.command';

@CommandHandler(RescheduleLessonCommand)
export class RescheduleLessonHandler implements ICommandHandler<RescheduleLessonCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ lessonId, startsAt, minutes, operator }: RescheduleLessonCommand): Promise<void> {
    const em = this.em.fork();
    await assertLessonInScope(em, operator, lessonId);
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    const [lesson] = await sql<{ coach_id: string }>(em, 'select coach_id from lessons where id = ?', [lessonId]);
    await assertCoachAvailable(em, this.queries, lesson.coach_id, startsAt, endsAt, { includeInactive: true });
    const command = { type: 'RescheduleLesson' as const, data: { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), now: new Date().toISOString() } };
    await runLessonCommand(this.em, this.store, lessonId, command, { actor: { type: 'operator', id: operator.id } });
  }
}
