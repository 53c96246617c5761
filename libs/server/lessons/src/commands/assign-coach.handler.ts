import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { CoachChangeOutcome } from '@coaching/contracts';
import { GetPersonalInformationQuery } from '@coaching/server-billing/queries';
import { GetGameSummariesQuery } from '@coaching/server-catalogue/queries';
import { DomainError, domainError, EventStore, sendMail, sql, sqlTransaction } from '@coaching/server-core';
import { byOperator, studentStream } from '../domain/lesson-record-streams';
import { LessonErrors } from '../domain/lessons-errors';
import { memberContactsOf } from '../queries/member-contacts';
import { AssignCoachCommand } from './assign-coach.command';
import { assertCoachAvailable } from './coach-availability';
import { runLessonCommand } from './lesson-writes';

/** Why a lesson cannot move to the new coach: then the school cancels it, with a make-up credit. */
const NOT_FREE = new Set<string>([LessonErrors.COACH_BUSY, LessonErrors.OUTSIDE_WEEKLY_HOURS, LessonErrors.COACH_IN_TRIAL]);

interface CoachRow {
  id: string;
  name: string;
  email: string | null;
}

@CommandHandler(AssignCoachCommand)
export class AssignCoachHandler implements ICommandHandler<AssignCoachCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ subscriptionId, coachId, reason, operator }: AssignCoachCommand): Promise<CoachChangeOutcome> {
    const em = this.em.fork();
    const [student] = await sql<{ member_id: string; coach_id: string | null; game_id: number | null }>(em, 'select member_id, coach_id, game_id from lesson_students where subscription_id = ?', [
      subscriptionId,
    ]);
    if (!student) throw domainError(LessonErrors.STUDENT_NOT_FOUND);
    if (coachId === null) return this.unassign(subscriptionId, student, reason, operator.id);
    const [coach] = await sql<CoachRow & { game_id: number }>(em, 'select id, name, email, game_id from coaches where id = ? and is_active', [coachId]);
    if (!coach) throw domainError(LessonErrors.COACH_NOT_FOUND);
    // A coach teaches one game: a VALORANT coach never takes an APEX LEGENDS student (issue 34).
    if (student.game_id !== null && coach.game_id !== student.game_id) throw domainError(LessonErrors.COACH_OF_OTHER_GAME);
    if (student.coach_id === coachId) return { moved: 0, cancelled: 0 };
    if (student.coach_id && !reason) throw domainError(LessonErrors.CHANGE_REASON_REQUIRED);

    const [previous] = student.coach_id ? await sql<CoachRow>(em, 'select id, name, email from coaches where id = ?', [student.coach_id]) : [];
    // The member's mails name the course's game (a member may have several courses, each with its own coach).
    const [game] = student.game_id ? await this.queries.execute(new GetGameSummariesQuery([student.game_id])) : [];
    const gameName = game?.name ?? '';
    // One action: the assignment and each lesson it moves or cancels (every record its own line in the audit log).
    const metadata = byOperator(operator.id, randomUUID());

    // The assignment first: a lesson booked from now on is the new coach's, whatever happens to those ahead. Who
    // assigned whom, and why, is the student's stream, written with it.
    await sqlTransaction(this.em, async (tx) => {
      const claimed = await sql(tx, 'update lesson_students set coach_id = ?, assigned_at = now() where subscription_id = ? and coach_id is not distinct from ? returning 1', [
        coachId,
        subscriptionId,
        student.coach_id,
      ]);
      if (claimed.length === 0) throw domainError(LessonErrors.STUDENT_NOT_FOUND);
      const assigned = { subscriptionId, memberId: student.member_id, coachId, coachName: coach.name, previousCoachId: student.coach_id, previousCoachName: previous?.name ?? null, reason: reason ?? null };
      await this.store.record(tx, studentStream(subscriptionId), [{ type: 'StudentCoachAssigned', data: { ...assigned, assignedAt: new Date().toISOString() } }], metadata);
      // A first assignment moves no lesson (none can be booked without a coach): the member hears of it with it.
      if (!student.coach_id) {
        await sendMail(tx, { template: 'lesson-coach-assigned', toMember: student.member_id, locals: { coachName: coach.name, gameName, discordUrl: game?.discordUrl ?? null } });
      }
    });
    if (!student.coach_id) return { moved: 0, cancelled: 0 };

    const ahead = await sql<{ id: string; starts_at: Date; ends_at: Date }>(
      em,
      "select id, starts_at, ends_at from lessons where subscription_id = ? and kind = 'personal' and status = 'scheduled' and starts_at > now() order by starts_at",
      [subscriptionId],
    );
    const moved: { startsAt: Date; endsAt: Date }[] = [];
    const cancelled: { startsAt: Date; endsAt: Date }[] = [];
    for (const lesson of ahead) {
      const now = new Date().toISOString();
      try {
        await runLessonCommand(this.em, this.store, lesson.id, { type: 'ChangeLessonCoach', data: { coachId, reason: reason!, now } }, metadata, {
          alsoInTransaction: (tx) => assertCoachAvailable(tx, this.queries, coachId, new Date(lesson.starts_at), new Date(lesson.ends_at)),
        });
        moved.push({ startsAt: lesson.starts_at, endsAt: lesson.ends_at });
      } catch (error) {
        if (!(error instanceof DomainError) || !NOT_FREE.has(error.code)) throw error;
        await runLessonCommand(this.em, this.store, lesson.id, { type: 'CancelLessonAsSchool', data: { reason: `コーチ変更のため（${reason}）`, now } }, metadata);
        cancelled.push({ startsAt: lesson.starts_at, endsAt: lesson.ends_at });
      }
    }

    const studentName = await this.studentName(student.member_id);
    // A change's mails wait for the lessons ahead, which they list: the member's names the moved ones (no other mail
    // tells of those) and only counts the cancelled ones, each of which already has its own lesson-cancelled mail
    // with its make-up week (MailMemberWhenLessonChangedReactor, on LessonCancelledBySchool).
    await sqlTransaction(this.em, async (tx) => {
      await sendMail(tx, {
        template: 'lesson-coach-changed',
        toMember: student.member_id,
        locals: { previousCoachName: previous?.name ?? '', coachName: coach.name, gameName, reason: reason ?? '', moved, cancelled },
      });
      for (const [who, joined] of [
        [coach, true],
        [previous, false],
      ] as const) {
        if (who?.email) await sendMail(tx, { template: 'coach-student-changed', to: who.email, locals: { coachName: who.name, studentName, joined, lessons: joined ? moved : [] } });
      }
    });
    return { moved: moved.length, cancelled: cancelled.length };
  }

  /**
   * Takes the coach off (the student is 未割当 again, for support to assign someone else): with a reason, and only when
   * no lesson of the student is ahead (those need a coach: support moves or cancels them first, each with its own
   * mails). Recorded on the student's stream (`StudentCoachUnassigned`); the coach is told the student left him.
   */
  private async unassign(subscriptionId: string, student: { member_id: string; coach_id: string | null }, reason: string | undefined, operatorId: string): Promise<CoachChangeOutcome> {
    if (!student.coach_id) return { moved: 0, cancelled: 0 };
    if (!reason) throw domainError(LessonErrors.UNASSIGN_REASON_REQUIRED);
    const [previous] = await sql<CoachRow>(this.em.fork(), 'select id, name, email from coaches where id = ?', [student.coach_id]);
    const studentName = await this.studentName(student.member_id);
    await sqlTransaction(this.em, async (tx) => {
      const ahead = await sql(tx, "select 1 from lessons where subscription_id = ? and kind = 'personal' and status = 'scheduled' and starts_at > now() limit 1", [subscriptionId]);
      if (ahead.length > 0) throw domainError(LessonErrors.UNASSIGN_LESSONS_AHEAD);
      const claimed = await sql(tx, 'update lesson_students set coach_id = null, assigned_at = null where subscription_id = ? and coach_id = ? returning 1', [subscriptionId, student.coach_id]);
      if (claimed.length === 0) throw domainError(LessonErrors.STUDENT_NOT_FOUND);
      const data = { subscriptionId, memberId: student.member_id, previousCoachId: student.coach_id, previousCoachName: previous?.name ?? null, reason, unassignedAt: new Date().toISOString() };
      await this.store.record(tx, studentStream(subscriptionId), [{ type: 'StudentCoachUnassigned', data }], byOperator(operatorId, randomUUID()));
      if (previous?.email) await sendMail(tx, { template: 'coach-student-changed', to: previous.email, locals: { coachName: previous.name, studentName, joined: false, unassigned: true, lessons: [] } });
    });
    return { moved: 0, cancelled: 0 };
  }

  /**
   * The student as the coach knows them: the member's profile name, else the name in their student information
   * (a member who bought a plan gave it, even one who never filled in the profile), else 受講者.
   */
  private async studentName(memberId: string): Promise<string> {
    const contact = (await memberContactsOf(this.queries, [memberId])).get(memberId);
    const profileName = [contact?.lastName, contact?.firstName].filter(Boolean).join(' ');
    if (profileName) return profileName;
    const information = await this.queries.execute(new GetPersonalInformationQuery(memberId));
    return information ? `${information.last_name} ${information.first_name}` : '受講者';
  }
}
