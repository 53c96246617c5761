import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EventStore, ProjectionRegistry, ReactorRegistry } from '@coaching/server-core';
import { LessonStandingsProjection } from './projections/lesson-standings.projection';
import { LessonsProjection } from './projections/lessons.projection';
import { MemberLessonRatingsProjection } from './projections/member-lesson-ratings.projection';
import { MemberProgressAnswersProjection } from './projections/member-progress-answers.projection';
import { StudentChartsProjection } from './projections/student-charts.projection';
import { CancelLessonsWhenSubscriptionCancelledReactor } from './reactors/cancel-lessons-when-subscription-cancelled.reactor';
import { ForfeitLessonsWhenMonthSuspendedReactor } from './reactors/forfeit-lessons-when-month-suspended.reactor';
import { MailMemberWhenLessonChangedReactor } from './reactors/mail-member-when-lesson-changed.reactor';
import { RecordStrikeWhenLessonStruckReactor } from './reactors/record-strike-when-lesson-struck.reactor';
import { RecordStudentWhenSubscriptionStartedReactor } from './reactors/record-student-when-subscription-started.reactor';
import { WarnMemberWhenStrikeRecordedReactor } from './reactors/warn-member-when-strike-recorded.reactor';

/**
 * The lessons context's projections (inline: lessons, lesson standings, chart links) and reactors (async: students from billing's
 * subscriptions, the member's mails, strikes, the warning, and the month's forfeits), registered in every process that
 * appends events: the api and the worker. Both modules provide this one class.
 */
@Injectable()
export class LessonEventHandlers implements OnModuleInit {
  constructor(
    @Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry,
    @Inject(ReactorRegistry) private readonly reactors: ReactorRegistry,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  onModuleInit(): void {
    this.projections.register(new LessonsProjection());
    this.projections.register(new LessonStandingsProjection());
    this.projections.register(new StudentChartsProjection());
    this.projections.register(new MemberLessonRatingsProjection());
    this.projections.register(new MemberProgressAnswersProjection());
    this.reactors.register(new RecordStudentWhenSubscriptionStartedReactor(this.queries));
    this.reactors.register(new MailMemberWhenLessonChangedReactor(this.queries));
    this.reactors.register(new RecordStrikeWhenLessonStruckReactor(this.store));
    this.reactors.register(new WarnMemberWhenStrikeRecordedReactor());
    this.reactors.register(new ForfeitLessonsWhenMonthSuspendedReactor(this.store));
    this.reactors.register(new CancelLessonsWhenSubscriptionCancelledReactor(this.store));
  }
}
