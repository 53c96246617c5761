import type { ContextMigration, ReadCacheDeclaration } from '@coaching/server-core';
import { MEMBER_LESSONS_CACHE } from '../queries/member-lessons-cache';
import { Migration20261122000301Coaches } from './20261122000301-coaches.migration';
import { Migration20261125130000Lessons } from './20261125130000-lessons.migration';
import { Migration20261126150000StudentCharts } from './20261126150000-student-charts.migration';
import { Migration20261127120000DropCoachTrialBookings } from './20261127120000-drop-coach-trial-bookings.migration';
import { Migration20261127150000LessonLookupIndexes } from './20261127150000-lesson-lookup-indexes.migration';
import { Migration20261127180003StudentChartNotify } from './20261127180003-student-chart-notify.migration';
import { Migration20261127180006MemberLessonsNotify } from './20261127180006-member-lessons-notify.migration';
import { Migration20261129085900CoachChangesAsEvents } from './20261129085900-coach-changes-as-events.migration';
import { Migration20261130090000CoachPhotos } from './20261130090000-coach-photos.migration';
import { Migration20261201100600MemberLessonRatings } from './20261201100600-member-lesson-ratings.migration';
import { Migration20261202100000MemberProgressAnswers } from './20261202100000-member-progress-answers.migration';
import { Migration20261202130000CoachDaysOff } from './20261202130000-coach-days-off.migration';
import { Migration20261203000100KarteSharedWithGuardian } from './20261203000100-karte-shared-with-guardian.migration';

/** The lessons context's tables. Core finds this list (the package's `./migrations` entry) and merges it by name. */
export const migrations: ContextMigration[] = [
  { name: 'Migration20261122000301Coaches', class: Migration20261122000301Coaches, replaces: 'Migration20261122000003CataloguePeopleNews' },
  { name: 'Migration20261125130000Lessons', class: Migration20261125130000Lessons },
  { name: 'Migration20261126150000StudentCharts', class: Migration20261126150000StudentCharts },
  { name: 'Migration20261127120000DropCoachTrialBookings', class: Migration20261127120000DropCoachTrialBookings },
  { name: 'Migration20261127150000LessonLookupIndexes', class: Migration20261127150000LessonLookupIndexes },
  { name: 'Migration20261127180003StudentChartNotify', class: Migration20261127180003StudentChartNotify },
  { name: 'Migration20261127180006MemberLessonsNotify', class: Migration20261127180006MemberLessonsNotify },
  { name: 'Migration20261129085900CoachChangesAsEvents', class: Migration20261129085900CoachChangesAsEvents },
  { name: 'Migration20261130090000CoachPhotos', class: Migration20261130090000CoachPhotos },
  { name: 'Migration20261201100600MemberLessonRatings', class: Migration20261201100600MemberLessonRatings },
  { name: 'Migration20261202100000MemberProgressAnswers', class: Migration20261202100000MemberProgressAnswers },
  { name: 'Migration20261202130000CoachDaysOff', class: Migration20261202130000CoachDaysOff },
  { name: 'Migration20261203000100KarteSharedWithGuardian', class: Migration20261203000100KarteSharedWithGuardian },
];

/** The read caches this context declares: core generates their triggers after migrating (ADR 0019, 2026-11-28). */
export const readCaches: ReadCacheDeclaration[] = [MEMBER_LESSONS_CACHE];
