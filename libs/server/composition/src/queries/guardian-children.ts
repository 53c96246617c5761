import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type GuardianChild, TRIAL_STATUS_LABELS, type TrialStatusName } from '@coaching/contracts';
import { ListPaymentsPaidForQuery } from '@coaching/server-billing/queries';
import { ListLinkedChildrenQuery } from '@coaching/server-identity/queries';
import { GetMemberLessonRecordQuery, ListSharedKarteQuery } from '@coaching/server-lessons/queries';
import { ListMemberTrialsQuery } from '@coaching/server-trials/queries';
import { attendanceThisMonth, nextLesson } from '../domain/guardian-facts';
import { CurrentUsers } from './current-users';

/** The trial statuses of a booking (booked, then held or not); a hold that lapsed or was let go is none. */
const BOOKED_TRIALS: ReadonlySet<TrialStatusName> = new Set(['booked', 'attended', 'no_show', 'cancelled']);

/**
 * The guardian area (issue 31): each child linked to the guardian now, with their course(s) and plan (the child's home,
 * as `GET /api/me` composes it), next lesson and this month's attendance (the lessons context's published lesson record),
 * what the guardian paid for them (billing's `ListPaymentsPaidForQuery`), the karte notes shared with guardians (ADR 0038)
 * and the child's free trials (trials' published `ListMemberTrialsQuery`, ADR 0047).
 * Scoped by identity's `ListLinkedChildrenQuery`: a child whose link is pending or ended is not read at all.
 */
@Injectable()
export class GuardianChildren {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CurrentUsers) private readonly currentUsers: CurrentUsers,
  ) {}

  async of(guardianId: string, now = new Date()): Promise<GuardianChild[]> {
    const links = await this.queries.execute(new ListLinkedChildrenQuery(guardianId));
    return Promise.all(
      links.map(async ({ linkId, memberId }) => {
        const [me, record, payments, karte, trials] = await Promise.all([
          this.currentUsers.answer(memberId, undefined, now),
          this.queries.execute(new GetMemberLessonRecordQuery(memberId)),
          this.queries.execute(new ListPaymentsPaidForQuery(guardianId, memberId)),
          this.queries.execute(new ListSharedKarteQuery(memberId)),
          this.queries.execute(new ListMemberTrialsQuery(memberId)),
        ]);
        const current = me.current_plan;
        return {
          link_id: linkId,
          id_str: me.id_str,
          name: me.name,
          email: me.email,
          courses: me.game_users
            .filter((g) => !g.game.is_legacy)
            .map((g) => ({ game_name: g.game.name, plan_name: current?.plan.game.id === g.game_id ? current.plan.name : null })),
          next_lesson: nextLesson(record.lessons, now),
          attendance: attendanceThisMonth(record.lessons, now),
          // Only what this guardian paid (ADR 0038): a second guardian's payments, or the child's own, are not theirs to read.
          payments: payments.map(({ failure_message: _, ...payment }) => payment),
          // Only the notes the coach marked 保護者と共有; the rest of the karte stays the student's.
          karte,
          // Bookings only: a hold that lapsed or was let go before it was booked is no trial the child has.
          trials: trials
            .filter((trial) => BOOKED_TRIALS.has(trial.status))
            .map((trial) => ({ id: trial.id, started_at: trial.startsAt.toISOString(), ended_at: trial.endsAt.toISOString(), coach_name: trial.coachName, status: trial.status, status_ja: TRIAL_STATUS_LABELS[trial.status] })),
        };
      }),
    );
  }
}
