import type { EventMetadata } from '@coaching/server-core';

// The lessons context's state-stored records (a student's coach, groups, coaches, the karte) keep their rows; what
// operators do to each is recorded on the record's own stream (`EventStore.record`), which the back office's audit
// log reads. Lessons themselves are event-sourced (`lesson-<id>`, lesson.decider.ts).

/** A running subscription as the lessons context teaches it (`lesson_students`): its coach. */
export const studentStream = (subscriptionId: string) => ({ id: `lesson-student-${subscriptionId}`, type: 'lesson-student' });
export const groupStream = (groupId: string) => ({ id: `lesson-group-${groupId}`, type: 'lesson-group' });
export const coachStream = (coachId: string) => ({ id: `coach-${coachId}`, type: 'coach' });
/** The coach's note of one lesson (`lesson_notes`). */
export const karteStream = (lessonId: string) => ({ id: `lesson-karte-${lessonId}`, type: 'lesson-karte' });

/** The operator who acted: the events' actor. */
export const byOperator = (operatorId: string, actionId?: string): EventMetadata => ({ actor: { type: 'operator', id: operatorId }, ...(actionId ? { actionId } : {}) });
