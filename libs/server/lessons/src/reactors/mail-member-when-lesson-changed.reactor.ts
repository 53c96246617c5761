import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { cancelDeadlineWords } from '@coaching/contracts';
import { GetGameSummariesQuery } from '@coaching/server-catalogue/queries';
import { type MailToSend, type Reactor, sendMail, type StoredEvent } from '@coaching/server-core';
import type { LessonScheduledData } from '../domain/lesson.decider';
import { cancelTermsOfLesson } from '../queries/cancel-terms';
import { memberContactsOf } from '../queries/member-contacts';
import { iso, lessonMailFacts, lessonRecipients, type LessonMailFacts } from './lesson-mail';
import { LessonScheduled, LessonRescheduled, LessonCancelledByMember, LessonCancelledBySchool } from '../events';

/**
 * Async: the member hears of their lesson being booked, moved, or called off (by them, as a receipt, or by the
 * school, with the make-up week). A group lesson is mailed to each member of its group, with the group's Discord.
 * A make-up the member booked themselves (issue 29) is mailed as such to the member, and to the coach, who learns of it
 * from no one else. One mail per event and member; a redelivered event is not processed twice.
 */
export class MailMemberWhenLessonChangedReactor implements Reactor {
  readonly name = 'mail-member-when-lesson-changed';
  readonly eventTypes = [LessonScheduled, LessonRescheduled, LessonCancelledByMember, LessonCancelledBySchool];

  constructor(private readonly queries: QueryBus) {}

  async react(tx: EntityManager, event: StoredEvent): Promise<void> {
    const lesson = await lessonMailFacts(tx, event.streamId.replace(/^lesson-/, ''));
    if (!lesson) return;
    const recipients = await lessonRecipients(tx, lesson);
    if (recipients.length === 0) return;
    // The times as this event left them (a later move must not rewrite an earlier mail).
    const at = event.data as { startsAt?: string; endsAt?: string };
    const locals = {
      startsAt: at.startsAt ?? iso(lesson.starts_at),
      endsAt: at.endsAt ?? iso(lesson.ends_at),
      coachName: lesson.coach_name,
      groupName: lesson.group_name,
      // Until when the member may cancel: the terms' day, or Premium's (spec §9).
      cancelBy: cancelDeadlineWords(await cancelTermsOfLesson(tx, this.queries, lesson.id)),
    };
    if (event.type === 'LessonScheduled' && (event.data as LessonScheduledData).source === 'make-up' && event.metadata.actor?.type === 'member') {
      const discordUrl = await this.gameDiscord(lesson.game_id);
      await sendMail(tx, ...(await this.makeUpMails(lesson, { ...locals, discordUrl, makeUpFor: (event.data as LessonScheduledData).makeUpFor })));
      return;
    }
    if (event.type === 'LessonScheduled' || event.type === 'LessonRescheduled') {
      const discordUrl = lesson.group_discord_url ?? (await this.gameDiscord(lesson.game_id));
      await sendMail(tx, ...recipients.map((memberId) => ({ template: 'lesson-scheduled', toMember: memberId, locals: { ...locals, discordUrl } })));
      return;
    }
    const { makeUpBy } = event.data as { makeUpBy: string | null };
    await sendMail(tx, ...recipients.map((memberId) => ({ template: 'lesson-cancelled', toMember: memberId, locals: { ...locals, bySchool: event.type === 'LessonCancelledBySchool', makeUpBy } })));
  }

  /** The member's receipt of the make-up they booked, and the coach's notice of it. */
  private async makeUpMails(lesson: LessonMailFacts, locals: Record<string, unknown>) {
    const mails: MailToSend[] = [{ template: 'lesson-make-up-booked', toMember: lesson.member_id!, locals }];
    if (lesson.coach_email) {
      const contact = (await memberContactsOf(this.queries, [lesson.member_id!])).get(lesson.member_id!);
      const studentName = [contact?.lastName, contact?.firstName].filter(Boolean).join(' ') || '（氏名未登録）';
      mails.push({ template: 'lesson-make-up-booked-coach', to: lesson.coach_email, locals: { ...locals, studentName, lessonId: lesson.id } });
    }
    return mails;
  }

  private async gameDiscord(gameId: number | null): Promise<string | null> {
    const [game] = gameId ? await this.queries.execute(new GetGameSummariesQuery([gameId])) : [];
    return game?.discordUrl ?? null;
  }
}
