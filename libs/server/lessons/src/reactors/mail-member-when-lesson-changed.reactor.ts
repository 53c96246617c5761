import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetGameSummariesQuery } from '@coaching/server-catalogue/queries';
import { enqueueInOutbox, type Reactor, type StoredEvent } from '@coaching/server-core';
import { lessonMailFacts, memberMail } from './lesson-mail';

/**
 * Async: the member hears of their personal lesson being booked, moved, or called off (by them, as a receipt, or
 * by the school, with the make-up week). One mail per event; a redelivered event is not processed twice.
 */
export class MailMemberWhenLessonChangedReactor implements Reactor {
  readonly name = 'mail-member-when-lesson-changed';
  readonly eventTypes = ['LessonScheduled', 'LessonRescheduled', 'LessonCancelledByMember', 'LessonCancelledBySchool'];

  constructor(private readonly queries: QueryBus) {}

  async react(tx: EntityManager, event: StoredEvent): Promise<void> {
    const lesson = await lessonMailFacts(tx, event.streamId.replace(/^lesson-/, ''));
    if (!lesson?.member_id) return;
    // The times as this event left them (a later move must not rewrite an earlier mail).
    const at = event.data as { startsAt?: string; endsAt?: string };
    const locals = { startsAt: at.startsAt ?? lesson.starts_at, endsAt: at.endsAt ?? lesson.ends_at, coachName: lesson.coach_name };
    if (event.type === 'LessonScheduled' || event.type === 'LessonRescheduled') {
      const [game] = lesson.game_id ? await this.queries.execute(new GetGameSummariesQuery([lesson.game_id])) : [];
      await enqueueInOutbox(tx, memberMail('lesson-scheduled', lesson.member_id, { ...locals, discordUrl: game?.discordUrl ?? null }));
      return;
    }
    const { makeUpBy } = event.data as { makeUpBy: string | null };
    await enqueueInOutbox(tx, memberMail('lesson-cancelled', lesson.member_id, { ...locals, bySchool: event.type === 'LessonCancelledBySchool', makeUpBy }));
  }
}
