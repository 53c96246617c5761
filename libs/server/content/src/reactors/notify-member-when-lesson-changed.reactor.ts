import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { NotificationTitles } from '@coaching/contracts';
import type { Reactor, StoredEvent } from '@coaching/server-core';
import { ListGroupMemberIdsQuery } from '@coaching/server-lessons/queries';
import { firstEventData, notifyMember } from './member-notifications';
import { LessonScheduled, LessonCancelledByMember, LessonCancelledBySchool } from '@coaching/server-lessons/events';

/**
 * Async: the lessons context scheduled or cancelled a member's lesson (stream `lesson-<uuid>`) → the
 * member's bell says so. `LessonScheduled` names the member (`data.memberId`), or the group of a group
 * lesson (`data.groupId`), whose members the lessons context tells (its published query); a cancellation is
 * found through the lesson's own `LessonScheduled`.
 */
export class NotifyMemberWhenLessonChangedReactor implements Reactor {
  readonly name = 'notify-member-when-lesson-changed';
  readonly eventTypes = [LessonScheduled, LessonCancelledByMember, LessonCancelledBySchool];

  constructor(private readonly queries: QueryBus) {}

  async react(tx: EntityManager, event: StoredEvent): Promise<void> {
    const scheduled = event.type === 'LessonScheduled' ? (event.data as Record<string, unknown>) : await firstEventData(tx, event.streamId, 'LessonScheduled');
    const { memberId, groupId } = scheduled ?? {};
    const members = typeof memberId === 'string' ? [memberId] : typeof groupId === 'string' ? await this.queries.execute(new ListGroupMemberIdsQuery(groupId)) : [];
    const title =
      event.type === 'LessonScheduled' ? NotificationTitles.lessonScheduled : event.type === 'LessonCancelledByMember' ? NotificationTitles.lessonCancelledByMember : NotificationTitles.lessonCancelledBySchool;
    for (const member of members) await notifyMember(tx, member, event, event.type === 'LessonScheduled' ? 'lesson_scheduled' : 'lesson_cancelled', title, '/mypage');
  }
}
