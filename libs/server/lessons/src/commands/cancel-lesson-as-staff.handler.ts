import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EventStore } from '@coaching/server-core';
import { cancelTermsOfLesson } from '../queries/cancel-terms';
import { CancelLessonAsStaffCommand } from './cancel-lesson-as-staff.command';
import { assertLessonInScope } from './lesson-in-scope';
import { runLessonCommand } from './lesson-writes';

@CommandHandler(CancelLessonAsStaffCommand)
export class CancelLessonAsStaffHandler implements ICommandHandler<CancelLessonAsStaffCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ lessonId, by, reason, operator }: CancelLessonAsStaffCommand): Promise<void> {
    await assertLessonInScope(this.em.fork(), operator, lessonId);
    const now = new Date().toISOString();
    const command =
      by === 'school'
        ? { type: 'CancelLessonAsSchool' as const, data: { reason, now } }
        : { type: 'RecordLateCancellation' as const, data: { reason, now, terms: await cancelTermsOfLesson(this.em.fork(), this.queries, lessonId) } };
    await runLessonCommand(this.em, this.store, lessonId, command, { actor: { type: 'operator', id: operator.id } });
  }
}
