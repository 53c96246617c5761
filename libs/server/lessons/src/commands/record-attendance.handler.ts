import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@coaching/server-core';
import { assertLessonInScope } from './lesson-in-scope';
import { runLessonCommand } from './lesson-writes';
import { RecordAttendanceCommand } from './record-attendance.command';

@CommandHandler(RecordAttendanceCommand)
export class RecordAttendanceHandler implements ICommandHandler<RecordAttendanceCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ lessonId, attended, operator }: RecordAttendanceCommand): Promise<void> {
    await assertLessonInScope(this.em.fork(), operator, lessonId);
    await runLessonCommand(this.em, this.store, lessonId, { type: 'RecordAttendance', data: { attended, now: new Date().toISOString() } }, { actor: { type: 'operator', id: operator.id } });
  }
}
