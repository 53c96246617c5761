import type { EntityManager } from '@mikro-orm/postgresql';
import { NotificationTitles } from '@coaching/contracts';
import type { Reactor, StoredEvent } from '@coaching/server-core';
import { firstEventData, notifyMember } from './member-notifications';

/**
 * Async: the lessons context scheduled or cancelled a member's lesson (stream `lesson-<uuid>`) → the
 * member's bell says so. `LessonScheduled` names the member (`data.memberId`); a cancellation is found
 * through the lesson's own `LessonScheduled`.
 */
export class NotifyMemberWhenLessonChangedReactor implements Reactor {
  readonly name = 'notify-member-when-lesson-changed';
  readonly eventTypes = ['LessonScheduled', 'LessonCancelledByMember', 'LessonCancelledBySchool'];

  async react(tx: EntityManager, event: StoredEvent): Promise<void> {
    const scheduled = event.type === 'LessonScheduled' ? (event.data as Record<string, unknown>) : await firstEventData(tx, event.streamId, 'LessonScheduled');
    const memberId = scheduled?.memberId;
    if (typeof memberId !== 'string') return;
    const title =
      event.type === 'LessonScheduled' ? NotificationTitles.lessonScheduled : event.type === 'LessonCancelledByMember' ? NotificationTitles.lessonCancelledByMember : NotificationTitles.lessonCancelledBySchool;
    await notifyMember(tx, memberId, event, event.type === 'LessonScheduled' ? 'lesson_scheduled' : 'lesson_cancelled', title, '/mypage');
  }
}
