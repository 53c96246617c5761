import { declareReadCache } from '@coaching/server-core';

/**
 * What mypage reads of a member's lessons on every view, kept in each api copy's memory by member: their next lesson
 * (`GetLatestLessonHandler`) and their strikes (`ListLessonStandingsHandler`), both forgotten as
 * `member-lessons:<member>` when
 * - a lesson of the member's own changes, or one of a group they belong to (each member of the group is told);
 * - the member joins or leaves a group, their plan's game changes, their strikes of a month change;
 * and all at once (`member-lessons:*`) when a group's or a coach's name or links change, rarely and shown to many.
 * Listed in the context's `readCaches` (src/migrations/index.ts), from which core generates the triggers (ADR 0019).
 */
export const MEMBER_LESSONS_CACHE = declareReadCache({
  kind: 'member-lessons',
  invalidatedBy: [
    { table: 'lessons', key: 'member_id' },
    { table: 'lessons', key: 'group_id', via: { table: 'lesson_group_members', match: 'group_id', key: 'member_id' } },
    { table: 'lesson_group_members', key: 'member_id' },
    { table: 'lesson_students', key: 'member_id', columns: ['game_id', 'member_id'] },
    { table: 'lesson_standings', key: 'member_id' },
    { table: 'lesson_groups', key: '*', on: ['update', 'delete'] },
    { table: 'coaches', key: '*', on: ['update', 'delete'] },
  ],
});
