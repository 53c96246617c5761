import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, EventStore, runDecider, sql } from '@coaching/server-core';
import { LessonErrors } from '../domain/lessons-errors';
import { studentChartDecider, studentChartStream } from '../domain/student-chart.decider';
import { SetStudentChartCommand } from './set-student-chart.command';

@CommandHandler(SetStudentChartCommand)
export class SetStudentChartHandler implements ICommandHandler<SetStudentChartCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ subscriptionId, chartUrl, operator }: SetStudentChartCommand): Promise<void> {
    const [student] = await sql<{ member_id: string }>(this.em.fork(), 'select member_id from lesson_students where subscription_id = ?', [subscriptionId]);
    if (!student) throw domainError(LessonErrors.STUDENT_NOT_FOUND);
    await runDecider(
      this.em,
      this.store,
      studentChartStream(subscriptionId),
      studentChartDecider,
      { type: 'SetStudentChartLink', data: { subscriptionId, memberId: student.member_id, chartUrl, now: new Date().toISOString() } },
      { actor: { type: 'operator', id: operator.id } },
    );
  }
}
